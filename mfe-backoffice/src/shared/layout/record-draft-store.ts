import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiRequestError, type ApiClient } from '@bestellwerk/client';
import { sameEditorValue, type FieldError, type Id } from '@bestellwerk/domain';
import type { ActionErrorStore } from './action-error-store.js';

/** The calls a record form makes; the shared ApiClient satisfies it. */
export type RecordDraftApi = Pick<ApiClient, 'post' | 'put'>;

/** How one kind of record is edited: where it is saved, its form values and request body. */
export interface RecordDraftRules<R, D, P> {
  /** Creates the record: posts the body to the list's path (`api.post('/users', body)`). */
  create: (api: RecordDraftApi, body: P) => Promise<R>;
  /** Saves a changed record: puts the body below the list's path (`` `/users/${id}` ``). */
  update: (api: RecordDraftApi, id: Id, body: P) => Promise<R>;
  /** The catalogue messages of a failed save. */
  messages: { createFailed: string; updateFailed: string };
  /** The form's values of a record; the defaults for a new one. */
  draftOf: (record: R | null) => D;
  /** The request body of the form's values. */
  payloadOf: (draft: D) => P;
  /** The form field a server error belongs to, by its path; null for the form as a whole. */
  fieldOf: (path: string | undefined) => keyof D | null;
  /** Whether the values differ from where the form started; any value by default. */
  isDirty?: (initial: D, draft: D) => boolean;
}

/** The first server message per form field of a failed request. */
export function fieldErrorsOf<F extends PropertyKey>(
  error: unknown,
  fieldOf: (path: string | undefined) => F | null,
): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiRequestError)) return messages;
  for (const item of error.errors) {
    const field = fieldOf(item.field);
    if (field !== null && !(field in messages)) messages[field] = item.message;
  }
  return messages;
}

const anyValueChanged = (initial: unknown, draft: unknown) =>
  JSON.stringify(initial) !== JSON.stringify(draft);

/**
 * The create/edit form of one record: the draft, whether it differs from the start (to ask
 * before it is dropped), the request body, and the server's messages at their fields.
 */
export class RecordDraftStore<R extends { id: Id }, D extends object, P> {
  draft: D;
  /** The values the form started with, or those of the last save. */
  initial: D;
  /** The server's messages by form field, from the last failed save. */
  fieldErrors: Partial<Record<keyof D, string>> = {};
  /** The record as edited; null while creating one (and after it was created, the new record). */
  record: R | null;

  constructor(
    record: R | null,
    private readonly api: RecordDraftApi,
    private readonly errors: ActionErrorStore,
    private readonly rules: RecordDraftRules<R, D, P>,
    private readonly onSaved?: (record: R, wasNew: boolean) => void,
  ) {
    this.record = record;
    this.initial = rules.draftOf(record);
    this.draft = rules.draftOf(record);
    makeObservable<RecordDraftStore<R, D, P>, 'change' | 'changeValues'>(this, {
      draft: observable,
      initial: observableRef,
      fieldErrors: observableRef,
      record: observableRef,
      isNew: computed,
      isDirty: computed,
      payload: computed,
      serverErrors: computed,
      change: action,
      changeValues: action,
    });
  }

  get isNew(): boolean {
    return this.record === null;
  }

  /** Whether leaving the form would lose changes. */
  get isDirty(): boolean {
    return (this.rules.isDirty ?? anyValueChanged)(this.initial, this.draft);
  }

  /** The server's messages at their fields, as the schema editor takes them. */
  get serverErrors(): FieldError[] {
    return Object.entries(this.fieldErrors).map(([field, message]) => ({
      field,
      message: (message as string | undefined) ?? '',
    }));
  }

  /** The request body of the draft. */
  get payload(): P {
    return this.rules.payloadOf(this.draft);
  }

  /** The action name the error records of a save use. */
  get saveAction(): 'create' | 'update' {
    return this.isNew ? 'create' : 'update';
  }

  /**
   * Creates or updates the record. On success the form counts as unchanged and `onSaved` hears
   * of it, also when a recorded failure is retried later. Resolves false when it failed: the
   * error is recorded with a retry, the server's messages stand at their fields.
   */
  save(): Promise<boolean> {
    const wasNew = this.isNew;
    const { create, update, messages, draftOf, fieldOf } = this.rules;
    return this.errors.run(
      this.saveAction,
      wasNew ? messages.createFailed : messages.updateFailed,
      async () => {
        runInAction(() => {
          this.fieldErrors = {};
        });
        let saved: R;
        try {
          saved = this.record
            ? await update(this.api, this.record.id, this.payload)
            : await create(this.api, this.payload);
        } catch (error) {
          runInAction(() => {
            this.fieldErrors = fieldErrorsOf(error, fieldOf);
          });
          throw error;
        }
        runInAction(() => {
          this.record = saved;
          this.initial = draftOf(saved);
          this.draft = draftOf(saved);
        });
        this.onSaved?.(saved, wasNew);
      },
    );
  }

  /** Takes the schema editor's values: each one that differs from the draft goes through `change`. */
  protected changeValues(values: Partial<D>): void {
    for (const field of Object.keys(values) as (keyof D)[]) {
      const value = values[field] as D[keyof D];
      if (!sameEditorValue(value, this.draft[field])) this.change(field, value);
    }
  }

  /** Changes a value of the draft and drops the server's message at that field. */
  protected change<K extends keyof D>(field: K, value: D[K]): void {
    this.draft[field] = value;
    if (!(field in this.fieldErrors)) return;
    const { [field]: _dropped, ...rest } = this.fieldErrors;
    this.fieldErrors = rest as Partial<Record<keyof D, string>>;
  }
}
