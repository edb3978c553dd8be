/**
 * Answers with personal data that need no session (the customer's order status, the counter
 * tablets' order views; the secret is in the URL): browsers revalidate, shared caches and the
 * service worker keep no copy.
 */
export const PERSONAL_DATA_CACHE_CONTROL = 'private, no-cache';
