import type { DateString, OpeningHourEntry, OpeningHourType } from '../contract/common.js';
import { parseTimeOfDay } from './calendar-dates.js';
import { instantOfDayMinutes, timeOfDayOf } from './time-zone.js';

/**
 * Time helpers for the specs of time/ (not exported by the barrel); contract objects come from
 * ../testing/contract-fixtures. Instants are written as Vienna wall time, 'YYYY-MM-DD HH:mm', so the
 * tables read like the opening hours they test.
 */

/** An open entry of a type (`once` needs a date). */
export function hours(
  type: OpeningHourType,
  from: string,
  to: string,
  date: DateString | null = null,
): OpeningHourEntry {
  return { type, date, isClosed: false, from, to };
}

/** A closed entry of a type (`once` needs a date); from/to as the seed writes them. */
export function closed(type: OpeningHourType, date: DateString | null = null): OpeningHourEntry {
  return { type, date, isClosed: true, from: '00:00', to: '23:59' };
}

/** The instant of a Vienna wall time 'YYYY-MM-DD HH:mm'. */
export function at(wall: string): Date {
  const [date, time] = wall.split(' ');
  return instantOfDayMinutes(date, parseTimeOfDay(time) as number, 'Europe/Vienna');
}

/** 'HH:mm–HH:mm' of an interval on the Vienna wall clock. */
export function span(shift: { start: Date; end: Date }): string {
  return `${timeOfDayOf(shift.start)}–${timeOfDayOf(shift.end)}`;
}

/** Mon–Fri 07:00–12:00 and 14:00–18:00, Sat 08:00–12:00, closed Sundays; delivery off. */
export const WEEK_HOURS: OpeningHourEntry[] = [
  hours('daily', '07:00', '12:00'),
  hours('daily', '14:00', '18:00'),
  hours('saturday', '08:00', '12:00'),
  closed('sunday'),
];
