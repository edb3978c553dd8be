import { Injectable } from '@nestjs/common';
import type { PaymentMethod } from '@bestellwerk/domain';
import { DataSource, type FindOptionsWhere } from 'typeorm';
import type { PaymentOrder, PaymentOrders } from '../../payments/payment-orders.js';
import {
  ENDED_WITHOUT_MONEY,
  type ProviderPaymentStatus,
} from '../../payments/payment-provider.js';
import { OrderEntity } from '../entities/order.entity.js';
import { secretsMatch } from '../public-status/order-secrets.js';

/**
 * Ordering's side of the payments port: payments find orders and set their payment flags only
 * through this, so the payments module imports nothing of ordering.
 */
@Injectable()
export class OrderPaymentsService implements PaymentOrders {
  constructor(private readonly dataSource: DataSource) {}

  /** The order with its branch; null when there is none. */
  findById(id: number): Promise<PaymentOrder | null> {
    return this.findOne({ id });
  }

  /**
   * The order of that method holding the provider's payment id; null when none does. Deleted
   * orders count too: their payment is an accounting fact a later refund still changes (their
   * other reads find nothing, so nothing is announced or mailed).
   */
  findByReference(method: PaymentMethod, reference: string): Promise<PaymentOrder | null> {
    return this.findOne({ paymentReference: reference, paymentMethod: method }, true);
  }

  /** The order behind a status link; null unless the hash matches too (constant time). */
  async findByStatusLink(uid: string, hash: string): Promise<PaymentOrder | null> {
    const order = await this.findOne({ uid });
    return order && secretsMatch(order.hash, hash) ? order : null;
  }

  /**
   * One conditional UPDATE per state: paid sets isPaid, refunded sets isRefunded, an end without
   * money sets isFailed unless paid. The WHERE holds the flag's old value, so of concurrent or
   * repeated calls exactly one writes and answers true.
   */
  async applyPaymentStatus(orderId: number, status: ProviderPaymentStatus): Promise<boolean> {
    const orders = this.dataSource.getRepository(OrderEntity);
    let result;
    if (status === 'paid') {
      result = await orders.update({ id: orderId, isPaid: false }, { isPaid: true });
    } else if (status === 'refunded') {
      result = await orders.update({ id: orderId, isRefunded: false }, { isRefunded: true });
    } else if (ENDED_WITHOUT_MONEY.has(status)) {
      result = await orders.update(
        { id: orderId, isPaid: false, isFailed: false },
        { isFailed: true },
      );
    } else {
      return false;
    }
    return (result.affected ?? 0) > 0;
  }

  private findOne(
    where: FindOptionsWhere<OrderEntity>,
    withDeleted = false,
  ): Promise<OrderEntity | null> {
    return this.dataSource
      .getRepository(OrderEntity)
      .findOne({ where, relations: { branch: true }, withDeleted });
  }
}
