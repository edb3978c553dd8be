import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InitEntry, Menu, Product } from '@bestellwerk/domain';
import { SESSION_COOKIE } from '../src/modules/auth/session.service.js';
import {
  createTestApp,
  type HttpResponse,
  type StaffSession,
  type TestApp,
} from './support/test-app.js';

type Data<T> = { data: T };

const productsOf = (response: HttpResponse) =>
  response.json<Data<InitEntry[]>>().data.find((entry) => entry.url === '/api/products')!
    .data as Product[];

/** The body's JSON text, decoded from the Content-Encoding the answer names. */
function decoded(response: HttpResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.raw).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.raw.toString('utf8');
}

/**
 * The public reads (anonymous /api/init, the public lists, a branch's menus, a TV's display)
 * are served from bytes prepared once per data version: every encoding carries the same JSON,
 * a matching If-None-Match is a 304 without a body, a write shows at once, and a repeated
 * request asks the database nothing.
 */
describe('prepared public reads', () => {
  let t: TestApp;
  let admin: StaffSession;
  let roll: Product;
  let branchId: number;
  let hiddenBranchId: number;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request('GET', url, { headers });

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('admin', ['ROLE_ADMIN']);
    admin = await t.login('admin');
    branchId = (await t.create('/api/branches', { identifier: 'wien', name: 'Wien' }, admin)).id;
    hiddenBranchId = (
      await t.create(
        '/api/branches',
        { identifier: 'intern', name: 'Intern', isPublic: false },
        admin,
      )
    ).id;
    roll = await t.create<Product>(
      '/api/products',
      { name: 'Semmel', price: 0.6, isEnabled: true, description: 'Knusprig. '.repeat(200) },
      admin,
    );
    await t.create('/api/products', { name: 'Geheim', price: 1, isEnabled: false }, admin);
    await t.create(
      '/api/menus',
      {
        name: 'Wien',
        availableFrom: '2026-01-01T00:00:00.000Z',
        branches: [branchId],
        catalog: [],
      },
      admin,
    );
    await t.create(
      '/api/digital-signage-devices',
      { identifier: 'wien-tv', name: 'Wien', branch: { id: branchId } },
      admin,
    );
  });
  afterAll(() => t.close());

  const READS = [
    '/api/init',
    '/api/products',
    () => `/api/branches/${branchId}/menus`,
    '/api/digital-signage-devices/public/wien-tv',
  ];

  describe.each(READS.map((read) => [typeof read === 'string' ? read : 'branch menus', read]))(
    '%s',
    (_name, read) => {
      const url = () => (typeof read === 'string' ? read : read());

      it('answers brotli, gzip and plain bytes of the same JSON, each with its strong ETag', async () => {
        const br = await get(url(), { 'accept-encoding': 'gzip, deflate, br' });
        const gzip = await get(url(), { 'accept-encoding': 'gzip' });
        const plain = await get(url());
        expect([br.status, gzip.status, plain.status]).toEqual([200, 200, 200]);
        expect(br.headers['content-encoding']).toBe('br');
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(decoded(br)).toBe(decoded(plain));
        expect(decoded(gzip)).toBe(decoded(plain));
        expect(JSON.parse(decoded(plain))).toHaveProperty('data');
        const tag = String(plain.headers.etag);
        expect(tag).toMatch(/^"[\w-]+"$/);
        expect(br.headers.etag).toBe(tag.replace(/"$/, '-br"'));
        expect(gzip.headers.etag).toBe(tag.replace(/"$/, '-gzip"'));
        for (const response of [br, gzip, plain]) {
          expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(response.headers.vary).toBe('Cookie, Accept-Encoding');
          expect(response.headers['cache-control']).toBe('no-cache');
        }
      });

      it('answers 304 without a body to a matching If-None-Match, in any encoding', async () => {
        const first = await get(url(), { 'accept-encoding': 'br' });
        const etag = String(first.headers.etag);
        const conditional: Record<string, string>[] = [
          { 'if-none-match': etag, 'accept-encoding': 'br' },
          { 'if-none-match': `W/${etag}`, 'accept-encoding': 'gzip' },
          { 'if-none-match': `"anderes", ${etag}` },
        ];
        for (const headers of conditional) {
          const again = await get(url(), headers);
          expect(again.status).toBe(304);
          expect(again.raw).toHaveLength(0);
          expect(again.headers.etag).toBeDefined();
        }
        expect((await get(url(), { 'if-none-match': '"anderes"' })).status).toBe(200);
      });

      it('asks the database nothing on a repeated request', async () => {
        await get(url(), { 'accept-encoding': 'br' });
        expect(await t.countQueries(() => get(url(), { 'accept-encoding': 'br' }))).toBe(0);
        expect(await t.countQueries(() => get(url()))).toBe(0);
      });
    },
  );

  it('shows a price change made through the staff API at once, with a new ETag', async () => {
    const before = await get('/api/init', { 'accept-encoding': 'br' });
    const listBefore = await get('/api/products');
    const changed = await t.request('PUT', `/api/products/${roll.id}`, {
      session: admin,
      body: { price: 0.75 },
    });
    expect(changed.status).toBe(200);
    const after = await get('/api/init', {
      'accept-encoding': 'br',
      'if-none-match': String(before.headers.etag),
    });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const products = JSON.parse(decoded(after)) as Data<InitEntry[]>;
    const shown = products.data.find((entry) => entry.url === '/api/products')!.data as Product[];
    expect(shown.find((product) => product.id === roll.id)?.price).toBe(0.75);
    const listAfter = await get('/api/products', {
      'if-none-match': String(listBefore.headers.etag),
    });
    expect(listAfter.status).toBe(200);
    expect(listAfter.json<Data<Product[]>>().data.find((p) => p.id === roll.id)?.price).toBe(0.75);
  });

  it('keeps the public filters, the total header and the non-public 404', async () => {
    const list = await get('/api/products');
    expect(list.json<Data<Product[]>>().data.map((p) => p.name)).toEqual(['Semmel']);
    expect(list.headers['x-total-count']).toBe('1');
    expect(productsOf(await get('/api/init')).map((p) => p.name)).toEqual(['Semmel']);
    const searched = await get('/api/products?search=sem');
    expect(searched.json<Data<Product[]>>().data.map((p) => p.name)).toEqual(['Semmel']);
    expect((await get(`/api/branches/${hiddenBranchId}/menus`)).status).toBe(404);
    expect((await get('/api/branches/99999/menus')).status).toBe(404);
    expect((await get('/api/digital-signage-devices/public/unbekannt')).status).toBe(404);
  });

  it('answers anonymous init early with the headers of every answer, and an unknown session like a visitor', async () => {
    const early = await get('/api/init', { 'accept-encoding': 'gzip' });
    expect(early.headers['x-frame-options']).toBe('DENY');
    expect(early.headers['x-content-type-options']).toBe('nosniff');
    const unknownSession = await get('/api/init', {
      'accept-encoding': 'gzip',
      cookie: `${SESSION_COOKIE}=${'x'.repeat(43)}`,
    });
    expect(unknownSession.status).toBe(200);
    expect(unknownSession.headers.etag).toBe(early.headers.etag);
    const head = await t.request('HEAD', '/api/init');
    expect(head.status).toBe(200);
    expect(head.raw).toHaveLength(0);
  });

  it('builds staff answers per caller, as before', async () => {
    const staff = await t.request('GET', '/api/init', { session: admin });
    expect(productsOf(staff).map((p) => p.name)).toEqual(['Geheim', 'Semmel']);
    expect(String(staff.headers.etag)).toMatch(/^W\//);
    expect(staff.headers['cache-control']).toBe('private, no-cache');
    const menus = await t.request('GET', `/api/branches/${hiddenBranchId}/menus`, {
      session: admin,
    });
    expect(menus.status).toBe(200);
    expect(menus.json<Data<Menu[]>>().data).toEqual([]);
    const list = await t.request('GET', '/api/products', { session: admin });
    expect(list.headers['x-total-count']).toBe('2');
  });

  it('answers many simultaneous first requests from one build', async () => {
    await t.request('PUT', `/api/products/${roll.id}`, { session: admin, body: { price: 0.8 } });
    const queries = await t.countQueries(() =>
      Promise.all(Array.from({ length: 20 }, () => get('/api/init', { 'accept-encoding': 'br' }))),
    );
    const single = await t.countQueries(async () => {
      await t.request('PUT', `/api/products/${roll.id}`, { session: admin, body: { price: 0.85 } });
    });
    const oneBuild = await t.countQueries(() => get('/api/init'));
    expect(oneBuild).toBeGreaterThan(0);
    expect(queries).toBe(oneBuild);
    expect(single).toBeGreaterThan(0);
  });
});
