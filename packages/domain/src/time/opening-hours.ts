import type { DateString, OpeningHourEntry } from '../contract/common.js';
import { addCalendarDays, parseTimeOfDay, weekdayOf } from './calendar-dates.js';
import { businessDayOf, DEFAULT_TIME_ZONE, instantOfDayMinutes } from './time-zone.js';

/**
 * Opening-hour entries (also delivery hours and schedule hours) turned into shifts: intervals of
 * real time.
 *
 * Which entries govern a calendar day (the first rule that has any entry for the day wins):
 * 1. `once` entries whose `date` is the day (holiday closures, special hours),
 * 2. entries of the day's weekday (`monday` … `sunday`),
 * 3. `daily` entries.
 * The other levels are then ignored for that day. No entry at any level means closed.
 * Within the winning level, several open entries are several shifts (07:00–12:00 and
 * 14:00–18:00); any `isClosed` entry closes the whole day (its from/to are not read), and a closed
 * entry beats open ones of the same level. Entries with a malformed time are skipped.
 *
 * Times: a shift runs from `from` (inclusive) to `to` (exclusive). When `to` is not after
 * `from`, the shift ends at `to` on the next day: 22:00–02:00 runs past midnight, 18:00–00:00
 * ends at midnight, and `from` = `to` (e.g. 00:00–00:00) is a whole day. A shift belongs to the
 * day it starts on, so a holiday on the next day does not cut it short.
 * Daylight saving: wall times map to instants as `instantOfWallTime` does, so 22:00–06:00 over
 * the autumn night lasts 9 hours, and a shift lying entirely in the spring gap
 * (02:00–03:00 on the last Sunday of March) is empty and dropped.
 */

/** A stretch of real time `[start, end)`: start inclusive, end exclusive. */
export interface Shift {
  start: Date;
  end: Date;
}

/** The entries that govern `date` by the precedence once > weekday > daily (see module comment). */
export function entriesForDate(
  entries: readonly OpeningHourEntry[],
  date: DateString,
): OpeningHourEntry[] {
  const once = entries.filter((entry) => entry.type === 'once' && entry.date === date);
  if (once.length > 0) return once;
  const weekday = weekdayOf(date);
  const sameWeekday = entries.filter((entry) => entry.type === weekday);
  if (sameWeekday.length > 0) return sameWeekday;
  return entries.filter((entry) => entry.type === 'daily');
}

/** Shifts of one hours list that start on `date`, sorted by start (unmerged). */
function shiftsOfEntries(
  entries: readonly OpeningHourEntry[],
  date: DateString,
  timeZone: string,
): Shift[] {
  const governing = entriesForDate(entries, date);
  if (governing.some((entry) => entry.isClosed)) return [];
  const shifts: Shift[] = [];
  for (const entry of governing) {
    const from = parseTimeOfDay(entry.from);
    const to = parseTimeOfDay(entry.to);
    if (from === null || to === null) continue;
    const start = instantOfDayMinutes(date, from, timeZone);
    const end = instantOfDayMinutes(date, to > from ? to : to + 1440, timeZone);
    if (end.getTime() > start.getTime()) shifts.push({ start, end });
  }
  return sortShifts(shifts);
}

function sortShifts(shifts: Shift[]): Shift[] {
  return shifts.sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime(),
  );
}

/**
 * The shifts of one or more hours lists (e.g. opening and delivery hours together) in one zone,
 * computed once per calendar day and remembered, so repeated questions about a month stay cheap.
 */
export interface ShiftCalendar {
  readonly timeZone: string;
  /** Shifts of all lists that start on `date`, sorted by start, not merged. */
  shiftsOfDay(date: DateString): readonly Shift[];
}

/** A shift calendar for the union of the given hours lists; precedence applies within each list. */
export function shiftCalendar(
  hourLists: readonly (readonly OpeningHourEntry[])[],
  timeZone: string = DEFAULT_TIME_ZONE,
): ShiftCalendar {
  const days = new Map<DateString, readonly Shift[]>();
  return {
    timeZone,
    shiftsOfDay(date) {
      let shifts = days.get(date);
      if (!shifts) {
        shifts =
          hourLists.length === 1
            ? shiftsOfEntries(hourLists[0], date, timeZone)
            : sortShifts(hourLists.flatMap((entries) => shiftsOfEntries(entries, date, timeZone)));
        days.set(date, shifts);
      }
      return shifts;
    },
  };
}

/** The shifts of one hours list that start on `date` in `timeZone`, sorted by start. */
export function shiftsOfDay(
  entries: readonly OpeningHourEntry[],
  date: DateString,
  timeZone: string = DEFAULT_TIME_ZONE,
): Shift[] {
  return shiftsOfEntries(entries, date, timeZone);
}

