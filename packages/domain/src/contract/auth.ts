import type { DateTimeString, Id, IdRef } from './common.js';

export const ROLES = ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] as const;
export type Role = (typeof ROLES)[number];

/** A staff account. The password never leaves the API. */
export interface User {
  id: Id;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  branches: IdRef[];
  isEnabled: boolean;
  isLocked: boolean;
  expiresAt: DateTimeString | null;
  createdAt: DateTimeString;
}

/** The signed-in user with the CSRF token every staff mutation must echo in `X-CSRF-Token`. */
export interface Me extends User {
  csrfToken: string;
}

export interface LoginRequest {
  username: string;
  password: string;
}
