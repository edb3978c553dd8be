import type { FastifyReply } from 'fastify';
import type { ApiRequest } from '../../common/http/auth-context.js';
import { clearCookie, setCookie } from '../../common/http/cookies.js';
import type { AppConfig } from '../../config/app-config.js';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from './session.service.js';

/** Secure cookies behind HTTPS (configured, or the request came in over it). */
function isSecure(config: AppConfig, request: ApiRequest): boolean {
  return config.secureCookies || request.protocol === 'https';
}

/** Hands the session token to the browser as the httpOnly session cookie. */
export function writeSessionCookie(
  reply: FastifyReply,
  request: ApiRequest,
  config: AppConfig,
  token: string,
): void {
  setCookie(reply, SESSION_COOKIE, token, {
    maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000,
    secure: isSecure(config, request),
  });
}

/** Tells the browser to forget the session cookie. */
export function clearSessionCookie(
  reply: FastifyReply,
  request: ApiRequest,
  config: AppConfig,
): void {
  clearCookie(reply, SESSION_COOKIE, isSecure(config, request));
}

/** What a sign-in records besides the user: where it came from. */
export function signInMeta(request: ApiRequest): { ip: string; userAgent: string } {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}
