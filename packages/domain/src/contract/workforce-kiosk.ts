import type { DateTimeString, Id } from './common.js';
import type { WorkingActivity, WorkingSchedule } from './workforce.js';

/**
 * POST /api/users/{id}/time-tracking-link: the account's new self-service link, answered this
 * once (only its hash is stored). `url` is the path on the site; `qrSvg` a QR code of the full
 * address.
 */
export interface TimeTrackingLink {
  url: string;
  qrSvg: string;
  createdAt: DateTimeString;
}

/** PUT /api/users/{id}/time-tracking-pin: the PIN for clocking in on the shop tablet. */
export interface KioskPinInput {
  pin: string;
}

/** POST /api/time-clock-kiosk/{branchId}/{apiKey}/employees/{userId}/{action}. */
export interface KioskPunchInput {
  pin: string;
}

/** What the tablet may do for an employee: the four punches, or just show their day. */
export const KIOSK_ACTIONS = ['day', 'start', 'pause', 'resume', 'end'] as const;
export type KioskAction = (typeof KIOSK_ACTIONS)[number];

/** Where an employee's clock stands, as the tablet's list shows it. */
export type KioskClockState = 'working' | 'paused' | 'stopped';

/**
 * An employee as the shop tablet lists them: first name and the initial of the last name
 * only, since customers may see the screen.
 */
export interface KioskEmployee {
  id: Id;
  firstName: string;
  lastNameInitial: string;
  state: KioskClockState;
}

/**
 * The employee's own day on the tablet after the PIN (and a punch): the open activity, today's
 * net working time and breaks (business day of the shop's zone, in milliseconds, until the
 * server's `now`) and the next planned shift that has not ended yet.
 */
export interface KioskDay {
  employee: KioskEmployee;
  workingActivity: WorkingActivity | null;
  netMs: number;
  breakMs: number;
  now: DateTimeString;
  nextShift: WorkingSchedule | null;
}
