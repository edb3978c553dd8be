import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { donateeResource } from './donatee.resource.js';
import { OrderQueryService } from './order-query.service.js';
import { ORDERING_ENTITIES } from './ordering.entities.js';
import { OrdersController } from './orders.controller.js';
import { OrderEventsService } from './order-events.service.js';
import { OrderMailService } from './order-mails.js';
import { OrderPlacementController } from './order-placement.controller.js';
import { OrderPlacementService } from './order-placement.service.js';
import { OrderPreparationService } from './order-preparation.service.js';
import { OrderStatusController } from './order-status.controller.js';
import { OrderStatusService } from './order-status.service.js';
import { PublicOrderActionsController } from './public-order-actions.controller.js';
import { PublicOrderActionsService } from './public-order-actions.service.js';

/** Orders with their item snapshots, ticket counters, idempotency records, questionnaires and donatees. */
@Module({
  imports: [TypeOrmModule.forFeature(ORDERING_ENTITIES), PaymentsModule, ContentModule, MailModule],
  controllers: [
    OrdersController,
    OrderPlacementController,
    OrderStatusController,
    PublicOrderActionsController,
    createCrudController(donateeResource),
  ],
  providers: [
    OrderPlacementService,
    OrderPreparationService,
    OrderMailService,
    OrderEventsService,
    OrderQueryService,
    OrderStatusService,
    PublicOrderActionsService,
  ],
  exports: [OrderQueryService, OrderEventsService],
})
export class OrderingModule {}
