import {
  activityDay,
  apiError,
  germanMonth,
  monthOfDay,
  parseMonth,
  businessDayOf,
  type AbsenceEntry,
  type AbsenceValues,
  type DateTimeString,
  type HolidayBalanceValues,
  type WorkingActivity,
  type WorkingSchedule,
  type WorkingScheduleValues,
  type WorkingTimeChangeAction,
  type WorkingTimeChangeSubject,
  type WorkingTimeChangeValues,
  type WorkingTimeValues,
} from '@bestellwerk/domain';
import { In, type EntityManager } from 'typeorm';
import { ConflictError } from '../../common/errors/app-errors.js';
import { UserEntity } from '../auth/entities/user.entity.js';
import { ClosedMonthEntity } from './entities/closed-month.entity.js';
import { WorkingTimeChangeEntity } from './entities/working-time-change.entity.js';

/** How the time sheets name a person: first and last name, else the username. */
export function personName(user: Pick<UserEntity, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

/** The month (`YYYY-MM`) a stretch of work or a shift counts for: that of the day it started. */
export function monthOfStart(start: DateTimeString, timeZone: string): string {
  return monthOfDay(activityDay({ start, end: null, pauses: [] }, timeZone));
}

/** 409 "Der Monat MM.YYYY ist abgeschlossen …" when one of `months` is closed; one query. */
export async function assertMonthsOpen(
  manager: EntityManager,
  months: readonly string[],
): Promise<void> {
  const distinct = [...new Set(months)];
  if (distinct.length === 0) return;
  const closed = await manager.find(ClosedMonthEntity, {
    where: { month: In(distinct) },
    order: { month: 'ASC' },
  });
  if (closed.length > 0) {
    throw new ConflictError(apiError('MONTH_CLOSED', germanMonth(parseMonth(closed[0].month)!)));
  }
}

/** What the audit trail keeps of an activity. */
export function workingTimeValues(activity: WorkingActivity): WorkingTimeValues {
  return {
    start: activity.start,
    end: activity.end,
    pauses: activity.pauses,
    state: activity.state,
    comment: activity.comment,
    project: activity.project,
    task: activity.task,
    branch: activity.branch,
  };
}

/** What the audit trail keeps of a shift. */
export function scheduleValues(shift: WorkingSchedule): WorkingScheduleValues {
  const { start, end, branch, department, comment } = shift;
  return { start, end, branch, department, comment };
}

/** What the audit trail keeps of an absence. */
export function absenceValues(absence: AbsenceEntry): AbsenceValues {
  const { kind, from, to, comment } = absence;
  return { kind, from, to, comment };
}

/** What the audit trail keeps of a holiday balance (never the counted days). */
export function holidayBalanceValues(balance: HolidayBalanceValues): HolidayBalanceValues {
  const { year, entitlement, carryOver } = balance;
  return { year, entitlement, carryOver };
}

/** One entry to append; names are looked up from the ids. */
export interface WorkingTimeChangeRecord {
  subject: WorkingTimeChangeSubject;
  action: WorkingTimeChangeAction;
  /** The staff member's user id; null for the automatic clock-out. */
  byId: number | null;
  month: string;
  recordId: number | null;
  employeeId: number | null;
  before: WorkingTimeChangeValues | null;
  after: WorkingTimeChangeValues | null;
  reason: string;
}

/**
 * Appends one entry to the audit trail in the caller's transaction, naming the staff member
 * and the employee as they are called now (the entry keeps the names when they leave).
 */
export async function recordWorkingTimeChange(
  manager: EntityManager,
  change: WorkingTimeChangeRecord,
): Promise<void> {
  const ids = [change.employeeId, change.byId].filter((id) => id !== null);
  const people = ids.length
    ? await manager.find(UserEntity, {
        where: { id: In(ids) },
        select: { id: true, firstName: true, lastName: true, username: true },
      })
    : [];
  const nameOf = (id: number | null) => {
    const person = people.find((user) => user.id === id);
    return person ? personName(person) : '';
  };
  await manager.insert(WorkingTimeChangeEntity, {
    ...change,
    activityId: change.subject === 'activity' ? change.recordId : null,
    byName: change.byId === null ? 'Automatik' : nameOf(change.byId),
    employeeName: nameOf(change.employeeId),
  });
}

/** A write of a record as the audit trail sees it: the record before and after, and by whom. */
export interface RecordWrite<T> {
  action: WorkingTimeChangeAction;
  byId: number | null;
  before: T | null;
  after: T | null;
}

export interface ActivityChange extends RecordWrite<WorkingActivity> {
  reason: string;
  timeZone: string;
}

/** Appends one change of an activity to the audit trail (in the caller's transaction). */
export async function recordActivityChange(
  manager: EntityManager,
  change: ActivityChange,
): Promise<void> {
  const activity = change.after ?? change.before!;
  await recordWorkingTimeChange(manager, {
    subject: 'activity',
    action: change.action,
    byId: change.byId,
    month: monthOfStart(activity.start, change.timeZone),
    recordId: activity.id,
    employeeId: activity.user.id,
    before: change.before ? workingTimeValues(change.before) : null,
    after: change.after ? workingTimeValues(change.after) : null,
    reason: change.reason,
  });
}

/** Appends one change of a shift; it belongs to the month its start falls in. */
export async function recordScheduleChange(
  manager: EntityManager,
  change: RecordWrite<WorkingSchedule>,
  timeZone: string,
): Promise<void> {
  const shift = change.after ?? change.before!;
  await recordWorkingTimeChange(manager, {
    subject: 'schedule',
    action: change.action,
    byId: change.byId,
    month: monthOfStart(shift.start, timeZone),
    recordId: shift.id,
    employeeId: shift.user.id,
    before: change.before ? scheduleValues(change.before) : null,
    after: change.after ? scheduleValues(change.after) : null,
    reason: '',
  });
}

/** Appends one change of an absence; it belongs to the month of its first day. */
export async function recordAbsenceChange(
  manager: EntityManager,
  change: RecordWrite<AbsenceEntry>,
): Promise<void> {
  const absence = change.after ?? change.before!;
  await recordWorkingTimeChange(manager, {
    subject: 'absence',
    action: change.action,
    byId: change.byId,
    month: monthOfDay(absence.from),
    recordId: absence.id,
    employeeId: absence.user.id,
    before: change.before ? absenceValues(change.before) : null,
    after: change.after ? absenceValues(change.after) : null,
    reason: '',
  });
}

/** A holiday balance as the audit trail reads it. */
export type AuditedBalance = HolidayBalanceValues & { id: number; user: { id: number } };

/**
 * Appends one change of a holiday balance. It belongs to the month the change was made in
 * (business time zone), where the admin looks for it, not to the balance's year.
 */
export async function recordHolidayBalanceChange(
  manager: EntityManager,
  change: RecordWrite<AuditedBalance>,
  now: Date,
  timeZone: string,
): Promise<void> {
  const balance = change.after ?? change.before!;
  await recordWorkingTimeChange(manager, {
    subject: 'holidayBalance',
    action: change.action,
    byId: change.byId,
    month: monthOfDay(businessDayOf(now, timeZone)),
    recordId: balance.id,
    employeeId: balance.user.id,
    before: change.before ? holidayBalanceValues(change.before) : null,
    after: change.after ? holidayBalanceValues(change.after) : null,
    reason: '',
  });
}

/**
 * Appends that an employee's time-tracking access changed (new link, PIN set or removed), in the
 * month it was made in. Only that it happened and by whom: never the token, PIN or a hash.
 */
export async function recordAccessChange(
  manager: EntityManager,
  change: {
    action: 'linkRenewed' | 'pinSet' | 'pinRemoved';
    byId: number;
    employeeId: number;
    now: Date;
    timeZone: string;
  },
): Promise<void> {
  await recordWorkingTimeChange(manager, {
    subject: 'access',
    action: change.action,
    byId: change.byId,
    month: monthOfDay(businessDayOf(change.now, change.timeZone)),
    recordId: null,
    employeeId: change.employeeId,
    before: null,
    after: null,
    reason: '',
  });
}
