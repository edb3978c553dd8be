import type { UnitKey } from '../contract/catalog.js';
import { roundAmount } from './amount-decimals.js';
import { UNIT_TABLE } from './unit-table.js';

/** Whether an amount in `from` can be expressed in `to` (same kind of unit). */
export function canConvertUnit(from: UnitKey, to: UnitKey): boolean {
  return UNIT_TABLE[from].kind === UNIT_TABLE[to].kind;
}

/**
 * An amount in `from` expressed in `to`, exact to six decimals (0.25 kg → 250 g, 1,5 dl →
 * 0.15 l); null when the units are of different kinds (kg → l, piece → package).
 */
export function convertAmount(amount: number, from: UnitKey, to: UnitKey): number | null {
  if (!canConvertUnit(from, to)) return null;
  const fromFactor = UNIT_TABLE[from].factor;
  const toFactor = UNIT_TABLE[to].factor;
  // Factors are powers of ten: multiply by the larger quotient instead of dividing by a
  // fraction, so 3 mm → 0.003 m is computed as 3 / 1000, not 3 × 0.001.
  return roundAmount(
    fromFactor >= toFactor ? amount * (fromFactor / toFactor) : amount / (toFactor / fromFactor),
  );
}
