import { INIT_URLS, type InitEntry } from '@bestellwerk/domain';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

type Entries = { data: InitEntry[] };

const entry = <U extends InitEntry['url']>(entries: InitEntry[], url: U) =>
  entries.find((e) => e.url === url)?.data as Extract<InitEntry, { url: U }>['data'];

describe('GET /api/init', () => {
  let t: TestApp;
  let admin: StaffSession;

  const create = (path: string, body: object) => t.create(path, body, admin);

  const addProducts = async (count: number, offset: number) => {
    for (let i = 0; i < count; i += 1) {
      await create('/api/products', { name: `Semmel ${offset + i}`, price: 0.55, isEnabled: true });
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('admin', ['ROLE_ADMIN']);
    admin = await t.login('admin');
    const open = await create('/api/branches', { identifier: 'wien', name: 'Wien' });
    const hidden = await create('/api/branches', {
      identifier: 'intern',
      name: 'Intern',
      isPublic: false,
    });
    await create('/api/tables', { identifier: 'T1', branch: { id: open.id } });
    await create('/api/tables', { identifier: 'T9', branch: { id: hidden.id } });
    await create('/api/categories', { name: 'Brot', isEnabled: true });
    await create('/api/categories', { name: 'Entwurf', isEnabled: false });
    await create('/api/products', { name: 'Versteckt', price: 1, isEnabled: false });
    await create('/api/sites', {
      path: '/site/ueber-uns',
      name: 'Über uns',
      type: 'default',
      isPublic: true,
    });
    await create('/api/sites', {
      path: '/site/geheim',
      name: 'Geheim',
      type: 'default',
      isPublic: false,
    });
    await create('/api/navigations', {
      identifier: 'header-navigation',
      name: 'Kopf',
      isPublic: true,
      items: [],
    });
    await create('/api/navigations', {
      identifier: 'intern',
      name: 'Intern',
      isPublic: false,
      items: [],
    });
  });
  afterAll(() => t.close());

  it('answers one entry per url, config first, in the order of the spec', async () => {
    const response = await t.request('GET', '/api/init');
    expect(response.status).toBe(200);
    expect(response.json<Entries>().data.map((e) => e.url)).toEqual(INIT_URLS);
  });

  it('gives anonymous visitors only public data and no user', async () => {
    const entries = (await t.request('GET', '/api/init')).json<Entries>().data;
    expect(entry(entries, '/api/users/me')).toBeNull();
    expect(entry(entries, '/api/branches').map((b) => b.identifier)).toEqual(['wien']);
    expect(entry(entries, '/api/tables').map((table) => table.identifier)).toEqual(['T1']);
    expect(entry(entries, '/api/categories').map((c) => c.name)).toEqual(['Brot']);
    expect(entry(entries, '/api/products').map((p) => p.name)).not.toContain('Versteckt');
    expect(entry(entries, '/api/sites').map((s) => s.path)).toEqual(['/site/ueber-uns']);
    expect(entry(entries, '/api/navigations').map((n) => n.identifier)).toEqual([
      'header-navigation',
    ]);
    expect(entry(entries, '/api/config')).toMatchObject({
      currency: 'EUR',
      primaryColor: '#C49560',
    });
    expect(JSON.stringify(entries)).not.toContain('apiKey');
  });

  it('gives signed-in staff everything and themselves with the CSRF token', async () => {
    const entries = (await t.request('GET', '/api/init', { session: admin })).json<Entries>().data;
    expect(entry(entries, '/api/users/me')).toMatchObject({
      username: 'admin',
      csrfToken: admin.csrfToken,
    });
    expect(
      entry(entries, '/api/branches')
        .map((b) => b.identifier)
        .sort(),
    ).toEqual(['intern', 'wien']);
    expect(entry(entries, '/api/categories')).toHaveLength(2);
    expect(entry(entries, '/api/sites')).toHaveLength(2);
  });

  it('costs the same number of SQL queries for 5 and for 40 products', async () => {
    await addProducts(5, 0);
    const few = await t.countQueries(() => t.request('GET', '/api/init'));
    await addProducts(35, 5);
    const many = await t.countQueries(() => t.request('GET', '/api/init'));
    const entries = (await t.request('GET', '/api/init')).json<Entries>().data;
    expect(entry(entries, '/api/products')).toHaveLength(40);
    expect(many).toBe(few);
    expect(few).toBeLessThanOrEqual(15);
  });

  it('carries an ETag and answers 304 when nothing changed', async () => {
    const first = await t.request('GET', '/api/init');
    const etag = String(first.headers.etag);
    expect(
      (await t.request('GET', '/api/init', { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    await create('/api/tags', { name: 'Neu' });
    expect(
      (await t.request('GET', '/api/init', { headers: { 'if-none-match': etag } })).status,
    ).toBe(200);
  });

  it('answers repeated anonymous calls without asking the database', async () => {
    await t.request('GET', '/api/init');
    expect(await t.countQueries(() => t.request('GET', '/api/init'))).toBe(0);
    // Staff answers are built per caller.
    expect(
      await t.countQueries(() => t.request('GET', '/api/init', { session: admin })),
    ).toBeGreaterThan(0);
  });

  it('shows anonymous visitors every committed change at once', async () => {
    const names = async () =>
      entry((await t.request('GET', '/api/init')).json<Entries>().data, '/api/categories').map(
        (c) => c.name,
      );
    expect(await names()).not.toContain('Torten');
    const torten = await create('/api/categories', { name: 'Torten', isEnabled: true });
    expect(await names()).toContain('Torten');
    await t.request('PUT', `/api/categories/${torten.id}`, {
      session: admin,
      body: { name: 'Kuchen' },
    });
    expect(await names()).toEqual(expect.arrayContaining(['Kuchen']));
    await t.request('DELETE', `/api/categories/${torten.id}`, { session: admin });
    expect(await names()).not.toContain('Kuchen');
    await t.request('POST', '/api/config', { session: admin, body: { shopName: 'Neuer Name' } });
    const config = entry((await t.request('GET', '/api/init')).json<Entries>().data, '/api/config');
    expect(config.shopName).toBe('Neuer Name');
  });
});
