import type { DateString } from '../contract/common.js';
import { calendarDateOf, daysInMonth } from '../time/calendar-dates.js';
import { businessDayOf, DEFAULT_TIME_ZONE, startOfBusinessDay } from '../time/time-zone.js';

/** A calendar month of the time sheets, `YYYY-MM`. */
export type MonthString = string;

/** A month as numbers (`month` 1–12). */
export interface YearMonth {
  year: number;
  month: number;
}

/** `2026-11` as numbers; null for anything else (`2026-13`, `2026-1`, `11.2026`). */
export function parseMonth(text: string): YearMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 1970 && month >= 1 && month <= 12 ? { year, month } : null;
}

/** The month as `YYYY-MM`. */
export function monthString({ year, month }: YearMonth): MonthString {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month a calendar day belongs to, `YYYY-MM`. */
export function monthOfDay(date: DateString): MonthString {
  return date.slice(0, 7);
}

/** The month as people write it in German: `11.2026`. */
export function germanMonth({ year, month }: YearMonth): string {
  return `${String(month).padStart(2, '0')}.${year}`;
}

/** The first and last calendar day of the month. */
export function monthDays({ year, month }: YearMonth): { first: DateString; last: DateString } {
  return {
    first: calendarDateOf(year, month, 1),
    last: calendarDateOf(year, month, daysInMonth(year, month)),
  };
}

/**
 * The instants of the month's business days in the zone: from the first day's 00:00 up to
 * (excluding) the next month's, so a DST month is an hour shorter or longer.
 */
export function monthInstants(
  { year, month }: YearMonth,
  timeZone: string = DEFAULT_TIME_ZONE,
): { from: Date; to: Date } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    from: startOfBusinessDay(calendarDateOf(year, month, 1), timeZone),
    to: startOfBusinessDay(calendarDateOf(next.year, next.month, 1), timeZone),
  };
}

/** Whether the month's last business day is over at `now` (only such a month can be closed). */
export function hasMonthEnded(
  month: YearMonth,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  return businessDayOf(now, timeZone) > monthDays(month).last;
}

/** The months a span of calendar days touches, in order (`from` ≤ `to`). */
export function monthsBetween(from: DateString, to: DateString): MonthString[] {
  const months: MonthString[] = [];
  let current = parseMonth(monthOfDay(from));
  const last = monthOfDay(to);
  while (current && monthString(current) <= last) {
    months.push(monthString(current));
    current =
      current.month === 12
        ? { year: current.year + 1, month: 1 }
        : { year: current.year, month: current.month + 1 };
  }
  return months;
}
