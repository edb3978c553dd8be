import { existsSync, readFileSync } from 'node:fs';

/** What the build writes to federation-assets.json (tools/rspack/federation-assets-plugin.mjs). */
interface FederationAssets {
  /** Scripts the app starts with (the shell's bootstrap, a remote's exposed App). */
  start?: string[];
  /** Scripts of the modules it shares: React, MobX, our client and ui. */
  shared?: string[];
}

function readAssets(file: string): FederationAssets | null {
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

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The shell's index.html with preload hints for `scripts` at the end of its head. */
export function withPreloads(html: string, scripts: readonly string[]): string {
  const links = scripts
    .map((src) => `<link rel="preload" as="script" href="${escapeAttribute(src)}">`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * The shell page with preload hints for everything the shell starts with (its bootstrap, React,
 * MobX, our client and ui), which the browser would else find only after main.js ran.
 */
export function shellPage(indexHtml: string, assetsFile: string): string {
  return withPreloads(indexHtml, shellStartScripts(readAssets(assetsFile)));
}
