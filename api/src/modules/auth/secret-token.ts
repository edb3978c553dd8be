import { createHash, randomBytes } from 'node:crypto';

/** A fresh secret for a cookie or a link: 32 random bytes, base64url (43 characters). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a secret: its SHA-256 in hex, so a copy of the table signs nobody in. */
export function sha256Hex(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
