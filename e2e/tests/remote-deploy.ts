// Helpers of the federation journeys: a copy of mfe-storefront built elsewhere (an independent
// deployment), a second origin serving a remote's build, and a second instance of the built app
// whose MFE_STOREFRONT_URL points there.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The repository's root folder. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Scratch folder of the copies (ignored by git). */
const DEPLOY_ROOT = join(REPO_ROOT, 'e2e/.deploy');

const STOREFRONT = join(REPO_ROOT, 'mfe-storefront');

/** The build lock every build writing a dist folder takes (other builds may run meanwhile). */
const BUILD_LOCK = '/tmp/build.lock';

/** Runs `command` holding the build lock (where flock exists, as on the developers' machines). */
async function underBuildLock(
  command: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<void> {
  const [file, ...args] = existsSync('/usr/bin/flock')
    ? ['/usr/bin/flock', '-w', '900', BUILD_LOCK, ...command]
    : command;
  await promisify(execFile)(file, args, { ...options, maxBuffer: 16 * 1024 * 1024 });
}

/** Ports of the journeys' own servers: the app under test has E2E_PORT, these come after it. */
export function extraPort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 3100) + offset;
}

/** The files of a storefront copy a journey may change before it is built. */
export interface StorefrontCopy {
  /** The copy's folder (src, package.json, rspack.config.mjs). */
  dir: string;
  /** Replaces `from` by `to` in one source file (path relative to src); fails when absent. */
  replaceInSource(file: string, from: string, to: string): void;
  /** Rewrites the copy's package.json. */
  editPackageJson(edit: (packageJson: Record<string, unknown>) => void): void;
}

/**
 * Copies mfe-storefront's sources (src, package.json, rspack.config.mjs pointing to the shared
 * tools/rspack from the new place) to e2e/.deploy/{variant}, lets `change` edit the copy and
 * builds it for production into its own dist. Returns that dist folder.
 */
export async function buildStorefrontCopy(
  variant: string,
  change: (copy: StorefrontCopy) => void,
): Promise<string> {
  const dir = join(DEPLOY_ROOT, variant);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(join(STOREFRONT, 'src'), join(dir, 'src'), {
    recursive: true,
    filter: (source) => !/\.spec\.tsx?$/.test(source),
  });
  cpSync(join(STOREFRONT, 'package.json'), join(dir, 'package.json'));
  const config = readFileSync(join(STOREFRONT, 'rspack.config.mjs'), 'utf8');
  const toolsFromCopy = `${normalize(join('..', '..', '..'))}/tools/rspack/`;
  if (!config.includes("'../tools/rspack/"))
    throw new Error(
      'mfe-storefront/rspack.config.mjs importiert createConfig nicht mehr aus ../tools/rspack/.',
    );
  writeFileSync(
    join(dir, 'rspack.config.mjs'),
    config.replaceAll("'../tools/rspack/", `'${toolsFromCopy}`),
  );
  change({
    dir,
    replaceInSource(file, from, to) {
      const path = join(dir, 'src', file);
      const source = readFileSync(path, 'utf8');
      if (!source.includes(from)) throw new Error(`${file}: «${from}» kommt nicht vor.`);
      writeFileSync(path, source.replace(from, to));
    },
    editPackageJson(edit) {
      const path = join(dir, 'package.json');
      const packageJson = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      edit(packageJson);
      writeFileSync(path, `${JSON.stringify(packageJson, null, 2)}\n`);
    },
  });
  const rspack = join(REPO_ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
  try {
    await underBuildLock(
      [process.execPath, rspack, 'build', '-c', join(dir, 'rspack.config.mjs')],
      {
        cwd: dir,
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`Build von ${variant} fehlgeschlagen:\n${stdout}\n${stderr}`, {
      cause: error,
    });
  }
  return join(dir, 'dist');
}

/**
 * A copy of mfe-storefront's current build (taken under the build lock, so never half of a
 * build running meanwhile), which later builds of the repository do not change.
 */
export async function copyStorefrontBuild(variant: string): Promise<string> {
  const dist = join(DEPLOY_ROOT, variant, 'dist');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(join(DEPLOY_ROOT, variant), { recursive: true });
  await underBuildLock(['cp', '-R', join(STOREFRONT, 'dist'), dist], { cwd: REPO_ROOT });
  if (!existsSync(join(dist, 'remoteEntry.js')))
    throw new Error('mfe-storefront/dist hat kein remoteEntry.js: zuerst npm run build.');
  return dist;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** A second origin serving one build folder, which a journey may switch (a new deployment). */
export interface StaticOrigin {
  /** e.g. http://localhost:3115 */
  origin: string;
  /** Paths of every GET answered so far, in order. */
  requests: string[];
  /** Serves `root` from now on. */
  serve(root: string): void;
  close(): Promise<void>;
}

/** Starts a static file server on `port` with `Access-Control-Allow-Origin: *`, serving `root`. */
export async function startStaticOrigin(port: number, root: string): Promise<StaticOrigin> {
  let current = resolve(root);
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(path);
    const file = resolve(current, `.${path}`);
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
    if (!file.startsWith(current + sep)) {
      response.writeHead(403, headers).end();
      return;
    }
    readFile(file).then(
      (body) => {
        const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, { ...headers, 'content-type': type }).end(body);
      },
      () => response.writeHead(404, headers).end('Nicht gefunden'),
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, 'localhost', done);
  });
  return {
    origin: `http://localhost:${port}`,
    requests,
    serve(root) {
      current = resolve(root);
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** A second instance of the built app (api/dist/src/main.js), started like e2e/start-server.mjs. */
export interface AppInstance {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Starts the built app on `port` on its own fresh SQLite folder with the demo data, with the
 * extra environment `env` (e.g. MFE_STOREFRONT_URL), and waits until it answers.
 */
export async function startAppInstance(
  port: number,
  env: Record<string, string>,
): Promise<AppInstance> {
  const folder = join(REPO_ROOT, `data/e2e-federation-${port}`);
  rmSync(folder, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['api/dist/src/main.js'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `sqlite:${folder}/bestellwerk.sqlite`,
      STORAGE_DIR: `${folder}/storage`,
      DEMO_DATA: 'true',
      PAYMENT_TEST_MODE: 'true',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`Zweite Instanz beendet (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${baseURL}/api/remotes`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`Zweite Instanz antwortet nicht auf ${baseURL}:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A second app instance whose storefront comes from a static origin (its own port) serving `build`. */
export interface StorefrontDeployment {
  origin: StaticOrigin;
  app: AppInstance;
  /** Stops the app instance and the origin. */
  stop(): Promise<void>;
}

/** Serves `build` from a second origin and starts an app instance loading the storefront from it. */
export async function deployStorefront(
  build: string,
  ports: { app: number; origin: number },
): Promise<StorefrontDeployment> {
  const origin = await startStaticOrigin(ports.origin, build);
  const app = await startAppInstance(ports.app, {
    MFE_STOREFRONT_URL: `${origin.origin}/remoteEntry.js`,
  });
  return {
    origin,
    app,
    async stop() {
      await app.stop();
      await origin.close();
    },
  };
}
