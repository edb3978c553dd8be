import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries `Bearer <expected>`. Both sides are hashed first, so
 * the comparison takes the same time whatever the length or the first differing character.
 */
export function bearerTokenMatches(header: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const given = match?.[1] ?? '';
  // Compared even without a token, so a missing header costs the same as a wrong one.
  return timingSafeEqual(digest(given), digest(expected)) && match !== null;
}
