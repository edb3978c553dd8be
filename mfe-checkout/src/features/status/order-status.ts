import type { PublicOrder } from '@bestellwerk/domain';

/** Whether the order ended without being fulfilled (the status page then shows the cancelled heading). */
export function isOrderCancelled(order: PublicOrder): boolean {
  return order.isCanceled || order.isRejected || order.isFailed;
}

/** One German line saying where the order stands, the most advanced state first. */
export function orderStatusLine(order: PublicOrder): string {
  if (order.isFailed) return 'Die Zahlung ist fehlgeschlagen.';
  if (order.isCanceled) return 'Die Bestellung wurde storniert.';
  if (order.isRejected) return 'Die Bestellung wurde abgelehnt.';
  if (order.isCompleted) return 'Die Bestellung ist abgeschlossen.';
  if (order.isDelivered) return 'Die Bestellung wurde zugestellt.';
  if (order.isInDelivery) return 'Die Bestellung ist unterwegs.';
  if (order.isConfirmed) return 'Die Bestellung wurde bestätigt.';
  return 'Die Bestellung ist eingegangen.';
}
