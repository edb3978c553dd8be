import type { DateTimeString, IdRef } from './common.js';
import type { LoginRequest, Role } from './auth.js';
import type { InputLimits } from './input-limits.js';

/** POST/PUT /api/users: a staff account; the password is only ever sent, never read. */
export interface UserInput {
  /** Stored normalised (normaliseUsername). */
  username: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  password: string;
  roles: Role[];
  branches?: IdRef[];
  isEnabled?: boolean;
  isLocked?: boolean;
  expiresAt?: DateTimeString | null;
}

export const UserLimits = {
  email: 255,
  firstName: 100,
  lastName: 100,
  password: 1024,
} as const satisfies InputLimits<UserInput>;

export const LoginLimits = {
  username: 180,
  password: UserLimits.password,
} as const satisfies InputLimits<LoginRequest>;

/** POST /api/login/link ("Passwort vergessen"): a username or an e-mail address. */
export interface LoginLinkRequest {
  username: string;
}

export const LoginLinkLimits = { username: 255 } as const satisfies InputLimits<LoginLinkRequest>;
