// Post-build step of `npm run build` (after the shell and every remote are built): bundles the
// service worker (shell/src/pwa/service-worker.ts) and injects the precache list of the shell's
// files (served at /) and of each remote's files (served at /mfe/<name>/) with workbox-build's
// injectManifest(). Writes shell/dist/sw.js. See STACK.md: InjectManifest does not run in Rspack.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { injectManifest } from 'workbox-build';

const ROOT = join(import.meta.dirname, '../..');
const SHELL_DIST = join(ROOT, 'shell/dist');
/** What Module Federation (@module-federation/enhanced, `manifest: true`) writes into each build. */
const MANIFEST_FILE = 'dist/mf-manifest.json';

/** Same targets as the app bundles (tools/rspack/create-config.mjs). */
const BROWSER_TARGETS = 'chrome >= 100, edge >= 100, firefox >= 100, safari >= 15.4, ios >= 15.4';

/** Bundles the worker with its Workbox modules into one classic script in `outDir`. */
function bundleWorker(outDir) {
  const compiler = rspack({
    mode: 'production',
    context: ROOT,
    target: ['webworker', 'es2022'],
    devtool: false,
    entry: { sw: './shell/src/pwa/service-worker.ts' },
    output: { path: outDir, filename: 'sw.js', clean: true },
    resolve: {
      extensions: ['.ts', '.js', '.mjs'],
      extensionAlias: { '.js': ['.ts', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          type: 'javascript/auto',
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript' } },
            env: { targets: BROWSER_TARGETS },
          },
        },
      ],
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(join(outDir, 'sw.js'));
    });
  });
}

/** `shell/dist/x` → `/x`; `mfe-<name>/dist/x` → `/mfe/<name>/x` (how the API serves them). */
function servedUrl(file) {
  const shell = /^shell\/dist\/(.+)$/.exec(file);
  if (shell) return `/${shell[1]}`;
  const remote = /^mfe-([a-z]+)\/dist\/(.+)$/.exec(file);
  if (remote) return `/mfe/${remote[1]}/${remote[2]}`;
  throw new Error(`Unerwartete Datei im Precache: ${file}`);
}

/** Shared modules of ours: their chunks also hold domain code the remote's own pages load. */
const OWN_PACKAGE = /^@bestellwerk\//;

/**
 * Served URLs of the remotes' copies of third-party shared modules (React, MobX, …): the shell
 * provides them (singletons), so precaching them would only cost bandwidth; if one is ever
 * fetched, the runtime cache keeps it. The chunks of our own shared packages stay: the manifest
 * does not list a remote's deeper lazy chunks, and those share code with them.
 */
function sharedFallbackUrls(remoteDirs) {
  const urls = new Set();
  for (const dir of remoteDirs) {
    const name = dir.slice('mfe-'.length);
    const manifest = JSON.parse(readFileSync(join(ROOT, dir, MANIFEST_FILE), 'utf8'));
    const needed = new Set([
      ...manifest.exposes.flatMap((expose) => assetFiles(expose.assets)),
      ...manifest.shared
        .filter((shared) => OWN_PACKAGE.test(shared.name))
        .flatMap((shared) => assetFiles(shared.assets)),
    ]);
    for (const shared of manifest.shared) {
      for (const file of assetFiles(shared.assets)) {
        if (!needed.has(file)) urls.add(`/mfe/${name}/${file}`);
      }
    }
  }
  return urls;
}

/**
 * The chunks that hold the charting library (recharts, marked by its `recharts-surface` class):
 * only the backoffice's Statistik screen loads them, so no phone or TV should download their
 * 475 KB in the background. The manifest cannot tell them (they are lazy chunks of a lazy
 * route), so their content does; Statistik fetches them when it opens, as any lazy chunk.
 */
function chartChunkUrls(remoteDirs) {
  const urls = new Set();
  for (const dir of remoteDirs) {
    const name = dir.slice('mfe-'.length);
    for (const file of readdirSync(join(ROOT, dir, 'dist'))) {
      if (!file.endsWith('.js')) continue;
      if (readFileSync(join(ROOT, dir, 'dist', file), 'utf8').includes('recharts-surface'))
        urls.add(`/mfe/${name}/${file}`);
    }
  }
  return urls;
}

/** Every js and css file one asset list of mf-manifest.json names. */
function assetFiles(assets) {
  return [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async];
}

async function main() {
  if (!existsSync(join(SHELL_DIST, 'index.html'))) {
    throw new Error('Kein Shell-Build unter shell/dist: zuerst die Shell bauen.');
  }
  const remotes = readdirSync(ROOT).filter(
    (dir) => dir.startsWith('mfe-') && existsSync(join(ROOT, dir, MANIFEST_FILE)),
  );
  const skipped = new Set([...sharedFallbackUrls(remotes), ...chartChunkUrls(remotes)]);
  const outDir = mkdtempSync(join(tmpdir(), 'bestellwerk-sw-'));
  try {
    const swSrc = await bundleWorker(outDir);
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: join(SHELL_DIST, 'sw.js'),
      globDirectory: ROOT,
      globPatterns: [
        'shell/dist/**/*.{html,js,css,json,svg,png,webp,woff2,ico}',
        'mfe-*/dist/**/*.{js,css,json,svg,png,webp,woff2}',
      ],
      globIgnores: [
        '**/node_modules/**',
        'shell/dist/sw.js',
        '**/*.map',
        '**/*.LICENSE.txt',
        // Remotes' own pages and the builds' federation manifests are not used by the composed app.
        'mfe-*/dist/*.html',
        '*/dist/mf-manifest.json',
        '*/dist/mf-stats.json',
        'mfe-*/dist/main.*',
      ],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries
            .map((entry) => ({ ...entry, url: servedUrl(entry.url) }))
            .filter((entry) => !skipped.has(entry.url)),
          warnings: [],
        }),
      ],
      // Content-hashed names need no revision.
      dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css|svg|png|webp|woff2)$/,
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    });
    for (const warning of warnings) console.warn(`sw.js: ${warning}`);
    console.log(
      `shell/dist/sw.js: ${count} Dateien im Precache (${Math.round(size / 1024)} KB), ` +
        `Remotes: ${remotes.join(', ') || 'keine'}`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
