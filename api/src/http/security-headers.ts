import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { matchShellRoute, type RemoteEntryMap } from '@bestellwerk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';

type HelmetOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>;
type Directives = Record<string, string[]>;

/** The vector map's style, tiles, glyphs and sprites (mfe-storefront features/map). */
export const MAP_TILES_ORIGIN = 'https://tiles.openfreemap.org';

/**
 * Inline <style> elements the apps add at run time, allowed by their hash instead of by
 * 'unsafe-inline': the base CSS the backoffice's rich text editor injects (@tiptap/core's
 * `style`, `injectCSS`). A tiptap update that changes it fails security-headers.http.spec.ts.
 */
export const INLINE_STYLE_HASHES = ["'sha256-PlumsSlvJ7vvWzjqibGAYKq92O3y/4JTxWWsWJvyUYA='"];

/** One year, the value HSTS preload lists ask for. */
const HSTS_MAX_AGE = 31_536_000;

/** The remotes' files (see static-files.ts). */
const PUBLIC_ASSET_PREFIX = '/mfe/';

/** Swagger UI (openapi.ts). */
const API_DOCS_PATH = '/api/docs';

/**
 * The origins of the remotes served from elsewhere (MFE_<NAME>_URL with an absolute URL); the
 * remotes served here (/mfe/{name}/) are 'self'.
 */
export function remoteOrigins(remotes: RemoteEntryMap): string[] {
  const base = 'http://same-origin.invalid';
  const origins = Object.values(remotes).flatMap((entry) => {
    try {
      const url = new URL(entry, base);
      if (url.origin === base) return [];
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * The Content-Security-Policy of the shell and every answer of the API: scripts, styles, fonts
 * and images only from here and the remotes' origins (no inline script, no eval), data only
 * from here, the remotes and the map tiles, no plugins, no <base>, forms only to here (payment
 * providers are reached by redirects, not by form posts). `frameAncestors` says who may frame.
 */
export function contentSecurityDirectives(
  remotes: RemoteEntryMap,
  frameAncestors: "'none'" | "'self'" = "'none'",
): Directives {
  const remote = remoteOrigins(remotes);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remote],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...remote, ...INLINE_STYLE_HASHES],
    // Upload previews and the map's images are blob: URLs; media files are read as data: URLs.
    'img-src': ["'self'", 'data:', 'blob:', ...remote],
    'font-src': ["'self'", 'data:', ...remote],
    'connect-src': ["'self'", ...remote, MAP_TILES_ORIGIN],
    'media-src': ["'self'", 'blob:'],
    // The service worker (/sw.js) and the map's worker (a blob: URL when served from elsewhere).
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    // Content pages embed frames of the staff's choice (iframe block, backend.md §3).
    'frame-src': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
  };
}

/** The helmet options of every answer; HSTS is added per request (only over HTTPS). */
function helmetOptions(remotes: RemoteEntryMap): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(remotes) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  };
}

const HSTS: HelmetOptions = {
  strictTransportSecurity: { maxAge: HSTS_MAX_AGE, includeSubDomains: true },
};

/**
 * Security headers on every answer (@fastify/helmet): a strict CSP, no framing, nosniff,
 * Referrer-Policy, Cross-Origin-Opener-Policy; HSTS only when the request came over HTTPS (as
 * the trusted proxy says, TRUST_PROXY). Shell pages adjust theirs with `applyShellPageHeaders`.
 */
export async function registerSecurityHeaders(
  app: NestFastifyApplication,
  config: Pick<AppConfig, 'remotes'>,
): Promise<void> {
  await app.register(helmet as never, helmetOptions(config.remotes) as never);
  const docsDirectives = contentSecurityDirectives(config.remotes);
  // Swagger UI's page (a developer tool) carries an inline <style> and style attributes; a
  // hash beside 'unsafe-inline' would switch it off, so the docs allow inline styles only.
  docsDirectives['style-src'] = ["'self'", "'unsafe-inline'"];
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const overrides: HelmetOptions = {};
    if (request.protocol === 'https') Object.assign(overrides, HSTS);
    // Remotes may be loaded by a shell on another origin (MFE_<NAME>_URL of that deployment).
    if (request.url.startsWith(PUBLIC_ASSET_PREFIX))
      overrides.crossOriginResourcePolicy = { policy: 'cross-origin' };
    if (request.url === API_DOCS_PATH || request.url.startsWith(`${API_DOCS_PATH}/`))
      overrides.contentSecurityPolicy = { useDefaults: false, directives: docsDirectives };
    if (Object.keys(overrides).length > 0) reply.helmet(overrides);
  });
}

/**
 * The headers of the shell's pages: the storefront's public pages may be framed by this site
 * itself (a content page's iframe block may show one of them), every other page (staff area,
 * checkout, order status, signage, time tracking) by nobody; the order status page, whose URL
 * holds the order's secret, sends no referrer at all. Answers the function that applies them to
 * the page at `path`.
 */
export function shellPageHeaders(
  remotes: RemoteEntryMap,
): (request: FastifyRequest, reply: FastifyReply, path: string) => void {
  const framedBySelf: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(remotes, "'self'"),
    },
    xFrameOptions: { action: 'sameorigin' },
  };
  return (request, reply, path) => {
    const route = matchShellRoute(path);
    const overrides: HelmetOptions = route.remote === 'storefront' ? { ...framedBySelf } : {};
    if (route.path === '/status/:uid/:hash') overrides.referrerPolicy = { policy: 'no-referrer' };
    if (request.protocol === 'https') Object.assign(overrides, HSTS);
    if (Object.keys(overrides).length > 0) reply.helmet(overrides);
  };
}
