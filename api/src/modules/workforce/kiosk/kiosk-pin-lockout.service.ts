import { apiError } from '@bestellwerk/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThan, Repository } from 'typeorm';
import { TooManyRequestsError } from '../../../common/errors/app-errors.js';
import { CLOCK, type Clock } from '../../auth/clock.js';
import {
  ATTEMPT_RETENTION_MS,
  LOCKOUT_WINDOW_MS,
  lockedUntil,
  minutesLeft,
  secondsLeft,
} from '../../auth/login-lockout.rules.js';
import { KioskPinAttemptEntity } from '../entities/kiosk-pin-attempt.entity.js';

/** This many wrong PINs for one employee within the sign-in's window lock that employee. */
export const MAX_PIN_FAILURES_PER_EMPLOYEE = 5;

/** 429 while an employee's tablet PIN is locked; Retry-After carries the seconds. */
export class KioskPinLockedError extends TooManyRequestsError {
  constructor(
    minutes: number,
    readonly retryAfterSeconds: number,
  ) {
    super(apiError('KIOSK_PIN_LOCKED', minutes));
  }
}

/**
 * Lockout of PIN entries on the shop tablet, per employee: the rules of the staff sign-in
 * (login-lockout.rules.ts), but never per address, since one tablet serves the whole shop.
 * Every entry is recorded as failed before the PIN is checked, so parallel guesses see each
 * other and get no more checks than the limit.
 */
@Injectable()
export class KioskPinLockoutService {
  constructor(
    @InjectRepository(KioskPinAttemptEntity)
    private readonly attempts: Repository<KioskPinAttemptEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Records an entry for the employee as failed and answers its id; throws KioskPinLockedError
   * when the employee was already locked (the refused entry counts as well). Entries older than
   * an hour are deleted on the way.
   */
  async begin(userId: number): Promise<number> {
    const now = this.clock();
    const inserted = await this.attempts.insert({ userId, isSuccessful: false, createdAt: now });
    const id = (inserted.identifiers[0] as { id: number }).id;
    await this.attempts.delete({
      createdAt: LessThan(new Date(now.getTime() - ATTEMPT_RETENTION_MS)),
    });
    const earlier = await this.attempts.find({
      select: { id: true, createdAt: true },
      where: {
        userId,
        id: LessThan(id),
        isSuccessful: false,
        createdAt: MoreThan(new Date(now.getTime() - LOCKOUT_WINDOW_MS)),
      },
      order: { id: 'DESC' },
      take: MAX_PIN_FAILURES_PER_EMPLOYEE,
    });
    const failures = earlier.map((row) => row.createdAt);
    if (lockedUntil(failures, MAX_PIN_FAILURES_PER_EMPLOYEE) === null) return id;
    const until = lockedUntil([now, ...failures], MAX_PIN_FAILURES_PER_EMPLOYEE)!;
    throw new KioskPinLockedError(minutesLeft(until, now), secondsLeft(until, now));
  }

  /** Marks an entry of `begin` as successful: it no longer counts towards a lock. */
  async succeeded(attemptId: number): Promise<void> {
    await this.attempts.update({ id: attemptId }, { isSuccessful: true });
  }
}
