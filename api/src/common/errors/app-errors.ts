import type { ApiError } from '@bestellwerk/domain';

/**
 * Base of every error the API raises on purpose. It carries the HTTP status and the German
 * messages the exception filter writes into the `{ errors }` envelope.
 */
export abstract class AppError extends Error {
  abstract readonly status: number;

  constructor(readonly errors: ApiError[]) {
    super(errors[0]?.message ?? 'Fehler');
  }
}

/** 400: the input is invalid; each entry names its field. */
export class ValidationFailedError extends AppError {
  readonly status = 400;

  static field(field: string, message: string): ValidationFailedError {
    return new ValidationFailedError([{ message, field }]);
  }
}

/** 401: no valid staff session. */
export class UnauthorizedError extends AppError {
  readonly status = 401;

  constructor(message = 'Bitte melden Sie sich an.') {
    super([{ message }]);
  }
}

/** 403: signed in, but not allowed. */
export class ForbiddenError extends AppError {
  readonly status = 403;

  constructor(message = 'Dafür fehlt Ihnen die Berechtigung.') {
    super([{ message }]);
  }
}

/** 403: a staff mutation without the matching X-CSRF-Token header. */
export class CsrfTokenError extends AppError {
  readonly status = 403;

  constructor() {
    super([
      {
        message:
          'Ungültiges CSRF-Token. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
      },
    ]);
  }
}

/** 404: the addressed entity or path does not exist (or is not visible to the caller). */
export class NotFoundError extends AppError {
  readonly status = 404;

  constructor(message = 'Die angeforderte Ressource wurde nicht gefunden.') {
    super([{ message }]);
  }
}

/** 409: the request conflicts with the current state (duplicate value, illegal status change). */
export class ConflictError extends AppError {
  readonly status = 409;

  constructor(message: string, field?: string) {
    super([{ message, ...(field ? { field } : {}) }]);
  }
}

/** 422: an Idempotency-Key was reused with a different request. */
export class IdempotencyMismatchError extends AppError {
  readonly status = 422;

  constructor() {
    super([{ message: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.' }]);
  }
}

/** 429: too many attempts; `minutes` says when to try again. */
export class TooManyRequestsError extends AppError {
  readonly status = 429;

  constructor(message: string) {
    super([{ message }]);
  }
}
