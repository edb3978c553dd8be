import type { AbsenceKind } from '../time-tracking/holiday-account.js';
import type { DateString, DateTimeString, IdRef } from './common.js';
import type { InputLimits } from './input-limits.js';
import type { WorkingActivityPause, WorkingActivityState } from './workforce.js';

/** POST/PUT /api/projects. */
export interface ProjectInput {
  name: string;
  description?: string;
  isEnabled?: boolean;
}

export const ProjectLimits = {
  name: 255,
  description: 5000,
} as const satisfies InputLimits<ProjectInput>;

/** POST/PUT /api/tasks. */
export interface TaskInput {
  name: string;
  project?: IdRef | null;
  description?: string;
  isDone?: boolean;
}

export const TaskLimits = {
  name: 255,
  description: 5000,
} as const satisfies InputLimits<TaskInput>;

/** A pause of an activity as staff enter it; `end` is null while it lasts. */
export type WorkingActivityPauseInput = WorkingActivityPause;

/** POST/PUT /api/working-activities: a stretch of work. */
export interface WorkingActivityInput {
  user: IdRef;
  branch?: IdRef | null;
  department?: IdRef | null;
  project?: IdRef | null;
  task?: IdRef | null;
  /** Left out: ended when an end is given, else running. */
  state?: WorkingActivityState;
  start: DateTimeString;
  end?: DateTimeString | null;
  pauses?: WorkingActivityPauseInput[];
  comment?: string;
  /** Why staff enter or correct the activity; kept in the audit trail. */
  reason: string;
}

export const WorkingActivityLimits = {
  comment: 5000,
  reason: 500,
} as const satisfies InputLimits<WorkingActivityInput>;

/** POST/PUT /api/working-schedules: a planned shift. */
export interface WorkingScheduleInput {
  user: IdRef;
  branch?: IdRef | null;
  department?: IdRef | null;
  start: DateTimeString;
  end: DateTimeString;
  comment?: string;
}

export const WorkingScheduleLimits = {
  comment: 5000,
} as const satisfies InputLimits<WorkingScheduleInput>;

/**
 * POST /api/working-schedules/copy-week: copies the shifts of the week from Monday `from` onto
 * the week from Monday `to`, optionally only those of one branch and/or department.
 */
export interface WorkingScheduleCopyWeekInput {
  from: DateString;
  to: DateString;
  branch?: IdRef | null;
  department?: IdRef | null;
}

/** POST/PUT /api/absences: holiday, sickness or another absence of an employee. */
export interface AbsenceInput {
  user: IdRef;
  kind: AbsenceKind;
  from: DateString;
  to: DateString;
  comment?: string;
}

export const AbsenceLimits = {
  comment: 1000,
} as const satisfies InputLimits<AbsenceInput>;

/** POST/PUT /api/holiday-balances: entitlement and carry-over of an employee for one year. */
export interface HolidayBalanceInput {
  user: IdRef;
  year: number;
  /** Working days of holiday for the year (half days possible). */
  entitlement: number;
  /** Working days left over from the year before; negative when it was overdrawn. */
  carryOver?: number;
}

/** The range of the numbers of a holiday balance (half days possible). */
export const HolidayBalanceBounds = {
  year: { min: 2000, max: 2100 },
  days: { min: -366, max: 366 },
} as const;

/**
 * POST /api/time-tracking/{username}/{token}/working-activities/start: what the employee names
 * when they start; everything optional. The time always comes from the server's clock.
 */
export interface PunchStartInput {
  project?: IdRef | null;
  task?: IdRef | null;
  comment?: string;
}

export const PunchStartLimits = {
  comment: 500,
} as const satisfies InputLimits<PunchStartInput>;
