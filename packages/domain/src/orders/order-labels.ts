import type { Order } from '../contract/ordering.js';
import type { OrderType } from '../contract/organisation.js';
import { orderTypeOf } from './order-progress.js';
import { orderMachineState, type OrderMachineState } from './order-transitions.js';

/** Names of the order types, as the cart, the checkout, the board and receipts show them. */
export const ORDER_TYPE_LABELS: Readonly<Record<OrderType, string>> = {
  takeaway: 'Abholung',
  delivery: 'Lieferung',
  dineIn: 'Vor Ort essen',
};

/** The order's type in German. */
export function orderTypeLabel(order: Pick<Order, 'isDelivery' | 'isDineIn'>): string {
  return ORDER_TYPE_LABELS[orderTypeOf(order)];
}

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

/** Where an order stands, for staff; an order out of the kitchen for pickup reads 'Abholbereit'. */
export function orderStateLabel(order: Parameters<typeof orderMachineState>[0]): string {
  const state = orderMachineState(order);
  if (state === 'in-delivery' && !order.isDelivery) return 'Abholbereit';
  return STATE_LABELS[state];
}

/** Who ordered: 'Firma (Vorname Nachname)', the company or the name; a dash when nothing was given. */
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
