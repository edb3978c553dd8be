import { action, computed, makeObservable } from 'mobx';
import type { EditorValues, Id, Role, User } from '@bestellwerk/domain';
import {
  RecordDraftStore,
  type ActionErrorStore,
  type RecordDraftApi,
  type RecordDraftRules,
} from '../../shared/layout/index.js';
import {
  isUserDraftDirty,
  toggled,
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

/** Text fields of the user form. */
export type UserTextField = 'username' | 'email' | 'firstName' | 'lastName' | 'password';

/** How a user is edited; dates are read and written on the zone's wall clock. */
function userRules(timeZone?: string): RecordDraftRules<User, UserDraft, UserPayload> {
  return {
    // Without a typed password the body has none (JSON leaves undefined out) and the API names
    // the missing password at its field, as before.
    create: (api, body) => api.post('/users', { ...body, password: body.password as string }),
    update: (api, id, body) => api.put(`/users/${id}`, body),
    messages: USER_MESSAGES,
    draftOf: (user) => userDraftOf(user, timeZone),
    payloadOf: (draft) => userPayload(draft, timeZone),
    fieldOf: userFieldOf,
    isDirty: isUserDraftDirty,
  };
}

/**
 * The create/edit form of one user: the draft, whether it differs from the start (for the
 * unsaved-changes warning), the request body (without password unless one was typed), and the
 * server's messages at their fields. After a save the typed password is cleared.
 */
export class UserFormStore extends RecordDraftStore<User, UserDraft, UserPayload> {
  constructor(
    user: User | null,
    api: RecordDraftApi,
    errors: ActionErrorStore,
    timeZone?: string,
    onSaved?: (user: User, wasNew: boolean) => void,
  ) {
    super(user, api, errors, userRules(timeZone), onSaved);
    makeObservable(this, {
      setField: action,
      setValues: action,
      values: computed,
      toggleRole: action,
      toggleBranch: action,
    });
  }

  /** The user as edited; null while creating one (and after it was created, the new user). */
  get user(): User | null {
    return this.record;
  }

  setField<K extends UserTextField | 'isEnabled' | 'isLocked' | 'expiresAt'>(
    field: K,
    value: UserDraft[K],
  ): void {
    this.change(field, value);
  }

  /** The draft as the schema editor shows it: a new object whenever a value changed. */
  get values(): EditorValues {
    return { ...this.draft };
  }

  /** Takes the schema editor's values (an emptied expiry date is the empty text). */
  setValues(values: EditorValues): void {
    this.changeValues({ ...values, expiresAt: values.expiresAt ?? '' } as Partial<UserDraft>);
  }

  toggleRole(role: Role): void {
    this.change('roles', toggled(this.draft.roles, role));
  }

  toggleBranch(id: Id): void {
    this.change('branches', toggled(this.draft.branches, id));
  }
}
