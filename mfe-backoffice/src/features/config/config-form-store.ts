import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiRequestError, type ApiBody, type ApiPaths } from '@bestellwerk/client';
import {
  emptyValues,
  isDirty,
  toSubmitValues,
  type ApiError,
  type Config,
  type EditorValues,
} from '@bestellwerk/domain';
import type { ActionErrorStore, RecordDraftApi } from '../../shared/layout/index.js';
import { CONFIG_FIELDS } from './config-sections.js';

/** The catalogue messages of the configuration (backend.md §8). */
export const CONFIG_MESSAGES = {
  loadFailed: 'Konfiguration konnte nicht geladen werden.',
  saveFailed: 'Konfiguration konnte nicht gespeichert werden.',
  saved: 'Konfiguration wurde gespeichert.',
} as const;

/** The action name of a save in the page's error store. */
export const CONFIG_SAVE_ACTION = 'save';

/** The form's values of a config: each field's value, or its empty value when it has none. */
export function configValues(config: Config): EditorValues {
  const values = emptyValues(CONFIG_FIELDS);
  const source = config as unknown as EditorValues;
  for (const field of CONFIG_FIELDS) values[field.name] = source[field.name] ?? values[field.name];
  return values;
}

/**
 * The configuration form: the draft of every field, whether it was changed, and saving it with
 * POST /api/config (the editable fields only); the server's messages stand at their fields.
 */
export class ConfigFormStore {
  draft: EditorValues;
  initial: EditorValues;
  /** The server's messages of the last failed save, each at its field path. */
  serverErrors: readonly ApiError[] = [];
  /** 'Konfiguration wurde gespeichert.' after a save, until the next change. */
  notice: string | null = null;

  constructor(
    config: Config,
    private readonly api: Pick<RecordDraftApi, 'post'>,
    private readonly errors: ActionErrorStore,
    private readonly onSaved?: (config: Config) => void,
  ) {
    this.initial = configValues(config);
    this.draft = configValues(config);
    makeObservable<ConfigFormStore, 'applySaved'>(this, {
      draft: observableRef,
      initial: observableRef,
      serverErrors: observableRef,
      notice: observable,
      isDirty: computed,
      setValues: action,
      applySaved: action,
    });
  }

  /** Whether leaving the page would lose changes. */
  get isDirty(): boolean {
    return isDirty(this.initial, this.draft);
  }

  /** Takes the editor's new values; drops the server's messages of the values that changed. */
  setValues(values: EditorValues): void {
    const changed = Object.keys(values).filter((key) => values[key] !== this.draft[key]);
    this.draft = values;
    if (changed.length === 0) return;
    this.notice = null;
    this.serverErrors = this.serverErrors.filter(
      (error) => !changed.some((key) => error.field === key || error.field?.startsWith(`${key}.`)),
    );
  }

  /**
   * Saves the draft. Resolves false when it failed: the failure is recorded with a retry (the
   * server's first message preferred) and the server's messages stand at their fields.
   */
  save(): Promise<boolean> {
    return this.errors.run(CONFIG_SAVE_ACTION, CONFIG_MESSAGES.saveFailed, async () => {
      runInAction(() => {
        this.serverErrors = [];
        this.notice = null;
      });
      let saved: Config;
      try {
        // The body is what the schema's fields submit (each field a key of ConfigInput).
        const body = toSubmitValues(CONFIG_FIELDS, this.draft) as ApiBody<
          ApiPaths,
          '/config',
          'post'
        >;
        saved = await this.api.post('/config', body);
      } catch (error) {
        runInAction(() => {
          this.serverErrors =
            error instanceof ApiRequestError ? error.errors.filter((item) => item.field) : [];
        });
        throw error;
      }
      this.applySaved(saved);
      this.onSaved?.(saved);
    });
  }

  private applySaved(config: Config): void {
    this.initial = configValues(config);
    this.draft = configValues(config);
    this.notice = CONFIG_MESSAGES.saved;
  }
}
