import { parseDecimal } from '../format/decimal-input.js';

/**
 * The amount a customer typed, read by the one decimal parser (`parseDecimal`): a comma or a
 * point as the decimal separator ("1,5" and "1.5" → 1.5, ",5" → 0.5). Anything that is not a
 * non-negative decimal — empty text, letters, exponents, negative numbers — gives 0, which the
 * snapping then lifts to the minimum (storefront.md §5: non-numbers become 0).
 */
export function parseAmount(text: string): number {
  const value = parseDecimal(text);
  return value === null || value < 0 ? 0 : value;
}
