import type { AlternativeUnit, Product, UnitKey } from '../contract/catalog.js';
import { canConvertUnit } from './unit-conversion.js';

/** The product fields that decide which units are offered and how amounts snap. */
export type ProductUnits = Pick<
  Product,
  'unit' | 'alternativeUnits' | 'minimumQuantity' | 'maximumQuantity' | 'quantityStepSize'
>;

/**
 * How an amount in one unit may be chosen. `minimum` and `step` are always positive;
 * `maximum` is null for no upper limit and never below `minimum`.
 */
export interface QuantityRules {
  minimum: number;
  maximum: number | null;
  step: number;
}

/** The step used when a product or alternative unit sets none (whole units, for every kind). */
export const DEFAULT_QUANTITY_STEP = 1;

/**
 * The units a product is offered in: its own unit first, then its alternative units of the
 * same kind, in their order, without duplicates. Alternative units of another kind are never
 * offered, because an amount could not be converted into them.
 */
export function offeredUnits(product: Pick<ProductUnits, 'unit' | 'alternativeUnits'>): UnitKey[] {
  const units: UnitKey[] = [product.unit];
  for (const alternative of product.alternativeUnits) {
    if (canConvertUnit(product.unit, alternative.unit) && !units.includes(alternative.unit)) {
      units.push(alternative.unit);
    }
  }
  return units;
}

/** Whether the product may be ordered in this unit (see {@link offeredUnits}). */
export function isUnitOffered(
  product: Pick<ProductUnits, 'unit' | 'alternativeUnits'>,
  unit: UnitKey,
): boolean {
  return offeredUnits(product).includes(unit);
}

/**
 * The offered alternative unit for `unit`, or null for the product's own unit and for units
 * the product does not offer. The first entry wins when a unit is listed twice.
 */
export function offeredAlternativeUnit(
  product: Pick<ProductUnits, 'unit' | 'alternativeUnits'>,
  unit: UnitKey,
): AlternativeUnit | null {
  if (unit === product.unit) return null;
  const alternative = product.alternativeUnits.find((candidate) => candidate.unit === unit);
  return alternative !== undefined && canConvertUnit(product.unit, unit) ? alternative : null;
}

/** The raw limits of a unit as the product stores them (null = not set). */
export type QuantityLimits = Pick<
  AlternativeUnit,
  'minimumQuantity' | 'maximumQuantity' | 'quantityStepSize'
>;

const NO_LIMITS: QuantityLimits = {
  minimumQuantity: null,
  maximumQuantity: null,
  quantityStepSize: null,
};

/**
 * The stored limits of a unit: the product's own for its own unit, an offered alternative
 * unit's own for that unit (never converted from the product's), none for any other unit.
 */
export function quantityLimits(product: ProductUnits, unit: UnitKey): QuantityLimits {
  return unit === product.unit ? product : (offeredAlternativeUnit(product, unit) ?? NO_LIMITS);
}

/**
 * The quantity rules of a unit (from {@link quantityLimits}). A missing or non-positive step
 * is {@link DEFAULT_QUANTITY_STEP}; a missing or non-positive minimum is the step (the
 * smallest orderable amount on the grid, so an amount is never snapped to 0); a maximum below
 * the minimum is raised to the minimum.
 */
export function quantityRules(product: ProductUnits, unit: UnitKey): QuantityRules {
  const limits = quantityLimits(product, unit);
  const step =
    limits.quantityStepSize !== null && limits.quantityStepSize > 0
      ? limits.quantityStepSize
      : DEFAULT_QUANTITY_STEP;
  const minimum =
    limits.minimumQuantity !== null && limits.minimumQuantity > 0 ? limits.minimumQuantity : step;
  const maximum =
    limits.maximumQuantity === null ? null : Math.max(limits.maximumQuantity, minimum);
  return { minimum, maximum, step };
}
