import {
  apiError,
  type ApiError,
  type FieldError,
  type FixedMessageCode,
} from '@bestellwerk/domain';

/**
 * One error of the catalogue: the code of a fixed message ('ORDER_NOT_FOUND'), or an error
 * built with its parameters (`apiError('RECORD_NOT_FOUND', 'Kategorie')`).
 */
export type CatalogueError = FixedMessageCode | ApiError;

const toApiError = (error: CatalogueError): ApiError =>
  typeof error === 'string' ? apiError(error) : error;

/**
 * Base of every error the API raises on purpose. It carries the HTTP status and the coded
 * German errors the exception filter writes into the `{ errors }` envelope.
 */
export abstract class AppError extends Error {
  abstract readonly status: number;
  readonly errors: ApiError[];

  constructor(errors: CatalogueError | readonly ApiError[]) {
    const list = Array.isArray(errors) ? [...errors] : [toApiError(errors as CatalogueError)];
    super(list[0]?.message ?? 'Fehler');
    this.errors = list;
  }
}

/**
 * 400: the input is invalid; each problem names its field, and gets the code VALIDATION_FAILED
 * unless it brings its own (BRANCH_CLOSED, FORBIDDEN_CHARACTERS).
 */
export class ValidationFailedError extends AppError {
  readonly status = 400;

  constructor(problems: readonly FieldError[]) {
    super(problems.map((problem) => ({ ...problem, code: problem.code ?? 'VALIDATION_FAILED' })));
  }

  static field(field: string, message: string): ValidationFailedError {
    return new ValidationFailedError([{ message, field }]);
  }
}

/** 401: no valid staff session. */
export class UnauthorizedError extends AppError {
  readonly status = 401;

  constructor(error: CatalogueError = 'UNAUTHORIZED') {
    super(error);
  }
}

/** 403: signed in, but not allowed. */
export class ForbiddenError extends AppError {
  readonly status = 403;

  constructor(error: CatalogueError = 'FORBIDDEN') {
    super(error);
  }
}

/** 403: a staff mutation without the matching X-CSRF-Token header. */
export class CsrfTokenError extends AppError {
  readonly status = 403;

  constructor() {
    super('CSRF_TOKEN_INVALID');
  }
}

/** 404: the addressed entity or path does not exist (or is not visible to the caller). */
export class NotFoundError extends AppError {
  readonly status = 404;

  constructor(error: CatalogueError = 'NOT_FOUND') {
    super(error);
  }
}

/** 409: the request conflicts with the current state (duplicate value, illegal status change). */
export class ConflictError extends AppError {
  readonly status = 409;

  constructor(error: CatalogueError) {
    super(error);
  }
}

/** 422: an Idempotency-Key was reused with a different request. */
export class IdempotencyMismatchError extends AppError {
  readonly status = 422;

  constructor() {
    super('IDEMPOTENCY_KEY_REUSED');
  }
}

/** 429: too many attempts; the message says when to try again. */
export class TooManyRequestsError extends AppError {
  readonly status = 429;

  constructor(error: CatalogueError) {
    super(error);
  }
}
