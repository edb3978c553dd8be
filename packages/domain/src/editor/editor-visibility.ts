import type { EditorField, EditorValues } from './editor-schema.js';

/** Whether a field is shown over the values of the object it belongs to (see `shownWhen`). */
export function isFieldShown(field: EditorField, siblings: EditorValues): boolean {
  if (!field.shownWhen) return true;
  return field.shownWhen.is.includes(siblings[field.shownWhen.field]);
}
