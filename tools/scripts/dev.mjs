// `npm run dev`: everything in watch mode. The API (port 3000) recompiles and restarts on
// change; the shell (http://localhost:3001) and each remote run on their own rspack dev
// server, and the API tells the shell to load the remotes from those servers.
import { execSync } from 'node:child_process';
import concurrently from 'concurrently';

const REMOTE_PORTS = {
  storefront: 3002,
  checkout: 3003,
  backoffice: 3004,
  signage: 3005,
  timetracking: 3006,
};

execSync('npm run build:domain && npm run build:api', { stdio: 'inherit' });

const remoteUrls = Object.fromEntries(
  Object.entries(REMOTE_PORTS).map(([name, port]) => [
    `MFE_${name.toUpperCase()}_URL`,
    `http://localhost:${port}/remoteEntry.js`,
  ]),
);

const { result } = concurrently(
  [
    {
      name: 'domain',
      command: 'npx tsc -w --preserveWatchOutput -p packages/domain/tsconfig.build.json',
    },
    { name: 'api:tsc', command: 'npx tsc -w --preserveWatchOutput -p api/tsconfig.build.json' },
    {
      name: 'api',
      command: 'node --watch-path=api/dist api/dist/src/main.js',
      env: { ...remoteUrls, WEB_ROOT: '' },
    },
    { name: 'shell', command: 'npm run dev -w @bestellwerk/shell' },
    ...Object.keys(REMOTE_PORTS).map((name) => ({
      name,
      command: `npm run dev -w @bestellwerk/mfe-${name}`,
    })),
  ],
  { prefixColors: 'auto', killOthersOn: ['failure'] },
);
result.catch(() => process.exit(1));
