import { createHash, randomBytes } from 'node:crypto';
import { businessDayOf, type DateString } from '@bestellwerk/domain';

/** The anonymous visitor behind an analytics event, valid for one business day. */
export interface DailyVisitor {
  /** The business day the salt belongs to (configured time zone). */
  day: DateString;
  /** SHA-256 (hex) of that day's salt, the IP and the user agent. */
  hash: string;
}

/**
 * Counts unique visitors without cookies and without personal data (as Plausible does): a
 * visitor is SHA-256 of a random salt, the IP and the user agent. The salt is random bytes kept
 * only in this process's memory, drawn anew on the first event of each business day, and never
 * written anywhere, so yesterday's hashes cannot be linked to today's nor reversed to an IP.
 *
 * Consequence: a restart in the middle of a day, or a second API instance, draws another salt,
 * and a visitor who returns that day is counted once more (a shared salt, e.g. in Redis, would
 * avoid that).
 */
export class VisitorHasher {
  private salt: { day: DateString; bytes: Buffer } | null = null;

  constructor(
    private readonly clock: () => Date,
    private readonly timeZone: string,
    private readonly drawSalt: () => Buffer = () => randomBytes(32),
  ) {}

  /** The visitor of `ip` + `userAgent` now; the same pair answers the same hash all day. */
  visitorOf(ip: string, userAgent: string): DailyVisitor {
    const day = businessDayOf(this.clock(), this.timeZone);
    if (this.salt?.day !== day) this.salt = { day, bytes: this.drawSalt() };
    const hash = createHash('sha256')
      .update(this.salt.bytes)
      .update('\0')
      .update(ip)
      .update('\0')
      .update(userAgent)
      .digest('hex');
    return { day, hash };
  }
}
