import { Injectable } from '@nestjs/common';
import { isOnlinePaymentMethod } from '@bestellwerk/domain';
import type { OrderEntity } from '../ordering/entities/order.entity.js';
import type { PaymentStart } from './payment-start.js';

/** Starts and follows the payments of orders. Offline methods need nothing from a provider. */
@Injectable()
export class PaymentsService {
  /** Starts the online payment of a stored order; null for methods paid on site. */
  async start(order: OrderEntity): Promise<PaymentStart | null> {
    if (!isOnlinePaymentMethod(order.paymentMethod)) return null;
    throw new Error('Online-Zahlungen sind noch nicht angebunden.');
  }
}
