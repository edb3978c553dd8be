import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiRequestError } from '@bestellwerk/client';
import type { Id, Role, User } from '@bestellwerk/domain';
import type { ActionErrorStore } from '../layout/index.js';
import {
  isUserDraftDirty,
  userDraftOf,
  userFieldOf,
  userPayload,
  type UserDraft,
  type UserPayload,
} from './user-form.js';

/** The catalogue messages of failed user actions (backend.md §8). */
export const USER_MESSAGES = {
  loadFailed: 'Benutzer konnten nicht geladen werden.',
  createFailed: 'Benutzer konnte nicht erstellt werden.',
  updateFailed: 'Benutzer konnte nicht aktualisiert werden.',
  deleteFailed: 'Benutzer konnte nicht gelöscht werden.',
  created: 'Benutzer wurde erstellt.',
  updated: 'Benutzer wurde aktualisiert.',
  deleted: 'Benutzer wurde gelöscht.',
} as const;

/** The calls the user form makes; the shared ApiClient satisfies it. */
export interface UserApi {
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
}

/** Text fields of the user form. */
export type UserTextField = 'username' | 'email' | 'firstName' | 'lastName' | 'password';

/**
 * The create/edit form of one user: the draft, whether it differs from the start (for the
 * unsaved-changes warning), the request body, and the server's messages at their fields.
 */
export class UserFormStore {
  draft: UserDraft;
  initial: UserDraft;
  /** The server's messages by form field, from the last failed save. */
  fieldErrors: Partial<Record<keyof UserDraft, string>> = {};
  /** The user as edited; null while creating one (and after it was created, the new user). */
  user: User | null;

  constructor(
    user: User | null,
    private readonly api: UserApi,
    private readonly errors: ActionErrorStore,
    private readonly timeZone?: string,
    private readonly onSaved?: (user: User, wasNew: boolean) => void,
  ) {
    this.user = user;
    this.initial = userDraftOf(user, timeZone);
    this.draft = userDraftOf(user, timeZone);
    makeObservable(this, {
      draft: observable,
      initial: observableRef,
      fieldErrors: observableRef,
      user: observableRef,
      isNew: computed,
      isDirty: computed,
      payload: computed,
      setField: action,
      toggleRole: action,
      toggleBranch: action,
    });
  }

  get isNew(): boolean {
    return this.user === null;
  }

  /** Whether leaving the form would lose changes. */
  get isDirty(): boolean {
    return isUserDraftDirty(this.initial, this.draft);
  }

  /** The request body; without password unless one was typed. */
  get payload(): UserPayload {
    return userPayload(this.draft, this.timeZone);
  }

  /** The action name the error records of a save use. */
  get saveAction(): 'create' | 'update' {
    return this.isNew ? 'create' : 'update';
  }

  setField<K extends UserTextField | 'isEnabled' | 'isLocked' | 'expiresAt'>(
    field: K,
    value: UserDraft[K],
  ): void {
    this.draft[field] = value;
    this.dropFieldError(field);
  }

  toggleRole(role: Role): void {
    const roles = this.draft.roles;
    this.draft.roles = roles.includes(role) ? roles.filter((r) => r !== role) : [...roles, role];
    this.dropFieldError('roles');
  }

  toggleBranch(id: Id): void {
    const branches = this.draft.branches;
    this.draft.branches = branches.includes(id)
      ? branches.filter((b) => b !== id)
      : [...branches, id];
    this.dropFieldError('branches');
  }

  /**
   * Creates or updates the user. On success the form counts as unchanged (the typed password is
   * cleared) and `onSaved` hears of it, also when a recorded failure is retried later. Resolves
   * false when it failed: the error is recorded with a retry, the server's messages stand at
   * their fields.
   */
  save(): Promise<boolean> {
    const wasNew = this.isNew;
    return this.errors.run(
      this.saveAction,
      wasNew ? USER_MESSAGES.createFailed : USER_MESSAGES.updateFailed,
      async () => {
        runInAction(() => {
          this.fieldErrors = {};
        });
        let user: User;
        try {
          user = this.user
            ? await this.api.put<User>(`/users/${this.user.id}`, this.payload)
            : await this.api.post<User>('/users', this.payload);
        } catch (error) {
          runInAction(() => {
            this.fieldErrors = fieldErrorsOf(error);
          });
          throw error;
        }
        runInAction(() => {
          this.user = user;
          this.initial = userDraftOf(user, this.timeZone);
          this.draft = userDraftOf(user, this.timeZone);
        });
        this.onSaved?.(user, wasNew);
      },
    );
  }

  private dropFieldError(field: keyof UserDraft): void {
    if (!(field in this.fieldErrors)) return;
    const { [field]: _dropped, ...rest } = this.fieldErrors;
    this.fieldErrors = rest;
  }
}

/** The first server message per form field of a failed request. */
export function fieldErrorsOf(error: unknown): Partial<Record<keyof UserDraft, string>> {
  const messages: Partial<Record<keyof UserDraft, string>> = {};
  if (!(error instanceof ApiRequestError)) return messages;
  for (const item of error.errors) {
    const field = userFieldOf(item.field);
    if (field && !(field in messages)) messages[field] = item.message;
  }
  return messages;
}
