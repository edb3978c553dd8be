import { bookedTimes, type ProjectHours } from '@bestellwerk/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository, type FindOptionsWhere } from 'typeorm';
import { businessDayRange } from '../../common/crud/business-day-range.js';
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { CLOCK, type Clock } from '../auth/clock.js';
import { ABSENCE_END_BEFORE_START } from './workforce.resources.js';
import { WorkingActivityEntity } from './entities/working-activity.entity.js';

/** The time booked on projects and tasks (Projekte, Aufgaben). */
@Injectable()
export class ProjectHoursService {
  constructor(
    @InjectRepository(WorkingActivityEntity)
    private readonly activities: Repository<WorkingActivityEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Net minutes booked on each project and task by the activities starting within the days
   * (all when none are given), pauses left out, running ones until now; one query.
   */
  async hours(from?: string, to?: string): Promise<ProjectHours> {
    if (from && to && to < from) throw ValidationFailedError.field('to', ABSENCE_END_BEFORE_START);
    const start = businessDayRange(from, to, this.config.timeZone);
    const within: FindOptionsWhere<WorkingActivityEntity> = start ? { start } : {};
    const rows = await this.activities.find({
      where: [
        { ...within, project: Not(IsNull()) },
        { ...within, task: Not(IsNull()) },
      ],
      relations: { project: true, task: true },
    });
    return bookedTimes(
      rows.map((row) => ({
        projectId: row.project?.id ?? null,
        taskId: row.task?.id ?? null,
        start: row.start.toISOString(),
        end: row.end?.toISOString() ?? null,
        pauses: row.pauses ?? [],
      })),
      this.clock(),
    );
  }
}
