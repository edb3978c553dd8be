import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normaliseUsername, type Me } from '@bestellwerk/domain';
import { Repository } from 'typeorm';
import { UnauthorizedError } from '../../common/errors/app-errors.js';
import type { LogEntryInput } from '../../common/logging/log-writer.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { LogService } from '../insights/log.service.js';
import { accountStateError, LoginLockedError } from './auth.errors.js';
import { CLOCK, type Clock } from './clock.js';
import { UserEntity } from './entities/user.entity.js';
import { LoginDeviceService } from './login-device.service.js';
import { LockoutLogThrottle } from './lockout-log-throttle.js';
import { LoginLockoutService } from './login-lockout.service.js';
import { PasswordService } from './password.service.js';
import { SessionService } from './session.service.js';
import { toMe } from './user.mapper.js';

/** Where a sign-in comes from. */
export interface SignInMeta {
  ip: string;
  userAgent: string;
}

/** A session opened: its cookie token, the user, and the tokens for the device cookie. */
export interface SignedIn {
  token: string;
  me: Me;
  deviceTokens: string[];
}

/** Signing staff in and out. */
@Injectable()
export class AuthService {
  private readonly lockoutLog = new LockoutLogThrottle();

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly lockout: LoginLockoutService,
    private readonly devices: LoginDeviceService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly logs: LogService,
  ) {}

  /**
   * Checks the credentials and opens a session. While the username or the IP address is
   * locked it answers 429 without looking at the password, unless the browser's device cookie
   * (`deviceTokens`) shows it signed in to this account before: then only that device's own
   * failures can lock it. Account states (disabled, locked, expired) are only revealed after a
   * correct password. Every attempt is recorded, as failed unless a session was opened.
   */
  async login(
    username: string,
    password: string,
    meta: SignInMeta,
    deviceTokens: string[] = [],
  ): Promise<SignedIn> {
    const deviceId = await this.devices.trustedFor(deviceTokens, username);
    const attempt = { username, ip: meta.ip };
    let attemptId: number;
    try {
      attemptId = await this.lockout.begin({ ...attempt, deviceId });
    } catch (error) {
      if (error instanceof LoginLockedError) await this.logLockout(attempt, error);
      throw error;
    }
    const user = await this.users.findOne({
      where: { username: normaliseUsername(username) },
      relations: { branches: true },
    });
    const valid = await this.passwords.verify(user?.password || null, password);
    if (!user || !valid) {
      await this.logs.record(signInLogEntry('failed', attempt, user?.id));
      throw new UnauthorizedError('WRONG_CREDENTIALS');
    }
    const refusal = accountStateError(user, this.clock());
    if (refusal) {
      await this.logs.record(signInLogEntry('refused', attempt, user.id));
      throw refusal;
    }
    await this.lockout.succeeded(attemptId);
    const signedIn = await this.openSession(user, meta, deviceTokens);
    await this.logs.record(signInLogEntry('signed-in', attempt, user.id));
    return signedIn;
  }

  /** Logs a refused sign-in of a locked username or address, once per lock. */
  private async logLockout(
    attempt: { username: string; ip: string },
    error: LoginLockedError,
  ): Promise<void> {
    const now = this.clock();
    const until = new Date(now.getTime() + error.retryAfterSeconds * 1000);
    if (this.lockoutLog.isFirst(attempt, now, until))
      await this.logs.record(signInLogEntry('locked', attempt));
  }

  /**
   * Opens a session for a user who proved who they are and remembers the browser for the
   * user; answers the cookie tokens (session and device) and Me.
   */
  async openSession(
    user: UserEntity,
    meta: SignInMeta,
    deviceTokens: string[] = [],
  ): Promise<SignedIn> {
    const { token, session } = await this.sessions.create(user, meta);
    const remembered = await this.devices.remember(user, deviceTokens);
    return { token, me: toMe(user, session.csrfToken), deviceTokens: remembered };
  }

  /** The signed-in user with the session's CSRF token. */
  async me(auth: AuthContext): Promise<Me> {
    const user = await this.users.findOneOrFail({
      where: { id: auth.userId },
      relations: { branches: true },
    });
    return toMe(user, auth.csrfToken);
  }

  /** Ends the caller's session. */
  logout(auth: AuthContext): Promise<void> {
    return this.sessions.revoke(auth.sessionId);
  }
}

type SignInOutcome = 'signed-in' | 'signed-in-by-link' | 'failed' | 'refused' | 'locked';

const SIGN_IN_MESSAGES: Record<SignInOutcome, string> = {
  'signed-in': 'Angemeldet',
  'signed-in-by-link': 'Angemeldet (Anmeldelink)',
  failed: 'Anmeldung fehlgeschlagen (falscher Benutzername oder falsches Passwort)',
  refused: 'Anmeldung abgewiesen (Konto deaktiviert, gesperrt oder abgelaufen)',
  locked: 'Anmeldung gesperrt (zu viele Fehlversuche)',
};

const isSignedIn = (outcome: SignInOutcome) =>
  outcome === 'signed-in' || outcome === 'signed-in-by-link';

/**
 * The log entry of a sign-in attempt: the username as typed and the IP, never the password.
 * The account is the entry's record when it exists; its user only once the password was right.
 */
export function signInLogEntry(
  outcome: SignInOutcome,
  attempt: { username: string; ip: string },
  accountId?: number,
): LogEntryInput {
  return {
    level: isSignedIn(outcome) ? 'info' : 'warning',
    area: 'auth',
    message: SIGN_IN_MESSAGES[outcome],
    record: accountId ? { type: 'user', id: accountId } : null,
    userId: isSignedIn(outcome) ? accountId : null,
    context: { username: attempt.username.slice(0, 180), ip: attempt.ip, outcome },
  };
}
