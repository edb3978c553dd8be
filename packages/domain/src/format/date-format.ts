import type { DateString, DateTimeString } from '../contract/common.js';
import { calendarDateParts, isCalendarDate } from '../time/calendar-dates.js';
import { DEFAULT_TIME_ZONE, wallTimeOf, type WallTime } from '../time/time-zone.js';

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** The wall time of an instant (a Date or an ISO string) in a zone, or null when it is no instant. */
function wallTime(instant: Date | DateTimeString, timeZone: string): WallTime | null {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(date.getTime()) ? null : wallTimeOf(date, timeZone);
}

const dateText = ({ year, month, day }: Pick<WallTime, 'year' | 'month' | 'day'>): string =>
  `${pad(day)}.${pad(month)}.${pad(year, 4)}`;
const timeText = ({ hour, minute }: WallTime): string => `${pad(hour)}:${pad(minute)}`;

/**
 * `DD.MM.YYYY` of the day an instant falls on in an IANA time zone (Vienna by default); empty
 * text for an invalid date or string. An unknown zone name is a RangeError (a programming error).
 */
export function formatInstantDate(
  instant: Date | DateTimeString,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const wall = wallTime(instant, timeZone);
  return wall ? dateText(wall) : '';
}

/** `HH:mm` (24-hour) an instant shows on the wall clock of a time zone; empty text when invalid. */
export function formatInstantTime(
  instant: Date | DateTimeString,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const wall = wallTime(instant, timeZone);
  return wall ? timeText(wall) : '';
}

/** `DD.MM.YYYY HH:mm` of an instant in a time zone; empty text when invalid. */
export function formatInstantDateTime(
  instant: Date | DateTimeString,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const wall = wallTime(instant, timeZone);
  return wall ? `${dateText(wall)} ${timeText(wall)}` : '';
}

/** `DD.MM.YYYY` of a calendar date `YYYY-MM-DD` (no time zone involved); empty text when malformed. */
export function formatCalendarDate(date: DateString): string {
  return isCalendarDate(date) ? dateText(calendarDateParts(date)) : '';
}

/** A boolean as the previews show it: 'Ja' or 'Nein'. */
export function formatYesNo(value: boolean): 'Ja' | 'Nein' {
  return value ? 'Ja' : 'Nein';
}
