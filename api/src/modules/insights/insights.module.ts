import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { OrderEventsModule } from '../order-events/order-events.module.js';
import { AnalyticsLogService } from './analytics-log.service.js';
import { AnalyticsLogController, LogsController } from './insights.controller.js';
import { INSIGHTS_ENTITIES } from './insights.entities.js';
import { LogModule } from './log.module.js';
import { LogRetentionService } from './log-retention.service.js';
import { OrderLogListener } from './order-log.listener.js';
import { RatingsController } from './ratings.controller.js';
import { RatingsService } from './ratings.service.js';

/**
 * Analytics log (kept for the retention, AnalyticsLogService), statistics (the customers'
 * ratings) and the application log: its reading routes, its retention and the order status
 * entries. Its writer LogService comes from the global LogModule, so every module injects it.
 */
@Module({
  imports: [TypeOrmModule.forFeature(INSIGHTS_ENTITIES), AuthModule, LogModule, OrderEventsModule],
  controllers: [AnalyticsLogController, LogsController, RatingsController],
  providers: [AnalyticsLogService, LogRetentionService, OrderLogListener, RatingsService],
  exports: [LogModule],
})
export class InsightsModule {}
