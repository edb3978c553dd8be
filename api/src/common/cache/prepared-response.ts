import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies up to this size get brotli's best quality; larger ones quality 9 (60× faster at 2 MB). */
const FULL_BROTLI_MAX_BYTES = 512 * 1024;

/** Content encodings prepared answers carry, in the server's order of preference. */
const ENCODINGS = ['br', 'gzip'] as const;

/**
 * A JSON answer serialised and compressed once: its plain, gzip and brotli bytes, the hash its
 * strong ETags are made of and the extra headers it goes out with (X-Total-Count).
 */
export interface PreparedResponse {
  /** sha1 of the plain bytes (base64url); equal data gives equal tags on every instance. */
  readonly hash: string;
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  readonly headers: Readonly<Record<string, string>>;
}

/** What a prepared answer is built from: the body (already in its `{ data }` envelope). */
export interface PreparedBody {
  body: unknown;
  headers?: Record<string, string>;
}

/** The plain JSON bytes of a body and the hash of them. */
export function serialiseJson(body: unknown): { identity: Buffer; hash: string } {
  const identity = Buffer.from(JSON.stringify(body));
  return { identity, hash: createHash('sha1').update(identity).digest('base64url') };
}

/**
 * Serialises and compresses a body (in zlib's thread pool, not on the event loop). When the
 * plain bytes equal those of `previous`, `previous` is answered and nothing is compressed.
 */
export async function prepareResponse(
  { body, headers = {} }: PreparedBody,
  previous?: PreparedResponse,
): Promise<PreparedResponse> {
  const { identity, hash } = serialiseJson(body);
  if (previous?.hash === hash && sameHeaders(previous.headers, headers)) return previous;
  const [br, gz] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: identity.length <= FULL_BROTLI_MAX_BYTES ? 11 : 9,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { hash, identity, br, gzip: gz, headers };
}

function sameHeaders(a: Readonly<Record<string, string>>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The strong ETag of one encoding of an answer: each encoding is its own representation. */
export function etagOf(hash: string, encoding: 'br' | 'gzip' | 'identity' = 'identity'): string {
  return encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;
}

/**
 * Whether an If-None-Match header names an answer with this hash, in any of its encodings
 * (weak comparison, as RFC 9110 §13.1.2 asks for If-None-Match; `*` matches). Written here
 * because @fastify/etag and `fresh` compare whole tags and would miss a client that switched
 * its Accept-Encoding.
 */
export function matchesHash(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return true;
    const opaque = tag.replace(/^"|"$/g, '');
    return opaque === hash || opaque === `${hash}-br` || opaque === `${hash}-gzip`;
  });
}

/** The encoding a request takes of the prepared ones (as @fastify/compress negotiates it). */
export function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const header = request.headers['accept-encoding'];
  if (!header) return 'identity';
  // As @fastify/compress: x-gzip is gzip, and `*` (no preference) is answered with gzip.
  const accepted = header.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  const chosen = negotiate(accepted, [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

export interface SendOptions {
  /** Default `no-cache` (revalidate every time: the ETag makes that cheap). */
  cacheControl?: string;
  /** Default `Cookie, Accept-Encoding`: staff get other answers at the same URL. */
  vary?: string;
}

function commonHeaders(reply: FastifyReply, etag: string, options: SendOptions): void {
  reply.header('etag', etag);
  reply.header('cache-control', options.cacheControl ?? 'no-cache');
  reply.header('vary', options.vary ?? 'Cookie, Accept-Encoding');
}

/** Answers 304 without a body, with the ETag the client holds. */
export function sendNotModified(
  reply: FastifyReply,
  etag: string,
  options: SendOptions = {},
): FastifyReply {
  commonHeaders(reply, etag, options);
  return reply.code(304).send();
}

/**
 * Sends plain JSON bytes built for this request (not prepared for many) with a weak ETag of
 * their hash: @fastify/compress compresses them per request like any answer.
 */
export function sendJsonBytes(
  reply: FastifyReply,
  identity: Buffer,
  hash: string,
  options: SendOptions = {},
): FastifyReply {
  commonHeaders(reply, `W/"${hash}"`, options);
  reply.header('content-type', 'application/json; charset=utf-8');
  return reply.send(identity);
}

/**
 * Sends a prepared answer in the encoding the client accepts, or 304 without a body when its
 * If-None-Match names it. The bytes go out as they are: a set Content-Encoding makes
 * @fastify/compress pass them through, and the API's ETag hook (http/etag.ts) leaves Buffers alone.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedResponse,
  options: SendOptions = {},
): FastifyReply {
  const encoding = acceptedEncoding(request);
  const etag = etagOf(prepared.hash, encoding);
  for (const [name, value] of Object.entries(prepared.headers)) reply.header(name, value);
  if (matchesHash(request.headers['if-none-match'], prepared.hash))
    return sendNotModified(reply, etag, options);
  commonHeaders(reply, etag, options);
  reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding === 'identity') return reply.send(prepared.identity);
  reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? prepared.br : prepared.gzip);
}
