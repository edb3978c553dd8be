import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiRequest } from '../common/http/auth-context.js';

/**
 * Weak ETags for every successful JSON answer of a GET under /api, and 304 when the client
 * already has it. Runs before compression, on the plain JSON text. Answers to a staff session
 * are `private`: the service worker (shell/src/pwa) keeps no copy of them. A Cache-Control the
 * route set itself (personal data behind a secret URL: `private, no-cache`) is kept.
 */
export function registerApiEtags(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.url.startsWith('/api/') || reply.statusCode !== 200)
      return payload;
    if (typeof payload !== 'string') return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    const signedIn = Boolean((request as ApiRequest).auth);
    if (!reply.hasHeader('cache-control'))
      reply.header('cache-control', signedIn ? 'private, no-cache' : 'no-cache');
    reply.header('vary', 'Cookie, Accept-Encoding');
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
