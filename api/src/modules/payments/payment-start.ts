/** Where the customer goes to pay an order online, and the provider's id of that payment. */
export interface PaymentStart {
  redirectUrl: string;
  reference: string;
}

/**
 * While an order's online payment is being started, its `paymentReference` holds this prefix and
 * the moment the start was claimed (epoch milliseconds) instead of a provider's id. Only the
 * request holding the claim asks the provider; the others wait for its answer. A claim older
 * than PAYMENT_START_LEASE_MS belongs to a request that died (a crash, `kill -9`): the next retry
 * with the same Idempotency-Key takes it over. No provider's id looks like this.
 */
const STARTING_PREFIX = 'starting:';

/**
 * How long a claimed start may take before a retry takes it over: above the providers' call
 * timeouts (15 s), so a living request is not overtaken, and short, so a customer retrying right
 * after a restart waits seconds, not minutes. Were a slow start overtaken anyway, only the first
 * stored redirect counts (the other start's payment is never shown and expires at the provider;
 * Mollie even answers the same payment, by the order's idempotency key).
 */
export const PAYMENT_START_LEASE_MS = 20_000;

/**
 * An online order whose payment was never started (the process died before, and no retry came)
 * is marked failed this long after it was placed. 30 minutes: Datatrans lets an initialised
 * transaction live 30 minutes and Mollie's card and wallet payments expire after about 15, so a
 * customer who has not reached the provider by then has left the checkout; Mollie keeps its
 * idempotency keys for an hour, longer than this.
 */
export const UNSTARTED_PAYMENT_TIMEOUT_MS = 30 * 60_000;

/** The `paymentReference` of a start claimed at `now`. */
export function startingClaim(now: Date): string {
  return `${STARTING_PREFIX}${now.getTime()}`;
}

/** When the start held in `reference` was claimed; null when it holds no claim. */
export function claimedAt(reference: string | null): number | null {
  if (!reference?.startsWith(STARTING_PREFIX)) return null;
  const time = Number(reference.slice(STARTING_PREFIX.length));
  return Number.isFinite(time) ? time : 0;
}

/** The LIKE pattern of every claim (for the sweep of orders whose payment never started). */
export const STARTING_CLAIM_PATTERN = `${STARTING_PREFIX}%`;
