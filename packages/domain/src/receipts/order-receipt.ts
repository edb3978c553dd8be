import type { Order, OrderItem, OrderItemPart, OrderUploadFile } from '../contract/ordering.js';
import { formatInstantDateTime } from '../format/date-format.js';
import { amountText, formatEuro } from '../format/money-format.js';
import { ORDER_TYPE_LABELS } from '../orders/order-labels.js';
import {
  isCounterAppointmentPending,
  isOrderCancelled,
  orderPaymentState,
  orderTime,
  orderTypeOf,
  PAYMENT_STATE_LABELS,
  PROGRESS_STEP_LABELS,
  THANK_YOU_HEADING,
} from '../orders/order-progress.js';
import { PAYMENT_METHOD_LABELS } from '../payment/payment-methods.js';
import {
  APPROXIMATE_PRICE_NOTICE,
  APPROXIMATE_PRICE_PREFIX,
  isOrderPriceFinal,
  itemPricePrefix,
} from '../pricing/calculation-models.js';
import { unitShortName } from '../units/unit-table.js';
import {
  amountLines,
  centredLines,
  hangingLines,
  paragraphLines,
  RECEIPT_LARGE_LINE_WIDTH,
  RECEIPT_LINE_WIDTH,
  receiptText,
  receiptWidth,
  wrapReceiptText,
  type ReceiptLine,
  type ReceiptLineStyle,
} from './receipt-text.js';

/** The branch as its receipts show it in the header. */
export interface ReceiptBranch {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  phone: string;
}

/** What a receipt shows besides the order. */
export interface ReceiptContext {
  /** The shop's name (config.shopName); the header's first line, left out when empty. */
  shopName: string;
  branch: ReceiptBranch;
  /** IANA zone of the branches' wall clocks (config.timeZone), for every date and time. */
  timeZone: string;
}

/** The rule between the sections of a receipt. */
export const RECEIPT_RULE = '-'.repeat(RECEIPT_LINE_WIDTH);

/** The line of an order whose time is not fixed. */
export const AS_SOON_AS_POSSIBLE = 'so bald wie möglich';

const line = (text: string, style: ReceiptLineStyle = 'normal'): ReceiptLine => ({ text, style });
const lines = (texts: readonly string[], style: ReceiptLineStyle = 'normal') =>
  texts.map((text) => line(text, style));
const rule = (): ReceiptLine => line(RECEIPT_RULE);
const euro = (amount: number, prefix = '') =>
  [prefix, formatEuro(amount).replace(/\u00a0/g, ' ')].filter(Boolean).join(' ');

/** Shop name, branch name, address and phone, centred. */
function headerLines({ shopName, branch }: ReceiptContext): ReceiptLine[] {
  const place = [branch.zipCode, branch.city].map(receiptText).filter(Boolean).join(' ');
  const phone = receiptText(branch.phone);
  return [
    ...lines(centredLines(shopName, RECEIPT_LINE_WIDTH), 'bold'),
    ...[branch.name, branch.street, place, phone ? `Tel. ${phone}` : ''].flatMap((text) =>
      lines(centredLines(text, RECEIPT_LINE_WIDTH)),
    ),
  ];
}

/** Ticket number (large), order time, and the end state of a cancelled order. */
function titleLines(order: Order, { timeZone }: ReceiptContext): ReceiptLine[] {
  const result = [
    ...lines(
      centredLines(`Bestellung Nr. ${order.ticketNumber}`, RECEIPT_LARGE_LINE_WIDTH),
      'large',
    ),
    ...lines(centredLines(formatInstantDateTime(order.createdAt, timeZone), RECEIPT_LINE_WIDTH)),
  ];
  if (isOrderCancelled(order)) {
    const end = order.isFailed ? 'failed' : order.isCanceled ? 'canceled' : 'rejected';
    const text = `*** ${PROGRESS_STEP_LABELS[end].toUpperCase()} ***`;
    result.push(...lines(centredLines(text, RECEIPT_LINE_WIDTH), 'bold'));
  }
  return result;
}

