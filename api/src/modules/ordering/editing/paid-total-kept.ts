import { eurosToCents, isOnlinePaymentMethod, type PaymentMethod } from '@bestellwerk/domain';
import { ConflictError } from '../../../common/errors/app-errors.js';

/**
 * The rule of every staff change to an order: an order paid online keeps its total, since the
 * money was taken for exactly that amount (a German 409, ORDER_PAID_ONLINE_TOTAL_FIXED).
 */
export function assertPaidTotalKept(
  order: { paymentMethod: PaymentMethod; isPaid: boolean; totalGross: number },
  newTotalGross: number,
): void {
  const changed = eurosToCents(newTotalGross) !== eurosToCents(order.totalGross);
  if (changed && order.isPaid && isOnlinePaymentMethod(order.paymentMethod))
    throw new ConflictError('ORDER_PAID_ONLINE_TOTAL_FIXED');
}
