import type { IdRef } from '../contract/common.js';
import { parseDecimal } from '../format/decimal-input.js';
import { copyJson } from './editor-empty-values.js';
import { refIdOf, refIdsOf } from './editor-refs.js';
import type { EditorField, EditorValues } from './editor-schema.js';

const toRef = (value: unknown): IdRef | null => {
  const id = refIdOf(value);
  return id === null ? null : { id };
};
const toRefs = (value: unknown): IdRef[] => refIdsOf(value).map((id) => ({ id }));
const asRecord = (value: unknown): EditorValues =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as EditorValues)
    : {};

/**
 * A number as sent: a number stays, input text is read by the one decimal parser ("7,40",
 * "1.234,50"), empty is null. Text that is no number is sent as typed, so the API's message
 * names the field.
 */
function toSubmitNumber(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  return parseDecimal(text) ?? text;
}

function toSubmitValue(field: EditorField, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'markdown':
      return typeof value === 'string' ? value.trim() : '';
    case 'number':
      return toSubmitNumber(value);
    case 'date':
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
    case 'boolean':
      return value === true;
    case 'select':
      return typeof value === 'string' ? value : '';
    case 'image':
    case 'file':
      return toRef(value);
    case 'images':
    case 'files':
      return toRefs(value);
    case 'reference':
      return field.multiple ? toRefs(value) : toRef(value);
    case 'group':
      return toSubmitValues(field.fields, asRecord(value));
    case 'collection':
      return Array.isArray(value)
        ? value.map((entry) => toSubmitValues(field.fields, asRecord(entry)))
        : [];
    case 'custom':
      return value === undefined ? copyJson(field.empty) : value;
  }
}

/**
 * The body the engine sends: exactly the editable fields of the schema (read-only ones and keys
 * the schema does not name are left out), text trimmed, empty numbers and dates null, images,
 * files and references as `{ id }` (from ids, `{ id }` or full Image/Upload objects), groups and
 * collection entries the same way nested.
 */
export function toSubmitValues(fields: readonly EditorField[], values: EditorValues): EditorValues {
  const submit: EditorValues = {};
  for (const field of fields) {
    if (!field.readOnly) submit[field.name] = toSubmitValue(field, values[field.name]);
  }
  return submit;
}
