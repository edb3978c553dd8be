import { ValidationFailedError } from '../../common/errors/app-errors.js';

/** Longest payment id we look up; real ones are far shorter. */
const MAX_REFERENCE_LENGTH = 100;

/**
 * The payment id a webhook body names (`id` for Mollie, `transactionId` for Datatrans). The
 * rest of the body is ignored, never trusted: Datatrans sends a whole transaction, and the
 * status is asked from the provider anyway. No usable id → a German 400.
 */
export function webhookReference(body: unknown, field: 'id' | 'transactionId'): string {
  const value =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)[field]
      : undefined;
  if (typeof value !== 'string' || value.trim() === '') {
    throw ValidationFailedError.field(field, 'Die Zahlungs-ID fehlt.');
  }
  if (value.length > MAX_REFERENCE_LENGTH) {
    throw ValidationFailedError.field(field, 'Die Zahlungs-ID ist zu lang.');
  }
  return value.trim();
}
