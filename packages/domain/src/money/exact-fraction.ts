/** Decimal places a factor keeps when money is multiplied or divided exactly. */
export const EXACT_DECIMAL_PLACES = 6;

const SCALE = 10n ** BigInt(EXACT_DECIMAL_PLACES);

/** A rational number with a positive denominator. */
export interface ExactFraction {
  numerator: bigint;
  denominator: bigint;
}

/**
 * The decimal a float stands for, as an exact fraction: integers stay as they are, other values
 * keep {@link EXACT_DECIMAL_PLACES} decimals, so `0.1`, `4.35` or `1.9900000000000002` become the
 * decimals a person typed. Throws a RangeError for NaN and infinities (a programming error: user
 * input is checked before it reaches money math).
 */
export function toExactFraction(value: number): ExactFraction {
  if (!Number.isFinite(value)) throw new RangeError(`Keine endliche Zahl: ${value}`);
  if (Number.isInteger(value)) return { numerator: BigInt(value), denominator: 1n };
  const digits = value.toFixed(EXACT_DECIMAL_PLACES).replace('.', '');
  return { numerator: BigInt(digits), denominator: SCALE };
}

/**
 * A fraction rounded to a whole number, halves away from zero (commercial rounding), exactly.
 */
export function roundExactFraction({ numerator, denominator }: ExactFraction): number {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative && rounded !== 0n ? -Number(rounded) : Number(rounded);
}
