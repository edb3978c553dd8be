import type { CalculationModel, Product, UnitKey } from '../contract/catalog.js';
import { formatEuro } from '../format/money-format.js';
import { offeredAlternativeUnit } from '../units/quantity-rules.js';

/** How a calculation model is named in the backend and which prefix a price gets. */
export interface CalculationModelText {
  label: string;
  /** Shown before a price, e.g. `ca. 12,50 €`; empty for exact prices. */
  prefix: string;
}

/**
 * Labels and prefixes of the calculation models (storefront.md §9). The spec names no label
 * for `minimum`; 'Mindestens' is ours, chosen to read like the other two (exactly, roughly,
 * at least) and to match the prefix 'ab'.
 */
export const CALCULATION_MODEL_TEXTS: Readonly<Record<CalculationModel, CalculationModelText>> = {
  fixed: { label: 'Exakt', prefix: '' },
  approximate: { label: 'Ungefähr', prefix: 'ca.' },
  minimum: { label: 'Mindestens', prefix: 'ab' },
};

/** The prefix approximate prices and hidden or approximate totals show. */
export const APPROXIMATE_PRICE_PREFIX = 'ca.';

/**
 * The notice next to a hidden price or an approximate total. The spec only describes it ("the
 * final price comes at order completion or after a quotation"); this wording is ours.
 */
export const APPROXIMATE_PRICE_NOTICE =
  'Der endgültige Preis steht erst nach Abschluss der Bestellung oder nach Erstellung eines Angebots fest.';

/** The label of a calculation model (Exakt, Ungefähr, Mindestens). */
export function calculationModelLabel(model: CalculationModel): string {
  return CALCULATION_MODEL_TEXTS[model].label;
}

/** The prefix of a calculation model ('' for fixed, 'ca.', 'ab'). */
export function calculationModelPrefix(model: CalculationModel): string {
  return CALCULATION_MODEL_TEXTS[model].prefix;
}

/**
 * The model that applies to an item: a non-fixed model of the product first, else the model
 * of the chosen alternative unit, else fixed (the product's own unit, or a unit it does not
 * offer).
 */
export function itemCalculationModel(
  product: Pick<Product, 'calculationModel' | 'unit' | 'alternativeUnits'>,
  unit: UnitKey,
): CalculationModel {
  if (product.calculationModel !== 'fixed') return product.calculationModel;
  return offeredAlternativeUnit(product, unit)?.calculationModel ?? 'fixed';
}

/** Whether a price is not final: a non-fixed model or a hidden price. */
export function isApproximatePrice(model: CalculationModel, isPriceHidden: boolean): boolean {
  return isPriceHidden || model !== 'fixed';
}

/**
 * The prefix before an item's price: 'ca.' for a hidden price (the spec's rule), else the
 * model's prefix.
 */
export function itemPricePrefix(model: CalculationModel, isPriceHidden: boolean): string {
  return isPriceHidden ? APPROXIMATE_PRICE_PREFIX : calculationModelPrefix(model);
}

/** An item's price as carts, the checkout and receipts show it: `ca. 12,50 €`, `ab 3,00 €`, `4,20 €`. */
export function itemPriceText(
  model: CalculationModel,
  isPriceHidden: boolean,
  euros: number,
): string {
  return [itemPricePrefix(model, isPriceHidden), formatEuro(euros)].filter(Boolean).join(' ');
}

/** What tells whether an order's price is final: its completion and its items' models. */
export interface OrderPriceFinality {
  isCompleted: boolean;
  items: readonly { calculationModel: CalculationModel; isPriceHidden: boolean }[];
}

/**
 * Whether an order's prices are final: once the order is completed (staff have taken the exact
 * amounts, so the spec's "final price comes at order completion" has come), or when no item has
 * a non-fixed model or a hidden price. While not final, prices read 'ca.' with the notice.
 */
export function isOrderPriceFinal(order: OrderPriceFinality): boolean {
  return (
    order.isCompleted ||
    !order.items.some((item) => isApproximatePrice(item.calculationModel, item.isPriceHidden))
  );
}

/**
 * An ordered item's price as the status page and receipts show it: with its model's prefix
 * (`ca. 12,50 €`) while the order's price is not final, the plain amount once it is.
 */
export function orderItemPriceText(
  item: { calculationModel: CalculationModel; isPriceHidden: boolean; gross: number },
  isPriceFinal: boolean,
): string {
  return isPriceFinal
    ? formatEuro(item.gross)
    : itemPriceText(item.calculationModel, item.isPriceHidden, item.gross);
}
