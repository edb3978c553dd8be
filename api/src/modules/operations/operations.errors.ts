import type { ApiError } from '@bestellwerk/domain';
import { AppError } from '../../common/errors/app-errors.js';

/** 503: the instance cannot take work now (shutting down, database or Redis unreachable). */
export class ServiceUnavailableError extends AppError {
  readonly status = 503;

  constructor(errors: readonly ApiError[]) {
    super(errors);
  }
}
