import type { FastifyReply, FastifyRequest } from 'fastify';

/** The value of one cookie of the request, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
}

/** Adds an httpOnly, SameSite=Lax cookie for the whole site to the answer. */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  { maxAgeSeconds, secure }: CookieOptions,
): void {
  const attributes = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  const existing = reply.getHeader('set-cookie');
  const cookies =
    existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...cookies, attributes.join('; ')]);
}

/** Tells the browser to forget a cookie. */
export function clearCookie(reply: FastifyReply, name: string, secure: boolean): void {
  setCookie(reply, name, '', { maxAgeSeconds: 0, secure });
}
