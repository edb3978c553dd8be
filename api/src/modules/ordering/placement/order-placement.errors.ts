import type { FieldError } from '@bestellwerk/domain';
import { AppError, type CatalogueError } from '../../../common/errors/app-errors.js';

/** 502: the order is stored (and marked failed), but the payment provider could not be reached. */
export class PaymentStartError extends AppError {
  readonly status = 502;

  constructor() {
    super('PAYMENT_START_FAILED');
  }
}

/**
 * A stored error answer of an idempotent request, given again with its original status. An
 * answer stored before errors had codes gets VALIDATION_FAILED for a 400, else INTERNAL_ERROR.
 */
export class StoredErrorAnswer extends AppError {
  constructor(
    readonly status: number,
    errors: FieldError[],
  ) {
    const code = status === 400 ? 'VALIDATION_FAILED' : 'INTERNAL_ERROR';
    super(errors.map((error) => ({ ...error, code: error.code ?? code })));
  }
}

/** 409: a request with the same Idempotency-Key is still being processed. */
export class IdempotencyInProgressError extends AppError {
  readonly status = 409;

  constructor() {
    super('IDEMPOTENCY_IN_PROGRESS');
  }
}

/** 502: a service the order depends on (payment provider, mail server, SMS gateway) failed. */
export class UpstreamError extends AppError {
  readonly status = 502;

  constructor(error: CatalogueError) {
    super(error);
  }
}
