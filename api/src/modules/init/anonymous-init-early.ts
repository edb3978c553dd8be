import type { FastifyInstance } from 'fastify';
import { BranchLimits } from '@bestellwerk/domain';
import { sendPrepared } from '../../common/cache/prepared-response.js';
import type { ApiRequest } from '../../common/http/auth-context.js';
import { readSessionToken } from '../auth/session-cookie.js';
import type { InitService } from './init.service.js';

/**
 * The branch of a request for the anonymous init: null for `/api/init`, the identifier for
 * `/api/init?branch={identifier}` with a valid one, undefined for anything else (other paths,
 * other or repeated parameters, which the controller checks).
 */
export function anonymousInitBranch(url: string): string | null | undefined {
  if (url === '/api/init') return null;
  if (!url.startsWith('/api/init?')) return undefined;
  const query = new URLSearchParams(url.slice('/api/init?'.length));
  const values = query.getAll('branch');
  if (values.length !== 1 || [...query.keys()].length !== 1) return undefined;
  const [branch] = values;
  return branch.length > 0 && branch.length <= BranchLimits.identifier ? branch : undefined;
}

/**
 * Answers anonymous `GET /api/init` (no session cookie; no query or a branch) from its prepared bytes in an
 * onRequest hook, before Nest's guard, interceptors and pipes: the hottest read then costs what
 * Fastify, the security headers and the rate limits cost, nothing more. Registered after those
 * hooks, so their headers and limits apply as to every request. Anything else (a session
 * cookie, a failed build) goes the normal way through InitController, which answers the same.
 */
export function answerAnonymousInitEarly(fastify: FastifyInstance, init: InitService): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const branch = anonymousInitBranch(request.url);
    if (branch === undefined) return;
    if (readSessionToken(request as ApiRequest)) return;
    let prepared;
    try {
      prepared = await init.anonymousAnswer(branch);
    } catch {
      return;
    }
    return sendPrepared(request, reply, prepared);
  });
}
