import { businessDayOf, formatEuro, formatInstantTime, orderTypeLabel } from '@bestellwerk/domain';
import type { OrderEntity } from '../entities/order.entity.js';

/** The branch's SMS about a new order needs these fields. */
export type NewOrderSmsFields = Pick<
  OrderEntity,
  'ticketNumber' | 'isDelivery' | 'isDineIn' | 'totalGross' | 'appointment' | 'appointmentDate'
>;

/** `DD.MM.` of a business day `YYYY-MM-DD`. */
const dayAndMonth = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

/**
 * The branch's SMS about a new order, in one GSM-7 message (well under 160 characters):
 * `Neue Bestellung Nr. 12 (Abholung), 11,70 €, 14:30` — the time confirmed, else asked for,
 * else `sofort`; a time on another day than `now` gets its date (`24.12. 14:30`). Spaces are
 * plain ones, so the text stays in the GSM alphabet.
 */
export function newOrderSmsText(order: NewOrderSmsFields, now: Date, timeZone: string): string {
  const at = order.appointment ?? order.appointmentDate;
  let when = 'sofort';
  if (at) {
    const day = businessDayOf(at, timeZone);
    const time = formatInstantTime(at, timeZone);
    when = day === businessDayOf(now, timeZone) ? time : `${dayAndMonth(day)} ${time}`;
  }
  const total = formatEuro(order.totalGross).replace(/\s/g, ' ');
  return `Neue Bestellung Nr. ${order.ticketNumber} (${orderTypeLabel(order)}), ${total}, ${when}`;
}
