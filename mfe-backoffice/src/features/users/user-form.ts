import {
  businessDayOf,
  isCalendarDate,
  startOfBusinessDay,
  type DateString,
  type DateTimeString,
  type Id,
  type IdRef,
  type Role,
  type User,
} from '@bestellwerk/domain';

/** German names of the roles. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  ROLE_ADMIN: 'Administrator',
  ROLE_EMPLOYEE: 'Mitarbeiter',
};

/** What the user form edits; dates as the date input shows them. */
export interface UserDraft {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** A new password; empty keeps the current one (and is not sent). */
  password: string;
  roles: Role[];
  branches: Id[];
  isEnabled: boolean;
  isLocked: boolean;
  /** The day the account expires (`YYYY-MM-DD`, from its start on), or empty for never. */
  expiresAt: DateString | '';
}

/** The body of `POST /api/users` and `PUT /api/users/{id}`. */
export interface UserPayload {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Only present when a new password was typed. */
  password?: string;
  roles: Role[];
  branches: IdRef[];
  isEnabled: boolean;
  isLocked: boolean;
  expiresAt: DateTimeString | null;
}

/**
 * The form's values for a user, or for a new one (employee, enabled, no branch); `expiresAt` as
 * the business day the account expires on.
 */
export function userDraftOf(user: User | null, timeZone?: string): UserDraft {
  if (!user) {
    return {
      username: '',
      email: '',
      firstName: '',
      lastName: '',
      password: '',
      roles: ['ROLE_EMPLOYEE'],
      branches: [],
      isEnabled: true,
      isLocked: false,
      expiresAt: '',
    };
  }
  const expires = user.expiresAt ? new Date(user.expiresAt) : null;
  return {
    username: user.username,
    email: user.email ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    password: '',
    roles: [...user.roles],
    branches: user.branches.map((branch) => branch.id),
    isEnabled: user.isEnabled,
    isLocked: user.isLocked,
    expiresAt: expires && !Number.isNaN(expires.getTime()) ? businessDayOf(expires, timeZone) : '',
  };
}

/**
 * The request body of a draft: texts trimmed, branches as references, the expiry day as the
 * instant that business day starts, and the password only when one was typed.
 */
export function userPayload(draft: UserDraft, timeZone?: string): UserPayload {
  const payload: UserPayload = {
    username: draft.username.trim(),
    email: draft.email.trim(),
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    roles: [...draft.roles],
    branches: draft.branches.map((id) => ({ id })),
    isEnabled: draft.isEnabled,
    isLocked: draft.isLocked,
    expiresAt: isCalendarDate(draft.expiresAt)
      ? startOfBusinessDay(draft.expiresAt, timeZone).toISOString()
      : null,
  };
  if (draft.password !== '') payload.password = draft.password;
  return payload;
}

const sorted = <T>(values: readonly T[]): T[] => [...values].sort();

/** `values` with `value` added at the end (`on`) or removed. */
export function toggled<T>(values: readonly T[], value: T, on = !values.includes(value)): T[] {
  const rest = values.filter((each) => each !== value);
  return on ? [...rest, value] : rest;
}

/**
 * Whether the draft differs from where the form started: any text, flag or date changed, a role
 * or branch added or removed (their order does not matter), or a new password typed.
 */
export function isUserDraftDirty(initial: UserDraft, draft: UserDraft): boolean {
  const normal = (value: UserDraft) =>
    JSON.stringify({ ...value, roles: sorted(value.roles), branches: sorted(value.branches) });
  return normal(initial) !== normal(draft);
}

/**
 * The form field a server error belongs to: the first segment of its path (`branches.0.id` →
 * `branches`, `roles.1` → `roles`); errors without a field belong to the form as a whole.
 */
export function userFieldOf(field: string | undefined): keyof UserDraft | null {
  const name = field?.split('.')[0];
  const known: readonly string[] = [
    'username',
    'email',
    'firstName',
    'lastName',
    'password',
    'roles',
    'branches',
    'isEnabled',
    'isLocked',
    'expiresAt',
  ];
  return name && known.includes(name) ? (name as keyof UserDraft) : null;
}

/** How an account stands now: 'Gesperrt', 'Deaktiviert', 'Abgelaufen' or 'Aktiv'. */
export function userStatusText(
  user: Pick<User, 'isEnabled' | 'isLocked' | 'expiresAt'>,
  now: Date,
): string {
  if (user.isLocked) return 'Gesperrt';
  if (!user.isEnabled) return 'Deaktiviert';
  if (user.expiresAt && new Date(user.expiresAt).getTime() <= now.getTime()) return 'Abgelaufen';
  return 'Aktiv';
}

/** The users whose username, name or e-mail contain every word of `term` (case-insensitive). */
export function filterUsers<U extends Pick<User, 'username' | 'firstName' | 'lastName' | 'email'>>(
  users: readonly U[],
  term: string,
): U[] {
  const words = term.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...users];
  return users.filter((user) => {
    const text = [user.username, user.firstName, user.lastName, user.email]
      .join(' ')
      .toLocaleLowerCase('de');
    return words.every((word) => text.includes(word));
  });
}
