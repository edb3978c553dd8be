import type { DateString, DateTimeString } from '../contract/common.js';
import { formatCalendarDate, formatInstantDate, formatInstantTime } from '../format/date-format.js';
import {
  addCalendarDays,
  calendarDateOf,
  calendarDateParts,
  weekdayIndexOf,
} from '../time/calendar-dates.js';
import {
  businessDayOf,
  DEFAULT_TIME_ZONE,
  instantOfWallTime,
  wallTimeOf,
} from '../time/time-zone.js';
import { ABSENCE_LABELS, type Absence } from './holiday-account.js';
import type { PlannedShift } from './shift-conflicts.js';

/** An absence of one employee, as the schedule sees it. */
export interface EmployeeAbsence extends Absence {
  userId: number;
}

/** The message when a week of the schedule is not named by its Monday. */
export const NOT_A_MONDAY = 'Der Tag muss ein Montag sein.';

/** Whether a calendar day is a Monday, the first day of a schedule week. */
export function isMonday(date: DateString): boolean {
  return weekdayIndexOf(date) === 0;
}

/** The Monday of the week (Monday to Sunday) a day belongs to. */
export function mondayOf(date: DateString): DateString {
  return addCalendarDays(date, -weekdayIndexOf(date));
}

/**
 * The instant that shows the same wall-clock time `days` calendar days later in `timeZone`: a
 * shift 07:00–15:00 moved over a change to or from summer time stays 07:00–15:00.
 */
export function moveByWallDays(
  instant: Date | DateTimeString,
  days: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  const wall = wallTimeOf(new Date(instant), timeZone);
  const moved = calendarDateParts(
    addCalendarDays(calendarDateOf(wall.year, wall.month, wall.day), days),
  );
  return instantOfWallTime({ ...wall, ...moved }, timeZone);
}

/** Whether two shifts of one employee share a moment (touching ends do not overlap). */
export function shiftsOverlap(a: PlannedShift, b: PlannedShift): boolean {
  return (
    a.userId === b.userId &&
    Date.parse(a.start) < Date.parse(b.end) &&
    Date.parse(b.start) < Date.parse(a.end)
  );
}

/** What copying shifts onto another week would do. */
export interface ShiftCopyPlan<S extends PlannedShift> {
  /** Each source shift to copy with its new start and end. */
  copies: { source: S; start: DateTimeString; end: DateTimeString }[];
  /** Each source shift left out, with why, in German. */
  skipped: { source: S; reason: string }[];
}

/**
 * Plans copies of `shifts` moved by `days` calendar days, keeping their wall-clock times. A copy
 * on a day the employee is away (`absences`), or that would overlap a shift of the same
 * employee already in `existing` (or a copy planned before it), is skipped with the reason;
 * sources are taken in order of their start.
 */
export function planShiftCopies<S extends PlannedShift>(
  shifts: readonly S[],
  existing: readonly PlannedShift[],
  days: number,
  timeZone: string = DEFAULT_TIME_ZONE,
  absences: readonly EmployeeAbsence[] = [],
): ShiftCopyPlan<S> {
  const plan: ShiftCopyPlan<S> = { copies: [], skipped: [] };
  const taken: PlannedShift[] = [...existing];
  const ordered = [...shifts].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const source of ordered) {
    const copy: PlannedShift = {
      id: source.id,
      userId: source.userId,
      start: moveByWallDays(source.start, days, timeZone).toISOString(),
      end: moveByWallDays(source.end, days, timeZone).toISOString(),
    };
    const day = businessDayOf(new Date(copy.start), timeZone);
    const away = absences.find(
      (absence) => absence.userId === copy.userId && absence.from <= day && day <= absence.to,
    );
    if (away) {
      plan.skipped.push({
        source,
        reason: `Abwesenheit (${ABSENCE_LABELS[away.kind]}) am ${formatCalendarDate(day)}.`,
      });
      continue;
    }
    const clash = taken.find((shift) => shiftsOverlap(shift, copy));
    if (clash) {
      plan.skipped.push({
        source,
        reason: `Überschneidung mit der Schicht am ${formatInstantDate(clash.start, timeZone)}, ${formatInstantTime(clash.start, timeZone)}–${formatInstantTime(clash.end, timeZone)}.`,
      });
      continue;
    }
    taken.push(copy);
    plan.copies.push({ source, start: copy.start, end: copy.end });
  }
  return plan;
}
