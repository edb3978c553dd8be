import {
  apiError,
  BREAK_RULES,
  germanMonth,
  hasMonthEnded,
  monthDays,
  monthInstants,
  monthString,
  timeSheetDays,
  timeSheetTotals,
  type TimeSheetActivity,
  type TimeSheetEmployee,
  type TimeSheetMonth,
  type TimeSheetMonthDay,
  type WorkingTimeChange,
  type YearMonth,
} from '@bestellwerk/domain';
import { Inject, Injectable } from '@nestjs/common';
import {
  Between,
  DataSource,
  In,
  IsNull,
  LessThanOrEqual,
  MoreThanOrEqual,
  Not,
  type EntityManager,
  type FindOptionsWhere,
} from 'typeorm';
import { ConflictError } from '../../common/errors/app-errors.js';
import { isAdmin, type AuthContext } from '../../common/http/auth-context.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { ApiClock } from '../auth/clock.js';
import { UserEntity } from '../auth/entities/user.entity.js';
import { CONFIG_ID, ConfigEntity } from '../content/entities/config.entity.js';
import { AbsenceEntity } from './entities/absence.entity.js';
import { ClosedMonthEntity } from './entities/closed-month.entity.js';
import { WorkingActivityEntity } from './entities/working-activity.entity.js';
import { WorkingScheduleEntity } from './entities/working-schedule.entity.js';
import { WorkingTimeChangeEntity } from './entities/working-time-change.entity.js';
import { personName, recordWorkingTimeChange } from './working-time-audit.js';

/** Which employees a month view shows: a branch's, one, or (employees) the caller only. */
export interface TimeSheetFilter {
  branch?: number;
  user?: number;
}

/** The actions of staff on an activity that mark it "korrigiert". */
const CORRECTIONS = ['created', 'updated'] as const;

/** The month's records loaded in a fixed number of queries, whatever the number of employees. */
interface MonthRecords {
  users: UserEntity[];
  activities: WorkingActivityEntity[];
  shifts: WorkingScheduleEntity[];
  absences: AbsenceEntity[];
  corrected: Set<number>;
  closing: ClosedMonthEntity | null;
  breakRule: ConfigEntity['breakRule'];
}

/**
 * The monthly time sheets (backend.md §7 "time sheets"): every employee's days with plan,
 * work, breaks, overtime and flags; the audit trail; closing and reopening a month.
 */
