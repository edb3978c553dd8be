import type { ApiError } from '@bestellwerk/domain';

/** Shown when a failed answer carries no error of its own (spec, error catalogue). */
export const UNKNOWN_ERROR_MESSAGE = 'Ein unbekannter Fehler ist aufgetreten.';

/** A failed API call: the HTTP status (0 when the network failed) and the German errors of the answer. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors: ApiError[];

  constructor(status: number, errors: ApiError[]) {
    const list = errors.length > 0 ? errors : [{ message: UNKNOWN_ERROR_MESSAGE }];
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
