import type { DateTimeString, Id } from '../contract/common.js';
import { businessDayOf, DEFAULT_TIME_ZONE } from '../time/time-zone.js';
import { formatDuration, MINUTE_MS } from './working-time.js';

/** The least rest between the end of one working day and the start of the next (ArbZG §5, AZG §12). */
export const MIN_REST_HOURS = 11;

/** A planned shift as the conflict check reads it. */
export interface PlannedShift {
  id: Id;
  userId: Id;
  start: DateTimeString;
  end: DateTimeString;
}

export type ShiftConflictKind = 'overlap' | 'rest';

/** Two shifts of one employee that do not fit together, with what the schedule shows. */
export interface ShiftConflict {
  kind: ShiftConflictKind;
  /** The earlier shift, then the later one. */
  shiftIds: [Id, Id];
  message: string;
}

/**
 * The conflicts in a set of shifts: per employee, shifts that overlap, and shifts on consecutive
 * working days whose rest in between is shorter than {@link MIN_REST_HOURS} (two shifts on one
 * business day are a split shift; the gap is a break, not the daily rest). Each pair of
 * neighbouring shifts is reported once, with the earlier shift first.
 */
export function shiftConflicts(
  shifts: readonly PlannedShift[],
  timeZone: string = DEFAULT_TIME_ZONE,
): ShiftConflict[] {
  const dayOf = (shift: PlannedShift) => businessDayOf(new Date(shift.start), timeZone);
  const byUser = new Map<Id, PlannedShift[]>();
  for (const shift of shifts)
    byUser.set(shift.userId, [...(byUser.get(shift.userId) ?? []), shift]);
  const conflicts: ShiftConflict[] = [];
  for (const userShifts of byUser.values()) {
    const ordered = [...userShifts].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    let latest = ordered[0];
    for (const shift of ordered.slice(1)) {
      const restMs = Date.parse(shift.start) - Date.parse(latest.end);
      const shiftIds: [Id, Id] = [latest.id, shift.id];
      if (restMs < 0) {
        conflicts.push({ kind: 'overlap', shiftIds, message: 'Die Schichten überschneiden sich.' });
      } else if (dayOf(shift) !== dayOf(latest) && restMs < MIN_REST_HOURS * 60 * MINUTE_MS) {
        conflicts.push({
          kind: 'rest',
          shiftIds,
          message: `Nur ${formatDuration(restMs)} h Ruhezeit zwischen den Schichten (mindestens ${MIN_REST_HOURS} h).`,
        });
      }
      if (Date.parse(shift.end) > Date.parse(latest.end)) latest = shift;
    }
  }
  return conflicts;
}
