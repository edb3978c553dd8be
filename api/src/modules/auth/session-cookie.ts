import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { ApiRequest } from '../../common/http/auth-context.js';
import type { AppConfig } from '../../config/app-config.js';
import { DEVICE_LIFETIME_MS, MAX_DEVICES_PER_BROWSER } from './login-lockout.rules.js';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from './session.service.js';

/** The browser's device cookie: tokens of the accounts it signed in to, newest first. */
export const DEVICE_COOKIE = 'bestellwerk_device';
/** Only the sign-in routes (password and login link) read it, so only they get it. */
const DEVICE_COOKIE_PATH = '/api/login';
/** One token as newSecretToken() makes it. */
const DEVICE_TOKEN = /^[\w-]{43}$/;

/** Secure cookies behind HTTPS (configured, or the request came in over it). */
function isSecure(config: AppConfig, request: ApiRequest): boolean {
  return config.secureCookies || request.protocol === 'https';
}

/** What both cookies share: httpOnly, the Secure flag behind HTTPS. */
function cookieOptions(config: AppConfig, request: ApiRequest): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure(config, request) };
}

/** Hands the session token to the browser as the httpOnly session cookie. */
export function writeSessionCookie(
  reply: FastifyReply,
  request: ApiRequest,
  config: AppConfig,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(config, request),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

/** Tells the browser to forget the session cookie. */
export function clearSessionCookie(
  reply: FastifyReply,
  request: ApiRequest,
  config: AppConfig,
): void {
  reply.setCookie(SESSION_COOKIE, '', {
    ...cookieOptions(config, request),
    maxAge: 0,
    expires: new Date(0),
  });
}

/** The session token the request's cookie carries, if any. */
export function readSessionToken(request: ApiRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

/** The well-formed device tokens of the request's device cookie (none without one). */
export function readDeviceTokens(request: ApiRequest): string[] {
  const tokens = (request.cookies[DEVICE_COOKIE] ?? '')
    .split('.')
    .filter((token) => DEVICE_TOKEN.test(token));
  return [...new Set(tokens)].slice(0, MAX_DEVICES_PER_BROWSER);
}

/**
 * Hands the device tokens to the browser as the long-lived device cookie: httpOnly,
 * SameSite=Strict, sent to the sign-in routes only.
 */
export function writeDeviceCookie(
  reply: FastifyReply,
  request: ApiRequest,
  config: AppConfig,
  tokens: string[],
): void {
  reply.setCookie(DEVICE_COOKIE, tokens.join('.'), {
    ...cookieOptions(config, request),
    path: DEVICE_COOKIE_PATH,
    sameSite: 'strict',
    maxAge: DEVICE_LIFETIME_MS / 1000,
  });
}

/** What a sign-in records besides the user: where it came from. */
export function signInMeta(request: ApiRequest): { ip: string; userAgent: string } {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}
