import type { DateString } from '../contract/common.js';
import {
  addCalendarDays,
  calendarDateOf,
  calendarDateParts,
  daysInMonth,
  isoWeekOf,
  weekdayIndexOf,
  type IsoWeek,
} from './calendar-dates.js';

/** One cell of the date picker's month grid. */
export interface CalendarGridDay {
  date: DateString;
  /** Day of the month, 1…31. */
  day: number;
  /** False for the leading and trailing days of the neighbouring months. */
  isInMonth: boolean;
}

/** One row of the month grid: Monday to Sunday with its ISO week. */
export interface CalendarGridWeek {
  isoWeek: IsoWeek;
  days: CalendarGridDay[];
}

/**
 * The weeks of a month (1 = January) for a Monday-first calendar grid: 4 to 6 rows of 7 days
 * from the Monday on or before the 1st to the Sunday on or after the last day, each with its
 * ISO week; days of the neighbouring months are marked `isInMonth: false`.
 */
export function monthCalendarWeeks(year: number, month: number): CalendarGridWeek[] {
  const first = calendarDateOf(year, month, 1);
  const last = calendarDateOf(year, month, daysInMonth(year, month));
  const weeks: CalendarGridWeek[] = [];
  for (
    let monday = addCalendarDays(first, -weekdayIndexOf(first));
    monday <= last;
    monday = addCalendarDays(monday, 7)
  ) {
    const days: CalendarGridDay[] = [];
    for (let i = 0; i < 7; i++) {
      const date = addCalendarDays(monday, i);
      const parts = calendarDateParts(date);
      days.push({ date, day: parts.day, isInMonth: parts.month === month && parts.year === year });
    }
    weeks.push({ isoWeek: isoWeekOf(monday), days });
  }
  return weeks;
}
