import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Image } from '@bestellwerk/domain';
import { dataUrl, png } from './support/media-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

type Data<T> = { data: T };
interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

const FALLBACK_ICONS = [
  { src: '/icons/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** A web root with a shell build that contains a generated service worker and an icon. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'bestellwerk-pwa-'));
  const shell = join(root, 'shell/dist');
  mkdirSync(join(shell, 'icons'), { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>Shell</title>');
  writeFileSync(join(shell, 'sw.js'), 'self.__WB_MANIFEST_DONE = [];');
  writeFileSync(join(shell, 'icons/app-icon-192.png'), png(192, 192));
  return root;
}

describe('installable app: web app manifest and service worker', () => {
  let t: TestApp;
  let admin: StaffSession;
  let webRoot: string;

  const manifest = async () => {
    const response = await t.request('GET', '/api/manifest.webmanifest');
    expect(response.status).toBe(200);
    return response.json<Manifest>();
  };
  const uploadPng = async (width: number, height: number) =>
    (
      await t.request('POST', '/api/images', {
        session: admin,
        body: { data: dataUrl(png(width, height)) },
      })
    ).json<Data<Image>>().data;
  const setConfig = async (body: Record<string, unknown>) => {
    const response = await t.request('POST', '/api/config', { session: admin, body });
    expect(response.status).toBe(200);
  };

  beforeAll(async () => {
    webRoot = fakeBuild();
    t = await createTestApp({ webRoot });
    await t.createUser('admin', ['ROLE_ADMIN']);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers the manifest publicly as application/manifest+json, revalidated on every load', async () => {
    const response = await t.request('GET', '/api/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).not.toHaveProperty('data');
  });

  it('takes name, colours and start from the config, with the shell icons without images', async () => {
    await setConfig({
      shopName: 'Backstube Huber',
      themeColor: '#112233',
      backgroundColor: '#FFFFFF',
      favicon: null,
      logo: null,
    });
    expect(await manifest()).toEqual({
      id: '/',
      name: 'Backstube Huber',
      short_name: 'Backstube Huber',
      lang: 'de',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#112233',
      background_color: '#FFFFFF',
      icons: FALLBACK_ICONS,
    });
  });

  it('offers the favicon in each image size narrower than it, then the original, before the shell icons', async () => {
    const favicon = await uploadPng(300, 300);
    const logo = await uploadPng(512, 512);
    await setConfig({ favicon: { id: favicon.id }, logo: { id: logo.id } });
    const file = `${favicon.id}-${favicon.version}.png`;
    expect((await manifest()).icons).toEqual([
      { src: `/image/icon/${file}`, sizes: '64x64', type: 'image/png' },
      { src: `/image/thumbnail/${file}`, sizes: '128x128', type: 'image/png' },
      { src: `/image/tiny/${file}`, sizes: '256x256', type: 'image/png' },
      { src: `/image/${file}`, sizes: '300x300', type: 'image/png' },
      ...FALLBACK_ICONS,
    ]);
    const variant = await t.request('GET', `/image/tiny/${file}`);
    expect(variant.status).toBe(200);
  });

  it('falls back to a square logo when the favicon is not square, and to the shell icons when neither is', async () => {
    const wide = await uploadPng(200, 100);
    const logo = await uploadPng(100, 100);
    await setConfig({ favicon: { id: wide.id }, logo: { id: logo.id } });
    const file = `${logo.id}-${logo.version}.png`;
    expect((await manifest()).icons).toEqual([
      { src: `/image/icon/${file}`, sizes: '64x64', type: 'image/png' },
      { src: `/image/${file}`, sizes: '100x100', type: 'image/png' },
      ...FALLBACK_ICONS,
    ]);
    await setConfig({ logo: { id: wide.id } });
    expect((await manifest()).icons).toEqual(FALLBACK_ICONS);
  });

  it('names the app "Bestellwerk" while no shop name is configured', async () => {
    await setConfig({ shopName: '' });
    expect(await manifest()).toMatchObject({ name: 'Bestellwerk', short_name: 'Bestellwerk' });
  });

  it('serves the service worker at the root scope, never from the HTTP cache', async () => {
    const response = await t.request('GET', '/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('__WB_MANIFEST_DONE');
  });

  it('marks answers to a staff session private, so the service worker keeps no copy', async () => {
    const anonymous = await t.request('GET', '/api/init');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    const signedIn = await t.request('GET', '/api/init', { session: admin });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 404 for /sw.js when no service worker was built, never the page', async () => {
    const bare = fakeBuild();
    rmSync(join(bare, 'shell/dist/sw.js'));
    const other = await createTestApp({ webRoot: bare });
    try {
      const response = await other.request('GET', '/sw.js');
      expect(response.status).toBe(404);
      expect(response.body).not.toContain('<html');
    } finally {
      await other.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('serves the fallback icon shipped in the shell build', async () => {
    const response = await t.request('GET', '/icons/app-icon-192.png');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });
});
