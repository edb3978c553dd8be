import type { ConfigPart, PartOption, PriceModifier, Product } from '../contract/catalog.js';
import type { CartPartValue } from '../contract/ordering.js';
import { eurosToCents } from '../money/cents.js';

/**
 * A price after one option's modifier, in cents: add adds, subtract subtracts, overwrite
 * replaces. The result is never below 0 (a subtract larger than the price, a negative add or a
 * negative overwrite all stop at 0).
 */
export function applyPriceModifier(
  priceCents: number,
  modifier: PriceModifier,
  valueCents: number,
): number {
  const next =
    modifier === 'add'
      ? priceCents + valueCents
      : modifier === 'subtract'
        ? priceCents - valueCents
        : valueCents;
  return Math.max(0, next);
}

function isOptionIndex(part: ConfigPart, index: unknown): index is number {
  return (
    Number.isInteger(index) && (index as number) >= 0 && (index as number) < part.options.length
  );
}

/**
 * The options a part value chooses, in the option order of the part (not in click order):
 * the one option of a select, the options of a multiselect (each once); none for other part
 * types and for indexes the part does not have.
 */
export function chosenOptions(part: ConfigPart, value: CartPartValue): PartOption[] {
  if (part.type === 'select') return isOptionIndex(part, value) ? [part.options[value]] : [];
  if (part.type !== 'multiselect' || !Array.isArray(value)) return [];
  return part.options.filter((_option, index) => value.includes(index));
}

/**
 * The configured price in cents per product unit: the base price, then every chosen option's
 * modifier in order (parts in order, options of a multiselect in option order). Only
 * configurable products have parts that change the price. Never negative.
 */
export function configuredPriceCents(
  product: Pick<Product, 'price' | 'type' | 'config'>,
  values: readonly CartPartValue[],
): number {
  const base = Math.max(0, eurosToCents(product.price));
  if (product.type !== 'configurable') return base;
  return product.config.parts.reduce(
    (price, part, index) =>
      chosenOptions(part, values[index] ?? null).reduce(
        (current, option) =>
          applyPriceModifier(current, option.modifier, eurosToCents(option.value)),
        price,
      ),
    base,
  );
}
