import type { FontVariant } from '../format/font-weights.js';

/** The Google Fonts name of a weight and style: 400 is `regular` / `italic`, others `700` / `700italic`. */
export function googleFontVariant({ weight, style }: FontVariant): string {
  if (weight === 400) return style === 'italic' ? 'italic' : 'regular';
  return style === 'italic' ? `${weight}italic` : String(weight);
}
