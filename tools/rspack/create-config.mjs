// The one Rspack configuration of the browser apps: the shell (federation host) and the five
// remotes differ only in the options passed here. See ../../shared/STACK.md for the pitfalls.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { FederationEsmGuardPlugin, federationRuntimeEsmAliases } from './federation-runtime.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { sharedSingletons } from './shared-singletons.mjs';

/** Browsers the bundles are compiled for. */
const BROWSER_TARGETS = 'chrome >= 100, edge >= 100, firefox >= 100, safari >= 15.4, ios >= 15.4';

/** Paths the dev servers forward to the API on port 3000. */
const API_PATHS = ['/api', '/image', '/upload'];
const API_ORIGIN = process.env.API_ORIGIN || 'http://localhost:3000';

/** The start-up requests of the shell (init data, remote map), fetched while its scripts load. */
const SHELL_API_PRELOADS = ['/api/init', '/api/remotes']
  .map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin>`)
  .join('');

/**
 * @typedef {object} AppOptions
 * @property {string} dir the app's folder (`import.meta.dirname` of its rspack.config.mjs)
 * @property {string} name Module Federation container name, e.g. `storefront` or `shell`
 * @property {number} port dev server port
 * @property {boolean} [remote] true for a remote: exposes `./App`, writes mf-manifest.json
 * @property {string} [title] title of the html page
 */

function swcRule(isProduction) {
  return {
    test: /\.(ts|tsx)$/,
    exclude: /node_modules/,
    type: 'javascript/auto',
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !isProduction } },
      },
      env: { targets: BROWSER_TARGETS },
    },
  };
}

/**
 * Module Federation with `@module-federation/enhanced` and every size option of its runtime.
 * The shell (no exposes) bundles the runtime and provides it to the remotes, whose entries then
 * carry none (`externalRuntime`): in production a remote runs only inside the shell. Dev builds
 * keep the runtime in each remote, so a remote's own dev server shows it alone.
 */
function federation({ dir, name, remote, isProduction }) {
  const packageJson = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const runtimeSharing = remote
    ? isProduction
      ? { externalRuntime: true }
      : {}
    : { provideExternalRuntime: true };
  return new ModuleFederationPlugin({
    name,
    ...(remote ? { filename: 'remoteEntry.js', exposes: { './App': './src/app.tsx' } } : {}),
    // mf-manifest.json: the API reads it for preload hints, the service worker build for its precache.
    manifest: true,
    shared: sharedSingletons(packageJson),
    // Use what the page already loaded instead of fetching every remote's entry at start.
    shareStrategy: 'loaded-first',
    dts: false,
    dev: false,
    experiments: {
      ...runtimeSharing,
      // The shell starts once its shared modules are there, without a bootstrap chunk of its own:
      // what it starts with is main.js plus the shared chunks mf-manifest.json names.
      asyncStartup: !remote,
      optimization: {
        // Browser only: no Node script loading in the bundle.
        target: 'web',
        // No snapshot or preload-assets plugin: the API sends the preload hints.
        disableSnapshot: true,
        // A remote loads no remotes itself.
        ...(remote ? { disableRemote: true } : {}),
      },
    },
  });
}

/**
 * Fetches the page's entry script first: a deferred script has low priority, so the preload
 * hints the API adds to the shell page (shared chunks, the remote's entry) would go before it,
 * although they are only used once it runs.
 */
class EntryScriptPriorityPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('EntryScriptPriorityPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'EntryScriptPriorityPlugin',
        async (data) => {
          for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
          return data;
        },
      );
    });
  }
}

/**
 * The chunks the federation runtime loads for the shell's shared modules (React, MobX, our
 * client and ui with what they import) go into one file instead of eleven: each file costs a
 * phone a round trip on its first load, and every page starts with all of them. A chunk group
 * made by an `import()` has the import's request as its origin; a shared module's has none.
 * Lazy parts (the PWA prompts, the admin toolbar, the sanitiser) stay apart.
 */
const isSharedModuleChunk = (chunk) =>
  [...chunk.groupsIterable].every((group) => group.origins.every((origin) => !origin.request));

const STARTUP_CHUNK_GROUP = {
  name: 'startup',
  chunks: isSharedModuleChunk,
  // Their code, not the federation runtime's glue modules around it (those stay where the
  // runtime expects them; moving them too leaves the shell waiting forever).
  test: /[\\/](node_modules|packages|tools[\\/]rspack[\\/]shared)[\\/]/,
  enforce: true,
  priority: 20,
};

/** Creates the Rspack configuration of one app; production mode is `NODE_ENV=production`. */
export function createConfig({ dir, name, port, remote = false, title = 'Bestellwerk' }) {
  const isProduction = process.env.NODE_ENV === 'production';
  const hashed = isProduction ? '.[contenthash:8]' : '';
  return {
    name,
    context: dir,
    mode: isProduction ? 'production' : 'development',
    devtool: isProduction ? false : 'cheap-module-source-map',
    // `rspack serve` compiles `import()` chunks on first request unless told not to, and asks
    // for them at /_rspack/lazy/trigger on the page's origin: a remote's lazy pages, asked for
    // from the shell's origin, would never compile and the remote's area would load forever.
    lazyCompilation: false,
    target: ['web', 'es2022'],
    entry: { main: './src/index.ts' },
    output: {
      path: join(dir, 'dist'),
      publicPath: remote ? 'auto' : '/',
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      cssFilename: `[name]${hashed}.css`,
      cssChunkFilename: `[name]${hashed}.css`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      uniqueName: name,
      // Named for the shell: a remote registered again drops what its earlier entry left here
      // (shell/src/remotes/federation-runtime.ts).
      chunkLoadingGlobal: `bestellwerkChunks_${name}`,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      conditionNames: ['source', 'browser', 'import', 'module', 'webpack', 'default', 'require'],
      alias: {
        ...federationRuntimeEsmAliases(),
        mobx$: join(import.meta.dirname, 'shared/mobx.js'),
      },
    },
    module: {
      // An import of a name a module does not export fails the build (see shared/mobx.js).
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        swcRule(isProduction),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: {
        chunks: 'async',
        minSize: 6000,
        ...(remote ? {} : { cacheGroups: { startup: STARTUP_CHUNK_GROUP } }),
      },
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: join(import.meta.dirname, 'index.html'),
        title,
        templateParameters: { apiPreloads: remote ? '' : SHELL_API_PRELOADS },
        chunks: ['main'],
        // A remote's page is for running it standalone: from its dev server's root, or under /mfe/{name}/.
        publicPath: remote && isProduction ? `/mfe/${name}/` : '/',
      }),
      new EntryScriptPriorityPlugin(),
      federation({ dir, name, remote, isProduction }),
      new FederationEsmGuardPlugin(),
      ...(isProduction ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: API_PATHS, target: API_ORIGIN, changeOrigin: false }],
      client: { overlay: { errors: true, warnings: false } },
    },
    performance: { hints: false },
    // maplibre-gl resolves its worker with a dynamic expression the bundler cannot follow; the
    // storefront's map hands it the bundled worker itself (features/map/load-maplibre.ts).
    ignoreWarnings: [
      { module: /node_modules[\\/]maplibre-gl[\\/]/, message: /Critical dependency/ },
    ],
  };
}
