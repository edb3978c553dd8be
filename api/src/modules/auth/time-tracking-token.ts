import { timingSafeEqual } from 'node:crypto';
import type { UserEntity } from './entities/user.entity.js';
import { newSecretToken, sha256Hex } from './secret-token.js';

/** The fields of an account that hold its self-service link. */
type LinkFields = Pick<UserEntity, 'timeTrackingTokenHash' | 'timeTrackingLinkCreatedAt'>;

/**
 * Gives the account a new time-tracking link secret (a fresh one unless `token` is given) and
 * answers it: only its SHA-256 is kept, so the old link stops working and the new one can be
 * shown only now.
 */
export function renewTimeTrackingToken(
  user: LinkFields,
  now: Date,
  token: string = newSecretToken(),
): string {
  user.timeTrackingTokenHash = sha256Hex(token);
  user.timeTrackingLinkCreatedAt = now;
  return token;
}

/**
 * Whether `token` is the secret whose hash is stored, compared in constant time; false for an
 * account without a link (empty hash) and for no account at all (the same work is done).
 */
export function matchesTimeTrackingToken(storedHash: string | undefined, token: string): boolean {
  const given = Buffer.from(sha256Hex(token));
  const hasLink = !!storedHash && storedHash.length === given.length;
  const expected = Buffer.from(hasLink ? storedHash : sha256Hex(`\0${token}`));
  return timingSafeEqual(expected, given) && hasLink;
}
