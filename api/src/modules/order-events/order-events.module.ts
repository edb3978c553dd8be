import { Module } from '@nestjs/common';
import { OrderEventsService } from './order-events.service.js';

/**
 * The notice of order changes, in a module of its own: ordering, payments and devices publish
 * and listen without importing each other; views hear every instance's changes (ClusterBus).
 */
@Module({
  providers: [OrderEventsService],
  exports: [OrderEventsService],
})
export class OrderEventsModule {}
