import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentsModule } from '../payments/payments.module.js';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { donateeResource } from './donatee.resource.js';
import { OrderQueryService } from './order-query.service.js';
import { ORDERING_ENTITIES } from './ordering.entities.js';
import { OrdersController } from './orders.controller.js';

/** Orders with their item snapshots, ticket counters, idempotency records, questionnaires and donatees. */
@Module({
  imports: [TypeOrmModule.forFeature(ORDERING_ENTITIES), PaymentsModule],
  controllers: [OrdersController, createCrudController(donateeResource)],
  providers: [OrderQueryService],
  exports: [OrderQueryService],
})
export class OrderingModule {}
