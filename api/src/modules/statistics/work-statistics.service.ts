import { Injectable } from '@nestjs/common';
import {
  addCalendarDays,
  BREAK_RULES,
  dayTotals,
  periodDates,
  plannedMinutesByDay,
  startOfBusinessDay,
  wholeMinutes,
  type DateString,
  type StatisticsBranch,
  type StatisticsPerson,
  type WorkingActivitiesFigures,
  type WorkingSchedulesFigures,
} from '@bestellwerk/domain';
import { Between, In, type FindOptionsWhere } from 'typeorm';
import { ApiClock } from '../auth/clock.js';
import { CONFIG_ID, ConfigEntity } from '../content/entities/config.entity.js';
import { WorkingActivityEntity } from '../workforce/entities/working-activity.entity.js';
import { WorkingScheduleEntity } from '../workforce/entities/working-schedule.entity.js';
import { personName } from '../workforce/working-time-audit.js';
import type { StatisticsScope } from './statistics-scope.js';

/** Activities or shifts that start within the scope's business days, of its branches. */
function startingInScope(
  scope: StatisticsScope,
): FindOptionsWhere<WorkingActivityEntity & WorkingScheduleEntity> {
  const from = startOfBusinessDay(scope.period.from, scope.timeZone);
  const to = startOfBusinessDay(addCalendarDays(scope.period.to, 1), scope.timeZone);
  return {
    start: Between(from, new Date(to.getTime() - 1)),
    ...(scope.branchIds === null ? {} : { branch: { id: In(scope.branchIds) } }),
  };
}

/** The person of a row with its user's names. */
function personOf(user: WorkingActivityEntity['user']): StatisticsPerson {
  return { id: user.id, name: personName(user) };
}

/** An activity as the domain's working-time functions read it. */
function spanOf(activity: WorkingActivityEntity) {
  return {
    start: activity.start.toISOString(),
    end: activity.end?.toISOString() ?? null,
    pauses: activity.pauses ?? [],
  };
}

/** Rows grouped by a key, in their order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name, 'de') || a.id - b.id;

/**
 * Figures of the time tracking, computed by the same domain rules as the time sheets: work
 * counts for the business day it started on (a night shift stays with its evening, DST days
 * are as long as they were), net = worked less pauses in whole minutes, an open activity runs
 * until now; the plan is the shifts' net plan (plannedMinutesByDay). Constant queries.
 */
@Injectable()
export class WorkStatisticsService {
  constructor(private readonly clock: ApiClock) {}

