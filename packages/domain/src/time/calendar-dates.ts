import { WEEKDAYS, type DateString, type TimeString, type Weekday } from '../contract/common.js';

// Calendar dates (`YYYY-MM-DD`) and times of day (`HH:mm`) as plain values, free of any time
// zone: the arithmetic runs on UTC midnights, where every day has 24 hours.

const DAY_MS = 86_400_000;
const MINUTES_PER_DAY = 1440;

/** German weekday names, Monday first (index = `weekdayIndexOf`). */
export const GERMAN_WEEKDAY_NAMES = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
] as const;

/** German month names, January first (index = month − 1). */
export const GERMAN_MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

/** The parts of a calendar date; `month` and `day` count from 1. */
export interface CalendarDateParts {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of a UTC-midnight millisecond value (years 0…9999). */
function dateOfUtcMs(ms: number): DateString {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Milliseconds of UTC midnight of the given date parts; overflowing months and days roll over. */
function utcMsOf(year: number, month: number, day: number): number {
  const d = new Date(0);
  // setUTCFullYear keeps years 0…99 literal (Date.UTC would map them to 19xx).
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

/** Splits a `YYYY-MM-DD` string into numbers; the caller passes a well-formed date. */
export function calendarDateParts(date: DateString): CalendarDateParts {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
}

/** The `YYYY-MM-DD` string of the given parts; day or month overflow rolls into the next ones. */
export function calendarDateOf(year: number, month: number, day: number): DateString {
  return dateOfUtcMs(utcMsOf(year, month, day));
}

/** True for a well-formed `YYYY-MM-DD` string naming a day that exists (no 2026-02-30). */
export function isCalendarDate(value: unknown): value is DateString {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const { year, month, day } = calendarDateParts(value);
  return calendarDateOf(year, month, day) === value;
}

/** The date `days` calendar days after `date` (before it when negative), across months and years. */
export function addCalendarDays(date: DateString, days: number): DateString {
  const { year, month, day } = calendarDateParts(date);
  return calendarDateOf(year, month, day + days);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: DateString, to: DateString): number {
  const a = calendarDateParts(from);
  const b = calendarDateParts(to);
  return Math.round((utcMsOf(b.year, b.month, b.day) - utcMsOf(a.year, a.month, a.day)) / DAY_MS);
}

/** Gregorian leap year: divisible by 4, except centuries not divisible by 400. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days of a month (1 = January), February by the leap-year rule. */
export function daysInMonth(year: number, month: number): number {
  return new Date(utcMsOf(year, month + 1, 0)).getUTCDate();
}

/** Weekday of a date as an index with Monday = 0 … Sunday = 6 (ISO order). */
export function weekdayIndexOf(date: DateString): number {
  const { year, month, day } = calendarDateParts(date);
  return (new Date(utcMsOf(year, month, day)).getUTCDay() + 6) % 7;
}

/** Weekday of a date as the opening-hour type names it (`monday` … `sunday`). */
export function weekdayOf(date: DateString): Weekday {
  return WEEKDAYS[weekdayIndexOf(date)];
}

/** German name of the weekday of a date ('Montag' …). */
export function germanWeekdayName(date: DateString): string {
  return GERMAN_WEEKDAY_NAMES[weekdayIndexOf(date)];
}

/**
 * German name of a month (1 = January). `'de-AT'` gives the Austrian 'Jänner' for January; all
 * other months are the same in both variants.
 */
export function germanMonthName(month: number, variant: 'de' | 'de-AT' = 'de'): string {
  return month === 1 && variant === 'de-AT' ? 'Jänner' : GERMAN_MONTH_NAMES[month - 1];
}

/** An ISO 8601 week: the week-numbering year (may differ from the calendar year) and week 1…53. */
export interface IsoWeek {
  year: number;
  week: number;
}

/**
 * ISO 8601 week of a date: weeks start on Monday and week 1 is the one holding the year's first
 * Thursday, so 2027-01-01 (a Friday) lies in week 53 of 2026.
 */
export function isoWeekOf(date: DateString): IsoWeek {
  const thursday = addCalendarDays(date, 3 - weekdayIndexOf(date));
  const year = calendarDateParts(thursday).year;
  const dayOfYear = calendarDaysBetween(calendarDateOf(year, 1, 1), thursday);
  return { year, week: Math.floor(dayOfYear / 7) + 1 };
}

/** Number of ISO weeks (52 or 53) of an ISO week-numbering year. */
export function isoWeeksInYear(year: number): number {
  return isoWeekOf(calendarDateOf(year, 12, 28)).week;
}

/** Minutes after midnight of an `HH:mm` time (00:00…23:59), or null when it is not one. */
export function parseTimeOfDay(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** `HH:mm` of a number of minutes after midnight; whole days are dropped (1500 → '01:00'). */
export function formatTimeOfDay(minutes: number): TimeString {
  const m = ((Math.floor(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}
