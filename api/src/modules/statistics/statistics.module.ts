import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { OrderStatisticsService } from './order-statistics.service.js';
import { StatisticsController } from './statistics.controller.js';
import { VisitStatisticsService } from './visit-statistics.service.js';
import { WorkStatisticsService } from './work-statistics.service.js';

/** The statistics of backend.md §7 over the daily roll-ups of orders, visits and working time. */
@Module({
  imports: [AuthModule],
  controllers: [StatisticsController],
  providers: [OrderStatisticsService, VisitStatisticsService, WorkStatisticsService],
})
export class StatisticsModule {}
