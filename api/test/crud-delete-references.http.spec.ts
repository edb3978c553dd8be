import type { Branch, Category, Menu, Navigation, Site, Tag } from '@bestellwerk/domain';
import { MenuEntity } from '../src/modules/catalog/entities/menu.entity.js';
import { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { createBranch, createOrder } from './support/order-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';
type Data<T> = { data: T };

/** Issue 7: deleting a record that something still uses names the users, or detaches it. */
describe('deleting records that are still in use', () => {
  let t: TestApp;
  let admin: StaffSession;

  const post = <T>(path: string, body: unknown): Promise<T> => t.create<T>(path, body, admin);
  const remove = (path: string) => t.request('DELETE', path, { session: admin });
  const exists = async (path: string) => (await t.request('GET', path, { session: admin })).status;

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('admin', ['ROLE_ADMIN']);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('refuses to delete a category placed in a menu, naming the menu, and changes nothing', async () => {
    const bread = await post<Category>('/api/categories', { name: 'Brot' });
    const summer = await post<Menu>('/api/menus', {
      name: 'Sommer 2026',
      availableFrom: '2026-05-01T00:00:00.000Z',
      catalog: [{ id: bread.id, products: [] }],
    });

    const response = await remove(`/api/categories/${bread.id}`);

    expect(response.status).toBe(409);
    expect(response.json()).toEqual({
      errors: [
        {
          code: 'RECORD_STILL_USED',
          message: 'Die Kategorie „Brot“ wird noch verwendet: Produktkatalog „Sommer 2026“.',
        },
      ],
    });
    expect(await exists(`/api/categories/${bread.id}`)).toBe(200);
    const menu = (await t.request('GET', `/api/menus/${summer.id}`)).json<Data<Menu>>().data;
    expect(menu.catalog).toEqual([{ id: bread.id, products: [] }]);
  });

  it('names three users and counts the rest', async () => {
    const cakes = await post<Category>('/api/categories', { name: 'Torten' });
    for (const name of ['Frühling', 'Herbst', 'Sommer', 'Winter', 'Advent']) {
      await post<Menu>('/api/menus', {
        name,
        availableFrom: '2026-01-01T00:00:00.000Z',
        catalog: [{ id: cakes.id, products: [] }],
      });
    }
    const response = await remove(`/api/categories/${cakes.id}`);
    expect(response.status).toBe(409);
    expect(response.json<Errors>().errors[0].message).toBe(
      'Die Kategorie „Torten“ wird noch verwendet: Produktkatalog „Frühling“, ' +
        'Produktkatalog „Herbst“, Produktkatalog „Sommer“ … und 2 weitere.',
    );
  });

  it('detaches a tag from the branches that carry it (200) and keeps the branches', async () => {
    const delivery = await post<Tag>('/api/tags', { name: 'Lieferung' });
    const seats = await post<Tag>('/api/tags', { name: 'Sitzplätze' });
    const graz = await post<Branch>('/api/branches', {
      identifier: 'graz-tags',
      name: 'Graz',
      tags: [{ id: delivery.id }, { id: seats.id }],
    });
    const linz = await post<Branch>('/api/branches', {
      identifier: 'linz-tags',
      name: 'Linz',
      tags: [{ id: delivery.id }],
    });

    const response = await remove(`/api/tags/${delivery.id}`);

    expect(response.status).toBe(200);
    expect(await exists(`/api/tags/${delivery.id}`)).toBe(404);
    const tagsOf = async (id: number) =>
      (
        await t.dataSource
          .getRepository(BranchEntity)
          .findOneOrFail({ where: { id }, relations: { tags: true } })
      ).tags.map((tag) => tag.name);
    expect(await tagsOf(graz.id)).toEqual(['Sitzplätze']);
    expect(await tagsOf(linz.id)).toEqual([]);
  });

  it('deletes a record nothing uses (200, then 404)', async () => {
    const unused = await post<Category>('/api/categories', { name: 'Ungenutzt' });
    const response = await remove(`/api/categories/${unused.id}`);
    expect(response.status).toBe(200);
    expect(await exists(`/api/categories/${unused.id}`)).toBe(404);
  });

  it('refuses to delete a page a navigation links to, naming the navigation', async () => {
    const team = await post<Site>('/api/sites', { path: '/site/team-ref', name: 'Team' });
    await post<Navigation>('/api/navigations', {
      identifier: 'footer-ref',
      name: 'Fußzeile',
      items: [
        {
          type: 'group',
          label: 'Über uns',
          target: null,
          children: [{ type: 'site', target: team.id, label: 'Team' }],
        },
      ],
    });

    const response = await remove(`/api/sites/${team.id}`);

    expect(response.status).toBe(409);
    expect(response.json()).toEqual({
      errors: [
        {
          code: 'RECORD_STILL_USED',
          message: 'Die Seite „Team“ wird noch verwendet: Navigation „Fußzeile“.',
        },
      ],
    });
    expect(await exists(`/api/sites/${team.id}`)).toBe(200);
  });

  it('refuses to delete a page another page links to, but not one that only links to itself', async () => {
    const privacy = await post<Site>('/api/sites', {
      path: '/site/datenschutz-ref',
      name: 'Datenschutz',
    });
    await post<Site>('/api/sites', {
      path: '/site/kontakt-ref',
      name: 'Kontakt',
      type: 'custom_site',
      content: [{ type: 'form', value: { privacySite: privacy.id, thankYou: '<p>Danke</p>' } }],
    });
    const lonely = await post<Site>('/api/sites', { path: '/site/allein', name: 'Allein' });
    await t.request('PUT', `/api/sites/${lonely.id}`, {
      session: admin,
      body: {
        type: 'custom_site',
        content: [
          {
            type: 'hero',
            value: { title: 'x', link: { label: 'Hier', target: lonely.id, url: '' } },
          },
        ],
      },
    });

    const refused = await remove(`/api/sites/${privacy.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json<Errors>().errors[0].message).toBe(
      'Die Seite „Datenschutz“ wird noch verwendet: Seite „Kontakt“.',
    );
    expect((await remove(`/api/sites/${lonely.id}`)).status).toBe(200);
  });

  it('refuses to delete a branch with orders, naming the orders; a menu only loses the branch', async () => {
    const wien = await createBranch(t.dataSource, { name: 'Wien Mitte' });
    await createOrder(t.dataSource, { branch: wien, businessDay: '2026-03-20', ticketNumber: 7 });
    const refused = await remove(`/api/branches/${wien.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json()).toEqual({
      errors: [
        {
          code: 'RECORD_STILL_USED',
          message:
            'Die Filiale „Wien Mitte“ wird noch verwendet: Bestellung „Nr. 7 vom 20.03.2026“.',
        },
      ],
    });

    const salzburg = await createBranch(t.dataSource, { name: 'Salzburg' });
    const menu = await post<Menu>('/api/menus', {
      name: 'Salzburger Karte',
      availableFrom: '2026-01-01T00:00:00.000Z',
      branches: [salzburg.id, wien.id],
    });
    expect((await remove(`/api/branches/${salzburg.id}`)).status).toBe(200);
    const stored = await t.dataSource
      .getRepository(MenuEntity)
      .findOneOrFail({ where: { id: menu.id }, relations: { branches: true } });
    expect(stored.branches.map((branch) => branch.id)).toEqual([wien.id]);
  });

  it('refuses to delete a branch a navigation links to', async () => {
    const linz = await createBranch(t.dataSource, { name: 'Linz Hafen' });
    await post<Navigation>('/api/navigations', {
      identifier: 'header-ref',
      name: 'Kopfzeile',
      items: [{ type: 'branch', target: linz.id, label: 'Linz' }],
    });
    const response = await remove(`/api/branches/${linz.id}`);
    expect(response.status).toBe(409);
    expect(response.json<Errors>().errors[0].message).toBe(
      'Die Filiale „Linz Hafen“ wird noch verwendet: Navigation „Kopfzeile“.',
    );
  });
});
