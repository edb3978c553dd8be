import type { Product, UnitKey } from '../contract/catalog.js';
import type { CartPartValue } from '../contract/ordering.js';
import { multiplyCents } from '../money/cents.js';
import { offeredAlternativeUnit } from '../units/quantity-rules.js';
import { configuredPriceCents } from './price-modifiers.js';

/** The product fields an item's price depends on. */
export type PricedProduct = Pick<
  Product,
  'price' | 'type' | 'config' | 'unit' | 'alternativeUnits'
>;

/**
 * How many product units one unit of `unit` is priced as: 1 for the product's own unit, the
 * alternative unit's ratio for an offered alternative unit (the spec: "an alternative unit's
 * price is base price times its ratio"), null for a unit the product does not offer.
 */
export function unitPriceRatio(
  product: Pick<Product, 'unit' | 'alternativeUnits'>,
  unit: UnitKey,
): number | null {
  if (unit === product.unit) return 1;
  return offeredAlternativeUnit(product, unit)?.ratio ?? null;
}

/**
 * The configured price of one `unit`, in cents, for display: configured price × ratio,
 * rounded to cents. Null for a unit the product does not offer. Never negative.
 */
export function unitPriceCents(
  product: PricedProduct,
  unit: UnitKey,
  values: readonly CartPartValue[],
): number | null {
  const ratio = unitPriceRatio(product, unit);
  if (ratio === null) return null;
  return Math.max(0, multiplyCents(configuredPriceCents(product, values), ratio));
}

/**
 * The gross price of an item in cents: configured price (per product unit) × ratio × amount,
 * computed exactly and rounded to cents once. The ratio turns the amount into product units,
 * so this is both "price × amount converted to the product unit" and "alternative unit price
 * (base × ratio) × amount" — e.g. 2.49 €/dag, 0.25 kg at ratio 100 → 249 × 100 × 0.25 =
 * 6225 ct. Null for a unit the product does not offer; never negative.
 */
export function itemGrossCents(
  product: PricedProduct,
  item: { amount: number; unit: UnitKey; parts: readonly CartPartValue[] },
): number | null {
  const ratio = unitPriceRatio(product, item.unit);
  if (ratio === null) return null;
  return Math.max(0, multiplyCents(configuredPriceCents(product, item.parts), ratio, item.amount));
}
