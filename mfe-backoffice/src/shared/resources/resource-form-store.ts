import { action, makeObservable } from 'mobx';
import {
  copyJson,
  emptyValues,
  isDirty,
  toSubmitValues,
  type EditorField,
  type EditorValues,
} from '@bestellwerk/domain';
import { RecordDraftStore, type ActionErrorStore, type RecordDraftApi } from '../layout/index.js';
import type { CollectionBody, CollectionPath, ResourceRecord } from './resource-config.js';

/**
 * The editor's values of a record: each field's value, or its empty value when the record has
 * none; a new record starts with the screen's defaults over the empty values.
 */
export function valuesOfRecord(
  fields: readonly EditorField[],
  record: ResourceRecord | null,
  defaults: EditorValues = {},
): EditorValues {
  const values = emptyValues(fields);
  if (!record) return { ...values, ...copyJson(defaults) };
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
      path: CollectionPath;
      fields: readonly EditorField[];
      /** What a new record starts with besides the empty values (e.g. a tax rate of 10 %). */
      defaults?: EditorValues;
      messages: { createFailed: string; updateFailed: string };
    },
    onSaved?: (record: ResourceRecord, wasNew: boolean) => void,
  ) {
    const { fields, defaults } = options;
    super(
      record,
      api,
      errors,
      {
        // The body is what the screen's schema builds for this resource, not known to the types.
        create: (api, body) => api.post(`/${options.path}`, body as CollectionBody<'post'>),
        update: (api, id, body) => api.put(`/${options.path}/${id}`, body as CollectionBody<'put'>),
        messages: options.messages,
        draftOf: (saved) => valuesOfRecord(fields, saved, defaults),
        payloadOf: (draft) => toSubmitValues(fields, draft),
        fieldOf: (path) => path ?? null,
        isDirty,
      },
      onSaved,
    );
    makeObservable(this, { setValues: action });
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
