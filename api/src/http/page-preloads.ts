import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  REMOTE_NAMES,
  branchBanner,
  branchIdentifierOfPath,
  initQuery,
  matchShellRoute,
  type Branch,
  type RemoteEntryMap,
  type RemoteName,
} from '@bestellwerk/domain';

/** Files of one asset list in mf-manifest.json. */
interface ManifestFiles {
  sync?: string[];
  async?: string[];
}

/** The part of a build's mf-manifest.json (written by @module-federation/enhanced) read here. */
export interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string } };
  /** The modules the app shares (React, MobX, our client and ui) with the chunks holding them. */
  shared?: { assets?: { js?: ManifestFiles } }[];
}

/** The federation manifest of the build in `dist`, or null when there is none. */
export function readFederationManifest(dist: string): FederationManifest | null {
  const file = join(dist, 'mf-manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
  } catch {
    return null;
  }
}

/**
 * The scripts the shell loads at every start besides main.js: the chunks of the modules it
 * shares, which the federation runtime asks for only once main.js runs.
 */
export function shellStartScripts(manifest: FederationManifest | null): string[] {
  const files = (manifest?.shared ?? []).flatMap((shared) => shared.assets?.js?.sync ?? []);
  return [...new Set(files)].map((file) => `/${file}`);
}

/**
 * The remote's entry script, when it is served from /mfe/{name}/ (not deployed elsewhere) and
 * built here. Its App chunks are not hinted: a hint that fails answers the next request for
 * its URL with the same failure, and a retry of the remote asks for the same chunk URLs again
 * (the entry it asks for under a fresh URL, so its own failed hint does no harm).
 */
export function remoteStartScripts(
  name: RemoteName,
  entryUrl: string,
  manifest: FederationManifest | null,
): string[] {
  const entry = manifest?.metaData?.remoteEntry?.name;
  return entry && entryUrl === `/mfe/${name}/${entry}` ? [entryUrl] : [];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The shell's index.html with `links` added at the end of its head. */
function withLinks(html: string, links: string): string {
  return links ? html.replace('</head>', `${links}</head>`) : html;
}

/** The shell's index.html with preload hints for `scripts` at the end of its head. */
export function withPreloads(html: string, scripts: readonly string[]): string {
  return withLinks(
    html,
    scripts
      .map((src) => `<link rel="preload" as="script" href="${escapeAttribute(src)}">`)
      .join(''),
  );
}

/** The identifier in a branch page's path (`/store/{identifier}`, not below it), else null. */
export function branchPageIdentifier(path: string): string | null {
  return matchShellRoute(path).path === '/store/:branch' ? branchIdentifierOfPath(path) : null;
}

/**
 * The preload hint of a branch page's banner (its largest element, found by the browser only
 * once the storefront rendered), so it loads beside the scripts; empty for other pages, unknown
 * branches and branches without pictures.
 */
export function branchBannerHint(path: string, branches: readonly Branch[]): string {
  const identifier = branchPageIdentifier(path);
  const branch = identifier ? branches.find((b) => b.identifier === identifier) : undefined;
  const banner = branch ? branchBanner(branch) : null;
  if (!banner) return '';
  const responsive = banner.srcSet
    ? ` imagesrcset="${escapeAttribute(banner.srcSet)}" imagesizes="${escapeAttribute(banner.sizes)}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(banner.src)}"${responsive} fetchpriority="high">`;
}

/**
 * The shell's page for each remote, with preload hints for what the page starts with: the
 * shell's shared modules (React, MobX, our client and ui), then the entry of the page's remote,
 * then the `links` of the one page (a branch banner). The browser would else find each only
 * after the script before it ran.
 */
export function shellPages(
  indexHtml: string,
  shellDist: string,
  remoteDist: (name: RemoteName) => string,
  entries: RemoteEntryMap,
): (path: string, links?: string) => string {
  const shell = shellStartScripts(readFederationManifest(shellDist));
  const pages = new Map(
    REMOTE_NAMES.map((name) => {
      const remote = remoteStartScripts(
        name,
        entries[name],
        readFederationManifest(remoteDist(name)),
      );
      return [name, withPreloads(indexHtml, [...shell, ...remote])];
    }),
  );
  return (path, links = '') =>
    withBranchStartData(
      withLinks(pages.get(matchShellRoute(path).remote) ?? indexHtml, links),
      branchIdentifierOfPath(path),
    );
}

/**
 * The page with its start-data preload (`/api/init`, in the built index.html) asking for the
 * branch's data when it is a branch page: the shell fetches exactly that URL (mountApp), so the
 * preloaded answer is the one it uses.
 */
export function withBranchStartData(html: string, branch: string | null): string {
  const query = initQuery(branch);
  return query
    ? html.replace('href="/api/init"', `href="/api/init${escapeAttribute(query)}"`)
    : html;
}
