import type { LeadTimeType, Product, UnitKey } from '../contract/catalog.js';
import type { FieldError } from '../contract/common.js';
import { amountText, formatEuro } from '../format/money-format.js';
import { roundAmount } from '../units/amount-decimals.js';
import { quantityRules, type ProductUnits, type QuantityRules } from '../units/quantity-rules.js';
import { convertAmount } from '../units/unit-conversion.js';
import { UNIT_TABLE, unitShortName, type UnitKind } from '../units/unit-table.js';

/**
 * Upper bounds of what one order may hold (issue 16, point 3), read by the API when it takes
 * an amount (checkout, phone orders, staff's item changes) and by the storefront's amount input.
 *
 * Why these values: the order item's amount is stored as DECIMAL(12,3) (at most 999 999 999.999
 * in the item's unit) and every price and total as DECIMAL(12,2) (at most 9 999 999 999.99 €).
 * A line holds at most 999 of a count unit (pieces, portions, pairs, persons, packages) or
 * 999 kg / 999 l / 999 m / 999 m² / 999 dm³ of a measured one: in the smallest unit of each
 * kind (g, ml, mm, mm², mm³) that is at most 999 000 000, so every line fits its column with
 * room. An order's gross total (items and delivery fee) is at most 100 000 €, a hundred
 * thousand times below the money columns' limit. No real bakery order comes close to either;
 * a larger order is a quotation, not a checkout.
 */

/** The most one order may cost, delivery fee included, in cents (100 000,00 €). */
export const MAX_ORDER_TOTAL_CENTS = 10_000_000;

/**
 * The most one line may hold, per kind, in the kind's base unit (pieces; g, ml, mm, mm², mm³):
 * 999 of a count unit, 999 kg, 999 l, 999 m, 999 m², 999 dm³.
 */
export const MAX_LINE_AMOUNT_BY_KIND: Readonly<Record<UnitKind, number>> = {
  piece: 999,
  serving: 999,
  pair: 999,
  person: 999,
  package: 999,
  weight: 999_000,
  volume: 999_000,
  length: 999_000,
  area: 999_000_000,
  cubic: 999_000_000,
};

/** The most one order line may hold in `unit` (999 Stk., 999 kg = 999 000 g, 0,999 km …). */
export function maxLineAmount(unit: UnitKey): number {
  const { kind, factor } = UNIT_TABLE[unit];
  return roundAmount(MAX_LINE_AMOUNT_BY_KIND[kind] / factor);
}

/**
 * The quantity rules of a unit as the customer may order (the product's own, see
 * quantityRules), with the maximum capped at {@link maxLineAmount}: a product without a maximum
 * still stops at 999 Stk. A maximum is never below the minimum.
 */
export function orderQuantityRules(product: ProductUnits, unit: UnitKey): QuantityRules {
  const rules = quantityRules(product, unit);
  const cap = maxLineAmount(unit);
  const maximum = rules.maximum === null ? cap : Math.min(rules.maximum, cap);
  return { ...rules, maximum: Math.max(maximum, rules.minimum) };
}

/** German messages of the order limits (ours; the spec has none). */
export const ORDER_LIMIT_MESSAGES = {
  lineAmount: (name: string, max: number, unit: UnitKey) =>
    `„${name}“: Die Menge darf höchstens ${amountText(max)} ${unitShortName(unit)} betragen.`,
  productTotal: (name: string, max: number, unit: UnitKey) =>
    `„${name}“: Insgesamt können höchstens ${amountText(max)} ${unitShortName(unit)} pro Bestellung bestellt werden.`,
  orderTotal: (maxCents: number) =>
    `Der Bestellwert darf höchstens ${formatEuro(maxCents / 100)} betragen. Für größere Bestellungen wenden Sie sich bitte direkt an die Filiale.`,
} as const;

/** One line of an order as the limits see it: which product, how much, in which unit. */
export interface OrderLimitLine {
  product: ProductUnits & Pick<Product, 'id' | 'name'>;
  amount: number;
  unit: UnitKey;
}

/** The field of line `index`'s amount in the order body (`items.2.amount`). */
export const itemAmountField = (index: number): string => `items.${index}.amount`;

/** The line-amount issue of one line, or null when it is within {@link maxLineAmount}. */
export function lineAmountError(line: OrderLimitLine, field: string): FieldError | null {
  const max = maxLineAmount(line.unit);
  if (!(roundAmount(line.amount) > max)) return null;
  return { message: ORDER_LIMIT_MESSAGES.lineAmount(line.product.name, max, line.unit), field };
}

