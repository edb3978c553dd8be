import {
  WEEKDAYS,
  type OpeningHourEntry,
  type TimeString,
  type Weekday,
} from '../contract/common.js';
import { GERMAN_WEEKDAY_NAMES, parseTimeOfDay } from './calendar-dates.js';

/** One open stretch of a weekday as the hours table prints it. */
export interface WeeklyHoursShift {
  from: TimeString;
  to: TimeString;
}

/** One row of a weekly hours table: a weekday, its German name and its shifts (none = closed). */
export interface WeeklyHoursRow {
  weekday: Weekday;
  label: (typeof GERMAN_WEEKDAY_NAMES)[number];
  shifts: WeeklyHoursShift[];
  isClosed: boolean;
}

/** Shown in an hours table for a day without shifts. */
export const CLOSED_DAY_TEXT = 'Geschlossen';

/**
 * The regular week of an hours list, Monday first, for a table (storefront.md §2 "Built-in home
 * variant"): per weekday its own entries, else the `daily` entries (the precedence of
 * `entriesForDate` without date-bound `once` entries, which are no regular week). A day is closed
 * when it has no entry, an `isClosed` entry, or only entries with malformed times. Shifts are
 * sorted by start and keep their `HH:mm` text.
 */
export function weeklyHours(entries: readonly OpeningHourEntry[]): WeeklyHoursRow[] {
  const daily = entries.filter((entry) => entry.type === 'daily');
  return WEEKDAYS.map((weekday, index) => {
    const own = entries.filter((entry) => entry.type === weekday);
    const governing = own.length > 0 ? own : daily;
    const shifts = governing.some((entry) => entry.isClosed)
      ? []
      : governing
          .flatMap((entry) => {
            const start = parseTimeOfDay(entry.from);
            return start === null || parseTimeOfDay(entry.to) === null
              ? []
              : [{ start, shift: { from: entry.from, to: entry.to } }];
          })
          .sort((a, b) => a.start - b.start)
          .map(({ shift }) => shift);
    return { weekday, label: GERMAN_WEEKDAY_NAMES[index], shifts, isClosed: shifts.length === 0 };
  });
}

/** The hours cell of a row: '07:00 – 12:00, 14:00 – 18:00', or 'Geschlossen'. */
export function weeklyHoursText(row: Pick<WeeklyHoursRow, 'shifts'>): string {
  return row.shifts.length === 0
    ? CLOSED_DAY_TEXT
    : row.shifts.map((shift) => `${shift.from} – ${shift.to}`).join(', ');
}
