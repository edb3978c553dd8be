import type { EditorField, EditorValues } from './editor-schema.js';

/** A fresh copy of a JSON value (a custom field's empty value), so no record shares it. */
export function copyJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** The value one field starts with in a new record. */
export function emptyValue(field: EditorField): unknown {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'markdown':
      return '';
    case 'number':
    case 'date':
    case 'image':
    case 'file':
      return null;
    case 'boolean':
      return false;
    case 'select':
      // A required select has no "nothing chosen" option, so it starts on its first choice.
      return field.required && field.options.length > 0 ? field.options[0].value : '';
    case 'images':
    case 'files':
    case 'collection':
      return [];
    case 'group':
      return emptyValues(field.fields);
    case 'reference':
      return field.multiple ? [] : null;
    case 'custom':
      return copyJson(field.empty);
  }
}

/** The values a new record starts with: one empty value per field, groups nested. */
export function emptyValues(fields: readonly EditorField[]): EditorValues {
  const values: EditorValues = {};
  for (const field of fields) values[field.name] = emptyValue(field);
  return values;
}
