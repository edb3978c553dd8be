import { AbsenceEntity } from './entities/absence.entity.js';
import { ClosedMonthEntity } from './entities/closed-month.entity.js';
import { HolidayBalanceEntity } from './entities/holiday-balance.entity.js';
import { KioskPinAttemptEntity } from './entities/kiosk-pin-attempt.entity.js';
import { ProjectEntity } from './entities/project.entity.js';
import { TaskEntity } from './entities/task.entity.js';
import { WorkingActivityEntity } from './entities/working-activity.entity.js';
import { WorkingScheduleEntity } from './entities/working-schedule.entity.js';
import { WorkingTimeChangeEntity } from './entities/working-time-change.entity.js';

/** Working activities and schedules, time tracking, holiday balances, projects and tasks. */
export const WORKFORCE_ENTITIES = [
  ProjectEntity,
  TaskEntity,
  WorkingActivityEntity,
  WorkingScheduleEntity,
  HolidayBalanceEntity,
  AbsenceEntity,
  WorkingTimeChangeEntity,
  ClosedMonthEntity,
  KioskPinAttemptEntity,
];
