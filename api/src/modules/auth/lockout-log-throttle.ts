import { normaliseUsername } from '@bestellwerk/domain';

/**
 * Decides which refused sign-ins of a lock reach the application log: the first one of each
 * username and address while its lock lasts, so hammering a locked account adds one entry, not
 * one per attempt. Kept in memory (per process): after a restart a lock is logged once more.
 */
export class LockoutLogThrottle {
  /** Until when (ms) a key's lock is already logged. */
  private readonly loggedUntil = new Map<string, number>();

  /** Whether this refused attempt is the first of its lock; remembers it until `lockedUntil`. */
  isFirst(attempt: { username: string; ip: string }, now: Date, lockedUntil: Date): boolean {
    const key = `${normaliseUsername(attempt.username)}\n${attempt.ip}`;
    const until = this.loggedUntil.get(key);
    if (until !== undefined && until > now.getTime()) return false;
    this.forgetEnded(now);
    this.loggedUntil.set(key, lockedUntil.getTime());
    return true;
  }

  private forgetEnded(now: Date): void {
    for (const [key, until] of this.loggedUntil) {
      if (until <= now.getTime()) this.loggedUntil.delete(key);
    }
  }
}
