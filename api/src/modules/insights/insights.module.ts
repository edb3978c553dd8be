import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { AnalyticsLogService } from './analytics-log.service.js';
import { AnalyticsLogController, LogsController } from './insights.controller.js';
import { INSIGHTS_ENTITIES } from './insights.entities.js';
import { LogService } from './log.service.js';
import { RatingsController } from './ratings.controller.js';
import { RatingsService } from './ratings.service.js';

/**
 * Analytics log (kept for the retention, AnalyticsLogService), statistics (the customers'
 * ratings) and the application log. Exports LogService so other modules can write log records
 * (import InsightsModule, inject LogService).
 */
@Module({
  imports: [TypeOrmModule.forFeature(INSIGHTS_ENTITIES), AuthModule],
  controllers: [AnalyticsLogController, LogsController, RatingsController],
  providers: [AnalyticsLogService, LogService, RatingsService],
  exports: [LogService],
})
export class InsightsModule {}
