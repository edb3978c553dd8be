import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normaliseUsername, type Me } from '@bestellwerk/domain';
import { Repository } from 'typeorm';
import { UnauthorizedError } from '../../common/errors/app-errors.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { accountStateError } from './auth.errors.js';
import { CLOCK, type Clock } from './clock.js';
import { UserEntity } from './entities/user.entity.js';
import { LoginDeviceService } from './login-device.service.js';
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
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly lockout: LoginLockoutService,
    private readonly devices: LoginDeviceService,
    @Inject(CLOCK) private readonly clock: Clock,
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
    const attemptId = await this.lockout.begin({ username, ip: meta.ip, deviceId });
    const user = await this.users.findOne({
      where: { username: normaliseUsername(username) },
      relations: { branches: true },
    });
    const valid = await this.passwords.verify(user?.password || null, password);
    if (!user || !valid) throw new UnauthorizedError('WRONG_CREDENTIALS');
    const refusal = accountStateError(user, this.clock());
    if (refusal) throw refusal;
    await this.lockout.succeeded(attemptId);
    return this.openSession(user, meta, deviceTokens);
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