@Injectable()
export class TimeSheetService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: ApiClock,
  ) {}

  /**
   * The month of the employees the caller may see (admins: all, filtered; others: themself
   * only, another user answers no one). Eight queries, whatever the number of employees.
   */
  async month(
    auth: AuthContext,
    month: YearMonth,
    filter: TimeSheetFilter,
  ): Promise<TimeSheetMonth> {
    const records = await this.load(auth, month, filter);
    const now = this.clock.now();
    const activities = groupByUser(records.activities);
    const shifts = groupByUser(records.shifts);
    const absences = groupByUser(records.absences);
    const employees = records.users.map((user): TimeSheetEmployee => {
      const days = timeSheetDays({
        ...month,
        timeZone: this.config.timeZone,
        now,
        breakRule: BREAK_RULES[records.breakRule] ?? BREAK_RULES.AT,
        activities: (activities.get(user.id) ?? []).map((activity) =>
          toSheetActivity(activity, records.corrected),
        ),
        shifts: (shifts.get(user.id) ?? []).map((shift) => ({
          start: shift.start.toISOString(),
          end: shift.end.toISOString(),
        })),
        absences: absences.get(user.id) ?? [],
      });
      const sheetDays = days.map(({ activities, ...day }): TimeSheetMonthDay => ({
        ...day,
        flags: {
          autoEnded: activities.some((activity) => activity.autoEnded),
          open: activities.some((activity) => activity.state !== 'ended'),
          corrected: activities.some((activity) => activity.corrected),
        },
        activities,
      }));
      return {
        id: user.id,
        name: personName(user),
        days: sheetDays,
        totals: {
          ...timeSheetTotals(days),
          flaggedDays: sheetDays.filter(
            (day) => day.breakShortfallMinutes > 0 || Object.values(day.flags).some(Boolean),
          ).length,
        },
      };
    });
    return {
      month: monthString(month),
      closing: records.closing
        ? {
            closedAt: records.closing.closedAt.toISOString(),
            closedBy:
              records.closing.closedById === null
                ? null
                : { id: records.closing.closedById, name: records.closing.closedByName },
          }
        : null,
      employees,
    };
  }

  /** The company the time sheets are kept for: the business name, else the shop name. */
  async companyName(): Promise<string> {
    const config = await this.dataSource.manager.findOne(ConfigEntity, {
      where: { id: CONFIG_ID },
      select: { id: true, businessName: true, shopName: true },
    });
    return config?.businessName || config?.shopName || 'Bestellwerk';
  }

  /** The audit trail of a month, oldest first: admins everything, others their own entries. */
  async changes(auth: AuthContext, month: YearMonth, user?: number): Promise<WorkingTimeChange[]> {
    const own = !isAdmin(auth);
    if (own && user !== undefined && user !== auth.userId) return [];
    const where: FindOptionsWhere<WorkingTimeChangeEntity> = { month: monthString(month) };
    const employeeId = own ? auth.userId : user;
    if (employeeId !== undefined) where.employeeId = employeeId;
    const rows = await this.dataSource.manager.find(WorkingTimeChangeEntity, {
      where,
      order: { id: 'ASC' },
    });
    return rows.map(toWorkingTimeChange);
  }

  /**
   * Closes a month that is over (business time zone) and has no open activity left: from now on
   * its activities, shifts and absences are read-only. Audited.
   */
  async close(auth: AuthContext, month: YearMonth): Promise<void> {
    const name = germanMonth(month);
    if (!hasMonthEnded(month, this.clock.now(), this.config.timeZone))
      throw new ConflictError(apiError('MONTH_NOT_OVER', name));
    const { from, to } = monthInstants(month, this.config.timeZone);
    await this.dataSource.transaction(async (manager) => {
      if (await manager.exists(ClosedMonthEntity, { where: { month: monthString(month) } }))
        throw new ConflictError(apiError('MONTH_ALREADY_CLOSED', name));
      const open = await manager.exists(WorkingActivityEntity, {
        where: { openFor: Not(IsNull()), start: Between(from, new Date(to.getTime() - 1)) },
      });
      if (open) throw new ConflictError(apiError('MONTH_HAS_OPEN_ACTIVITIES', name));
      const byName = await this.staffName(manager, auth.userId);
      await manager.insert(ClosedMonthEntity, {
        month: monthString(month),
        closedById: auth.userId,
        closedByName: byName,
      });
      await recordMonthChange(manager, auth.userId, month, 'monthClosed', '');
    });
  }

  /** Opens a closed month again for corrections; the reason goes into the audit trail. */
  async reopen(auth: AuthContext, month: YearMonth, reason: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const result = await manager.delete(ClosedMonthEntity, { month: monthString(month) });
      if (!result.affected)
        throw new ConflictError(apiError('MONTH_NOT_CLOSED', germanMonth(month)));
      await recordMonthChange(manager, auth.userId, month, 'monthReopened', reason.trim());
    });
  }

  private async staffName(manager: EntityManager, id: number): Promise<string> {
    const user = await manager.findOne(UserEntity, {
      where: { id },
      select: { id: true, firstName: true, lastName: true, username: true },
    });
    return user ? personName(user) : '';
  }

  private async load(
    auth: AuthContext,
    month: YearMonth,
    filter: TimeSheetFilter,
  ): Promise<MonthRecords> {
    const manager = this.dataSource.manager;
    const own = !isAdmin(auth);
    const userId = own ? auth.userId : filter.user;
    const empty: MonthRecords = {
      users: [],
      activities: [],
      shifts: [],
      absences: [],
      corrected: new Set(),
      closing: null,
      breakRule: 'AT',
    };
    const closing = await manager.findOne(ClosedMonthEntity, {
      where: { month: monthString(month) },
    });
    // Another employee's month answers like a missing one: nobody.
    if (own && filter.user !== undefined && filter.user !== auth.userId)
      return { ...empty, closing };
    const { from, to } = monthInstants(month, this.config.timeZone);
    const { first, last } = monthDays(month);
    const ofUser = userId === undefined ? {} : { user: { id: userId } };
    // Work and shifts count for the month they start in (a night shift stays with its evening).
    const inMonth = { ...ofUser, start: Between(from, new Date(to.getTime() - 1)) };
    const [config, activities, shifts, absences, changes] = [
      await manager.findOne(ConfigEntity, {
        where: { id: CONFIG_ID },
        select: { id: true, breakRule: true },
      }),
      await manager.find(WorkingActivityEntity, {
        where: inMonth,
        // Only what the sheet shows: hydrating whole users per row would cost more than the query.
        select: {
          id: true,
          start: true,
          end: true,
          pauses: true,
          state: true,
          comment: true,
          autoEnded: true,
          user: { id: true },
          branch: { id: true },
        },
        relations: { user: true, branch: true },
        order: { start: 'ASC', id: 'ASC' },
      }),
      await manager.find(WorkingScheduleEntity, {
        where: inMonth,
        select: { id: true, start: true, end: true, user: { id: true } },
        relations: { user: true },
        order: { start: 'ASC', id: 'ASC' },
      }),
      await manager.find(AbsenceEntity, {
        where: { ...ofUser, from: LessThanOrEqual(last), to: MoreThanOrEqual(first) },
        select: { id: true, kind: true, from: true, to: true, user: { id: true } },
        relations: { user: true },
      }),
      await manager.find(WorkingTimeChangeEntity, {
        where: {
          month: monthString(month),
          action: In([...CORRECTIONS]),
          activityId: Not(IsNull()),
          byId: Not(IsNull()),
        },
        select: { id: true, activityId: true },
      }),
    ];
    const worked = [...new Set(activities.map((activity) => activity.user.id))];
    const userWhere = {
      ...(userId === undefined ? {} : { id: userId }),
      ...(filter.branch === undefined ? {} : { branches: { id: filter.branch } }),
    };
    const users = await manager.find(UserEntity, {
      // Enabled staff, and anyone who worked that month (a leaver's last month still counts).
      where: [
        { ...userWhere, isEnabled: true },
        ...(worked.length && userId === undefined ? [{ ...userWhere, id: In(worked) }] : []),
      ],
      select: { id: true, firstName: true, lastName: true, username: true },
      order: { lastName: 'ASC', firstName: 'ASC', id: 'ASC' },
    });
    return {
      users,
      activities,
      shifts,
      absences,
      corrected: new Set(changes.map((change) => change.activityId!)),
      closing,
      breakRule: config?.breakRule ?? 'AT',
    };
  }
}

