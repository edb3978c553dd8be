import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThan, Repository } from 'typeorm';
import { LoginLockedError } from './auth.errors.js';
import { CLOCK, type Clock } from './clock.js';
import { LoginAttemptEntity } from './entities/login-attempt.entity.js';
import {
  ATTEMPT_RETENTION_MS,
  LOCKOUT_WINDOW_MS,
  lockedUntil,
  MAX_FAILURES_PER_IP,
  MAX_FAILURES_PER_USERNAME,
  minutesLeft,
  secondsLeft,
} from './login-lockout.rules.js';

/** Who tried: the username as typed (null when none was typed, e.g. a login link) and the IP. */
export interface SignInAttempt {
  username: string | null;
  ip: string;
}

/**
 * Lockout of sign-in per username and per IP address (login-lockout.rules.ts). Every attempt
 * is recorded before anything is checked, as failed until it succeeds: simultaneous attempts
 * see each other, so even a burst of parallel requests gets no more password checks than the
 * limit allows.
 */
@Injectable()
export class LoginLockoutService {
  constructor(
    @InjectRepository(LoginAttemptEntity)
    private readonly attempts: Repository<LoginAttemptEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Records the attempt as failed and answers its id; throws LoginLockedError when the
   * username or the IP address was already locked. A refused attempt stays recorded as a
   * failure, so hammering a locked account keeps it locked. Existing and unknown usernames get
   * the same answer. Attempts older than an hour are deleted on the way.
   */
  async begin(attempt: SignInAttempt): Promise<number> {
    const now = this.clock();
    const username = normalisedUsername(attempt);
    const inserted = await this.attempts.insert({
      username: username ?? '',
      ip: attempt.ip.slice(0, 64),
      isSuccessful: false,
      createdAt: now,
    });
    const id = (inserted.identifiers[0] as { id: number }).id;
    await this.attempts.delete({
      createdAt: LessThan(new Date(now.getTime() - ATTEMPT_RETENTION_MS)),
    });
    const [byUsername, byIp] = await Promise.all([
      username === null
        ? []
        : this.earlierFailures({ username }, id, MAX_FAILURES_PER_USERNAME, now),
      this.earlierFailures({ ip: attempt.ip.slice(0, 64) }, id, MAX_FAILURES_PER_IP, now),
    ]);
    const isLocked =
      lockedUntil(byUsername, MAX_FAILURES_PER_USERNAME) !== null ||
      lockedUntil(byIp, MAX_FAILURES_PER_IP) !== null;
    if (!isLocked) return id;
    // This refused attempt counts as well, so the answer names the end including it.
    const ends = [
      lockedUntil([now, ...byUsername], MAX_FAILURES_PER_USERNAME),
      lockedUntil([now, ...byIp], MAX_FAILURES_PER_IP),
    ].filter((end): end is Date => end !== null);
    const until = new Date(Math.max(...ends.map((end) => end.getTime())));
    throw new LoginLockedError(minutesLeft(until, now), secondsLeft(until, now));
  }

  /** Marks an attempt of `begin` as successful (with the username it signed in, if given). */
  async succeeded(attemptId: number, username?: string): Promise<void> {
    await this.attempts.update(
      { id: attemptId },
      {
        isSuccessful: true,
        ...(username === undefined ? {} : { username: username.toLowerCase().slice(0, 180) }),
      },
    );
  }

  /**
   * The newest failed attempts of a key recorded before `beforeId` within the window (at most
   * `limit`), newest first.
   */
  private async earlierFailures(
    key: { username: string } | { ip: string },
    beforeId: number,
    limit: number,
    now: Date,
  ): Promise<Date[]> {
    const rows = await this.attempts.find({
      select: { id: true, createdAt: true },
      where: {
        ...key,
        id: LessThan(beforeId),
        isSuccessful: false,
        createdAt: MoreThan(new Date(now.getTime() - LOCKOUT_WINDOW_MS)),
      },
      order: { id: 'DESC' },
      take: limit,
    });
    return rows.map((row) => row.createdAt);
  }
}

/** The username as the attempts table keeps it: lower-cased, cut to the column's length. */
function normalisedUsername(attempt: SignInAttempt): string | null {
  return attempt.username === null ? null : attempt.username.toLowerCase().slice(0, 180);
}
