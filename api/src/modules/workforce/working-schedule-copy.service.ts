import {
  addCalendarDays,
  calendarDaysBetween,
  isMonday,
  NOT_A_MONDAY,
  planShiftCopies,
  startOfBusinessDay,
  type WorkingScheduleWeekCopy,
} from '@bestellwerk/domain';
import { Inject, Injectable } from '@nestjs/common';
import {
  DataSource,
  In,
  LessThan,
  LessThanOrEqual,
  MoreThan,
  MoreThanOrEqual,
  type FindOptionsWhere,
} from 'typeorm';
import { businessDayRange } from '../../common/crud/business-day-range.js';
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import type { WorkingScheduleCopyWeekInput } from './dto/working-schedule-copy-week.input.js';
import { AbsenceEntity } from './entities/absence.entity.js';
import { WorkingScheduleEntity } from './entities/working-schedule.entity.js';
import { toWorkingSchedule } from './workforce.mapper.js';
import { assertMonthsOpen, monthOfStart, recordScheduleChange } from './working-time-audit.js';

/** The message when a week would be copied onto itself. */
export const SAME_WEEK = 'Die Zielwoche muss eine andere Woche sein.';

const RELATIONS = { user: true, branch: true, department: true } as const;

/** Copies a week of the schedule ("Vorwoche kopieren"). */
@Injectable()
export class WorkingScheduleCopyService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Copies every shift starting in the week from Monday `from` (of one branch or department
   * when given) by whole days onto the week from Monday `to`, keeping wall-clock times in the
   * shops' zone. A copy that would overlap a shift of the same employee is skipped with the
   * reason; the copies are written in one transaction, each with its entry in the audit trail.
   * A copy on a day of the employee's absence is skipped too. A copy into a closed month
   * refuses the whole copy (409).
   */
  async copyWeek(
    input: WorkingScheduleCopyWeekInput,
    auth: AuthContext,
  ): Promise<WorkingScheduleWeekCopy> {
    const problems = (['from', 'to'] as const)
      .filter((field) => !isMonday(input[field]))
      .map((field) => ({ field, message: NOT_A_MONDAY }));
    if (problems.length) throw new ValidationFailedError(problems);
    if (input.from === input.to) throw ValidationFailedError.field('to', SAME_WEEK);
    const zone = this.config.timeZone;
    const target = {
      start: startOfBusinessDay(input.to, zone),
      end: startOfBusinessDay(addCalendarDays(input.to, 7), zone),
    };

    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(WorkingScheduleEntity);
      const where: FindOptionsWhere<WorkingScheduleEntity> = {
        start: businessDayRange(input.from, addCalendarDays(input.from, 6), zone),
      };
      if (input.branch) where.branch = { id: input.branch.id };
      if (input.department) where.department = { id: input.department.id };
      const shifts = await repository.find({
        where,
        relations: RELATIONS,
        order: { start: 'ASC', id: 'ASC' },
      });
      const userIds = [...new Set(shifts.map((shift) => shift.user.id))];
      // Everything of these employees that touches the target week (a night shift from Sunday before included).
      const existing = userIds.length
        ? await repository.find({
            where: {
              user: { id: In(userIds) },
              start: LessThan(target.end),
              end: MoreThan(target.start),
            },
            relations: { user: true },
          })
        : [];
      // Their absences in the target week: nobody is planned on a day off.
      const absences = userIds.length
        ? await manager.find(AbsenceEntity, {
            where: {
              user: { id: In(userIds) },
              from: LessThanOrEqual(addCalendarDays(input.to, 6)),
              to: MoreThanOrEqual(input.to),
            },
            relations: { user: true },
          })
        : [];
      const plan = planShiftCopies(
        shifts.map((shift) => ({ ...plannedOf(shift), entity: shift })),
        existing.map(plannedOf),
        calendarDaysBetween(input.from, input.to),
        zone,
        absences.map(({ user, kind, from, to }) => ({ userId: user.id, kind, from, to })),
      );
      await assertMonthsOpen(
        manager,
        plan.copies.map(({ start }) => monthOfStart(start, zone)),
      );
      const created = await repository.save(
        plan.copies.map(({ source: { entity }, start, end }) =>
          repository.create({
            user: entity.user,
            branch: entity.branch,
            department: entity.department,
            comment: entity.comment,
            start: new Date(start),
            end: new Date(end),
          }),
        ),
      );
      for (const shift of created)
        await recordScheduleChange(
          manager,
          { action: 'created', byId: auth.userId, before: null, after: toWorkingSchedule(shift) },
          zone,
        );
      return {
        created: created.map(toWorkingSchedule),
        skipped: plan.skipped.map(({ source, reason }) => ({
          shift: toWorkingSchedule(source.entity),
          reason,
        })),
      };
    });
  }
}

/** A stored shift as the domain's planning functions read it. */
function plannedOf(shift: WorkingScheduleEntity) {
  return {
    id: shift.id,
    userId: shift.user.id,
    start: shift.start.toISOString(),
    end: shift.end.toISOString(),
  };
}
