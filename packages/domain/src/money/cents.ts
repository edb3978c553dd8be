import { toExactFraction, roundExactFraction, type ExactFraction } from './exact-fraction.js';

/**
 * Rounds to a whole number the commercial way (kaufmännisch, as Austrian and German bookkeeping
 * do): halves away from zero, so 0.5 → 1 and −0.5 → −1. A value a float cannot hold exactly is
 * taken as the decimal it stands for, read to six decimals (100.49999999999999 from 1.005 × 100
 * counts as 100.5).
 */
export function roundCommercial(value: number): number {
  return roundExactFraction(toExactFraction(value));
}

/** Euros as whole cents, commercially rounded; 4.35 → 435 despite 4.35 × 100 = 434.999…. */
export function eurosToCents(euros: number): number {
  return roundCommercial(euros * 100);
}

/** Whole cents as euros with at most two decimals (the contract's money numbers). */
export function centsToEuros(cents: number): number {
  return roundCommercial(cents) / 100;
}

/** The sum of amounts in cents; always a whole number of cents. */
export function sumCents(cents: readonly number[]): number {
  return cents.reduce((sum, value) => sum + roundCommercial(value), 0);
}

function product(factors: readonly number[]): ExactFraction {
  return factors.map(toExactFraction).reduce(
    (acc, f) => ({
      numerator: acc.numerator * f.numerator,
      denominator: acc.denominator * f.denominator,
    }),
    { numerator: 1n, denominator: 1n },
  );
}

/**
 * Cents times decimal factors (amount, ratio…), computed exactly and rounded commercially to
 * whole cents once at the end: 199 ct × 0.001 × 250 = 49.75 → 50 ct, no float drift.
 */
export function multiplyCents(cents: number, ...factors: number[]): number {
  return roundExactFraction(product([cents, ...factors]));
}

/**
 * Cents × numerator ÷ denominator, exact and rounded commercially once: the building block of
 * percentages and of taking tax out of a gross price. A zero denominator is a RangeError.
 */
export function fractionOfCents(cents: number, numerator: number, denominator: number): number {
  const top = product([cents, numerator]);
  const bottom = toExactFraction(denominator);
  if (bottom.numerator === 0n) throw new RangeError('Division durch 0');
  return roundExactFraction({
    numerator: top.numerator * bottom.denominator,
    denominator: top.denominator * bottom.numerator,
  });
}

/** `percent` % of an amount in cents, rounded commercially: 10 % of 1995 ct = 200 ct. */
export function percentOfCents(cents: number, percent: number): number {
  return fractionOfCents(cents, percent, 100);
}

/** Whether a euro amount is a whole number of cents (at most two decimals), finite. */
export function isWholeCents(euros: number): boolean {
  return Number.isFinite(euros) && centsToEuros(eurosToCents(euros)) === euros;
}
