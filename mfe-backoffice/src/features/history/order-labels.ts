import {
  orderMachineState,
  orderTypeOf,
  type Order,
  type OrderMachineState,
  type OrderType,
} from '@bestellwerk/domain';

/**
 * Names of the order types, as the checkout shows them. Kept here until the domain offers one
 * shared list (the checkout, the board and the phone order need the same words).
 */
export const ORDER_TYPE_LABELS: Readonly<Record<OrderType, string>> = {
  takeaway: 'Abholung',
  delivery: 'Lieferung',
  dineIn: 'Vor Ort essen',
};

const STATE_LABELS: Readonly<Record<OrderMachineState, string>> = {
  open: 'Offen',
  'counter-proposed': 'Terminvorschlag offen',
  confirmed: 'Bestätigt',
  'in-delivery': 'Unterwegs',
  completed: 'Abgeschlossen',
  rejected: 'Abgelehnt',
  canceled: 'Storniert',
  failed: 'Fehlgeschlagen',
};

/** Where an order stands in German; an order ready for pickup reads 'Abholbereit'. */
export function orderStateLabel(order: Order): string {
  const state = orderMachineState(order);
  if (state === 'in-delivery' && !order.isDelivery) return 'Abholbereit';
  return STATE_LABELS[state];
}

/** The order's type in German. */
export function orderTypeLabel(order: Pick<Order, 'isDelivery' | 'isDineIn'>): string {
  return ORDER_TYPE_LABELS[orderTypeOf(order)];
}

/** Who ordered: the company, else first and last name; a dash when nothing was given. */
export function customerName(
  order: Pick<Order, 'isCompany' | 'companyName' | 'firstName' | 'lastName'>,
): string {
  const person = [order.firstName, order.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const company = order.isCompany ? order.companyName.trim() : '';
  if (company && person) return `${company} (${person})`;
  return company || person || '–';
}
