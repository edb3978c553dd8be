import type { DateString, TimeString } from '../contract/common.js';
import { addCalendarDays, calendarDateParts, formatTimeOfDay } from './calendar-dates.js';

/**
 * Wall-clock time in an IANA time zone without libraries: `Intl.DateTimeFormat` gives the wall
 * time of an instant; the inverse searches the zone offset. Branch rules work on wall time
 * ("opens 07:00") but compare instants, so both directions are exact across daylight saving.
 */

/** The time zone of a branch that names none: Austria (CET/CEST). */
export const DEFAULT_TIME_ZONE = 'Europe/Vienna';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Date and time of day as a clock in some zone shows it; `month` and `day` count from 1. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Whether `value` names an IANA time zone this runtime knows ("Europe/Vienna", "UTC"). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

/** One formatter per zone: building one costs far more than formatting with it. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // A fixed locale with Latin digits and the Gregorian calendar; never the process default.
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Builds the zone's formatter ahead of need. A page's first time-zone formatter loads the
 * browser's zone data (measured: 77 ms of a phone's CPU, Lighthouse's 4× slowdown), so a page
 * calls this while it waits for the network, and its first render does not pay for it.
 */
export function prepareTimeZone(timeZone: string = DEFAULT_TIME_ZONE): void {
  formatterFor(timeZone);
}

/** UTC milliseconds of a wall time read as if it were UTC (years 0…99 stay literal). */
function wallAsUtcMs(wall: WallTime): number {
  const d = new Date(0);
  d.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  d.setUTCHours(wall.hour, wall.minute, wall.second, wall.millisecond);
  return d.getTime();
}

/** The wall time at `ms` as Intl formats it (the reference every shortcut must agree with). */
function formattedWallTime(ms: number, timeZone: string): WallTime {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year,
    month: fields.month,
    day: fields.day,
    hour: fields.hour,
    minute: fields.minute,
    second: fields.second,
    millisecond: ((ms % 1000) + 1000) % 1000,
  };
}

/** Milliseconds the zone's wall clock is ahead of UTC at `ms` (3 600 000 for CET). */
function offsetMsAt(ms: number, timeZone: string): number {
  return wallAsUtcMs(formattedWallTime(ms, timeZone)) - ms;
}

/**
 * The wall time an instant shows in `timeZone` (to the millisecond). Throws a RangeError for an
 * invalid Date or an unknown zone name: both are programming errors, not user input.
 */
export function wallTimeOf(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): WallTime {
  const ms = instant.getTime();
  const steady = steadyOffsetAround(Math.floor(ms / DAY_MS), timeZone);
  if (steady === null) return formattedWallTime(ms, timeZone);
  // Away from offset changes the wall time is the instant shifted by the (remembered) offset.
  const shifted = new Date(ms + steady);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    millisecond: shifted.getUTCMilliseconds(),
  };
}

/** Minutes the zone's wall clock is ahead of UTC at an instant: 60 in Vienna's winter, 120 in summer. */
export function zoneOffsetMinutes(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  return offsetMsAt(instant.getTime(), timeZone) / MINUTE_MS;
}

/** Per zone: UTC day number → the zone's offset if it is the same from the day before to the day after, else null. */
const steadyOffsets = new Map<string, Map<number, number | null>>();
const STEADY_CACHE_LIMIT = 20_000;

/**
 * The zone offset valid throughout UTC days `dayNumber − 1` … `dayNumber + 1`, or null when it
 * changes within them. Remembered, so most wall-time conversions need no formatting at all.
 */
function steadyOffsetAround(dayNumber: number, timeZone: string): number | null {
  let days = steadyOffsets.get(timeZone);
  if (!days) steadyOffsets.set(timeZone, (days = new Map()));
  let offset = days.get(dayNumber);
  if (offset === undefined) {
    const before = offsetMsAt((dayNumber - 1) * DAY_MS, timeZone);
    const after = offsetMsAt((dayNumber + 2) * DAY_MS, timeZone);
    offset = before === after ? before : null;
    if (days.size >= STEADY_CACHE_LIMIT) days.clear();
    days.set(dayNumber, offset);
  }
  return offset;
}

/**
 * The instant a wall time denotes in `timeZone`. Disambiguation as Temporal's `'compatible'`:
 * - a wall time that occurs twice (autumn, 02:00–02:59 on the last Sunday of October in Vienna)
 *   maps to the earlier instant, the one still in summer time;
 * - a wall time that does not exist (spring, 02:00–02:59 on the last Sunday of March) is moved
 *   forward by the length of the gap: 02:30 becomes 03:30 summer time.
 * Assumes the offset changes at most once within three days, as in every real zone.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const local = wallAsUtcMs(wall);
  const steady = steadyOffsetAround(Math.floor(local / DAY_MS), timeZone);
  if (steady !== null) return new Date(local - steady);
  const before = offsetMsAt(local - DAY_MS, timeZone);
  const after = offsetMsAt(local + DAY_MS, timeZone);
  const candidates = [before, after]
    .map((offset) => local - offset)
    .filter((ms) => offsetMsAt(ms, timeZone) === local - ms);
  // In a gap no candidate matches: the offset before the change pushes the time past the gap.
  return new Date(candidates.length > 0 ? Math.min(...candidates) : local - before);
}

/** The instant `minutes` after the wall-clock midnight of `date` (1440 = next day's 00:00), as `instantOfWallTime`. */
export function instantOfDayMinutes(
  date: DateString,
  minutes: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  const { year, month, day } = calendarDateParts(date);
  return instantOfWallTime(
    { year, month, day, hour: 0, minute: minutes, second: 0, millisecond: 0 },
    timeZone,
  );
}

/** The business day (`YYYY-MM-DD` on the zone's wall clock) an instant falls on. */
export function businessDayOf(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): DateString {
  const { year, month, day } = wallTimeOf(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first instant of a business day: its wall-clock 00:00 (or the first existing time after it). */
export function startOfBusinessDay(date: DateString, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return instantOfDayMinutes(date, 0, timeZone);
}

/** The first instant of the business day after `date`, i.e. the exclusive end of `date`. */
export function endOfBusinessDay(date: DateString, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return startOfBusinessDay(addCalendarDays(date, 1), timeZone);
}

/** `HH:mm` an instant shows on the zone's wall clock. */
export function timeOfDayOf(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): TimeString {
  const { hour, minute } = wallTimeOf(instant, timeZone);
  return formatTimeOfDay(hour * 60 + minute);
}

/**
 * The first instant at or after `instant` whose wall-clock minute is a multiple of `stepMinutes`
 * with zero seconds (5 → :00, :05 …). Steps divide the hour; zone offsets are whole quarter hours.
 */
export function roundUpToWallMinutes(
  instant: Date,
  stepMinutes: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  const { minute, second, millisecond } = wallTimeOf(instant, timeZone);
  const floor =
    instant.getTime() - (minute % stepMinutes) * MINUTE_MS - second * 1000 - millisecond;
  return new Date(floor === instant.getTime() ? floor : floor + stepMinutes * MINUTE_MS);
}
