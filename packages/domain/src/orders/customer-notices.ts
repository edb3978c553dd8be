import type { OrderStatusChanges, OrderStatusFields } from './order-transitions.js';

/**
 * What the customer is told after a staff status change (by e-mail and SMS, ours; the spec
 * names none): the order is confirmed, a different time is proposed, the order is rejected, a
 * takeaway order is ready for pickup, a delivery order is out for delivery.
 */
export type CustomerNoticeKind =
  'confirmed' | 'counter-proposed' | 'rejected' | 'ready-for-pickup' | 'out-for-delivery';

/**
 * The notice a stored status change owes the customer, or null. It compares the state before
 * with the changes, so only a real change tells the customer: a repeated proposal of the same
 * time, or changes that set what was set already, owe nothing (one message per change however
 * often staff click). Cancelling and completing owe no message.
 */
export function customerNoticeOf(
  before: OrderStatusFields,
  changes: OrderStatusChanges,
): CustomerNoticeKind | null {
  if (changes.isRejected && !before.isRejected) return 'rejected';
  if (changes.isCanceled || changes.isCompleted) return null;
  if (changes.isInDelivery && !before.isInDelivery)
    return before.isDelivery ? 'out-for-delivery' : before.isDineIn ? null : 'ready-for-pickup';
  if (changes.isConfirmed && !before.isConfirmed) return 'confirmed';
  const proposed = changes.counterAppointment;
  if (proposed && !before.isConfirmed && !sameInstant(proposed, before.counterAppointment))
    return 'counter-proposed';
  return null;
}

function sameInstant(a: string, b: string | null): boolean {
  return b !== null && Date.parse(a) === Date.parse(b);
}
