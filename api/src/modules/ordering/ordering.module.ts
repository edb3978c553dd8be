import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { ContentModule } from '../content/content.module.js';
import { InsightsModule } from '../insights/insights.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MediaModule } from '../media/media.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SmsModule } from '../sms/sms.module.js';
import { createCrudController } from '../../common/crud/crud-controller.factory.js';
import { CustomerNoticesService } from './notifications/customer-notices.service.js';
import { donateeResource } from './donatees/donatee.resource.js';
import { OrderEditingController } from './editing/order-editing.controller.js';
import { OrderEditService } from './editing/order-edit.service.js';
import { OrderErasureService } from './editing/order-erasure.service.js';
import { OrderBoardController } from './board/order-board.controller.js';
import { OrderBoardService } from './board/order-board.service.js';
import { OrderEventsController } from './board/order-events.controller.js';
import { OrderEventsModule } from '../order-events/order-events.module.js';
import { OrderFollowUpController } from './board/order-follow-up.controller.js';
import { OrderItemUpdateService } from './items/order-item-update.service.js';
import { OrderItemsController } from './items/order-items.controller.js';
import { OrderMailService } from './notifications/order-mails.js';
import { OrderNoticesService } from './notifications/order-notices.service.js';
import { OrderPaymentsService } from './online-payment/order-payments.service.js';
import { OrderPaymentCheckService } from './online-payment/order-payment-check.service.js';
import { OrderPlacementController } from './placement/order-placement.controller.js';
import { OrderPlacementService } from './placement/order-placement.service.js';
import { OrderPreparationService } from './placement/order-preparation.service.js';
import { OrderQueryService } from './reads/order-query.service.js';
import { OrderStatusController } from './board/order-status.controller.js';
import { OrderStatusService } from './board/order-status.service.js';
import { OrderStorageService } from './placement/order-storage.service.js';
import { OrderStreamService } from './board/order-stream.service.js';
import { ORDERING_ENTITIES } from './ordering.entities.js';
import { OrdersController } from './reads/orders.controller.js';
import { PublicOrderActionsController } from './public-status/public-order-actions.controller.js';
import { PaidOrderMailsService } from './notifications/paid-order-mails.service.js';
import { PublicOrderActionsService } from './public-status/public-order-actions.service.js';
import { PublicOrderEtags } from './public-status/public-order-etags.js';
import { PublicOrderStatusService } from './public-status/public-order-status.service.js';
import { StaffOrderController } from './placement/staff-order.controller.js';
import { StaffOrderService } from './placement/staff-order.service.js';

/**
 * Orders with their item snapshots, ticket counters, idempotency records, questionnaires and
 * donatees: placement (checkout and phone), the staff reads, the board with its event stream
 * and counter views, status actions, item changes and follow-ups.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(ORDERING_ENTITIES),
    AuthModule,
    PaymentsModule.forOrders(OrderPaymentsService),
    ContentModule,
    MailModule,
    SmsModule,
    OrderEventsModule,
    InsightsModule,
    MediaModule,
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
    OrderEditingController,
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
    OrderEditService,
    OrderErasureService,
    OrderPaymentCheckService,
    OrderNoticesService,
    PublicOrderActionsService,
    PublicOrderEtags,
    PublicOrderStatusService,
    PaidOrderMailsService,
    CustomerNoticesService,
  ],
  exports: [OrderQueryService, OrderEventsModule],
})
export class OrderingModule {}
