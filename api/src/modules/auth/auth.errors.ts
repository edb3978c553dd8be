import { apiError } from '@bestellwerk/domain';
import {
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../common/errors/app-errors.js';
import type { UserEntity } from './entities/user.entity.js';

/** 429 while a username or an IP address is locked; Retry-After carries the seconds. */
export class LoginLockedError extends TooManyRequestsError {
  constructor(
    minutes: number,
    readonly retryAfterSeconds: number,
  ) {
    super(apiError('LOGIN_LOCKED', minutes));
  }
}

/** 401 for a login link that is unknown, used or expired (one answer for all three). */
export class LoginLinkInvalidError extends UnauthorizedError {
  constructor() {
    super('LOGIN_LINK_INVALID');
  }
}

/**
 * The 403 for an account that may not sign in (disabled, locked, expired), or null when it
 * may. Shown only to someone who proved to be the user (password or login link).
 */
export function accountStateError(user: UserEntity, now: Date): ForbiddenError | null {
  if (!user.isEnabled) return new ForbiddenError('ACCOUNT_DISABLED');
  if (user.isLocked) return new ForbiddenError('ACCOUNT_LOCKED');
  if (user.expiresAt && user.expiresAt <= now) return new ForbiddenError('ACCOUNT_EXPIRED');
  return null;
}
