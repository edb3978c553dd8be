import { Injectable } from '@nestjs/common';

/** Injection token of the clock the sign-in, lockout and session rules read. */
export const CLOCK = Symbol('CLOCK');
export type Clock = () => Date;

/**
 * The time the API goes by: the wall clock, unless `set` fixed a moment. Only the HTTP tests
 * fix it (test/support/test-clock.ts), so sessions can idle and lockouts expire without waiting.
 */
@Injectable()
export class ApiClock {
  private fixedAt: number | null = null;

  /** The current moment (a fresh Date each call). */
  now(): Date {
    return new Date(this.fixedAt ?? Date.now());
  }

  /** Fixes the clock at `moment`; null returns to the wall clock. */
  set(moment: Date | null): void {
    this.fixedAt = moment ? moment.getTime() : null;
  }
}
