import type { FastifyInstance } from 'fastify';

/** Only these paths take form bodies: Mollie's webhook and the Testzahlung page's buttons. */
export const FORM_BODY_PATH_PREFIX = '/api/payments/';

/** Raised for a form body anywhere else; the filter answers the German 415 of other types. */
class FormBodyNotAcceptedError extends Error {
  readonly statusCode = 415;
  readonly code = 'FST_ERR_CTP_INVALID_MEDIA_TYPE';

  constructor() {
    super('Form bodies are accepted by the payment routes only');
  }
}

/**
 * Adds `application/x-www-form-urlencoded` next to the API's JSON parser, for the payment routes
 * only: Mollie posts `id=tr_…` that way and plain HTML forms (the Testzahlung page) can post
 * nothing else. Values become strings in a plain object; a key given twice keeps the last value.
 */
export function registerFormBodyParser(fastify: FastifyInstance): void {
  if (fastify.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (!request.url.startsWith(FORM_BODY_PATH_PREFIX)) {
        done(new FormBodyNotAcceptedError(), undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