/** Order type (with the table), the time it is for and a pending counter-proposal. */
function typeLines(order: Order, { timeZone }: ReceiptContext): ReceiptLine[] {
  const table = order.tableIdentifier ? receiptText(order.tableIdentifier) : '';
  const type = ORDER_TYPE_LABELS[orderTypeOf(order)] + (table ? `, Tisch ${table}` : '');
  const time = orderTime(order);
  const result = [
    ...lines(wrapReceiptText(type, RECEIPT_LINE_WIDTH), 'bold'),
    line(
      time
        ? `${time.label}: ${formatInstantDateTime(time.at, timeZone)}`
        : `Termin: ${AS_SOON_AS_POSSIBLE}`,
    ),
  ];
  if (order.counterAppointment && isCounterAppointmentPending(order))
    result.push(
      line(`Terminvorschlag: ${formatInstantDateTime(order.counterAppointment, timeZone)}`),
    );
  return result;
}

/**
 * One chosen part (`Größe: groß`), or nothing when the customer chose nothing. Files are named
 * (`Foto: oma.png`) when the order carries them, else counted (`Foto: 1 Datei(en)`).
 */
function partText(part: OrderItemPart, files: readonly OrderUploadFile[]): string {
  const names = part.uploads.map((id) => files.find((file) => file.id === id)?.name);
  const value =
    part.uploads.length === 0
      ? part.values.map(receiptText).filter(Boolean).join(', ')
      : names.every((name) => name !== undefined)
        ? names.map((name) => receiptText(name as string)).join(', ')
        : `${part.uploads.length} Datei(en)`;
  return value ? `${receiptText(part.name)}: ${value}` : '';
}

/**
 * `3 × Apfelstrudel …… 11,70 €` (other units: `0,25 kg Bergkäse`), then each chosen part as
 * `- Größe: groß` under the name.
 */
function itemLines(
  item: OrderItem,
  isPriceFinal: boolean,
  files: readonly OrderUploadFile[],
): ReceiptLine[] {
  const amount = amountText(item.amount);
  const lead = item.unit === 'piece' ? `${amount} × ` : `${amount} ${unitShortName(item.unit)} `;
  const partLead = `${' '.repeat(receiptWidth(lead))}- `;
  const prefix = isPriceFinal ? '' : itemPricePrefix(item.calculationModel, item.isPriceHidden);
  const price = euro(item.gross, prefix);
  return [
    ...lines(amountLines(item.name, price, RECEIPT_LINE_WIDTH, lead)),
    ...item.parts
      .map((part) => partText(part, files))
      .filter(Boolean)
      .flatMap((text) => lines(hangingLines(partLead, text, RECEIPT_LINE_WIDTH))),
  ];
}

/**
 * Subtotal and delivery fee (deliveries), total (bold), net and the taxes per rate; a total that
 * is not final (`isOrderPriceFinal`) reads `ca.` and is followed by the notice.
 */
function totalLines(order: Order): ReceiptLine[] {
  const { pricing } = order;
  const approximate = !isOrderPriceFinal(order);
  const prefix = approximate ? APPROXIMATE_PRICE_PREFIX : '';
  const result: ReceiptLine[] = [];
  if (orderTypeOf(order) === 'delivery') {
    result.push(...lines(amountLines('Zwischensumme', euro(pricing.gross, prefix))));
    const fee = pricing.deliveryGross > 0 ? euro(pricing.deliveryGross) : 'kostenlos';
    result.push(...lines(amountLines('Liefergebühr', fee)));
  }
  result.push(...lines(amountLines('Gesamt', euro(pricing.totalGross, prefix)), 'bold'));
  result.push(...lines(amountLines('Netto', euro(pricing.totalNet))));
  for (const [rate, tax] of Object.entries(pricing.taxes))
    result.push(...lines(amountLines(`MwSt. ${rate.replace('.', ',')} %`, euro(tax))));
  if (approximate) result.push(...lines(paragraphLines(APPROXIMATE_PRICE_NOTICE)));
  return result;
}

/**
 * How the order is paid: the state of an online payment (`Bezahlt: Online bezahlen (Mollie)`),
 * else `Bezahlt: …` or `Zahlung vor Ort: Barzahlung` for methods paid at the counter or door.
 */
