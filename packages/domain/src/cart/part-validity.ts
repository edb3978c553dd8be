import type { ConfigPart, PartType, Product } from '../contract/catalog.js';
import type { CartItemInput, CartPartValue } from '../contract/ordering.js';
import { fitsPartMaxLength, partMaxLength } from './part-text-limit.js';

/**
 * Why a part value is not valid: a required part is empty, an option index the part does not
 * have, a value of the wrong shape (text for a select, a duplicate option, a bad upload id),
 * several uploads for a part that takes one, or a text longer than the part's maximum length.
 */
export type PartIssue = 'required' | 'unknownOption' | 'invalidValue' | 'tooManyFiles' | 'tooLong';

const REQUIRED_MESSAGES: Readonly<Record<PartType, string>> = {
  select: 'Bitte wählen Sie eine Option aus.',
  multiselect: 'Bitte wählen Sie mindestens eine Option aus.',
  text: 'Bitte füllen Sie dieses Feld aus.',
  textarea: 'Bitte füllen Sie dieses Feld aus.',
  image: 'Bitte laden Sie ein Bild hoch.',
  images: 'Bitte laden Sie mindestens ein Bild hoch.',
  file: 'Bitte laden Sie eine Datei hoch.',
  files: 'Bitte laden Sie mindestens eine Datei hoch.',
};

/** German messages of the other part issues (the spec gives none; the wording is ours). */
export const PART_ISSUE_MESSAGES = {
  unknownOption: 'Die gewählte Option ist nicht mehr verfügbar.',
  invalidValue: 'Die Eingabe für dieses Feld ist ungültig.',
  tooManyFiles: 'Hier kann nur eine Datei hochgeladen werden.',
} as const;

/** The message of a text above the part's maximum length, e.g. 'höchstens 40 Zeichen'. */
export const partTooLongMessage = (maxLength: number) =>
  `Bitte geben Sie höchstens ${maxLength} Zeichen ein.`;

/**
 * The German message for a part issue; the required message depends on the part type, the
 * too-long message names the part's maximum length.
 */
export function partIssueMessage(
  part: Pick<ConfigPart, 'type' | 'maxLength'>,
  issue: PartIssue,
): string {
  if (issue === 'required') return REQUIRED_MESSAGES[part.type];
  if (issue === 'tooLong') return partTooLongMessage(partMaxLength(part) ?? 0);
  return PART_ISSUE_MESSAGES[issue];
}

function isEmpty(value: CartPartValue | undefined): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function optionIssue(part: ConfigPart, index: unknown): PartIssue | null {
  if (!Number.isInteger(index)) return 'invalidValue';
  return (index as number) >= 0 && (index as number) < part.options.length ? null : 'unknownOption';
}

function uploadIssue(value: CartPartValue, isMultiple: boolean): PartIssue | null {
  const ids = Array.isArray(value) ? value : [value];
  const valid = ids.every((id) => Number.isInteger(id) && (id as number) > 0);
  if (!valid || new Set(ids).size !== ids.length) return 'invalidValue';
  return !isMultiple && ids.length > 1 ? 'tooManyFiles' : null;
}

/**
 * What is wrong with a part value, or null when it is valid. Empty means null, text of only
 * whitespace or an empty list; an empty optional part is valid, an empty required one is not.
 * Selects take one option index, multiselects a list of distinct indexes, texts a string of
 * at most the part's maximum length (trimmed, in characters; see part-text-limit), uploads one upload id (image, file) or a list of distinct ids (images, files; image and file
 * also accept a list of one).
 */
export function partIssue(part: ConfigPart, value: CartPartValue | undefined): PartIssue | null {
  if (value === undefined || isEmpty(value)) return part.optional ? null : 'required';
  switch (part.type) {
    case 'select':
      return optionIssue(part, value);
    case 'multiselect': {
      if (!Array.isArray(value) || new Set(value).size !== value.length) return 'invalidValue';
      if (!value.every((index) => Number.isInteger(index))) return 'invalidValue';
      return value.every((index) => optionIssue(part, index) === null) ? null : 'unknownOption';
    }
    case 'text':
    case 'textarea':
      if (typeof value !== 'string') return 'invalidValue';
      return fitsPartMaxLength(part, value) ? null : 'tooLong';
    default:
      return typeof value === 'string'
        ? 'invalidValue'
        : uploadIssue(value, part.type === 'images' || part.type === 'files');
  }
}

/** Whether a part value is valid (see {@link partIssue}). */
export function isPartValid(part: ConfigPart, value: CartPartValue | undefined): boolean {
  return partIssue(part, value) === null;
}

/**
 * Whether an item may go into the cart: its amount is a number above 0 and, for configurable
 * products, every part of the product is valid (missing values count as empty).
 */
export function isCartItemValid(
  product: Pick<Product, 'type' | 'config'>,
  item: Pick<CartItemInput, 'amount' | 'parts'>,
): boolean {
  if (!(Number.isFinite(item.amount) && item.amount > 0)) return false;
  return (
    product.type !== 'configurable' ||
    product.config.parts.every((part, index) => isPartValid(part, item.parts[index]))
  );
}
