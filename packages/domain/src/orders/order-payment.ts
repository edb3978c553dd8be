import type { Order } from '../contract/ordering.js';
import { PAYMENT_METHOD_LABELS } from '../payment/payment-methods.js';
import { orderPaymentState, PAYMENT_STATE_LABELS } from './order-progress.js';

/** The order's payment method in German; a method this build does not know keeps its API name. */
export function orderPaymentMethodLabel(order: Pick<Order, 'paymentMethod'>): string {
  return PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod;
}

/**
 * The payment method, and for online methods where the payment stands, as staff read it at a
 * glance: 'Barzahlung', 'Online bezahlen (Mollie) – Bezahlt'.
 */
export function orderPaymentText(
  order: Pick<Order, 'paymentMethod' | 'isPaid' | 'isRefunded'>,
): string {
  const method = orderPaymentMethodLabel(order);
  const state = orderPaymentState(order);
  return state ? `${method} – ${PAYMENT_STATE_LABELS[state]}` : method;
}
