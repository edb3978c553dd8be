import {
  addCalendarDays,
  businessDayOf,
  calendarDaysBetween,
  formatCalendarDate,
  formatDuration,
  formatInstantTime,
  germanWeekdayName,
  instantOfDayMinutes,
  isoWeekOf,
  parseTimeOfDay,
  shiftConflicts,
  type DateString,
  type Id,
  type ShiftConflict,
  type WorkingSchedule,
} from '@bestellwerk/domain';

/** The seven days of the week from `monday`, Monday first. */
export function weekDays(monday: DateString): DateString[] {
  return Array.from({ length: 7 }, (_, index) => addCalendarDays(monday, index));
}

/** The heading of a week: 'KW 48 · 23.11.2026 – 29.11.2026'. */
export function weekTitle(monday: DateString): string {
  const { week } = isoWeekOf(monday);
  return `KW ${week} · ${formatCalendarDate(monday)} – ${formatCalendarDate(addCalendarDays(monday, 6))}`;
}

/** A day as a column heading: 'Mo 23.11.'. */
export function dayHeading(day: DateString): string {
  return `${germanWeekdayName(day).slice(0, 2)} ${formatCalendarDate(day).slice(0, 6)}`;
}

/** The business day a shift belongs to: the day it starts (a night shift belongs to its evening). */
export function shiftDay(shift: Pick<WorkingSchedule, 'start'>, timeZone: string): DateString {
  return businessDayOf(new Date(shift.start), timeZone);
}

/** A shift's times as the grid shows them: '07:00–15:00'. */
export function shiftTimes(
  shift: Pick<WorkingSchedule, 'start' | 'end'>,
  timeZone: string,
): string {
  return `${formatInstantTime(shift.start, timeZone)}–${formatInstantTime(shift.end, timeZone)}`;
}

/** Planned hours as the grid shows them: '8:00 h'. */
export function plannedHours(ms: number): string {
  return `${formatDuration(ms)} h`;
}

/** The message when a time of the shift form is not HH:mm. */
export const TIME_FORMAT_MESSAGE = 'Bitte eine Uhrzeit im Format HH:mm angeben.';
/** The message when a shift would last no time. */
export const SAME_TIME_MESSAGE = 'Beginn und Ende dürfen nicht gleich sein.';

/**
 * Start and end of a shift entered as a day and two wall-clock times; an end before the start
 * means the next day (a night shift). Null with the message when a time is not HH:mm.
 */
export function shiftInstants(
  day: DateString,
  start: string,
  end: string,
  timeZone: string,
): { start: string; end: string } | { error: string; field: 'start' | 'end' } {
  const from = parseTimeOfDay(start);
  const to = parseTimeOfDay(end);
  if (from === null) return { error: TIME_FORMAT_MESSAGE, field: 'start' };
  if (to === null) return { error: TIME_FORMAT_MESSAGE, field: 'end' };
  if (from === to) return { error: SAME_TIME_MESSAGE, field: 'end' };
  return {
    start: instantOfDayMinutes(day, from, timeZone).toISOString(),
    end: instantOfDayMinutes(to < from ? addCalendarDays(day, 1) : day, to, timeZone).toISOString(),
  };
}

/** The calendar days between the day a shift starts on and `day` (for moving it there). */
export function daysTo(shift: Pick<WorkingSchedule, 'start'>, day: DateString, timeZone: string) {
  return calendarDaysBetween(shiftDay(shift, timeZone), day);
}

/** One line of the conflicts of a shift: 'Überschneidung mit Di 24.11. 07:00–15:00'. */
export interface ShiftWarning {
  shiftId: Id;
  kind: ShiftConflict['kind'];
  text: string;
}

/**
 * The domain's conflicts (overlap, rest under 11 h) of a set of shifts, as warnings on each shift
 * of the pair, naming the other shift.
 */
export function shiftWarnings(
  shifts: readonly WorkingSchedule[],
  timeZone: string,
): ShiftWarning[] {
  const byId = new Map(shifts.map((shift) => [shift.id, shift]));
  const planned = shifts.map((shift) => ({
    id: shift.id,
    userId: shift.user.id,
    start: shift.start,
    end: shift.end,
  }));
  const label = (id: Id) => {
    const shift = byId.get(id)!;
    return `${dayHeading(shiftDay(shift, timeZone))} ${shiftTimes(shift, timeZone)}`;
  };
  return shiftConflicts(planned, timeZone).flatMap((conflict) => {
    const [first, second] = conflict.shiftIds;
    const text = (other: Id) =>
      conflict.kind === 'overlap'
        ? `Überschneidung mit ${label(other)}`
        : `Ruhezeit unter 11 h (${label(other)}): ${conflict.message}`;
    return [
      { shiftId: first, kind: conflict.kind, text: text(second) },
      { shiftId: second, kind: conflict.kind, text: text(first) },
    ];
  });
}
