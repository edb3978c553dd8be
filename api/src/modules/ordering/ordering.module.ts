import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { ContentModule } from '../content/content.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SmsModule } from '../sms/sms.module.js';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { CustomerNoticesService } from './customer-notices.service.js';
import { donateeResource } from './donatee.resource.js';
import { OrderBoardController } from './order-board.controller.js';
import { OrderBoardService } from './order-board.service.js';
import { OrderEventsController } from './order-events.controller.js';
import { OrderEventsModule } from '../order-events/order-events.module.js';
import { OrderFollowUpController } from './order-follow-up.controller.js';
import { OrderItemUpdateService } from './order-item-update.service.js';
import { OrderItemsController } from './order-items.controller.js';
import { OrderMailService } from './order-mails.js';
import { OrderNoticesService } from './order-notices.service.js';
import { OrderPaymentCheckService } from './order-payment-check.service.js';
import { OrderPlacementController } from './order-placement.controller.js';
import { OrderPlacementService } from './order-placement.service.js';
import { OrderPreparationService } from './order-preparation.service.js';
import { OrderQueryService } from './order-query.service.js';
import { OrderStatusController } from './order-status.controller.js';
import { OrderStatusService } from './order-status.service.js';
import { OrderStorageService } from './order-storage.service.js';
import { OrderStreamService } from './order-stream.service.js';
import { ORDERING_ENTITIES } from './ordering.entities.js';
import { OrdersController } from './orders.controller.js';
import { PublicOrderActionsController } from './public-order-actions.controller.js';
import { PaidOrderMailsService } from './paid-order-mails.service.js';
import { PublicOrderActionsService } from './public-order-actions.service.js';
import { StaffOrderController } from './staff-order.controller.js';
import { StaffOrderService } from './staff-order.service.js';

/**
 * Orders with their item snapshots, ticket counters, idempotency records, questionnaires and
 * donatees: placement (checkout and phone), the staff reads, the board with its event stream
 * and counter views, status actions, item changes and follow-ups.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(ORDERING_ENTITIES),
    AuthModule,
    PaymentsModule,
    ContentModule,
    MailModule,
    SmsModule,
    OrderEventsModule,
  ],
  controllers: [
    // Static paths (events, current, missed, staff, counter views) before `orders/:id`.
    OrderEventsController,
    OrderBoardController,
    StaffOrderController,
    OrdersController,
    OrderPlacementController,
    OrderStatusController,
    OrderItemsController,
    OrderFollowUpController,
    PublicOrderActionsController,
    createCrudController(donateeResource),
  ],
  providers: [
    OrderStorageService,
    OrderPlacementService,
    OrderPreparationService,
    StaffOrderService,
    OrderMailService,
    OrderStreamService,
    OrderQueryService,
    OrderBoardService,
    OrderStatusService,
    OrderItemUpdateService,
    OrderPaymentCheckService,
    OrderNoticesService,
    PublicOrderActionsService,
    PaidOrderMailsService,
    CustomerNoticesService,
  ],
  exports: [OrderQueryService, OrderEventsModule],
})
export class OrderingModule {}
