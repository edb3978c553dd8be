import type { ConfigPart, PartType } from '../contract/catalog.js';

/** The range staff may set as a part's maximum length, in characters. */
export const PART_MAX_LENGTH_BOUNDS = { min: 1, max: 2000 } as const;

/** Whether a part type takes a maximum length: text and textarea. */
export function takesMaxLength(type: PartType): boolean {
  return type === 'text' || type === 'textarea';
}

/**
 * The maximum length of a part's text in characters, or null when it has none: only text and
 * textarea parts with a whole number within PART_MAX_LENGTH_BOUNDS have one.
 */
export function partMaxLength(part: Pick<ConfigPart, 'type' | 'maxLength'>): number | null {
  const max = part.maxLength;
  return takesMaxLength(part.type) &&
    typeof max === 'number' &&
    Number.isInteger(max) &&
    max >= PART_MAX_LENGTH_BOUNDS.min &&
    max <= PART_MAX_LENGTH_BOUNDS.max
    ? max
    : null;
}

/**
 * The length of a text as the limit counts it: in characters (code points), so an emoji counts
 * as one, not as the two UTF-16 units a browser's maxlength would count.
 */
export function partTextLength(text: string): number {
  return [...text].length;
}

/** Whether a text fits the part's maximum length (after trimming, as the order keeps it). */
export function fitsPartMaxLength(
  part: Pick<ConfigPart, 'type' | 'maxLength'>,
  text: string,
): boolean {
  const max = partMaxLength(part);
  return max === null || partTextLength(text.trim()) <= max;
}

/**
 * A typed or pasted text cut to the part's maximum length (whole characters kept), so the
 * input stops at the limit; unchanged without a limit.
 */
export function clampPartText(part: Pick<ConfigPart, 'type' | 'maxLength'>, text: string): string {
  const max = partMaxLength(part);
  if (max === null || partTextLength(text) <= max) return text;
  return [...text].slice(0, max).join('');
}

/** A text input's next value under the part's limit, and whether the typed text was cut. */
export interface LimitedPartText {
  text: string;
  /** The input went past the limit: the text was cut or the keystroke refused. */
  isCut: boolean;
}

/**
 * What a text input of the part holds after the user typed or pasted `typed` over `previous`:
 * the typed text while it fits or got shorter; a keystroke into a full input is refused (the
 * previous text stays, so a character typed in the middle does not push the last one out); a
 * longer paste into room left is cut at the limit.
 */
export function limitPartText(
  part: Pick<ConfigPart, 'type' | 'maxLength'>,
  previous: string,
  typed: string,
): LimitedPartText {
  const max = partMaxLength(part);
  const length = partTextLength(typed);
  if (max === null || length <= max) return { text: typed, isCut: false };
  // Deleting from a text that was too long before (an older cart) is always taken.
  if (length < partTextLength(previous)) return { text: typed, isCut: false };
  if (partTextLength(previous) >= max) return { text: previous, isCut: true };
  return { text: clampPartText(part, typed), isCut: true };
}

/** The counter under a limited text part, e.g. '12/30 Zeichen'; null without a limit. */
export function partTextCounter(
  part: Pick<ConfigPart, 'type' | 'maxLength'>,
  text: string,
): string | null {
  const max = partMaxLength(part);
  return max === null ? null : `${partTextLength(text)}/${max} Zeichen`;
}
