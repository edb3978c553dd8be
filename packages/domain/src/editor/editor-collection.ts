import { emptyValues } from './editor-empty-values.js';
import type { EditorField, EditorValues } from './editor-schema.js';

const isIndexOf = (list: readonly unknown[], index: number): boolean =>
  Number.isInteger(index) && index >= 0 && index < list.length;

/** A new list with one empty entry of `fields` appended. */
export function addEntry(
  list: readonly EditorValues[],
  fields: readonly EditorField[],
): EditorValues[] {
  return [...list, emptyValues(fields)];
}

/** A new list without the entry at `index`; an index out of range answers the same list. */
export function removeEntry<T>(list: T[], index: number): T[];
export function removeEntry<T>(list: readonly T[], index: number): readonly T[];
export function removeEntry<T>(list: readonly T[], index: number): readonly T[] {
  return isIndexOf(list, index) ? list.filter((_, i) => i !== index) : list;
}

/**
 * A new list with the entry at `from` moved to position `to` (the others keep their order); an
 * index out of range or `from === to` answers the same list.
 */
export function moveEntry<T>(list: T[], from: number, to: number): T[];
export function moveEntry<T>(list: readonly T[], from: number, to: number): readonly T[];
export function moveEntry<T>(list: readonly T[], from: number, to: number): readonly T[] {
  if (!isIndexOf(list, from) || !isIndexOf(list, to) || from === to) return list;
  const moved = [...list];
  const [entry] = moved.splice(from, 1);
  moved.splice(to, 0, entry);
  return moved;
}
