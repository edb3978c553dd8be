import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { REMOTE_NAMES, type RemoteEntryMap } from '@bestellwerk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotFoundFallback } from '../common/filters/api-exception.filter.js';
import { shellPages } from './page-preloads.js';
import { shellPageHeaders } from './security-headers.js';

/** Files with a content hash in their name (`main.3f2a9c1b.js`) never change. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp|gif|ico|json)(\.br|\.gz)?$/;

/** Paths under these prefixes are files; a miss there is a 404, not the shell. */
const FILE_PREFIXES = ['/api/', '/api', '/mfe/', '/image/', '/upload/'];
/** Files of the shell build that are never a page: missing, they answer 404, not index.html. */
const SHELL_FILES = ['/sw.js'];

function setCacheHeaders(reply: FastifyReply, path: string): void {
  reply.header(
    'cache-control',
    HASHED_FILE.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/** Preload links of one page that depend on data (a branch page's banner); '' for none. */
export type PageLinks = (path: string) => Promise<string>;

/**
 * Serves the built shell at / and each remote at /mfe/{name}/ from `webRoot`, using the
 * .br/.gz files the build wrote next to each asset. Returns the fallback that answers every
 * page path (/ too) with the shell's index.html with the preload hints of the path's remote
 * (whose entry URLs `remotes` holds) and the page's `pageLinks`, or null when there is no
 * shell build.
 */
export async function serveFrontEnd(
  app: NestFastifyApplication,
  webRoot: string,
  remotes: RemoteEntryMap,
  pageLinks: PageLinks = async () => '',
): Promise<NotFoundFallback | null> {
  const logger = new Logger('Web');
  const shellDist = join(webRoot, 'shell/dist');
  if (!existsSync(join(shellDist, 'index.html'))) {
    logger.warn(
      `Kein Shell-Build unter ${shellDist}: es wird nur die API ausgeliefert (npm run build).`,
    );
    return null;
  }
  let decorated = false;
  const serve = async (root: string, prefix: string, index: string[] | false) => {
    await app.register(
      fastifyStatic as never,
      {
        root,
        prefix,
        wildcard: false,
        preCompressed: true,
        index,
        decorateReply: !decorated,
        setHeaders: setCacheHeaders,
      } as never,
    );
    decorated = true;
  };
  // The shell's pages come from the fallback below, so / gets its preload hints too.
  await serve(shellDist, '/', false);
  for (const name of REMOTE_NAMES) {
    const dist = join(webRoot, `mfe-${name}/dist`);
    if (existsSync(dist)) await serve(dist, `/mfe/${name}/`, ['index.html']);
    else logger.warn(`Kein Build von mfe-${name} unter ${dist}.`);
  }
  const pageFor = shellPages(
    readFileSync(join(shellDist, 'index.html'), 'utf8'),
    shellDist,
    (name) => join(webRoot, `mfe-${name}/dist`),
    remotes,
  );
  const pageHeaders = shellPageHeaders(remotes);
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (FILE_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix))) return false;
    if (SHELL_FILES.includes(path)) return false;
    pageHeaders(request, reply, path);
    // A page without its data hints is still the page: a failed lookup only costs the hint.
    void pageLinks(path)
      .catch(() => '')
      .then((links) =>
        reply
          .status(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(pageFor(path, links)),
      );
    return true;
  };
}
