import { createHash, randomBytes } from 'node:crypto';
import { businessDayOf, type DateString } from '@bestellwerk/domain';

/** The anonymous visitor behind an analytics event, valid for one business day. */
export interface DailyVisitor {
  /** The business day the salt belongs to (configured time zone). */
  day: DateString;
  /** SHA-256 (hex) of that day's salt, the IP and the user agent. */
  hash: string;
}

/** Draws the salt of a business day; instances that share one answer the same for a day. */
export type DailySaltSource = (day: DateString) => Promise<Buffer>;

/** A fresh random salt per call: each process its own (no REDIS_URL). */
export const randomDailySalt: DailySaltSource = () => Promise.resolve(randomBytes(32));

/**
 * Counts unique visitors without cookies and without personal data (as Plausible does): a
 * visitor is SHA-256 of a random salt, the IP and the user agent. The salt is random bytes
 * drawn anew on the first event of each business day and never written to the database, so
 * yesterday's hashes cannot be linked to today's nor reversed to an IP. With REDIS_URL the API
 * instances agree on one salt per day, kept in Redis's memory until two days later
 * (dailySaltFromCluster); without it each process draws its own, and a restart in the middle of
 * a day counts a returning visitor once more.
 */
export class VisitorHasher {
  private salt: { day: DateString; bytes: Promise<Buffer> } | null = null;

  constructor(
    private readonly clock: () => Date,
    private readonly timeZone: string,
    private readonly drawSalt: DailySaltSource = randomDailySalt,
  ) {}

  /** The visitor of `ip` + `userAgent` now; the same pair answers the same hash all day. */
  async visitorOf(ip: string, userAgent: string): Promise<DailyVisitor> {
    const day = businessDayOf(this.clock(), this.timeZone);
    if (this.salt?.day !== day) {
      // One draw per day, shared by the events that arrive while it is under way.
      const bytes = this.drawSalt(day);
      const salt = { day, bytes };
      this.salt = salt;
      bytes.catch(() => {
        if (this.salt === salt) this.salt = null;
      });
    }
    const salt = await this.salt.bytes;
    const hash = createHash('sha256')
      .update(salt)
      .update('\0')
      .update(ip)
      .update('\0')
      .update(userAgent)
      .digest('hex');
    return { day, hash };
  }
}

/** How long the cluster keeps a day's salt: past the end of the longest business day. */
export const SHARED_SALT_TTL_MS = 2 * 24 * 3600_000;

/** The day's salt the instances agree on through `agree` (ClusterBus.agree). */
export function dailySaltFromCluster(
  agree: (key: string, proposal: string, ttlMs: number) => Promise<string>,
): DailySaltSource {
  return async (day) => {
    const agreed = await agree(
      `visitor-salt:${day}`,
      randomBytes(32).toString('hex'),
      SHARED_SALT_TTL_MS,
    );
    return Buffer.from(agreed, 'hex');
  };
}
