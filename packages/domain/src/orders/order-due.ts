import type { DateTimeString } from '../contract/common.js';
import type { Order } from '../contract/ordering.js';

/** The order fields that say when an order is due. */
export type OrderDueFields = Pick<Order, 'appointment' | 'appointmentDate' | 'createdAt'>;

/**
 * When an order is due: the confirmed appointment, else the time the customer asked for, else
 * the time it was placed (as soon as possible). The API sorts its board lists by the same time.
 */
export function orderDueAt(order: OrderDueFields): DateTimeString {
  return order.appointment ?? order.appointmentDate ?? order.createdAt;
}

/** Orders by due time, earliest first; ties by ticket number, then id. */
export function compareOrdersByDue(
  a: OrderDueFields & Pick<Order, 'ticketNumber' | 'id'>,
  b: OrderDueFields & Pick<Order, 'ticketNumber' | 'id'>,
): number {
  return (
    Date.parse(orderDueAt(a)) - Date.parse(orderDueAt(b)) ||
    a.ticketNumber - b.ticketNumber ||
    a.id - b.id
  );
}
