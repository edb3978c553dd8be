import type { EditorValues } from './editor-schema.js';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

/**
 * Deep equality of JSON-like values: arrays in order, objects by key whatever the key order; a
 * key holding `undefined` counts as absent (it is not sent), NaN equals NaN, Dates compare by
 * instant.
 */
export function sameEditorValue(a: unknown, b: unknown): boolean {
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameEditorValue(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameEditorValue(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/** Whether the record was edited: true as soon as any value differs from the loaded one. */
export function isDirty(initial: EditorValues, current: EditorValues): boolean {
  return !sameEditorValue(initial, current);
}
