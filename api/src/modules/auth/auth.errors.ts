import {
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../common/errors/app-errors.js';
import type { UserEntity } from './entities/user.entity.js';
import { lockoutMessage } from './login-lockout.rules.js';

/** Same answer for an unknown user and a wrong password: it must not tell which. */
export const WRONG_CREDENTIALS = 'Benutzername oder Passwort ist falsch.';

export const INVALID_LOGIN_LINK = 'Der Anmeldelink ist ungültig oder abgelaufen.';

/** 429 while a username or an IP address is locked; Retry-After carries the seconds. */
export class LoginLockedError extends TooManyRequestsError {
  constructor(
    minutes: number,
    readonly retryAfterSeconds: number,
  ) {
    super(lockoutMessage(minutes));
  }
}

/** 401 for a login link that is unknown, used or expired (one answer for all three). */
export class LoginLinkInvalidError extends UnauthorizedError {
  constructor() {
    super(INVALID_LOGIN_LINK);
  }
}

/**
 * The 403 for an account that may not sign in (disabled, locked, expired), or null when it
 * may. Shown only to someone who proved to be the user (password or login link).
 */
export function accountStateError(user: UserEntity, now: Date): ForbiddenError | null {
  if (!user.isEnabled)
    return new ForbiddenError(
      'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an Ihre Administration.',
    );
  if (user.isLocked)
    return new ForbiddenError(
      'Ihr Konto ist gesperrt. Bitte wenden Sie sich an Ihre Administration.',
    );
  if (user.expiresAt && user.expiresAt <= now)
    return new ForbiddenError(
      'Ihr Konto ist abgelaufen. Bitte wenden Sie sich an Ihre Administration.',
    );
  return null;
}
