import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  matchShellRoute,
  REMOTE_NAMES,
  type RemoteManifestMap,
  type RemoteName,
} from '@bestellwerk/domain';

/** The parts of a Module Federation manifest (mf-manifest.json) the preloads read. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { assets?: { js?: { sync?: string[] } } }[];
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

function readManifest(file: string): FederationManifest | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
  } catch {
    return null;
  }
}

/** The scripts the shell loads at every start: those of the modules it shares. */
export function shellStartScripts(manifest: FederationManifest | null): string[] {
  const files = (manifest?.shared ?? []).flatMap((shared) => shared.assets?.js?.sync ?? []);
  return [...new Set(files)].map((file) => `/${file}`);
}

/** The scripts a remote needs before its page shows: its entry and its App's own chunks. */
export function remoteStartScripts(manifest: FederationManifest | null, base: string): string[] {
  const entry = manifest?.metaData?.remoteEntry?.name;
  if (!entry) return [];
  const app = manifest.exposes?.find((exposed) => exposed.name === 'App');
  return [entry, ...(app?.assets?.js?.sync ?? [])].map((file) => `${base}${file}`);
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
 * The shell page for each remote, with preload hints for the scripts the browser would else
 * find only one after another (shell, then its shared modules, then the remote's entry, then
 * the remote's chunks): all start with the page. A remote served from elsewhere (its
 * MFE_*_URL set) gets the shell's hints only.
 */
export function pagesByRemote(
  webRoot: string,
  indexHtml: string,
  remotes: RemoteManifestMap,
): (pathname: string) => string {
  const shell = shellStartScripts(readManifest(join(webRoot, 'shell/dist/mf-manifest.json')));
  const pages = new Map<RemoteName, string>();
  for (const name of REMOTE_NAMES) {
    const base = `/mfe/${name}/`;
    const local = remotes[name] === `${base}mf-manifest.json`;
    const remote = local
      ? remoteStartScripts(readManifest(join(webRoot, `mfe-${name}/dist/mf-manifest.json`)), base)
      : [];
    pages.set(name, withPreloads(indexHtml, [...shell, ...remote]));
  }
  return (pathname) => pages.get(matchShellRoute(pathname).remote) ?? indexHtml;
}