/** Unites overlapping or touching shifts (12:00 end, 12:00 start) into sorted, disjoint stretches. */
export function mergeShifts(shifts: readonly Shift[]): Shift[] {
  const sorted = sortShifts([...shifts]);
  const merged: Shift[] = [];
  for (const shift of sorted) {
    const last = merged[merged.length - 1];
    if (last && shift.start.getTime() <= last.end.getTime()) {
      if (shift.end.getTime() > last.end.getTime()) last.end = shift.end;
    } else {
      merged.push({ start: shift.start, end: shift.end });
    }
  }
  return merged;
}

/** All (unmerged) shifts of the calendar that overlap `[from, to)`, sorted by start. */
export function shiftsOverlapping(calendar: ShiftCalendar, from: Date, to: Date): Shift[] {
  if (to.getTime() <= from.getTime()) return [];
  // A shift lasts at most a day and a DST hour, so it starts at the earliest the day before.
  const last = businessDayOf(new Date(to.getTime() - 1), calendar.timeZone);
  const shifts: Shift[] = [];
  for (
    let date = addCalendarDays(businessDayOf(from, calendar.timeZone), -1);
    date <= last;
    date = addCalendarDays(date, 1)
  ) {
    for (const shift of calendar.shiftsOfDay(date)) {
      if (shift.start.getTime() < to.getTime() && shift.end.getTime() > from.getTime())
        shifts.push(shift);
    }
  }
  return sortShifts(shifts);
}

/** True when `instant` lies inside a shift of the calendar (start inclusive, end exclusive). */
export function isOpenAt(calendar: ShiftCalendar, instant: Date): boolean {
  return shiftsOverlapping(calendar, instant, new Date(instant.getTime() + 1)).length > 0;
}

/** Days a merged open stretch is followed at most; longer ones count as open-ended. */
export const OPEN_STRETCH_SEARCH_DAYS = 7;

/** The merged open stretch around an instant; `isOpenEnded` when it reaches past the search. */
export interface OpenStretch extends Shift {
  isOpenEnded: boolean;
}

/**
 * The open stretch containing `instant`: the union of its shift with every shift touching or
 * overlapping it, followed forward up to `searchDays` days (then `isOpenEnded`). Null when closed.
 * `start` is only followed back to the previous day's shifts.
 */
export function openStretchAt(
  calendar: ShiftCalendar,
  instant: Date,
  searchDays: number = OPEN_STRETCH_SEARCH_DAYS,
): OpenStretch | null {
  const t = instant.getTime();
  const today = businessDayOf(instant, calendar.timeZone);
  const around = mergeShifts([
    ...calendar.shiftsOfDay(addCalendarDays(today, -1)),
    ...calendar.shiftsOfDay(today),
  ]);
  const stretch = around.find((s) => s.start.getTime() <= t && t < s.end.getTime());
  if (!stretch) return null;
  let end = stretch.end.getTime();
  // Shifts of a later day start no earlier than that day, so the walk stops at the first day
  // that begins after the stretch has ended.
  for (let offset = 1; offset <= searchDays; offset++) {
    const shifts = calendar.shiftsOfDay(addCalendarDays(today, offset));
    for (const shift of shifts) {
      if (shift.start.getTime() <= end && shift.end.getTime() > end) end = shift.end.getTime();
    }
    const nextDay = calendar.shiftsOfDay(addCalendarDays(today, offset + 1))[0];
    if (!nextDay || nextDay.start.getTime() > end) {
      return { start: stretch.start, end: new Date(end), isOpenEnded: false };
    }
  }
  return { start: stretch.start, end: new Date(end), isOpenEnded: true };
}

/** Days searched for the next opening; beyond them a branch counts as having no next shift. */
export const NEXT_OPENING_SEARCH_DAYS = 60;

/**
 * The next moment after `instant` at which the calendar goes from closed to open: the start of
 * the first merged stretch beginning after `instant` (when open at `instant`, the reopening after
 * the current stretch). Null when none starts within `searchDays` days.
 */
export function nextOpeningAfter(
  calendar: ShiftCalendar,
  instant: Date,
  searchDays: number = NEXT_OPENING_SEARCH_DAYS,
): Date | null {
  const t = instant.getTime();
  const today = businessDayOf(instant, calendar.timeZone);
  // Shifts come in order of start across days, so one running end decides what is a new opening.
  let openUntil = -Infinity;
  for (let offset = -1; offset <= searchDays; offset++) {
    for (const shift of calendar.shiftsOfDay(addCalendarDays(today, offset))) {
      const start = shift.start.getTime();
      if (start > t && start > openUntil) return shift.start;
      openUntil = Math.max(openUntil, shift.end.getTime());
    }
  }
  return null;
}
