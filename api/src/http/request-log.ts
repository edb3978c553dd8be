import type { FastifyRequest } from 'fastify';

/** The storefront's analytics events: their senders' IPs are never written, not even to the log. */
const ANONYMOUS_PATH = '/api/analytics-log';

/** A request as the request log shows it (Fastify's fields, without the client of analytics). */
export function requestLogEntry(request: FastifyRequest): Record<string, unknown> {
  const entry = { method: request.method, url: request.url, host: request.host };
  if (request.url.split('?')[0] === ANONYMOUS_PATH) return entry;
  return { ...entry, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

/** Fastify's logger option of LOG_REQUESTS: off, or on with requestLogEntry. */
export function requestLogger(enabled: boolean) {
  return enabled ? { serializers: { req: requestLogEntry } } : false;
}
