import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import type { AuthContext } from '../../common/http/auth-context.js';
import { CLOCK, type Clock } from './clock.js';
import { SessionEntity } from './entities/session.entity.js';
import type { UserEntity } from './entities/user.entity.js';
import { newSecretToken, sha256Hex } from './secret-token.js';

/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** A session ends this long after sign-in, however active. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export const SESSION_COOKIE = 'bestellwerk_session';

// The clock lives in clock.ts; re-exported for callers that import it from here.
export { CLOCK, type Clock } from './clock.js';

/** Whether a user may have a session at all (enabled, not locked, not expired). */
export function canSignIn(user: UserEntity, now: Date): boolean {
  return user.isEnabled && !user.isLocked && (!user.expiresAt || user.expiresAt > now);
}

/** Server-side staff sessions: created at sign-in, checked per request, revocable. */
@Injectable()
export class SessionService {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Starts a session; the returned token goes into the cookie and is never stored. */
  async create(
    user: UserEntity,
    meta: { ip: string; userAgent: string },
  ): Promise<{ token: string; session: SessionEntity }> {
    const token = newSecretToken();
    const now = this.clock();
    const session = this.sessions.create({
      id: sha256Hex(token),
      user,
      csrfToken: randomBytes(24).toString('base64url'),
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent.slice(0, 255),
    });
    await this.sessions.insert(session);
    await this.sessions.delete({ expiresAt: LessThan(now) });
    return { token, session };
  }

  /** The caller behind a cookie token, or null when the session is unknown, idle, expired or its user may not sign in. */
  async authenticate(token: string | undefined): Promise<AuthContext | null> {
    if (!token || token.length > 100) return null;
    const session = await this.sessions.findOne({
      where: { id: sha256Hex(token) },
      relations: { user: { branches: true } },
    });
    if (!session) return null;
    const now = this.clock();
    const idleSince = now.getTime() - session.lastSeenAt.getTime();
    if (session.expiresAt <= now || idleSince > SESSION_IDLE_MS || !canSignIn(session.user, now)) {
      await this.sessions.delete({ id: session.id });
      return null;
    }
    if (idleSince > TOUCH_INTERVAL_MS)
      await this.sessions.update({ id: session.id }, { lastSeenAt: now });
    return {
      sessionId: session.id,
      userId: session.user.id,
      username: session.user.username,
      roles: session.user.roles,
      branchIds: session.user.branches.map((branch) => branch.id).sort((a, b) => a - b),
      csrfToken: session.csrfToken,
    };
  }

  /** Ends one session at once. */
  async revoke(sessionId: string): Promise<void> {
    await this.sessions.delete({ id: sessionId });
  }

  /** Ends every session of a user at once (disabled, locked, password changed). */
  async revokeAllOf(userId: number): Promise<void> {
    await this.sessions
      .createQueryBuilder()
      .delete()
      .where('userId = :userId', { userId })
      .execute();
  }
}
