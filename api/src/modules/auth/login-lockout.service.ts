import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normaliseUsername } from '@bestellwerk/domain';
import { type FindOptionsWhere, IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import { LoginLockedError } from './auth.errors.js';
import { CLOCK, type Clock } from './clock.js';
import { LoginAttemptEntity } from './entities/login-attempt.entity.js';
import {
  ATTEMPT_RETENTION_MS,
  LOCKOUT_WINDOW_MS,
  lockedUntil,
  MAX_FAILURES_PER_DEVICE,
  MAX_FAILURES_PER_IP,
  MAX_FAILURES_PER_USERNAME,
  minutesLeft,
  secondsLeft,
} from './login-lockout.rules.js';

/**
 * Who tried: the username as typed (null when none was typed, e.g. a login link), the IP and,
 * when the browser sent a device cookie valid for that username, the device's id.
 */
export interface SignInAttempt {
  username: string | null;
  ip: string;
  deviceId?: number | null;
}

/**
 * Lockout of sign-in per username and per IP address, or per device cookie for a browser that
 * signed in to the account before (login-lockout.rules.ts). Every attempt is recorded before
 * anything is checked, as failed until it succeeds: simultaneous attempts see each other, so
 * even a burst of parallel requests gets no more password checks than the limit allows.
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
   *
   * With a device id the attempt counts against that device cookie only, and only the device's
   * own lock applies: whoever else failed for the username or from the address, a browser that
   * signed in before is not locked out by them.
   */
  async begin(attempt: SignInAttempt): Promise<number> {
    const now = this.clock();
    const username = lockoutKey(attempt.username);
    const deviceId = attempt.deviceId ?? null;
    const inserted = await this.attempts.insert({
      username: username ?? '',
      ip: attempt.ip.slice(0, 64),
      deviceId,
      isSuccessful: false,
      createdAt: now,
    });
    const id = (inserted.identifiers[0] as { id: number }).id;
    await this.attempts.delete({
      createdAt: LessThan(new Date(now.getTime() - ATTEMPT_RETENTION_MS)),
    });
    if (deviceId !== null) {
      const byDevice = await this.earlierFailures({ deviceId }, id, MAX_FAILURES_PER_DEVICE, now);
      if (lockedUntil(byDevice, MAX_FAILURES_PER_DEVICE) === null) return id;
      const until = lockedUntil([now, ...byDevice], MAX_FAILURES_PER_DEVICE)!;
      throw new LoginLockedError(minutesLeft(until, now), secondsLeft(until, now));
    }
    const [byUsername, byIp] = await Promise.all([
      username === null
        ? []
        : this.earlierFailures(
            { username, deviceId: IsNull() },
            id,
            MAX_FAILURES_PER_USERNAME,
            now,
          ),
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
        ...(username === undefined ? {} : { username: lockoutKey(username) ?? '' }),
      },
    );
  }

  /**
   * The newest failed attempts of a key recorded before `beforeId` within the window (at most
   * `limit`), newest first.
   */
  private async earlierFailures(
    key: FindOptionsWhere<LoginAttemptEntity>,
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

/**
 * The username as the attempts table keeps it: normalised like the account's username (so
 * every way of typing one account shares one budget), cut to the column's length.
 */
function lockoutKey(username: string | null): string | null {
  return username === null ? null : normaliseUsername(username).slice(0, 180);
}
