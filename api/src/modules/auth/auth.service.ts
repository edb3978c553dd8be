import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Me } from '@bestellwerk/domain';
import { Repository } from 'typeorm';
import { ForbiddenError, UnauthorizedError } from '../../common/errors/app-errors.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { UserEntity } from './entities/user.entity.js';
import { PasswordService } from './password.service.js';
import { CLOCK, SessionService, type Clock } from './session.service.js';
import { toMe } from './user.mapper.js';

/** Same answer for an unknown user and a wrong password: it must not tell which. */
export const WRONG_CREDENTIALS = 'Benutzername oder Passwort ist falsch.';

/** Signing staff in and out. */
@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Checks the credentials and opens a session. Account states (disabled, locked, expired)
   * are only revealed after a correct password.
   */
  async login(
    username: string,
    password: string,
    meta: { ip: string; userAgent: string },
  ): Promise<{ token: string; me: Me }> {
    const user = await this.users.findOne({ where: { username }, relations: { branches: true } });
    const valid = await this.passwords.verify(user?.password || null, password);
    if (!user || !valid) throw new UnauthorizedError(WRONG_CREDENTIALS);
    if (!user.isEnabled)
      throw new ForbiddenError(
        'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an Ihre Administration.',
      );
    if (user.isLocked)
      throw new ForbiddenError(
        'Ihr Konto ist gesperrt. Bitte wenden Sie sich an Ihre Administration.',
      );
    if (user.expiresAt && user.expiresAt <= this.clock()) {
      throw new ForbiddenError(
        'Ihr Konto ist abgelaufen. Bitte wenden Sie sich an Ihre Administration.',
      );
    }
    const { token, session } = await this.sessions.create(user, meta);
    return { token, me: toMe(user, session.csrfToken) };
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
