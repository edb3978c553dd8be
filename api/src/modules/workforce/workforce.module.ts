import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { AuthModule } from '../auth/auth.module.js';
import { UserEntity } from '../auth/entities/user.entity.js';
import { TimeSheetsController, TimeTrackingController } from './time-tracking.controller.js';
import { AutoClockOutService } from './auto-clock-out.service.js';
import { KioskPinLockoutService } from './kiosk/kiosk-pin-lockout.service.js';
import { TimeClockKioskController } from './kiosk/time-clock-kiosk.controller.js';
import { TimeClockKioskService } from './kiosk/time-clock-kiosk.service.js';
import { TimeTrackingAccessController } from './kiosk/time-tracking-access.controller.js';
import { TimeTrackingAccessService } from './kiosk/time-tracking-access.service.js';
import { HolidayBalanceService } from './holiday-balance.service.js';
import { HolidayBalancesController } from './holiday-balances.controller.js';
import { ProjectHoursController } from './project-hours.controller.js';
import { ProjectHoursService } from './project-hours.service.js';
import { TimeClockService } from './time-clock.service.js';
import { TimeSheetService } from './time-sheet.service.js';
import { TimeSheetMonthController } from './time-sheets.controller.js';
import { TimeTrackingService } from './time-tracking.service.js';
import { WORKFORCE_ENTITIES } from './workforce.entities.js';
import { WorkingScheduleCopyController } from './working-schedule-copy.controller.js';
import { WorkingScheduleCopyService } from './working-schedule-copy.service.js';
import {
  absenceResource,
  projectResource,
  taskResource,
  workingActivityResource,
  workingScheduleResource,
} from './workforce.resources.js';

/** Working activities and schedules, time tracking, holiday balances, projects and tasks. */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([...WORKFORCE_ENTITIES, UserEntity])],
  controllers: [
    createCrudController(workingActivityResource),
    createCrudController(workingScheduleResource),
    createCrudController(projectResource),
    createCrudController(taskResource),
    createCrudController(absenceResource),
    TimeTrackingController,
    TimeSheetsController,
    TimeSheetMonthController,
    TimeTrackingAccessController,
    TimeClockKioskController,
    HolidayBalancesController,
    WorkingScheduleCopyController,
    ProjectHoursController,
  ],
  providers: [
    TimeTrackingService,
    TimeClockService,
    AutoClockOutService,
    TimeSheetService,
    TimeTrackingAccessService,
    TimeClockKioskService,
    KioskPinLockoutService,
    HolidayBalanceService,
    WorkingScheduleCopyService,
    ProjectHoursService,
  ],
})
export class WorkforceModule {}
