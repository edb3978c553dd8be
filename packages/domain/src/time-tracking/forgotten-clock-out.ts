import type { DateTimeString } from '../contract/common.js';
import type { PunchedActivity } from './punch.js';
import { MINUTE_MS } from './working-time.js';

/** The mark an automatically closed activity carries until the employee or a manager checks it. */
export const AUTO_ENDED_NOTE = 'automatisch beendet – bitte prüfen';

/** Minutes past the planned end before a still running activity counts as forgotten. */
export const DEFAULT_AUTO_END_GRACE_MINUTES = 60;

/**
 * Where an activity with neither a planned shift nor a closing time after its start is closed:
 * ten hours after the start, the longest regular working day (ArbZG §3, AZG §9).
 */
export const AUTO_END_FALLBACK_HOURS = 10;

/** What the clock knows about when an open activity should have ended. */
export interface PlannedEnds {
  /** The end of the employee's planned shift that day. */
  shiftEnd: DateTimeString | null;
  /** The closing time of the activity's branch that day. */
  closingTime: DateTimeString | null;
}

/**
 * Where a forgotten activity is closed: at the planned shift end, else at the branch's closing
 * time, else {@link AUTO_END_FALLBACK_HOURS} after the start (the first of them after the start);
 * null while it is not forgotten yet (now is before that end plus the grace period).
 */
export function autoEndOf(
  open: Pick<PunchedActivity, 'start' | 'end'>,
  planned: PlannedEnds,
  now: Date,
  graceMinutes: number = DEFAULT_AUTO_END_GRACE_MINUTES,
): DateTimeString | null {
  if (open.end !== null) return null;
  const start = Date.parse(open.start);
  const end =
    [planned.shiftEnd, planned.closingTime]
      .map((value) => (value === null ? Number.NaN : Date.parse(value)))
      .find((value) => value > start) ?? start + AUTO_END_FALLBACK_HOURS * 60 * MINUTE_MS;
  return now.getTime() >= end + graceMinutes * MINUTE_MS ? new Date(end).toISOString() : null;
}

/**
 * The activity closed at `end`: pauses that began later are dropped, a pause still open then
 * ends there. The caller marks it with {@link AUTO_ENDED_NOTE}.
 */
export function closeActivityAt<A extends PunchedActivity>(open: A, end: DateTimeString): A {
  const endMs = Date.parse(end);
  const pauses = open.pauses
    .filter((pause) => Date.parse(pause.start) < endMs)
    .map((pause) =>
      pause.end === null || Date.parse(pause.end) > endMs ? { ...pause, end } : pause,
    );
  return { ...open, state: 'ended', end, pauses };
}

/**
 * Whether two activities of one employee overlap (an open end counts as running until `now`).
 * Corrections and manual entries that would make an employee work twice at once are refused.
 */
export function activitiesOverlap(
  a: Pick<PunchedActivity, 'start' | 'end'>,
  b: Pick<PunchedActivity, 'start' | 'end'>,
  now: Date,
): boolean {
  const endOf = (activity: Pick<PunchedActivity, 'end'>) =>
    activity.end === null ? now.getTime() : Date.parse(activity.end);
  return Date.parse(a.start) < endOf(b) && Date.parse(b.start) < endOf(a);
}
