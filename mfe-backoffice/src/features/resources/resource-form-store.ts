import { action, computed, makeObservable } from 'mobx';
import {
  emptyValues,
  isDirty,
  toSubmitValues,
  type ApiError,
  type EditorField,
  type EditorValues,
} from '@bestellwerk/domain';
import { RecordDraftStore, type ActionErrorStore, type RecordDraftApi } from '../layout/index.js';
import type { ResourceRecord } from './resource-config.js';

/** The editor's values of a record: each field's value, or its empty value when the record has none. */
export function valuesOfRecord(
  fields: readonly EditorField[],
  record: ResourceRecord | null,
): EditorValues {
  const values = emptyValues(fields);
  if (!record) return values;
  for (const field of fields) values[field.name] = record[field.name] ?? values[field.name];
  return values;
}

/**
 * The create/edit form of one record of a generic resource: the schema's values as the draft,
 * the submit values as the body, the server's messages by their dotted field paths.
 */
export class ResourceFormStore extends RecordDraftStore<
  ResourceRecord,
  EditorValues,
  EditorValues
> {
  constructor(
    record: ResourceRecord | null,
    api: RecordDraftApi,
    errors: ActionErrorStore,
    options: {
      path: string;
      fields: readonly EditorField[];
      messages: { createFailed: string; updateFailed: string };
    },
    onSaved?: (record: ResourceRecord, wasNew: boolean) => void,
  ) {
    const { fields } = options;
    super(
      record,
      api,
      errors,
      {
        path: `/${options.path}`,
        messages: options.messages,
        draftOf: (saved) => valuesOfRecord(fields, saved),
        payloadOf: (draft) => toSubmitValues(fields, draft),
        fieldOf: (path) => path ?? null,
        isDirty,
      },
      onSaved,
    );
    makeObservable(this, { setValues: action, serverErrors: computed });
  }

  /** The server's messages at their fields, as the editor takes them. */
  get serverErrors(): ApiError[] {
    return Object.entries(this.fieldErrors).map(([field, message]) => ({
      field,
      message: message ?? '',
    }));
  }

  /** Takes the editor's new values; drops the server's messages of the values that changed. */
  setValues(values: EditorValues): void {
    const changed = Object.keys(values).filter((key) => values[key] !== this.draft[key]);
    this.draft = values;
    if (changed.length === 0) return;
    this.fieldErrors = Object.fromEntries(
      Object.entries(this.fieldErrors).filter(
        ([path]) => !changed.some((key) => path === key || path.startsWith(`${key}.`)),
      ),
    );
  }
}
