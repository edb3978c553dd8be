import type { TimeSheetDay } from '../time-tracking/time-sheet.js';
import type { DateString, DateTimeString, Id, IdRef } from './common.js';
import type { AbsenceKind } from '../time-tracking/holiday-account.js';
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

/** What the audit trail keeps of a shift (Schicht) before and after a change. */
export interface WorkingScheduleValues {
  start: DateTimeString;
  end: DateTimeString;
  branch: IdRef | null;
  department: IdRef | null;
  comment: string;
}

/** What the audit trail keeps of an absence before and after a change. */
export interface AbsenceValues {
  kind: AbsenceKind;
  from: DateString;
  to: DateString;
  comment: string;
}

/** What the audit trail keeps of a holiday balance (Urlaubskonto) before and after a change. */
export interface HolidayBalanceValues {
  year: number;
  entitlement: number;
  carryOver: number;
}

/** The values of an audit entry; which one follows from its `subject`. */
export type WorkingTimeChangeValues =
  WorkingTimeValues | WorkingScheduleValues | AbsenceValues | HolidayBalanceValues;

/** What kind of record an audit entry is about. */
export const WORKING_TIME_CHANGE_SUBJECTS = [
  'activity',
  'schedule',
  'absence',
  'holidayBalance',
  'access',
  'month',
] as const;
export type WorkingTimeChangeSubject = (typeof WORKING_TIME_CHANGE_SUBJECTS)[number];

export const WORKING_TIME_CHANGE_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'autoEnded',
  'monthClosed',
  'monthReopened',
  'linkRenewed',
  'pinSet',
  'pinRemoved',
] as const;
export type WorkingTimeChangeAction = (typeof WORKING_TIME_CHANGE_ACTIONS)[number];

/** One entry of the append-only audit trail of working time. */
export interface WorkingTimeChange {
  id: Id;
  /** Server time of the change. */
  at: DateTimeString;
  /** The staff member who made it; null for the automatic clock-out. */
  by: TimeSheetPerson | null;
  /**
   * What it is about: an activity, a shift, an absence, a holiday balance, an employee's
   * time-tracking access (link, PIN; never their secrets) or the month itself.
   */
  subject: WorkingTimeChangeSubject;
  action: WorkingTimeChangeAction;
  /**
   * `YYYY-MM` the change belongs to: an activity's or shift's start month, an absence's first
   * day's month (after the change, else before); for holiday balances and access the month
   * the change was made in.
   */
  month: string;
  /** The record changed (null for the month and for access, which is about `employee`). */
  record: IdRef | null;
  /** The activity changed; same as `record` for activities, else null. */
  activity: IdRef | null;
  employee: TimeSheetPerson | null;
  /** The values before (null when created); their shape follows `subject`. */
  before: WorkingTimeChangeValues | null;
  after: WorkingTimeChangeValues | null;
  /** Why staff changed an activity or reopened a month; '' for the other subjects. */
  reason: string;
}
