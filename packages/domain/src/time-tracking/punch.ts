import type { DateTimeString } from '../contract/common.js';
import type { ApiErrorCode } from '../contract/error-catalogue.js';
import type { WorkingActivityPause, WorkingActivityState } from '../contract/workforce.js';

/** What an employee does on the time clock (the four POST routes of backend.md §7). */
export const PUNCH_ACTIONS = ['start', 'pause', 'resume', 'end'] as const;
export type PunchAction = (typeof PUNCH_ACTIONS)[number];

/** Where an employee's clock stands: no open activity, working, or on a break. */
export type ClockState = 'stopped' | 'running' | 'paused';

/** The part of a working activity the clock changes. */
export interface PunchedActivity {
  state: WorkingActivityState;
  start: DateTimeString;
  end: DateTimeString | null;
  pauses: readonly WorkingActivityPause[];
}

/** The label of the button that performs an action. */
export const PUNCH_LABELS: Readonly<Record<PunchAction, string>> = {
  start: 'Arbeit beginnen',
  pause: 'Pause',
  resume: 'Weiter',
  end: 'Arbeit beenden',
};

/** What the self-service page says when an action failed (backend.md §8, verbatim). */
export const PUNCH_FAILED_MESSAGES: Readonly<Record<PunchAction, string>> = {
  start: 'Aktivität konnte nicht gestartet werden.',
  pause: 'Aktivität konnte nicht pausiert werden.',
  resume: 'Aktivität konnte nicht fortgesetzt werden.',
  end: 'Aktivität konnte nicht beendet werden.',
};

/**
 * Why an action does not fit the clock's state (the API's 409, its text in the error
 * catalogue): a double tap, a second tab or a retry after a lost answer lands here and changes
 * nothing.
 */
export const PUNCH_CONFLICT_CODES = {
  start: 'WORK_ALREADY_RUNNING',
  pause: 'NO_WORK_TO_PAUSE',
  resume: 'NO_PAUSE_TO_RESUME',
  end: 'NO_WORK_TO_END',
} as const satisfies Readonly<Record<PunchAction, ApiErrorCode>>;

export type PunchConflictCode = (typeof PUNCH_CONFLICT_CODES)[PunchAction];

const ALLOWED: Readonly<Record<ClockState, readonly PunchAction[]>> = {
  stopped: ['start'],
  running: ['pause', 'end'],
  paused: ['resume', 'end'],
};

/** The clock state of an employee's open activity (null or ended: stopped). */
export function clockStateOf(activity: Pick<PunchedActivity, 'state'> | null): ClockState {
  if (!activity || activity.state === 'ended') return 'stopped';
  return activity.state;
}

/** The actions the clock allows now, the main one first (the big button). */
export function allowedPunches(state: ClockState): readonly PunchAction[] {
  return ALLOWED[state];
}

export type PunchResult =
  | { readonly ok: true; readonly activity: PunchedActivity }
  | { readonly ok: false; readonly code: PunchConflictCode };

/**
 * Applies `action` at the server's `now` to the employee's open activity (null when there is
 * none). Starting opens a new activity; pausing opens a pause; resuming closes it; ending closes
 * the activity and a pause still open. Anything else is a conflict that changes nothing.
 */
export function applyPunch(
  open: PunchedActivity | null,
  action: PunchAction,
  now: DateTimeString,
): PunchResult {
  const state = clockStateOf(open);
  if (!ALLOWED[state].includes(action) || (state !== 'stopped' && !open)) {
    return { ok: false, code: PUNCH_CONFLICT_CODES[action] };
  }
  if (action === 'start' || !open) {
    return { ok: true, activity: { state: 'running', start: now, end: null, pauses: [] } };
  }
  const pauses = open.pauses.map((pause) => (pause.end === null ? { ...pause, end: now } : pause));
  switch (action) {
    case 'pause':
      return {
        ok: true,
        activity: { ...open, state: 'paused', pauses: [...open.pauses, { start: now, end: null }] },
      };
    case 'resume':
      return { ok: true, activity: { ...open, state: 'running', pauses } };
    case 'end':
      return { ok: true, activity: { ...open, state: 'ended', end: now, pauses } };
  }
}
