import { Module, type DynamicModule, type OnModuleInit, type Type } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { FastifyInstance } from 'fastify';
import { OrderEventsModule } from '../order-events/order-events.module.js';
import { registerFormBodyParser } from './form-body-parser.js';
import { PAYMENT_ORDERS, type PaymentOrders } from './payment-orders.js';
import { PAYMENTS_ENTITIES } from './payments.entities.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { TestPaymentController } from './test-payment.controller.js';

/**
 * Payment providers (Mollie, Datatrans, the built-in Testzahlung) behind one service, with the
 * return URL, the webhooks and the Testzahlung page. Imports nothing of ordering: the module that
 * starts payments hands in its PaymentOrders (forOrders), and payment changes are announced as
 * order events.
 */
@Module({})
export class PaymentsModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** The payments of the orders that `orders` finds and updates (ordering's implementation). */
  static forOrders(orders: Type<PaymentOrders>): DynamicModule {
    return {
      module: PaymentsModule,
      imports: [TypeOrmModule.forFeature(PAYMENTS_ENTITIES), OrderEventsModule],
      controllers: [PaymentsController, TestPaymentController],
      providers: [PaymentsService, { provide: PAYMENT_ORDERS, useClass: orders }],
      exports: [PaymentsService],
    };
  }

  /** Mollie's webhook and plain HTML forms post form bodies, which the API refuses elsewhere. */
  onModuleInit(): void {
    registerFormBodyParser(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
