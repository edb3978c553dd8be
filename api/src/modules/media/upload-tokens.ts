import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh upload token: 256 random bits, base64url (43 characters). */
export function newUploadToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256, hex. The token itself is never stored. */
export function uploadTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Whether `token` is the one whose hash was stored, compared in constant time in the API (the
 * database's string comparison is not relied on). False when no hash was stored (staff uploads
 * and uploads from before tokens existed).
 */
export function isUploadToken(storedHash: string | null, token: string): boolean {
  if (!storedHash || !/^[0-9a-f]{64}$/.test(storedHash)) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const given = createHash('sha256').update(token, 'utf8').digest();
  return timingSafeEqual(expected, given);
}
