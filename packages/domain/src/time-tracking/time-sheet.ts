import type { DateString, TimeString } from '../contract/common.js';
import { formatCalendarDate } from '../format/date-format.js';
import { calendarDateOf, daysInMonth } from '../time/calendar-dates.js';
import { DEFAULT_TIME_ZONE, timeOfDayOf } from '../time/time-zone.js';
import { dayTotals } from './day-totals.js';
import { ABSENCE_LABELS, type Absence, type AbsenceKind } from './holiday-account.js';
import { checkBreaks, type BreakRule } from './statutory-breaks.js';
import { activityInterval, wholeMinutes, type ActivitySpan } from './working-time.js';

/** One day of an employee's monthly time sheet. */
export interface TimeSheetDay {
  date: DateString;
  /** First start and last end of the day's work on the wall clock; null on a day off. */
  start: TimeString | null;
  end: TimeString | null;
  /** Minutes between start and end not worked: pauses and gaps between activities. */
  breakMinutes: number;
  netMinutes: number;
  absence: AbsenceKind | null;
  /** Minutes of break the rule required but the day lacks (the month view flags them). */
  breakShortfallMinutes: number;
}

export interface TimeSheetInput {
  year: number;
  month: number;
  activities: readonly ActivitySpan[];
  absences: readonly Absence[];
  breakRule: BreakRule;
  now: Date;
  timeZone?: string;
}

/** Every calendar day of the month with its work, breaks and absence. */
export function timeSheetDays(input: TimeSheetInput): TimeSheetDay[] {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const worked = new Map(
    dayTotals(input.activities, input.now, timeZone).map((day) => [day.date, day]),
  );
  return Array.from({ length: daysInMonth(input.year, input.month) }, (_, index) => {
    const date = calendarDateOf(input.year, input.month, index + 1);
    const absence = input.absences.find((entry) => entry.from <= date && date <= entry.to);
    const day = worked.get(date);
    if (!day) {
      return {
        date,
        start: null,
        end: null,
        breakMinutes: 0,
        netMinutes: 0,
        absence: absence?.kind ?? null,
        breakShortfallMinutes: 0,
      };
    }
    const intervals = day.activities.map((activity) => activityInterval(activity, input.now));
    const first = Math.min(...intervals.map((interval) => interval.start));
    const last = Math.max(...intervals.map((interval) => interval.end));
    const netMinutes = wholeMinutes(day.netMs);
    return {
      date,
      start: timeOfDayOf(new Date(first), timeZone),
      end: timeOfDayOf(new Date(last), timeZone),
      breakMinutes: wholeMinutes(last - first) - netMinutes,
      netMinutes,
      absence: absence?.kind ?? null,
      breakShortfallMinutes: checkBreaks(input.breakRule, day.activities, input.now)
        .shortfallMinutes,
    };
  });
}

/** The columns of the payroll export, one row per employee and day. */
export const TIME_SHEET_CSV_HEADER = [
  'Mitarbeiter',
  'Datum',
  'Beginn',
  'Ende',
  'Pausen (min)',
  'Netto (h)',
  'Abwesenheit',
] as const;

/** One payroll row as text: DD.MM.YYYY, HH:mm, hours with a decimal comma (7,50). */
export function timeSheetCsvRecord(employee: string, day: TimeSheetDay): string[] {
  return [
    employee,
    formatCalendarDate(day.date),
    day.start ?? '',
    day.end ?? '',
    String(day.breakMinutes),
    (day.netMinutes / 60).toFixed(2).replace('.', ','),
    day.absence ? ABSENCE_LABELS[day.absence] : '',
  ];
}
