import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { FastifyInstance } from 'fastify';
import { OrderEventsModule } from '../order-events/order-events.module.js';
import { OrderEntity } from '../ordering/entities/order.entity.js';
import { registerFormBodyParser } from './form-body-parser.js';
import { PAYMENTS_ENTITIES } from './payments.entities.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { TestPaymentController } from './test-payment.controller.js';

/**
 * Payment providers (Mollie, Datatrans, the built-in Testzahlung) behind one service, with the
 * return URL, the webhooks and the Testzahlung page. Reads orders itself (no import of the
 * ordering module, which imports this one) and announces payment changes as order events.
 */
@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, ...PAYMENTS_ENTITIES]), OrderEventsModule],
  controllers: [PaymentsController, TestPaymentController],
  providers: [PaymentsService],
  exports: [PaymentsService],
})
export class PaymentsModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** Mollie's webhook and plain HTML forms post form bodies, which the API refuses elsewhere. */
  onModuleInit(): void {
    registerFormBodyParser(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
