import type { Product, UnitKey } from '../contract/catalog.js';
import { fromMicroAmount, roundAmount, toMicroAmount } from './amount-decimals.js';
import {
  isUnitOffered,
  quantityLimits,
  quantityRules,
  type ProductUnits,
  type QuantityRules,
} from './quantity-rules.js';
import { convertAmount } from './unit-conversion.js';

/**
 * An amount snapped to the quantity rules: below the minimum (or not a number) gives the
 * minimum; at or above the maximum gives the maximum; otherwise the nearest point of the step
 * grid, which starts at the minimum (minimum, minimum + step, …; halves round up), capped at
 * the maximum. Exact to six decimals, always within [minimum, maximum], and idempotent.
 */
export function snapAmount(amount: number, rules: QuantityRules): number {
  const { minimum, maximum, step } = rules;
  if (!(amount > minimum)) return minimum;
  if (maximum !== null && amount >= maximum) return maximum;
  const origin = toMicroAmount(minimum);
  const micro = toMicroAmount(step);
  const steps = Math.round((toMicroAmount(amount) - origin) / micro);
  const snapped = fromMicroAmount(origin + steps * micro);
  return maximum !== null && snapped > maximum ? maximum : snapped;
}

/** Whether an amount is exactly what snapping would make of it (on the grid, within limits). */
export function isAmountAllowed(amount: number, rules: QuantityRules): boolean {
  return Number.isFinite(amount) && snapAmount(amount, rules) === roundAmount(amount);
}

/** Whether the decrease button is enabled: only above the minimum. */
export function canDecreaseAmount(amount: number, rules: QuantityRules): boolean {
  return amount > rules.minimum;
}

/** Whether the increase button is enabled: only below the maximum (always without one). */
export function canIncreaseAmount(amount: number, rules: QuantityRules): boolean {
  return rules.maximum === null || amount < rules.maximum;
}

/** The amount one step higher, snapped (so never above the maximum). */
export function increaseAmount(amount: number, rules: QuantityRules): number {
  return snapAmount(roundAmount(amount + rules.step), rules);
}

/** The amount one step lower, snapped (so never below the minimum). */
export function decreaseAmount(amount: number, rules: QuantityRules): number {
  return snapAmount(roundAmount(amount - rules.step), rules);
}

/**
 * The amount after the customer switches unit: converted into the new unit, then snapped to
 * that unit's rules (1 kg → 1000 g, then clamped to the g limits). Between units of different
 * kinds, which are never offered together, the new unit's minimum.
 */
export function amountAfterUnitChange(
  product: ProductUnits,
  amount: number,
  from: UnitKey,
  to: UnitKey,
): number {
  const rules = quantityRules(product, to);
  const converted = convertAmount(amount, from, to);
  return converted === null ? rules.minimum : snapAmount(converted, rules);
}

/** An amount together with its unit. */
export interface AmountInUnit {
  amount: number;
  unit: UnitKey;
}

/**
 * The amount and unit a product starts with in the configuration dialog: the default unit if
 * the product offers it (else its own unit), and the default quantity, else that unit's
 * minimum quantity, else 1 — snapped to that unit's rules, so it is always orderable.
 */
export function defaultAmountAndUnit(
  product: ProductUnits & Pick<Product, 'defaultQuantity' | 'defaultUnit'>,
): AmountInUnit {
  const unit =
    product.defaultUnit !== null && isUnitOffered(product, product.defaultUnit)
      ? product.defaultUnit
      : product.unit;
  const rules = quantityRules(product, unit);
  const wanted = product.defaultQuantity ?? quantityLimits(product, unit).minimumQuantity ?? 1;
  return { amount: snapAmount(wanted, rules), unit };
}
