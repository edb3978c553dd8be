import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ConfigService } from '../../content/config.service.js';
import { OrderEventsService, type OrderChange } from '../../order-events/order-events.service.js';
import { OrderEntity } from '../entities/order.entity.js';
import { OrderMailService } from './order-mails.js';

/**
 * The e-mails of an order paid online go out when the money is there, not at placement: the
 * customer may still abandon the payment, and the branch must not prepare an unpaid order.
 * Listens for the payment's 'placed' change and sends what placement sends for cash orders.
 */
@Injectable()
export class PaidOrderMailsService implements OnModuleInit, OnModuleDestroy {
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: OrderEventsService,
    private readonly mails: OrderMailService,
    private readonly configs: ConfigService,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.events.subscribe((change) => this.onChange(change));
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  private async onChange(change: OrderChange): Promise<void> {
    if (change.cause !== 'payment-updated' || change.type !== 'placed') return;
    const order = await this.dataSource.getRepository(OrderEntity).findOne({
      where: { id: change.order },
      relations: { branch: true, items: true },
    });
    if (!order) return;
    this.mails.orderPlaced(order, { branch: order.branch, config: await this.configs.get() });
  }
}
