import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming request id we adopt: what proxies and tracers send (UUIDs, hex, base64url, dotted
 * or colon-separated ids), short enough for a log line. Anything else (spaces, quotes, control
 * characters that could forge a log line) is replaced by an id of our own.
 */
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:+/=-]{0,127}$/;

/** Fastify's `genReqId`: the caller's X-Request-Id when well-formed, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/** Fastify options for request ids: our own generator, and `requestId` as the log field. */
export function requestIdOptions() {
  return {
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  } as const;
}

/**
 * Echoes every request's id in X-Request-Id. Set on the raw response, so answers written
 * around Fastify (event streams, hijacked replies) carry it too.
 */
export function registerRequestIdEcho(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
}
