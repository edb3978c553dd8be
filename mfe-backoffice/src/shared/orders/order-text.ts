import {
  amountText,
  businessDayOf,
  formatInstantDateTime,
  formatInstantTime,
  orderMachineState,
  unitShortName,
  type DateTimeString,
  type Order,
  type OrderItem,
  type OrderUploadFile,
} from '@bestellwerk/domain';

/**
 * How staff read an order at a glance, beside the domain's texts (orderTypeLabel, orderStateLabel,
 * customerName, orderDueAt, orderPaymentText): board time, amounts and chosen options.
 */

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

/** The files of one part as the order carries them; ids whose file is gone are left out. */
export function partFiles(
  part: OrderItem['parts'][number],
  uploads: readonly OrderUploadFile[],
): OrderUploadFile[] {
  return part.uploads.flatMap((id) => uploads.find((file) => file.id === id) ?? []);
}
