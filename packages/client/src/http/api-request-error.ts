import { apiError, ERROR_MESSAGES, type ApiError } from '@bestellwerk/domain';

/** Shown when a failed answer carries no error of its own (spec, error catalogue). */
export const UNKNOWN_ERROR_MESSAGE = ERROR_MESSAGES.INTERNAL_ERROR;

/**
 * Marks every ApiRequestError, whichever copy of this module made it. A remote bundles its own
 * copy wherever it imports past the shared `@bestellwerk/client` singleton (the `./forms` entry),
 * so a plain prototype check would miss the errors of the shell's ApiClient.
 */
const API_REQUEST_ERROR = Symbol.for('@bestellwerk/client:ApiRequestError');

/**
 * A failed API call: the HTTP status (0 when the network failed) and the coded German errors of
 * the answer. Without errors of its own it carries NETWORK_ERROR (status 0) or INTERNAL_ERROR.
 */
export class ApiRequestError extends Error {
  /** `instanceof` asks for the mark, not the prototype, so it holds across module copies. */
  static override [Symbol.hasInstance](value: unknown): value is ApiRequestError {
    return typeof value === 'object' && value !== null && API_REQUEST_ERROR in value;
  }

  readonly [API_REQUEST_ERROR] = true;
  readonly status: number;
  readonly errors: ApiError[];

  constructor(status: number, errors: ApiError[]) {
    const list =
      errors.length > 0 ? errors : [apiError(status === 0 ? 'NETWORK_ERROR' : 'INTERNAL_ERROR')];
    super(list[0].message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errors = list;
  }
}

/** Reads the `errors` list of a failure body; anything else yields an empty list. */
export function errorsOf(body: unknown): ApiError[] {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors))
    return [];
  return body.errors.filter(
    (error): error is ApiError =>
      !!error && typeof error === 'object' && typeof error.message === 'string',
  );
}
