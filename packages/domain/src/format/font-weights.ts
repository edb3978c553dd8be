import { FONT_WEIGHTS } from '../contract/media.js';

/** A Google Fonts variant read as CSS: weight 100…900 and style. */
export interface FontVariant {
  weight: keyof typeof FONT_WEIGHTS;
  style: 'normal' | 'italic';
}

/** The name of a font weight (100 Thin … 900 Black), or null for any other number. */
export function fontWeightName(weight: number): string | null {
  return Object.hasOwn(FONT_WEIGHTS, weight)
    ? FONT_WEIGHTS[weight as keyof typeof FONT_WEIGHTS]
    : null;
}

/**
 * Weight and style of a Google Fonts variant name: `regular` and `italic` are weight 400,
 * `700` and `700italic` weight 700; null for anything else.
 */
export function parseFontVariant(variant: string): FontVariant | null {
  const match = /^(?:([1-9]00)(italic)?|(regular)|(italic))$/.exec(variant);
  if (!match) return null;
  return {
    weight: (match[1] ? Number(match[1]) : 400) as FontVariant['weight'],
    style: match[2] || match[4] ? 'italic' : 'normal',
  };
}

/** A variant's display name: `700italic` → 'Bold Italic', `regular` → 'Regular'; unknown as given. */
export function fontVariantLabel(variant: string): string {
  const parsed = parseFontVariant(variant);
  if (!parsed) return variant;
  const name = FONT_WEIGHTS[parsed.weight];
  return parsed.style === 'italic' ? `${name} Italic` : name;
}