export function receiptPaymentText(
  order: Pick<Order, 'paymentMethod' | 'isPaid' | 'isRefunded'>,
): string {
  const method = PAYMENT_METHOD_LABELS[order.paymentMethod];
  const state = orderPaymentState(order) ?? (order.isPaid ? 'paid' : null);
  return state ? `${PAYMENT_STATE_LABELS[state]}: ${method}` : `Zahlung vor Ort: ${method}`;
}

/** Street with stairway, floor and door, then zip code and city; empty parts left out. */
function addressTexts(
  street: string,
  stairway: string,
  floor: string,
  door: string,
  zipCode: string,
  city: string,
): string[] {
  const details = [
    receiptText(street),
    stairway && `Stiege ${receiptText(stairway)}`,
    floor && `Stock ${receiptText(floor)}`,
    door && `Tür ${receiptText(door)}`,
  ];
  return [
    details[0] ? details.filter(Boolean).join(', ') : '',
    [zipCode, city].map(receiptText).filter(Boolean).join(' '),
  ];
}

/** A block of one-line texts under a bold heading; nothing when all texts are empty. */
function block(heading: string, texts: readonly string[]): ReceiptLine[] {
  const body = texts.flatMap((text) => wrapReceiptText(text, RECEIPT_LINE_WIDTH));
  return body.length ? [line(heading, 'bold'), ...lines(body)] : [];
}

/** The customer (company, name, address, contact, VAT number) and a different delivery address. */
function customerLines(order: Order): ReceiptLine[] {
  const result = block('Kunde', [
    order.isCompany ? order.companyName : '',
    `${receiptText(order.firstName)} ${receiptText(order.lastName)}`,
    order.company,
    ...addressTexts(
      order.street,
      order.stairway,
      order.floor,
      order.door,
      order.zipCode,
      order.city,
    ),
    order.phone ? `Tel. ${receiptText(order.phone)}` : '',
    order.email,
    order.vatNo ? `UID: ${receiptText(order.vatNo)}` : '',
  ]);
  if (orderTypeOf(order) === 'delivery' && order.isDeliveryAddressDifferent)
    result.push(
      ...block('Lieferadresse', [
        order.isDeliveryCompany ? order.deliveryCompanyName : '',
        `${receiptText(order.deliveryFirstName)} ${receiptText(order.deliveryLastName)}`,
        ...addressTexts(
          order.deliveryStreet,
          order.deliveryStairway,
          order.deliveryFloor,
          order.deliveryDoor,
          order.deliveryZipCode,
          order.deliveryCity,
        ),
      ]),
    );
  return result;
}

/**
 * The receipt of an order for an 80 mm printer (48 columns): header with shop and branch
 * centred, `Bestellung Nr. 12` large, order date, order type with table, appointment, the items
 * with their chosen parts and prices (`ca.` until the order's price is final), delivery fee,
 * total in bold, net and taxes per rate, payment, customer, delivery address and the comment,
 * wrapped at 48 columns. Every customer text is cleaned of control characters, so the lines are safe to
 * print. Pure: the same order and context give the same lines.
 */
export function orderReceiptLines(order: Order, context: ReceiptContext): ReceiptLine[] {
  const comment = paragraphLines(order.comment);
  const customer = customerLines(order);
  return [
    ...headerLines(context),
    line(''),
    ...titleLines(order, context),
    rule(),
    ...typeLines(order, context),
    rule(),
    ...order.items.flatMap((item) => itemLines(item, isOrderPriceFinal(order), order.uploads)),
    rule(),
    ...totalLines(order),
    rule(),
    line(receiptPaymentText(order), 'bold'),
    ...(customer.length ? [rule(), ...customer] : []),
    ...(comment.length ? [rule(), line('Anmerkung', 'bold'), ...lines(comment)] : []),
    rule(),
    ...(isOrderCancelled(order) ? [] : lines(centredLines(THANK_YOU_HEADING, RECEIPT_LINE_WIDTH))),
  ];
}
