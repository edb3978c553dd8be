import type { FastifyInstance } from 'fastify';

/** Deeper request bodies are refused: no form of ours nests further, and validation recurses. */
export const MAX_JSON_DEPTH = 32;

/** Raised for a body nested deeper than MAX_JSON_DEPTH; mapped to a German 400. */
export class JsonTooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = 'BW_JSON_TOO_DEEP';

  constructor() {
    super('JSON body nested too deeply');
  }
}

/** Whether a parsed JSON value nests objects/arrays deeper than `limit` (iterative, no recursion). */
export function exceedsDepth(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Request bodies are JSON only: Fastify's parser (with its prototype-poisoning protection)
 * plus a nesting limit. Other content types answer 415.
 */
export function registerJsonBodyParser(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      if (exceedsDepth(value, MAX_JSON_DEPTH)) return done(new JsonTooDeepError(), undefined);
      done(null, value);
    });
  });
}
