import { amountText } from '../format/money-format.js';
import { formatCalendarDate, formatInstantDateTime, formatYesNo } from '../format/date-format.js';
import { parseTimeOfDay } from '../time/calendar-dates.js';
import { refIdOf, refIdsOf } from './editor-refs.js';
import type { EditorField } from './editor-schema.js';

/** What the preview shows for a value that is not set. */
export const EMPTY_PREVIEW = '–';

const BLOCK_TAG = /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|tr|td|th)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;
const ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z]+);/gi;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, body: string): string {
  const lower = body.toLowerCase();
  if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
  if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
  return NAMED_ENTITIES[lower] ?? entity;
}

/**
 * The plain text of formatted HTML: tags dropped (block tags and line breaks separate words),
 * the common entities decoded, whitespace collapsed to single spaces.
 */
export function htmlToPlainText(html: string): string {
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(ANY_TAG, '')
    .replace(ENTITY, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

const orEmpty = (text: string): string => (text.trim() === '' ? EMPTY_PREVIEW : text);

/** German count with singular for one: `count(1, 'Bild', 'Bilder')` → '1 Bild'. */
const count = (n: number, one: string, many: string): string =>
  n === 0 ? EMPTY_PREVIEW : `${n} ${n === 1 ? one : many}`;

function numberPreview(value: unknown): string {
  const number =
    typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : value;
  return typeof number === 'number' && Number.isFinite(number) ? amountText(number) : EMPTY_PREVIEW;
}

function datePreview(mode: 'dateTime' | 'time' | 'date', value: unknown, timeZone: string): string {
  if (typeof value !== 'string') return EMPTY_PREVIEW;
  if (mode === 'dateTime') return orEmpty(formatInstantDateTime(value, timeZone));
  if (mode === 'date') return orEmpty(formatCalendarDate(value));
  return parseTimeOfDay(value) === null ? EMPTY_PREVIEW : value;
}

function namedPreview(value: unknown, key: 'alt' | 'name', one: string): string {
  if (value === null || value === undefined) return EMPTY_PREVIEW;
  const name =
    typeof value === 'object' && key in value ? (value as Record<string, unknown>)[key] : '';
  if (typeof name === 'string' && name.trim() !== '') return name;
  return refIdOf(value) === null ? EMPTY_PREVIEW : `1 ${one}`;
}

const listLength = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

/**
 * The read-only text of one field's value (backend.md §3 "editor preview"): dates as
 * DD.MM.YYYY HH:mm in `timeZone`, HH:mm or DD.MM.YYYY, booleans Ja/Nein, numbers with a decimal
 * comma, a select's label, counts for lists; '–' for anything not set. Groups answer '' (the
 * engine previews their fields).
 */
export function previewText(field: EditorField, value: unknown, timeZone: string): string {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'markdown':
      return typeof value === 'string' ? orEmpty(value) : EMPTY_PREVIEW;
    case 'wysiwyg':
      return typeof value === 'string' ? orEmpty(htmlToPlainText(value)) : EMPTY_PREVIEW;
    case 'number':
      return numberPreview(value);
    case 'date':
      return datePreview(field.mode, value, timeZone);
    case 'boolean':
      return formatYesNo(value === true);
    case 'select': {
      if (typeof value !== 'string' || value === '') return EMPTY_PREVIEW;
      return field.options.find((option) => option.value === value)?.label ?? value;
    }
    case 'image':
      return namedPreview(value, 'alt', 'Bild');
    case 'file':
      return namedPreview(value, 'name', 'Datei');
    case 'images':
      return count(listLength(value), 'Bild', 'Bilder');
    case 'files':
      return count(listLength(value), 'Datei', 'Dateien');
    case 'reference': {
      const n = field.multiple ? refIdsOf(value).length : refIdOf(value) === null ? 0 : 1;
      return n === 0 ? EMPTY_PREVIEW : `${n} ausgewählt`;
    }
    case 'group':
      return '';
    case 'collection':
      return count(listLength(value), 'Eintrag', 'Einträge');
    case 'custom':
      if (Array.isArray(value)) return count(value.length, 'Eintrag', 'Einträge');
      return value === null || value === undefined ? EMPTY_PREVIEW : 'festgelegt';
  }
}
