import { CONTENT_MAX_CHARS, type FieldError, type BlockType } from '@bestellwerk/domain';
import { safeUrl, sanitizeHtml } from './html-sanitizer.js';

/** Per block kind: the value fields that hold formatted text (HTML). */
export const HTML_FIELDS: Record<BlockType, readonly string[]> = {
  text: ['html'],
  hero: [],
  specialties: [],
  'text-slider': ['text'],
  map: [],
  contact: ['text'],
  profile: ['text'],
  iframe: ['text'],
  form: ['thankYou'],
};

/** Keys whose string values are followed as links or embedded (link.url, iframe url). */
const URL_KEYS = new Set(['url', 'href']);

export const UNSAFE_URL_MESSAGE =
  'Nur Links mit http, https, mailto oder tel und relative Pfade sind erlaubt.';

export const TOO_LARGE_MESSAGE = `Der Inhalt ist zu umfangreich (höchstens ${CONTENT_MAX_CHARS} Zeichen).`;

export interface Cleaned<T> {
  value: T;
  errors: FieldError[];
}

/** Copies a JSON value; every string under a url/href key must be a safe URL. */
function checkUrls(value: unknown, field: string, errors: FieldError[]): unknown {
  if (Array.isArray(value)) return value.map((item, i) => checkUrls(item, `${field}.${i}`, errors));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const path = `${field}.${key}`;
      if (URL_KEYS.has(key) && typeof item === 'string' && item !== '') {
        const url = safeUrl(item);
        if (url === null) errors.push({ message: UNSAFE_URL_MESSAGE, field: path });
        return [key, url ?? item];
      }
      return [key, checkUrls(item, path, errors)];
    }),
  );
}

/**
 * A block value as it is stored: the HTML fields of its kind sanitised, link and frame URLs
 * checked (errors at `{field}.link.url`), at most CONTENT_MAX_CHARS of JSON.
 */
export function cleanBlockValue(
  type: BlockType,
  value: Record<string, unknown>,
  field: string,
): Cleaned<Record<string, unknown>> {
  const errors: FieldError[] = [];
  const copy = checkUrls(value, field, errors) as Record<string, unknown>;
  for (const key of HTML_FIELDS[type] ?? []) {
    if (typeof copy[key] === 'string') copy[key] = sanitizeHtml(copy[key] as string);
  }
  return { value: copy, errors };
}

/** The size rule of page bodies and block values, at `field`. */
export function sizeErrors(value: unknown, field: string): FieldError[] {
  return JSON.stringify(value).length > CONTENT_MAX_CHARS
    ? [{ message: TOO_LARGE_MESSAGE, field }]
    : [];
}

/** A page body as it is stored, each item cleaned like a block value. */
export function cleanSiteContent(
  items: { type: BlockType; value: Record<string, unknown> }[],
  field = 'content',
): Cleaned<{ type: BlockType; value: Record<string, unknown> }[]> {
  const errors: FieldError[] = [...sizeErrors(items, field)];
  const value = items.map((item, index) => {
    const cleaned = cleanBlockValue(item.type, item.value, `${field}.${index}.value`);
    errors.push(...cleaned.errors);
    return { type: item.type, value: cleaned.value };
  });
  return { value, errors };
}
