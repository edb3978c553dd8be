import type { User } from '@bestellwerk/domain';
import { makeMe } from '@bestellwerk/domain/testing';

/** Test support: a staff account as `/api/users` lists it, the signed-in employee anna of branch 1. */
export function makeUser(overrides: Partial<User> = {}): User {
  const { csrfToken: _csrfToken, ...user } = makeMe(overrides);
  return user;
}
