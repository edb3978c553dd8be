import { AppError } from '../../common/errors/app-errors.js';

/**
 * 502: the payment provider could not be asked (down, refused our credentials, answered
 * nonsense). Webhook senders retry on it, which is what we want then.
 */
export class PaymentProviderError extends AppError {
  readonly status = 502;

  constructor(
    message = 'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
  ) {
    super([{ message }]);
  }
}
