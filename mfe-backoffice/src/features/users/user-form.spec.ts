import type { User } from '@bestellwerk/domain';
import {
  filterUsers,
  isUserDraftDirty,
  userDraftOf,
  userFieldOf,
  userPayload,
  userStatusText,
} from './user-form.js';
import { makeUser } from './user-fixtures.js';

const anna = makeUser({
  branches: [{ id: 1 }, { id: 2 }],
  // Midnight of 31.12.2026 in Vienna.
  expiresAt: '2026-12-30T23:00:00.000Z',
});

describe('user draft and payload', () => {
  it('starts a new user as an enabled employee without branches', () => {
    expect(userDraftOf(null)).toMatchObject({
      roles: ['ROLE_EMPLOYEE'],
      branches: [],
      isEnabled: true,
      isLocked: false,
      password: '',
      expiresAt: '',
    });
  });

  it('sends no password when none was typed', () => {
    const payload = userPayload(userDraftOf(anna));

    expect(payload).not.toHaveProperty('password');
    expect(payload).toEqual({
      username: 'anna',
      email: 'anna@korn.example',
      firstName: 'Anna',
      lastName: 'Berger',
      roles: ['ROLE_EMPLOYEE'],
      branches: [{ id: 1 }, { id: 2 }],
      isEnabled: true,
      isLocked: false,
      expiresAt: '2026-12-30T23:00:00.000Z',
    });
  });

  it('sends a typed password as it is and trims the texts', () => {
    const payload = userPayload({
      ...userDraftOf(null),
      username: ' bert ',
      email: ' bert@korn.example ',
      password: ' geheim-und-lang ',
    });

    expect(payload).toMatchObject({
      username: 'bert',
      email: 'bert@korn.example',
      password: ' geheim-und-lang ',
    });
  });

  it('reads and writes the expiry as the business day in the time zone', () => {
    const draft = userDraftOf(anna, 'Europe/Vienna');

    expect(draft.expiresAt).toBe('2026-12-31');
    expect(userPayload({ ...draft, expiresAt: '2026-07-01' }, 'Europe/Vienna').expiresAt).toBe(
      '2026-06-30T22:00:00.000Z',
    );
    expect(userPayload({ ...draft, expiresAt: '' }).expiresAt).toBeNull();
  });
});

describe('dirty check', () => {
  const initial = userDraftOf(anna);

  it('is clean as loaded and when roles or branches only change their order', () => {
    expect(isUserDraftDirty(initial, userDraftOf(anna))).toBe(false);
    expect(isUserDraftDirty(initial, { ...initial, branches: [2, 1] })).toBe(false);
  });

  it.each([
    ['a text', { firstName: 'Anna-Maria' }],
    ['a typed password', { password: 'x' }],
    ['a role', { roles: ['ROLE_EMPLOYEE', 'ROLE_ADMIN'] as User['roles'] }],
    ['a branch', { branches: [1] }],
    ['a flag', { isLocked: true }],
    ['the expiry', { expiresAt: '' as const }],
  ])('is dirty after changing %s', (_what, change) => {
    expect(isUserDraftDirty(initial, { ...initial, ...change })).toBe(true);
  });
});

describe('server fields', () => {
  it.each([
    ['username', 'username'],
    ['branches.0.id', 'branches'],
    ['roles.1', 'roles'],
    ['expiresAt', 'expiresAt'],
    ['csrf', null],
    [undefined, null],
  ])('%s belongs to %s', (field, expected) => {
    expect(userFieldOf(field)).toBe(expected);
  });
});

describe('account state and search', () => {
  const now = new Date('2026-11-20T10:00:00.000Z');

  it.each([
    [{ isLocked: true, isEnabled: false }, 'Gesperrt'],
    [{ isEnabled: false }, 'Deaktiviert'],
    [{ expiresAt: '2026-11-20T09:59:00.000Z' }, 'Abgelaufen'],
    [{ expiresAt: '2026-11-21T00:00:00.000Z' }, 'Aktiv'],
    [{ expiresAt: null }, 'Aktiv'],
  ])('%o reads %s', (change, text) => {
    expect(userStatusText({ ...anna, ...change }, now)).toBe(text);
  });

  it('finds users by every word in username, name or e-mail', () => {
    const bert = {
      ...anna,
      id: 8,
      username: 'bert',
      firstName: 'Bert',
      lastName: 'Huber',
      email: 'bert@hall.example',
    };
    const users = [anna, bert];

    expect(filterUsers(users, 'HUBER').map((u) => u.username)).toEqual(['bert']);
    expect(filterUsers(users, 'anna korn').map((u) => u.username)).toEqual(['anna']);
    expect(filterUsers(users, '  ')).toHaveLength(2);
  });
});
