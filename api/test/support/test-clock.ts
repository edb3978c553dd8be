import { ApiClock } from '../../src/modules/auth/clock.js';
import type { TestApp } from './test-app.js';

/** The API's clock, fixed for a test file and moved by hand. */
export interface TestClock {
  now(): Date;
  /** Fixes the clock at `moment`. */
  set(moment: Date): Date;
  /** Moves the clock on by `ms` milliseconds; answers the new moment. */
  advance(ms: number): Date;
}

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;

/**
 * Fixes the clock of `t` (sign-in, lockout, sessions, login links) at `start` and hands it
 * over; time stands still unless the test moves it.
 */
export function fixClock(t: TestApp, start = new Date('2026-03-02T08:00:00.000Z')): TestClock {
  const clock = t.app.get(ApiClock);
  let current = start;
  const set = (moment: Date) => {
    current = moment;
    clock.set(moment);
    return moment;
  };
  set(start);
  return {
    now: () => current,
    set,
    advance: (ms) => set(new Date(current.getTime() + ms)),
  };
}
