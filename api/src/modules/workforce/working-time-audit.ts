import {
  activityDay,
  apiError,
  germanMonth,
  monthOfDay,
  parseMonth,
  type DateTimeString,
  type WorkingActivity,
  type WorkingTimeChangeAction,
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

export interface ActivityChange {
  action: WorkingTimeChangeAction;
  /** The staff member's user id; null for the automatic clock-out. */
  byId: number | null;
  before: WorkingActivity | null;
  after: WorkingActivity | null;
  reason: string;
  timeZone: string;
}

/** Appends one change of an activity to the audit trail (in the caller's transaction). */
export async function recordActivityChange(
  manager: EntityManager,
  change: ActivityChange,
): Promise<void> {
  const activity = change.after ?? change.before!;
  const employeeId = activity.user.id;
  const ids = change.byId === null ? [employeeId] : [employeeId, change.byId];
  const people = await manager.find(UserEntity, {
    where: { id: In(ids) },
    select: { id: true, firstName: true, lastName: true, username: true },
  });
  const nameOf = (id: number) => {
    const person = people.find((user) => user.id === id);
    return person ? personName(person) : '';
  };
  await manager.insert(WorkingTimeChangeEntity, {
    byId: change.byId,
    byName: change.byId === null ? 'Automatik' : nameOf(change.byId),
    action: change.action,
    month: monthOfStart(activity.start, change.timeZone),
    activityId: activity.id,
    employeeId,
    employeeName: nameOf(employeeId),
    before: change.before ? workingTimeValues(change.before) : null,
    after: change.after ? workingTimeValues(change.after) : null,
    reason: change.reason,
  });
}
