import type { TimeSheetDay } from '../time-tracking/time-sheet.js';
import type { DateTimeString, Id, IdRef } from './common.js';
import type { WorkingActivityPause, WorkingActivityState } from './workforce.js';

/** A person as the time sheets name them. */
export interface TimeSheetPerson {
  id: Id;
  name: string;
}

/** An activity of a time-sheet day, with what the screen needs to correct it. */
export interface TimeSheetActivity {
  id: Id;
  start: DateTimeString;
  end: DateTimeString | null;
  pauses: WorkingActivityPause[];
  state: WorkingActivityState;
  comment: string;
  branch: IdRef | null;
  /** Closed by the clock: "automatisch beendet – bitte prüfen". */
  autoEnded: boolean;
  /** Created or changed by staff (the audit trail has the details). */
  corrected: boolean;
}

/** What the month view marks on a day besides a break shortfall (`breakShortfallMinutes`). */
export interface TimeSheetDayFlags {
  autoEnded: boolean;
  /** An activity of the day is still running or paused. */
  open: boolean;
  corrected: boolean;
}

/** One business day of an employee's month (TimeSheetDay of the domain, with flags). */
export interface TimeSheetMonthDay extends TimeSheetDay {
  flags: TimeSheetDayFlags;
  activities: TimeSheetActivity[];
}

/** The sums of an employee's month. */
export interface TimeSheetMonthTotals {
  netMinutes: number;
  breakMinutes: number;
  plannedMinutes: number;
  overtimeMinutes: number;
  absenceDays: number;
  /** Days with at least one flag. */
  flaggedDays: number;
}

export interface TimeSheetEmployee {
  id: Id;
  name: string;
  days: TimeSheetMonthDay[];
  totals: TimeSheetMonthTotals;
}

/** Who closed a month and when. */
export interface TimeSheetClosing {
  closedAt: DateTimeString;
  closedBy: TimeSheetPerson | null;
}

/** GET /api/time-sheets/month: every employee's days of one month. */
export interface TimeSheetMonth {
  /** `YYYY-MM`. */
  month: string;
  /** Set once the month is closed ("abgeschlossen"): its records are read-only. */
  closing: TimeSheetClosing | null;
  employees: TimeSheetEmployee[];
}

/** What the audit trail keeps of an activity before and after a change. */
export interface WorkingTimeValues {
  start: DateTimeString;
  end: DateTimeString | null;
  pauses: WorkingActivityPause[];
  state: WorkingActivityState;
  comment: string;
  project: IdRef | null;
  task: IdRef | null;
  branch: IdRef | null;
}

export const WORKING_TIME_CHANGE_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'autoEnded',
  'monthClosed',
  'monthReopened',
] as const;
export type WorkingTimeChangeAction = (typeof WORKING_TIME_CHANGE_ACTIONS)[number];

/** One entry of the append-only audit trail of working time. */
export interface WorkingTimeChange {
  id: Id;
  /** Server time of the change. */
  at: DateTimeString;
  /** The staff member who made it; null for the automatic clock-out. */
  by: TimeSheetPerson | null;
  action: WorkingTimeChangeAction;
  /** `YYYY-MM` the change belongs to. */
  month: string;
  activity: IdRef | null;
  employee: TimeSheetPerson | null;
  before: WorkingTimeValues | null;
  after: WorkingTimeValues | null;
  reason: string;
}
