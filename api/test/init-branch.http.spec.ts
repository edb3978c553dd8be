import type { FieldError, InitEntry, Menu, Product } from '@bestellwerk/domain';
import { SESSION_COOKIE } from '../src/modules/auth/session.service.js';
import {
  createTestApp,
  type HttpResponse,
  type StaffSession,
  type TestApp,
} from './support/test-app.js';

type Data<T> = { data: T };

const entriesOf = (response: HttpResponse) => response.json<Data<InitEntry[]>>().data;
const listOf = <T>(response: HttpResponse, url: InitEntry['url']) =>
  entriesOf(response).find((entry) => entry.url === url)!.data as T[];
const productNames = (response: HttpResponse) =>
  listOf<Product>(response, '/api/products')
    .map((product) => product.name)
    .sort();
const menuNames = (response: HttpResponse) =>
  listOf<Menu>(response, '/api/menus').map((menu) => menu.name);

/**
 * `GET /api/init?branch={identifier}`: a branch page's start data hold only that branch's menus
 * and their products (with bundle parts), prepared once per version like the answer for all; an
 * unknown branch gets the answer for all, staff get everything, and bad queries a German 400.
 */
describe('init for one branch', () => {
  let t: TestApp;
  let admin: StaffSession;
  let pretzel: Product;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request('GET', url, { headers });

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('admin', ['ROLE_ADMIN']);
    admin = await t.login('admin');
    const create = <T>(path: string, body: object) => t.create<T>(path, body, admin);
    const wien = await create<{ id: number }>('/api/branches', {
      identifier: 'wien',
      name: 'Wien',
    });
    const graz = await create<{ id: number }>('/api/branches', {
      identifier: 'graz',
      name: 'Graz',
    });
    const bread = await create<{ id: number }>('/api/categories', { name: 'Brot' });
    const product = (name: string, extra: object = {}) =>
      create<Product>('/api/products', { name, price: 1, isEnabled: true, ...extra });
    const roll = await product('Semmel');
    const coffee = await product('Kaffee');
    const breakfast = await product('Frühstück', {
      type: 'bundle',
      bundleProducts: [{ id: coffee.id }],
    });
    pretzel = await product('Breze');
    await product('Strudel');
    const menu = (name: string, branch: number, listed: Product[]) =>
      create('/api/menus', {
        name,
        availableFrom: '2026-01-01T00:00:00.000Z',
        branches: [branch],
        catalog: [
          {
            id: bread.id,
            products: listed.map((p) => ({ id: p.id, isEnabled: true, schedule: null })),
          },
        ],
      });
    await menu('Wien', wien.id, [roll, breakfast]);
    await menu('Graz', graz.id, [pretzel]);
  });
  afterAll(() => t.close());

  it("holds the branch's menus and their products with the parts of its bundles", async () => {
    const wien = await get('/api/init?branch=wien');
    expect(wien.status).toBe(200);
    expect(menuNames(wien)).toEqual(['Wien']);
    expect(productNames(wien)).toEqual(['Frühstück', 'Kaffee', 'Semmel']);
    const graz = await get('/api/init?branch=graz');
    expect(menuNames(graz)).toEqual(['Graz']);
    expect(productNames(graz)).toEqual(['Breze']);
    // Everything else is the answer for all branches: both branches, the config, the lists.
    const all = await get('/api/init');
    expect(productNames(all)).toEqual(['Breze', 'Frühstück', 'Kaffee', 'Semmel', 'Strudel']);
    const rest = (response: HttpResponse) =>
      entriesOf(response).filter((e) => e.url !== '/api/menus' && e.url !== '/api/products');
    expect(rest(wien)).toEqual(rest(all));
    expect(listOf<{ identifier: string }>(wien, '/api/branches').map((b) => b.identifier)).toEqual(
      expect.arrayContaining(['wien', 'graz']),
    );
  });

  it('is prepared once per version: a repeat asks the database nothing, its ETag answers 304', async () => {
    const first = await get('/api/init?branch=graz');
    expect(await t.countQueries(() => get('/api/init?branch=graz'))).toBe(0);
    const again = await get('/api/init?branch=graz', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.raw).toHaveLength(0);
    expect(first.headers.etag).not.toBe((await get('/api/init')).headers.etag);
  });

  it('shows a price change at once', async () => {
    const before = await get('/api/init?branch=graz');
    await t.request('PUT', `/api/products/${pretzel.id}`, { session: admin, body: { price: 1.4 } });
    const after = await get('/api/init?branch=graz');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(listOf<Product>(after, '/api/products')[0].price).toBe(1.4);
  });

  it('answers the same through the controller as early (a stale session cookie goes that way)', async () => {
    const early = await get('/api/init?branch=wien');
    const late = await get('/api/init?branch=wien', {
      cookie: `${SESSION_COOKIE}=${'x'.repeat(43)}`,
    });
    expect(late.status).toBe(200);
    expect(late.headers.etag).toBe(early.headers.etag);
  });

  it('gives an unknown branch the answer for all branches, and staff everything', async () => {
    const all = await get('/api/init');
    const unknown = await get('/api/init?branch=linz');
    expect(unknown.status).toBe(200);
    expect(unknown.headers.etag).toBe(all.headers.etag);
    const staff = await t.request('GET', '/api/init?branch=graz', { session: admin });
    expect(staff.status).toBe(200);
    expect(productNames(staff)).toEqual(['Breze', 'Frühstück', 'Kaffee', 'Semmel', 'Strudel']);
    expect(menuNames(staff).sort()).toEqual(['Graz', 'Wien']);
  });

  it('refuses a repeated or overlong branch with a German 400 at its field', async () => {
    const cases: [string, string][] = [
      ['branch=wien&branch=graz', 'Das Feld „Filiale“ muss ein Text sein.'],
      [`branch=${'w'.repeat(101)}`, 'Das Feld „Filiale“ darf höchstens 100 Zeichen lang sein.'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/init?${query}`);
      expect(response.status).toBe(400);
      expect(response.json<{ errors: FieldError[] }>().errors).toEqual([
        { field: 'branch', message, code: 'VALIDATION_FAILED' },
      ]);
    }
  });
});