/** An activity as a time-sheet day shows it. */
function toSheetActivity(
  activity: WorkingActivityEntity,
  corrected: ReadonlySet<number>,
): TimeSheetActivity {
  return {
    id: activity.id,
    start: activity.start.toISOString(),
    end: activity.end?.toISOString() ?? null,
    pauses: (activity.pauses ?? []).map((pause) => ({
      start: pause.start,
      end: pause.end ?? null,
    })),
    state: activity.state,
    comment: activity.comment ?? '',
    branch: activity.branch ? { id: activity.branch.id } : null,
    autoEnded: activity.autoEnded ?? false,
    corrected: corrected.has(activity.id),
  };
}

/** An audit entry as the API answers it. */
function toWorkingTimeChange(row: WorkingTimeChangeEntity): WorkingTimeChange {
  return {
    id: row.id,
    at: row.at.toISOString(),
    by: row.byId === null ? null : { id: row.byId, name: row.byName },
    subject: row.subject,
    action: row.action,
    month: row.month,
    record: row.recordId === null ? null : { id: row.recordId },
    activity: row.activityId === null ? null : { id: row.activityId },
    employee: row.employeeId === null ? null : { id: row.employeeId, name: row.employeeName },
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
  };
}

/** Appends the closing or reopening of a month to the audit trail. */
function recordMonthChange(
  manager: EntityManager,
  byId: number,
  month: YearMonth,
  action: 'monthClosed' | 'monthReopened',
  reason: string,
): Promise<void> {
  return recordWorkingTimeChange(manager, {
    subject: 'month',
    action,
    byId,
    month: monthString(month),
    recordId: null,
    employeeId: null,
    before: null,
    after: null,
    reason,
  });
}

/** Rows per user id, in their order. */
function groupByUser<T extends { user: { id: number } }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.user.id);
    if (group) group.push(row);
    else groups.set(row.user.id, [row]);
  }
  return groups;
}
