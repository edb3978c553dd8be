// The federation runtime must be bundled from its ESM build: only there can the minifier drop
// what the size options of ModuleFederationPlugin switch off. @rspack/core 2.3 resolves the
// bundler runtime with Node's require.resolve, which answers the CommonJS build (dist/*.cjs),
// so every app aliases the runtime packages to their ESM files and the build fails when a
// CommonJS federation module still lands in a bundle (module-federation/core#5036).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Runtime packages whose CommonJS build the plugin would otherwise bundle. */
const RUNTIME_PACKAGES = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/inject-external-runtime-core-plugin',
];

/** The folder of a federation package, found from where the plugin sees it. */
function packageDir(name) {
  const plugin = require.resolve('@module-federation/enhanced/rspack');
  const entry = require.resolve(name, { paths: [dirname(plugin)] });
  const marker = `${join('node_modules', name)}`;
  return entry.slice(0, entry.lastIndexOf(marker) + marker.length);
}

/**
 * `resolve.alias` entries sending each runtime package, by name and by the path of its
 * CommonJS entry, to the ESM build beside it (`dist/index.mjs` or `dist/index.js`).
 */
export function federationRuntimeEsmAliases() {
  const aliases = {};
  for (const name of RUNTIME_PACKAGES) {
    const dir = packageDir(name);
    const esm = ['dist/index.mjs', 'dist/index.js']
      .map((file) => join(dir, file))
      .find((file) => existsSync(file));
    if (!esm) throw new Error(`${name}: kein ESM-Build unter ${dir}/dist.`);
    aliases[`${name}$`] = esm;
    aliases[join(dir, 'dist/index.cjs')] = esm;
  }
  return aliases;
}

/** True for a module file that is the CommonJS build of a federation package. */
export function isCommonJsFederationModule(resource) {
  return /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/].*\.cjs$/.test(resource ?? '');
}

/** Fails the build when a CommonJS federation runtime module was bundled. */
export class FederationEsmGuardPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FederationEsmGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('FederationEsmGuardPlugin', (modules) => {
        const commonJs = [...modules]
          .map((module) => module.resource)
          .filter(isCommonJsFederationModule);
        if (commonJs.length === 0) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `Die Federation-Laufzeit ist als CommonJS gebündelt (${commonJs.join(', ')}); ` +
              'ihr ESM-Build fehlt in federationRuntimeEsmAliases (tools/rspack/federation-runtime.mjs).',
          ),
        );
      });
    });
  }
}
