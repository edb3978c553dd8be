import { Module } from '@nestjs/common';
import { OrderEventsModule } from '../order-events/order-events.module.js';
import { HealthController } from './health.controller.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsService } from './metrics.service.js';
import { ReadinessService } from './readiness.service.js';
import { ShutdownState } from './shutdown-state.js';

/**
 * What operators and load balancers use: liveness and readiness probes, Prometheus metrics, and
 * the state of a graceful shutdown (graceful-shutdown.ts drives it on SIGTERM).
 */
@Module({
  imports: [OrderEventsModule],
  controllers: [HealthController, MetricsController],
  providers: [ShutdownState, ReadinessService, MetricsService],
})
export class OperationsModule {}
