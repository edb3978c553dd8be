import type { AbsenceKind } from '../time-tracking/holiday-account.js';
import type { DateString, DateTimeString, Id, IdRef } from './common.js';

/** The statutory break presets the configuration offers (rules in time-tracking/statutory-breaks). */
export const BREAK_RULE_IDS = ['AT', 'AT_BAKERY', 'DE'] as const;
export type BreakRuleId = (typeof BREAK_RULE_IDS)[number];

export const WORKING_ACTIVITY_STATES = ['running', 'paused', 'ended'] as const;
export type WorkingActivityState = (typeof WORKING_ACTIVITY_STATES)[number];

export interface WorkingActivityPause {
  start: DateTimeString;
  end: DateTimeString | null;
}

/** A stretch of work a staff member clocked. */
export interface WorkingActivity {
  id: Id;
  user: IdRef;
  branch: IdRef | null;
  department: IdRef | null;
  project: IdRef | null;
  task: IdRef | null;
  state: WorkingActivityState;
  start: DateTimeString;
  end: DateTimeString | null;
  pauses: WorkingActivityPause[];
  comment: string;
  /** Closed by the clock after a forgotten clock-out: "automatisch beendet – bitte prüfen". */
  autoEnded: boolean;
}

/** A planned shift of a staff member. */
export interface WorkingSchedule {
  id: Id;
  user: IdRef;
  branch: IdRef | null;
  department: IdRef | null;
  start: DateTimeString;
  end: DateTimeString;
  comment: string;
}

/** A shift copy-week left out, and why (German, e.g. "Überschneidung mit der Schicht am …"). */
export interface SkippedShiftCopy {
  shift: WorkingSchedule;
  reason: string;
}

/** The answer of POST /api/working-schedules/copy-week: the new shifts and the ones left out. */
export interface WorkingScheduleWeekCopy {
  created: WorkingSchedule[];
  skipped: SkippedShiftCopy[];
}

export interface Project {
  id: Id;
  name: string;
  description: string;
  isEnabled: boolean;
}

export interface Task {
  id: Id;
  project: IdRef | null;
  name: string;
  description: string;
  isDone: boolean;
}

/** Net working time booked on one project or task, in whole minutes. */
export interface BookedTime {
  id: Id;
  netMinutes: number;
}

/**
 * GET /api/time-sheets/project-hours: the net time booked on each project and task (only
 * those with any booking), from the working activities.
 */
export interface ProjectHours {
  projects: BookedTime[];
  tasks: BookedTime[];
}

/**
 * Holiday account of a staff member for one year, in working days: entitlement and carry-over
 * as stored; taken (up to today) and planned (after today) counted from the holiday absences.
 */
export interface HolidayBalance {
  id: Id;
  user: IdRef;
  year: number;
  entitlement: number;
  carryOver: number;
  taken: number;
  planned: number;
  /** entitlement + carryOver − taken − planned; negative when overdrawn. */
  left: number;
}

/** A day or days an employee is away (holiday, sickness, other), `from` and `to` included. */
export interface AbsenceEntry {
  id: Id;
  user: IdRef;
  kind: AbsenceKind;
  from: DateString;
  to: DateString;
  comment: string;
}

/** The staff member a time-tracking link belongs to, as the self-service page shows them. */
export interface TimeTrackingUser {
  id: Id;
  username: string;
  firstName: string;
  lastName: string;
}

/** An active project the employee may name when starting work, with its open tasks. */
export interface TimeTrackingProject {
  id: Id;
  name: string;
  tasks: { id: Id; name: string }[];
}

/**
 * GET /api/time-tracking/{username}/{token}/me: the link's user, their running or paused
 * activity (null when none is open) and the projects they may book work on.
 */
export interface TimeTrackingMe {
  user: TimeTrackingUser;
  workingActivity: WorkingActivity | null;
  projects: TimeTrackingProject[];
}
