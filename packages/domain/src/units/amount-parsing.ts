const AMOUNT_PATTERN = /^\+?(\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * The amount a customer typed: trims spaces, accepts a comma or a point as the decimal
 * separator ("1,5" and "1.5" → 1.5, ",5" → 0.5). Anything that is not a plain non-negative
 * decimal — empty text, letters, thousands separators, exponents, negative numbers — gives 0,
 * which the snapping then lifts to the minimum.
 */
export function parseAmount(text: string): number {
  const trimmed = text.trim();
  if (!AMOUNT_PATTERN.test(trimmed)) return 0;
  return Number(trimmed.replace(',', '.').replace(/^\+/, ''));
}
