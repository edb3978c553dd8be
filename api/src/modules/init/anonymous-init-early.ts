import type { FastifyInstance } from 'fastify';
import { sendPrepared } from '../../common/cache/prepared-response.js';
import type { ApiRequest } from '../../common/http/auth-context.js';
import { readSessionToken } from '../auth/session-cookie.js';
import type { InitService } from './init.service.js';

/**
 * Answers anonymous `GET /api/init` (no session cookie, no query) from its prepared bytes in an
 * onRequest hook, before Nest's guard, interceptors and pipes: the hottest read then costs what
 * Fastify, the security headers and the rate limits cost, nothing more. Registered after those
 * hooks, so their headers and limits apply as to every request. Anything else (a session
 * cookie, a failed build) goes the normal way through InitController, which answers the same.
 */
export function answerAnonymousInitEarly(fastify: FastifyInstance, init: InitService): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.url !== '/api/init' || (request.method !== 'GET' && request.method !== 'HEAD'))
      return;
    if (readSessionToken(request as ApiRequest)) return;
    let prepared;
    try {
      prepared = await init.anonymousAnswer();
    } catch {
      return;
    }
    return sendPrepared(request, reply, prepared);
  });
}
