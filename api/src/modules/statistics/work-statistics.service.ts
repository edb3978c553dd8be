import { Injectable } from '@nestjs/common';
import type { WorkingActivitiesFigures, WorkingSchedulesFigures } from '@bestellwerk/domain';
import type { StatisticsScope } from './statistics-scope.js';

/** Figures of the time tracking (helper stats-visits builds these). */
@Injectable()
export class WorkStatisticsService {
  workingActivities(scope: StatisticsScope): Promise<WorkingActivitiesFigures> {
    throw new Error(`activities ${scope.period.from} not built yet`);
  }
  workingSchedules(scope: StatisticsScope): Promise<WorkingSchedulesFigures> {
    throw new Error(`schedules ${scope.period.from} not built yet`);
  }
}
