import {
  ADMIN_FIELD_LABELS as LABELS,
  UserLimits,
  type EditorField,
  type UserInput,
} from '@bestellwerk/domain';
import type { TextInputHints } from '../../shared/editor/editor-context.js';

/**
 * The schema of the user form: a password is required for a new user; for an existing one an
 * empty password keeps the current one. Roles and branches are the screen's own checkbox lists.
 */
export function userFields(isNew: boolean): readonly EditorField<UserInput>[] {
  return [
    { kind: 'text', name: 'username', label: 'Benutzername', required: true },
    { kind: 'text', name: 'email', label: 'E-Mail', maxLength: UserLimits.email },
    { kind: 'text', name: 'firstName', label: 'Vorname', maxLength: UserLimits.firstName },
    { kind: 'text', name: 'lastName', label: 'Nachname', maxLength: UserLimits.lastName },
    isNew
      ? {
          kind: 'text',
          name: 'password',
          label: 'Neues Passwort',
          required: true,
          maxLength: UserLimits.password,
        }
      : {
          kind: 'text',
          name: 'password',
          label: 'Neues Passwort',
          help: 'Leer lassen, um das bisherige Passwort zu behalten.',
          maxLength: UserLimits.password,
        },
    { kind: 'date', name: 'expiresAt', label: LABELS.expiresAt, mode: 'date' },
    { kind: 'custom', name: 'roles', label: LABELS.roles, editor: 'roles', empty: [] },
    { kind: 'custom', name: 'branches', label: LABELS.branches, editor: 'branches', empty: [] },
    { kind: 'boolean', name: 'isEnabled', label: 'Aktiviert' },
    { kind: 'boolean', name: 'isLocked', label: LABELS.isLocked },
  ];
}

/** The user form's text inputs: nothing filled in by the browser, the password hidden. */
export const USER_INPUTS: TextInputHints<UserInput> = {
  username: { autoComplete: 'off' },
  email: { type: 'email', autoComplete: 'off' },
  firstName: { autoComplete: 'off' },
  lastName: { autoComplete: 'off' },
  password: { type: 'password', autoComplete: 'new-password' },
};
