import {
  amountText,
  businessDayOf,
  formatInstantDateTime,
  formatInstantTime,
  orderMachineState,
  orderPaymentState,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  unitShortName,
  type DateTimeString,
  type Order,
  type OrderItem,
} from '@bestellwerk/domain';

/**
 * How staff read an order at a glance, beside the domain's labels (orderTypeLabel,
 * orderStateLabel, customerName): due time, payment, amounts and chosen options.
 */

type DueFields = Pick<Order, 'appointment' | 'appointmentDate' | 'createdAt'>;

/**
 * When an order is due: the confirmed appointment, else the time the customer asked for, else
 * the time it was placed (as soon as possible).
 */
export function orderDueAt(order: DueFields): DateTimeString {
  return order.appointment ?? order.appointmentDate ?? order.createdAt;
}

/** Orders by due time, earliest first; ties by ticket number, then id. */
export function compareOrdersByDue(
  a: DueFields & Pick<Order, 'ticketNumber' | 'id'>,
  b: DueFields & Pick<Order, 'ticketNumber' | 'id'>,
): number {
  return (
    Date.parse(orderDueAt(a)) - Date.parse(orderDueAt(b)) ||
    a.ticketNumber - b.ticketNumber ||
    a.id - b.id
  );
}

/** `HH:mm` of an instant on the zone's wall clock; `DD.MM.YYYY HH:mm` when it is not on today's date. */
export function formatBoardTime(at: DateTimeString, now: Date, timeZone?: string): string {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return '';
  return businessDayOf(instant, timeZone) === businessDayOf(now, timeZone)
    ? formatInstantTime(instant, timeZone)
    : formatInstantDateTime(instant, timeZone);
}

/** Whether an order waits for staff to confirm it (new, unconfirmed, no counter proposal). */
export function isNewOrder(order: Order): boolean {
  return orderMachineState(order) === 'open';
}

/** Payment method, and for online methods where the payment stands: 'Online bezahlen (Mollie) – Bezahlt'. */
export function paymentText(order: Pick<Order, 'paymentMethod' | 'isPaid' | 'isRefunded'>): string {
  const method = PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod;
  const state = orderPaymentState(order);
  return state ? `${method} – ${PAYMENT_STATE_LABELS[state]}` : method;
}

/** Amount and unit of an item: '2 Stk.', '0,5 kg'. */
export function itemAmountText(item: Pick<OrderItem, 'amount' | 'unit'>): string {
  return `${amountText(item.amount)} ${unitShortName(item.unit)}`;
}

/** One chosen option of an item: 'Größe: groß', 'Datei: 2 Datei(en)'. */
export function partText(part: OrderItem['parts'][number]): string {
  const value =
    part.uploads.length > 0 ? `${part.uploads.length} Datei(en)` : part.values.join(', ');
  return `${part.name}: ${value}`;
}
