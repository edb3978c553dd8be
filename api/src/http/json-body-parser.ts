import { apiError } from '@bestellwerk/domain';
import type { FastifyInstance } from 'fastify';
import { ValidationFailedError } from '../common/errors/app-errors.js';

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

/** A surrogate that is not part of a pair (the `u` flag reads a pair as one character). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether a text holds a character no field of ours takes and no database stores unaltered: a
 * NUL character or a lone UTF-16 surrogate (from a `\ud800` escape; valid UTF-8 never has one).
 */
export function hasForbiddenCharacters(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The path (`customer.name`, `items.2.comment`) of the first text in document order that has
 * forbidden characters (see {@link hasForbiddenCharacters}), or null when there is none. An
 * object key with them is named by the object's own path ('' for the body itself). Iterative:
 * the depth is limited before.
 */
export function forbiddenCharactersPath(value: unknown): string | null {
  const stack: [unknown, string[]][] = [[value, []]];
  while (stack.length) {
    const [current, path] = stack.pop() as [unknown, string[]];
    if (typeof current === 'string') {
      if (hasForbiddenCharacters(current)) return path.join('.');
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    const entries = Object.entries(current);
    if (entries.some(([key]) => hasForbiddenCharacters(key))) return path.join('.');
    for (let i = entries.length - 1; i >= 0; i -= 1)
      stack.push([entries[i][1], [...path, entries[i][0]]]);
  }
  return null;
}

/**
 * Request bodies are JSON only: Fastify's parser (with its prototype-poisoning protection)
 * plus a nesting limit, and no text anywhere in the body (keys included) with a NUL character or
 * a lone surrogate: a German 400 at the first such field (issue 16, point 13). Other content
 * types answer 415.
 */
export function registerJsonBodyParser(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      if (exceedsDepth(value, MAX_JSON_DEPTH)) return done(new JsonTooDeepError(), undefined);
      const forbidden = forbiddenCharactersPath(value);
      if (forbidden !== null) {
        const error = new ValidationFailedError([
          { ...apiError('FORBIDDEN_CHARACTERS'), ...(forbidden ? { field: forbidden } : {}) },
        ]);
        return done(error, undefined);
      }
      done(null, value);
    });
  });
}
