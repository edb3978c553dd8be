import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh public order id: 16 URL-safe characters (96 random bits). */
export function newOrderUid(): string {
  return randomBytes(12).toString('base64url');
}

/** A fresh status-page secret: 43 URL-safe characters (256 random bits). */
export function newOrderHash(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether `given` equals `expected`, in time that does not depend on where they differ. */
export function secretsMatch(expected: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(given)) && expected.length > 0;
}