  /**
   * Net minutes per employee, branch and business day (each branch's work of a day rounded
   * down to whole minutes on its own), with sums per employee, branch and day. One query.
   */
  async workingActivities(scope: StatisticsScope): Promise<WorkingActivitiesFigures> {
    const activities = await this.activities(scope);
    const now = this.clock.now();
    const rows: WorkingActivitiesFigures['rows'] = [];
    const groups = groupBy(activities, (a) => `${a.user.id}:${a.branch?.id ?? ''}`);
    for (const group of groups.values()) {
      const person = personOf(group[0].user);
      const branch: StatisticsBranch | null = group[0].branch
        ? { id: group[0].branch.id, name: group[0].branch.name }
        : null;
      for (const day of dayTotals(group.map(spanOf), now, scope.timeZone))
        rows.push({ date: day.date, person, branch, netMinutes: wholeMinutes(day.netMs) });
    }
    rows.sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        byName(a.person, b.person) ||
        (a.branch?.name ?? '').localeCompare(b.branch?.name ?? '', 'de'),
    );
    const people = new Map<number, { person: StatisticsPerson; netMinutes: number }>();
    const branches = new Map<
      number | null,
      { branch: StatisticsBranch | null; netMinutes: number }
    >();
    const perDay = new Map<DateString, number>();
    for (const row of rows) {
      const person = people.get(row.person.id) ?? { person: row.person, netMinutes: 0 };
      person.netMinutes += row.netMinutes;
      people.set(row.person.id, person);
      const key = row.branch?.id ?? null;
      const branch = branches.get(key) ?? { branch: row.branch, netMinutes: 0 };
      branch.netMinutes += row.netMinutes;
      branches.set(key, branch);
      perDay.set(row.date, (perDay.get(row.date) ?? 0) + row.netMinutes);
    }
    return {
      rows,
      byPerson: [...people.values()].sort((a, b) => byName(a.person, b.person)),
      byBranch: [...branches.values()].sort((a, b) =>
        a.branch && b.branch ? byName(a.branch, b.branch) : a.branch ? -1 : 1,
      ),
      days: periodDates(scope.period).map((date) => ({ date, netMinutes: perDay.get(date) ?? 0 })),
      netMinutes: rows.reduce((sum, row) => sum + row.netMinutes, 0),
    };
  }

  /**
   * Planned (the shifts' net plan, as the time sheets compute it) against worked net minutes,
   * per employee and per business day. Three queries.
   */
  async workingSchedules(scope: StatisticsScope): Promise<WorkingSchedulesFigures> {
    const config = await scope.reader.findOne(ConfigEntity, {
      where: { id: CONFIG_ID },
      select: { id: true, breakRule: true },
    });
    const rule = BREAK_RULES[config?.breakRule ?? 'AT'] ?? BREAK_RULES.AT;
    const activities = await this.activities(scope);
    const shifts = await this.shifts(scope);
    const now = this.clock.now();
    const people = new Map<
      number,
      { person: StatisticsPerson; plannedMinutes: number; workedMinutes: number }
    >();
    const perDay = new Map<DateString, { plannedMinutes: number; workedMinutes: number }>();
    const add = (
      user: WorkingActivityEntity['user'],
      date: DateString,
      field: 'plannedMinutes' | 'workedMinutes',
      minutes: number,
    ) => {
      const person = people.get(user.id) ?? {
        person: personOf(user),
        plannedMinutes: 0,
        workedMinutes: 0,
      };
      person[field] += minutes;
      people.set(user.id, person);
      const day = perDay.get(date) ?? { plannedMinutes: 0, workedMinutes: 0 };
      day[field] += minutes;
      perDay.set(date, day);
    };
    for (const group of groupBy(shifts, (shift) => String(shift.user.id)).values()) {
      const spans = group.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() }));
      for (const [date, minutes] of plannedMinutesByDay(spans, rule, scope.timeZone))
        add(group[0].user, date, 'plannedMinutes', minutes);
    }
    for (const group of groupBy(activities, (a) => String(a.user.id)).values()) {
      for (const day of dayTotals(group.map(spanOf), now, scope.timeZone))
        add(group[0].user, day.date, 'workedMinutes', wholeMinutes(day.netMs));
    }
    const days = periodDates(scope.period).map((date) => ({
      date,
      ...(perDay.get(date) ?? { plannedMinutes: 0, workedMinutes: 0 }),
    }));
    return {
      byPerson: [...people.values()].sort((a, b) => byName(a.person, b.person)),
      days,
      plannedMinutes: days.reduce((sum, day) => sum + day.plannedMinutes, 0),
      workedMinutes: days.reduce((sum, day) => sum + day.workedMinutes, 0),
    };
  }

  private activities(scope: StatisticsScope): Promise<WorkingActivityEntity[]> {
    if (scope.branchIds?.length === 0) return Promise.resolve([]);
    return scope.reader.find(WorkingActivityEntity, {
      where: startingInScope(scope),
      select: {
        id: true,
        start: true,
        end: true,
        pauses: true,
        user: { id: true, firstName: true, lastName: true, username: true },
        branch: { id: true, name: true },
      },
      relations: { user: true, branch: true },
      order: { start: 'ASC', id: 'ASC' },
    });
  }

  private shifts(scope: StatisticsScope): Promise<WorkingScheduleEntity[]> {
    if (scope.branchIds?.length === 0) return Promise.resolve([]);
    return scope.reader.find(WorkingScheduleEntity, {
      where: startingInScope(scope),
      select: {
        id: true,
        start: true,
        end: true,
        user: { id: true, firstName: true, lastName: true, username: true },
      },
      relations: { user: true },
      order: { start: 'ASC', id: 'ASC' },
    });
  }
}
