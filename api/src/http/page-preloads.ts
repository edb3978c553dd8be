import { existsSync, readFileSync } from 'node:fs';

/** The part of the shell's Module Federation manifest (mf-manifest.json) the preloads read. */
interface FederationManifest {
  shared?: { assets?: { js?: { sync?: string[] } } }[];
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

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The shell's index.html with preload hints for `scripts` at the end of its head. */
export function withPreloads(html: string, scripts: readonly string[]): string {
  const links = scripts
    .map((src) => `<link rel="preload" as="script" href="${escapeAttribute(src)}">`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * The shell page with preload hints for the shell's shared chunks (React, MobX, our client and
 * ui), which the browser would else find only after main.js ran. The remotes' scripts are not
 * hinted: a hint that failed would also fail the remote's 'Erneut versuchen'.
 */
export function shellPage(indexHtml: string, manifestFile: string): string {
  return withPreloads(indexHtml, shellStartScripts(readManifest(manifestFile)));
}
