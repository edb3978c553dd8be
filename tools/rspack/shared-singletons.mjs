// The modules every app shares as singletons through Module Federation. One React, one MobX and
// one instance of our client and ui packages across shell and remotes. The router is shared
// through @bestellwerk/client (packages/client/src/routing), which re-exports only the parts the
// apps use: a shared package is never tree-shaken, react-router-dom whole is 62 KB gzip.
// `strictVersion`: a remote built against a version outside the range of the singleton already
// loaded fails to load (the shell shows its fallback and the federation runtime logs which
// package and versions) instead of running with a second React or MobX in one tree.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const require = createRequire(import.meta.url);

/** Third-party packages, with the version range the app's package.json asks for. */
const THIRD_PARTY = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  mobx: 'mobx',
  'mobx-react-lite': 'mobx-react-lite',
};

/** Our own source packages (workspaces); their version is the one in their package.json. */
const WORKSPACE = {
  '@bestellwerk/client': 'packages/client',
  '@bestellwerk/ui': 'packages/ui',
};

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Builds the `shared` option of ModuleFederationPlugin for the app whose package.json is given. */
export function sharedSingletons(appPackageJson) {
  const ranges = { ...appPackageJson.devDependencies, ...appPackageJson.dependencies };
  const shared = {};
  for (const [request, packageName] of Object.entries(THIRD_PARTY)) {
    const requiredVersion = ranges[packageName];
    if (!requiredVersion)
      throw new Error(`${appPackageJson.name}: "${packageName}" fehlt in dependencies.`);
    // The installed version, also for a request served by a module of ours (shared/mobx.js).
    const { version } = readJson(require.resolve(`${packageName}/package.json`));
    shared[request] = { singleton: true, strictVersion: true, version, requiredVersion };
  }
  for (const [request, folder] of Object.entries(WORKSPACE)) {
    const { version } = readJson(`${repoRoot}${folder}/package.json`);
    shared[request] = {
      singleton: true,
      strictVersion: true,
      version,
      requiredVersion: `^${version}`,
    };
  }
  return shared;
}
