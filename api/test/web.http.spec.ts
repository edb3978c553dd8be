import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { dataUrl, png } from './support/media-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** A web root shaped like the build output: shell/dist and mfe-storefront/dist. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'bestellwerk-web-'));
  const shell = join(root, 'shell/dist');
  const storefront = join(root, 'mfe-storefront/dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(storefront, { recursive: true });
  writeFileSync(
    join(shell, 'index.html'),
    '<!doctype html><html lang="de"><title>Shell</title></html>',
  );
  const script = 'console.log("' + 'bestellwerk '.repeat(200) + '");';
  writeFileSync(join(shell, 'main.0123abcd.js'), script);
  writeFileSync(join(shell, 'main.0123abcd.js.br'), brotliCompressSync(script));
  writeFileSync(join(storefront, 'remoteEntry.js'), 'var bestellwerk_storefront;');
  return root;
}

/**
 * The app serving the web root `build` makes, for the tests of a describe block (started before
 * them, closed and removed after them); the checkout remote is served from elsewhere.
 */
function appServing(build: () => string): Pick<TestApp, 'request'> {
  let app: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = build();
    app = await createTestApp({
      webRoot,
      remotes: {
        storefront: '/mfe/storefront/remoteEntry.js',
        checkout: 'https://cdn.example.com/checkout/remoteEntry.js',
        backoffice: '/mfe/backoffice/remoteEntry.js',
        signage: '/mfe/signage/remoteEntry.js',
        timetracking: '/mfe/timetracking/remoteEntry.js',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });
  return { request: (...args) => app.request(...args) };
}

describe('serving the composed front end and API plumbing', () => {
  const t = appServing(fakeBuild);

  it('answers the remote entry URLs as runtime configuration, publicly', async () => {
    const response = await t.request('GET', '/api/remotes');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({
      data: expect.objectContaining({
        storefront: '/mfe/storefront/remoteEntry.js',
        checkout: 'https://cdn.example.com/checkout/remoteEntry.js',
      }),
    });
  });

  it('serves the shell for page paths the client router owns', async () => {
    for (const path of ['/', '/store/wien-neubau', '/backend/login', '/site/impressum']) {
      const response = await t.request('GET', path, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.body).toContain('<title>Shell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets forever and serves them pre-compressed', async () => {
    const response = await t.request('GET', '/main.0123abcd.js', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves remotes under /mfe/{name}/ with their entry revalidated on every load', async () => {
    const entry = await t.request('GET', '/mfe/storefront/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.body).toBe('var bestellwerk_storefront;');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing remote file with a 404, not with the shell', async () => {
    const response = await t.request('GET', '/mfe/checkout/remoteEntry.js');
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('<title>Shell</title>');
  });

  it('answers unknown API paths with a JSON 404 even when a front end is served', async () => {
    const response = await t.request('GET', '/api/unbekannt', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(response.json()).toEqual({
      errors: [{ code: 'NOT_FOUND', message: 'Die angeforderte Ressource wurde nicht gefunden.' }],
    });
  });

  it('compresses larger API answers and revalidates them with ETags', async () => {
    const first = await t.request('GET', '/api/docs-json', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    // The anonymous list is prepared bytes with a strong ETag (prepared-response.ts).
    const list = await t.request('GET', '/api/branches');
    const etag = String(list.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.request('GET', '/api/branches', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('describes the API with OpenAPI at /api/docs', async () => {
    const ui = await t.request('GET', '/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.body).toContain('swagger');
    const document = (await t.request('GET', '/api/docs-json')).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/branches', '/api/branches/{id}']),
    );
  });
});

/** The shared-module part of an mf-manifest.json naming the given chunks. */
const sharedIn = (...chunks: string[][]) =>
  chunks.map((sync) => ({ assets: { js: { sync, async: [] }, css: { sync: [], async: [] } } }));

/**
 * A build with federation manifests: the shell shares modules from three chunks (one of them
 * twice); storefront, checkout and backoffice are built here (checkout is served from elsewhere).
 */
function buildWithManifests(): string {
  const root = mkdtempSync(join(tmpdir(), 'bestellwerk-preload-'));
  const dist = (app: string) => {
    const folder = join(root, `${app}/dist`);
    mkdirSync(folder, { recursive: true });
    return folder;
  };
  writeFileSync(
    join(dist('shell'), 'index.html'),
    // As the build writes it (tools/rspack/create-config.mjs): the start data preloaded.
    '<!doctype html><html lang="de"><head><title>Shell</title>' +
      '<link rel="preload" href="/api/init" as="fetch" crossorigin></head><body></body></html>',
  );
  writeFileSync(
    join(dist('shell'), 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: '', path: '', type: 'global' } },
      shared: sharedIn(
        ['275.cccc3333.js'],
        ['811.aaaa1111.js', '275.cccc3333.js'],
        ['515.dddd4444.js'],
      ),
      exposes: [],
    }),
  );
  for (const app of ['mfe-storefront', 'mfe-checkout', 'mfe-backoffice']) {
    writeFileSync(
      join(dist(app), 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
        shared: sharedIn(['999.eeee5555.js']),
        exposes: [{ path: './App', assets: { js: { sync: ['788.ffff6666.js'], async: [] } } }],
      }),
    );
  }
  return root;
}

describe('preload hints of the shell page', () => {
  const t = appServing(buildWithManifests);

  const preloads = async (path: string) => {
    const page = await t.request('GET', path, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Shell</title>');
    return [...page.body.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map(
      (m) => m[1],
    );
  };
  // Each chunk once, in the manifest's order.
  const SHELL = ['/275.cccc3333.js', '/811.aaaa1111.js', '/515.dddd4444.js'];

  it("starts the shell's shared chunks and the entry of the page's remote", async () => {
    for (const path of ['/', '/store/wien-neubau', '/site/ueber-uns', '/ueber-uns']) {
      expect(await preloads(path)).toEqual([...SHELL, '/mfe/storefront/remoteEntry.js']);
    }
    expect(await preloads('/backend/orders')).toEqual([...SHELL, '/mfe/backoffice/remoteEntry.js']);
  });

  it("preloads a branch page's own start data, the URL the shell then fetches", async () => {
    const initHint = async (path: string) => {
      const page = await t.request('GET', path, { headers: { accept: 'text/html' } });
      return [...page.body.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map(
        (m) => m[1],
      );
    };
    expect(await initHint('/store/wien-neubau')).toEqual(['/api/init?branch=wien-neubau']);
    expect(await initHint('/store/wien-neubau/checkout')).toEqual(['/api/init?branch=wien-neubau']);
    expect(await initHint('/store/caf%C3%A9')).toEqual(['/api/init?branch=caf%C3%A9']);
    for (const path of ['/', '/site/ueber-uns', '/status/abc/def', '/backend/orders'])
      expect(await initHint(path)).toEqual(['/api/init']);
  });

  it('hints no entry of a remote served from elsewhere or not built here', async () => {
    expect(await preloads('/store/wien-neubau/checkout')).toEqual(SHELL);
    expect(await preloads('/signage/schaufenster')).toEqual(SHELL);
  });
});

describe("preload hint of a branch page's banner", () => {
  let t: TestApp;
  let webRoot: string;
  let banner: { id: number; version: number; extension: string };

  beforeAll(async () => {
    webRoot = buildWithManifests();
    t = await createTestApp({ webRoot });
    await t.createUser('admin', ['ROLE_ADMIN']);
    const admin = await t.login('admin');
    banner = await t.create('/api/images', { data: dataUrl(png(1600, 900)) }, admin);
    await t.create(
      '/api/branches',
      { identifier: 'wien-neubau', name: 'Wien-Neubau', images: [{ id: banner.id }] },
      admin,
    );
    await t.create('/api/branches', { identifier: 'graz', name: 'Graz' }, admin);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const imageHints = async (path: string) => {
    const page = await t.request('GET', path, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    return [...page.body.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
  };

  it('hints the first picture of the branch, sized like the page shows it, before anything else', async () => {
    const file = (size: string) =>
      `/image/${size}${banner.id}-${banner.version}.${banner.extension}`;
    const [hint, ...others] = await imageHints('/store/wien-neubau');
    expect(others).toEqual([]);
    expect(hint).toContain(`href="${file('medium/')}"`);
    expect(hint).toContain(`${file('small/')} 640w`);
    expect(hint).toContain(`${file('')} 1600w"`);
    expect(hint).toContain('imagesizes="(min-width: 72rem) 70rem, calc(100vw - 2rem)"');
    expect(hint).toContain('fetchpriority="high"');
  });

  it('hints no picture for other pages, unknown branches and branches without pictures', async () => {
    for (const path of ['/', '/store/graz', '/store/unbekannt', '/store/wien-neubau/checkout']) {
      expect(await imageHints(path)).toEqual([]);
    }
  });
});
