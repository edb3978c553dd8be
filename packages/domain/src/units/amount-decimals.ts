/** Decimal places an amount keeps; more would only carry float noise (0.1 + 0.2). */
export const AMOUNT_DECIMAL_PLACES = 6;

const MICRO = 10 ** AMOUNT_DECIMAL_PLACES;

/**
 * An amount rounded to {@link AMOUNT_DECIMAL_PLACES} decimals, so 0.1 + 0.2 gives 0.3 and
 * 1.1 × 1000 gives 1100; never −0.
 */
export function roundAmount(value: number): number {
  return Number(value.toFixed(AMOUNT_DECIMAL_PLACES)) || 0;
}

/** An amount as a whole number of millionths, for exact grid arithmetic. */
export function toMicroAmount(value: number): number {
  return Math.round(value * MICRO);
}

/** A whole number of millionths back as an amount (the same float as the decimal literal). */
export function fromMicroAmount(micro: number): number {
  return micro / MICRO || 0;
}
