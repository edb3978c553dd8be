import { HEX_COLOR } from '@bestellwerk/domain';

/**
 * The value a colour picker (`<input type="color">`) can show for a typed colour: `#rrggbb` in
 * lower case; `#rgb` written out; anything else (half typed, empty) gives `fallback`.
 */
export function pickerColor(value: string, fallback: string): string {
  const text = value.trim();
  if (!HEX_COLOR.test(text)) return fallback;
  const hex = text.slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}
