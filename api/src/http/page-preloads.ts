import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  REMOTE_NAMES,
  matchShellRoute,
  type RemoteEntryMap,
  type RemoteName,
} from '@bestellwerk/domain';

/** What the build writes to federation-assets.json (tools/rspack/federation-assets-plugin.mjs). */
export interface FederationAssets {
  /** Scripts the app starts with (the shell's bootstrap, a remote's exposed App). */
  start?: string[];
  /** Scripts of the modules it shares: React, MobX, our client and ui. */
  shared?: string[];
}

/** The federation assets of the build in `dist`, or null when there are none. */
export function readFederationAssets(dist: string): FederationAssets | null {
  const file = join(dist, 'federation-assets.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FederationAssets;
  } catch {
    return null;
  }
}

/** The scripts the shell loads at every start: its bootstrap and the modules it shares. */
export function shellStartScripts(assets: FederationAssets | null): string[] {
  const files = [...(assets?.start ?? []), ...(assets?.shared ?? [])];
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
  assets: FederationAssets | null,
): string[] {
  return assets && entryUrl === `/mfe/${name}/remoteEntry.js` ? [entryUrl] : [];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The shell's index.html with preload hints for `scripts` at the end of its head. */
export function withPreloads(html: string, scripts: readonly string[]): string {
  const links = scripts
    .map((src) => `<link rel="preload" as="script" href="${escapeAttribute(src)}">`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * The shell's page for each remote, with preload hints for what the page starts with: the
 * shell's bootstrap and shared modules (React, MobX, our client and ui), then the entry of the
 * page's remote. The browser would else find each only after the script before it ran.
 */
export function shellPages(
  indexHtml: string,
  shellDist: string,
  remoteDist: (name: RemoteName) => string,
  entries: RemoteEntryMap,
): (path: string) => string {
  const shell = shellStartScripts(readFederationAssets(shellDist));
  const pages = new Map(
    REMOTE_NAMES.map((name) => {
      const remote = remoteStartScripts(
        name,
        entries[name],
        readFederationAssets(remoteDist(name)),
      );
      return [name, withPreloads(indexHtml, [...shell, ...remote])];
    }),
  );
  return (path) => pages.get(matchShellRoute(path).remote) ?? indexHtml;
}
