import { AppError, type CatalogueError } from '../../common/errors/app-errors.js';

/**
 * 502: the payment provider could not be asked (down, refused our credentials, answered
 * nonsense). Webhook senders retry on it, which is what we want then.
 */
export class PaymentProviderError extends AppError {
  readonly status = 502;

  constructor(error: CatalogueError = 'PAYMENT_PROVIDER_UNAVAILABLE') {
    super(error);
  }
}
