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
  /** Whether the account has a self-service time-tracking link (never the link itself). */
  hasTimeTrackingLink: boolean;
  /** When its current link was made; null without one. */
  timeTrackingLinkCreatedAt: DateTimeString | null;
  /** Whether a PIN for the shop tablet is set (never the PIN). */
  hasKioskPin: boolean;
}

/** The signed-in user with the CSRF token every staff mutation must echo in `X-CSRF-Token`. */
export interface Me extends User {
  csrfToken: string;
}

export interface LoginRequest {
  username: string;
  password: string;
}