/**
 * The amount limits of an order's lines, each issue at its line's amount field:
 * - a line above {@link maxLineAmount} of its unit;
 * - the product's maximum across ALL its lines: the product's own maximum (in its own unit)
 *   against the sum of every line of the product converted into that unit; an alternative
 *   unit's maximum against the sum of the lines in that unit. Reported at the line whose amount
 *   first goes beyond it (3 + 3 of a maximum of 5: the second line).
 * Amounts that are not positive numbers or units the product does not offer are left to the
 * cart's own rules (priceCart).
 */
export function orderAmountErrors(
  lines: readonly OrderLimitLine[],
  fieldOf: (index: number) => string = itemAmountField,
): FieldError[] {
  const errors: FieldError[] = [];
  const reported = new Set<number>();
  lines.forEach((line, index) => {
    const error = lineAmountError(line, fieldOf(index));
    if (error) {
      errors.push(error);
      reported.add(index);
    }
  });
  const sums = new Map<string, number>();
  lines.forEach((line, index) => {
    if (reported.has(index) || !(Number.isFinite(line.amount) && line.amount > 0)) return;
    const { product } = line;
    const limits: { unit: UnitKey; amount: number | null }[] = [
      { unit: product.unit, amount: convertAmount(line.amount, line.unit, product.unit) },
    ];
    if (line.unit !== product.unit) limits.push({ unit: line.unit, amount: line.amount });
    for (const limit of limits) {
      const max = quantityRules(product, limit.unit).maximum;
      if (max === null || limit.amount === null) continue;
      const key = `${product.id}:${limit.unit}`;
      const sum = roundAmount((sums.get(key) ?? 0) + limit.amount);
      sums.set(key, sum);
      if (sum > max && !reported.has(index)) {
        reported.add(index);
        errors.push({
          message: ORDER_LIMIT_MESSAGES.productTotal(product.name, max, limit.unit),
          field: fieldOf(index),
        });
      }
    }
  });
  return errors;
}

/** The issue of an order whose gross total (cents) is above {@link MAX_ORDER_TOTAL_CENTS}, at `items`. */
export function orderTotalError(totalGrossCents: number, field = 'items'): FieldError | null {
  if (!(totalGrossCents > MAX_ORDER_TOTAL_CENTS)) return null;
  return { message: ORDER_LIMIT_MESSAGES.orderTotal(MAX_ORDER_TOTAL_CENTS), field };
}

/** The lead-time fields of a product, and its name for the message. */
export type LeadTimeNamedProduct = Pick<
  Product,
  'name' | 'isLeadTimeEnabled' | 'leadTimeType' | 'leadTimeValue'
>;

const LEAD_TIME_UNITS: Record<LeadTimeType, [one: string, many: string]> = {
  minutes: ['Minute', 'Minuten'],
  hours: ['Stunde', 'Stunden'],
  days: ['Tag', 'Tagen'],
  weeks: ['Woche', 'Wochen'],
};

/** Whether a product needs time before it can be handed over (an enabled, positive lead time). */
export function hasLeadTime(product: LeadTimeNamedProduct): boolean {
  return product.isLeadTimeEnabled && product.leadTimeValue > 0;
}

/** The lead time as German text after "von": "2 Tagen", "1 Stunde", "90 Minuten". */
export function leadTimeText(product: LeadTimeNamedProduct): string {
  const [one, many] = LEAD_TIME_UNITS[product.leadTimeType];
  return `${amountText(product.leadTimeValue)} ${product.leadTimeValue === 1 ? one : many}`;
}

/** The message asking for an appointment because of a product's lead time (ours). */
export const leadTimeAppointmentMessage = (product: LeadTimeNamedProduct): string =>
  `„${product.name}“ hat eine Vorlaufzeit von ${leadTimeText(product)}. Bitte wählen Sie einen Termin aus.`;

/**
 * An order with a lead-time product needs an appointment (issue 16, point 4): without one it
 * would be made "as soon as possible", before the lead time is over. The issue (at
 * `appointmentDate`, naming the cart's first lead-time product) when no
 * valid appointment is given; null otherwise. Whether a given appointment lies after the lead
 * time is the slot rules' question (validateAppointment).
 */
export function leadTimeAppointmentError(
  products: readonly LeadTimeNamedProduct[],
  appointment: Date | null,
): FieldError | null {
  if (appointment && !Number.isNaN(appointment.getTime())) return null;
  const product = products.find(hasLeadTime);
  return product
    ? { message: leadTimeAppointmentMessage(product), field: 'appointmentDate' }
    : null;
}
