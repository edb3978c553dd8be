import type { FieldError } from '../contract/common.js';
import type { EditorField } from './editor-schema.js';

/** The messages whose `field` is exactly `path` (`title`, `address.street`, `areas.0.price`). */
export function fieldErrors(errors: readonly FieldError[], path: string): string[] {
  return errors.filter((error) => error.field === path).map((error) => error.message);
}

/**
 * Whether `path` names a field of the schema: a top-level name, `group.field` inside a group,
 * `collection.<index>.field` inside a collection entry (nested to any depth). The collection
 * itself (`areas`) is a field; an entry alone (`areas.0`) or a part of a plain value
 * (`images.0`, `image.id`) is not. Below a custom field every path counts: its control shows
 * them.
 */
export function isEditorFieldPath(fields: readonly EditorField[], path: string): boolean {
  const [name, ...rest] = path.split('.');
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) return false;
  if (rest.length === 0) return true;
  // A screen's own control shows the messages of everything below it.
  if (field.kind === 'custom') return true;
  if (field.kind === 'group') return isEditorFieldPath(field.fields, rest.join('.'));
  if (field.kind === 'collection' && /^\d+$/.test(rest[0]) && rest.length > 1) {
    return isEditorFieldPath(field.fields, rest.slice(1).join('.'));
  }
  return false;
}

/**
 * The messages no field of the schema shows, in their order: those without a field and those
 * whose field path names none (see `isEditorFieldPath`). The engine lists them above the form,
 * so no message of the API is lost.
 */
export function errorPathsOutside(
  errors: readonly FieldError[],
  fields: readonly EditorField[],
): string[] {
  return errors
    .filter((error) => !error.field || !isEditorFieldPath(fields, error.field))
    .map((error) => error.message);
}
