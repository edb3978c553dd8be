import type { ApiError } from '@bestellwerk/domain';
import { AppError } from '../../../common/errors/app-errors.js';

export const PAYMENT_START_FAILED =
  'Die Online-Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.';

/** 502: the order is stored (and marked failed), but the payment provider could not be reached. */
export class PaymentStartError extends AppError {
  readonly status = 502;

  constructor() {
    super([{ message: PAYMENT_START_FAILED }]);
  }
}

/** A stored error answer of an idempotent request, given again with its original status. */
export class StoredErrorAnswer extends AppError {
  constructor(
    readonly status: number,
    errors: ApiError[],
  ) {
    super(errors);
  }
}

/** 409: a request with the same Idempotency-Key is still being processed. */
export class IdempotencyInProgressError extends AppError {
  readonly status = 409;

  constructor() {
    super([
      {
        message:
          'Eine Anfrage mit diesem Idempotency-Key wird gerade bearbeitet. Bitte versuchen Sie es gleich erneut.',
      },
    ]);
  }
}

/** 502: a service the order depends on (payment provider, mail server, SMS gateway) failed. */
export class UpstreamError extends AppError {
  readonly status = 502;

  constructor(message: string) {
    super([{ message }]);
  }
}
