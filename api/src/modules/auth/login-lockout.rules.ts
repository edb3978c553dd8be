/** Failed attempts count this long. */
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
/** This many failed attempts for one username within the window lock that username. */
export const MAX_FAILURES_PER_USERNAME = 5;
/** This many failed attempts from one IP address within the window lock that address. */
export const MAX_FAILURES_PER_IP = 20;
/**
 * This many failed attempts with one device cookie within the window lock that cookie. Such
 * attempts do not count against the username: a browser that signed in before gets through
 * a lock others caused (OWASP "Slow Down Online Guessing Attacks with Device Cookies").
 */
export const MAX_FAILURES_PER_DEVICE = 5;
/** A device cookie counts this long after the last successful sign-in with it. */
export const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** A browser keeps device cookies for at most this many accounts (shared shop computers). */
export const MAX_DEVICES_PER_BROWSER = 5;
/** Attempts are kept this long, then deleted. */
export const ATTEMPT_RETENTION_MS = 60 * 60 * 1000;

/**
 * When a lock ends: `failures` are the newest failed attempts within the window, newest first.
 * With `limit` of them the key is locked until the limit-th newest leaves the window; with
 * fewer it is not locked (null).
 */
export function lockedUntil(failures: Date[], limit: number): Date | null {
  if (failures.length < limit) return null;
  return new Date(failures[limit - 1].getTime() + LOCKOUT_WINDOW_MS);
}

/** Whole minutes until `until`, rounded up, at least 1. */
export function minutesLeft(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

/** Whole seconds until `until`, rounded up, at least 1 (the Retry-After header). */
export function secondsLeft(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
