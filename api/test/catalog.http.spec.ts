import type { Category, Image, Menu, Product, Tag } from '@bestellwerk/domain';
import { dataUrl, png } from './support/media-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import { signInAdminAndEmployee } from './support/staff-fixtures.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';
type Data<T> = { data: T };

describe('catalog: tags, categories, products, menus', () => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;

  const post = <T>(path: string, body: unknown): Promise<T> => t.create<T>(path, body, admin);
  const image = async (): Promise<Image> => {
    const { id, version, extension, width, height, alt } = await post<Image>('/api/images', {
      data: dataUrl(png(4, 3)),
    });
    return { id, version, extension, width, height, alt };
  };
  const branch = (identifier: string, extra: Record<string, unknown> = {}) =>
    post<{ id: number }>('/api/branches', { identifier, name: identifier, ...extra });

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, employee } = await signInAdminAndEmployee(t));
  });
  afterAll(() => t.close());

  it('refuses writes to categories, products and menus: 401 anonymous, 403 employees', async () => {
    const bodies: Record<string, unknown> = {
      categories: { name: 'x' },
      products: { name: 'x', price: 1 },
      menus: { name: 'x', availableFrom: '2026-01-01T00:00:00Z' },
    };
    for (const [path, body] of Object.entries(bodies)) {
      const anonymous = await t.request('POST', `/api/${path}`, { body });
      const forbidden = await t.request('POST', `/api/${path}`, { session: employee, body });
      const deletion = await t.request('DELETE', `/api/${path}/1`, { session: employee });
      expect({
        path,
        anonymous: anonymous.status,
        employee: forbidden.status,
        deletion: deletion.status,
      }).toEqual({
        path,
        anonymous: 401,
        employee: 403,
        deletion: 403,
      });
    }
  });

  describe('tags', () => {
    it('creates a tag with an image and lists tags publicly', async () => {
      const picture = await image();
      const tag = await post<Tag>('/api/tags', { name: 'Sitzplätze', image: { id: picture.id } });
      expect(tag).toEqual({ id: tag.id, name: 'Sitzplätze', image: picture });
      const list = await t.request('GET', '/api/tags');
      expect(list.status).toBe(200);
      expect(list.json<Data<Tag[]>>().data).toContainEqual(tag);
    });

    it('answers German errors: 404, missing image, 401 and 403 for writes', async () => {
      expect((await t.request('GET', '/api/tags/999')).json()).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Tag wurde nicht gefunden.' }],
      });
      const missing = await t.request('POST', '/api/tags', {
        session: admin,
        body: { name: 'x', image: { id: 999 } },
      });
      expect(missing.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Bild mit der ID 999 existiert nicht.',
            field: 'image',
          },
        ],
      });
      expect((await t.request('POST', '/api/tags', { body: { name: 'x' } })).status).toBe(401);
      expect(
        (await t.request('POST', '/api/tags', { session: employee, body: { name: 'x' } })).status,
      ).toBe(403);
    });
  });

  describe('categories', () => {
    it('shows anonymous callers enabled categories only, staff all of them', async () => {
      const schedule = {
        startDate: null,
        endDate: null,
        hours: [{ type: 'daily', date: null, isClosed: false, from: '06:30', to: '11:00' }],
      };
      const breakfast = await post<Category>('/api/categories', {
        name: 'Frühstück',
        description: 'Bis 11 Uhr',
        schedule,
        isVisibleWhenUnavailable: true,
      });
      expect(breakfast).toEqual({
        id: breakfast.id,
        name: 'Frühstück',
        description: 'Bis 11 Uhr',
        image: null,
        isEnabled: true,
        schedule,
        isVisibleWhenUnavailable: true,
      });
      const hidden = await post<Category>('/api/categories', { name: 'Saison', isEnabled: false });

      const anonymous = (await t.request('GET', '/api/categories')).json<Data<Category[]>>().data;
      expect(anonymous.map((c) => c.id)).toContain(breakfast.id);
      expect(anonymous.map((c) => c.id)).not.toContain(hidden.id);
      const staff = (await t.request('GET', '/api/categories', { session: employee })).json<
        Data<Category[]>
      >().data;
      expect(staff.map((c) => c.id)).toContain(hidden.id);
      expect((await t.request('GET', `/api/categories/${hidden.id}`)).json()).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Kategorie wurde nicht gefunden.' }],
      });
    });

    it('validates the schedule', async () => {
      const response = await t.request('POST', '/api/categories', {
        session: admin,
        body: { name: 'x', schedule: { startDate: '2026-02-30', endDate: null, hours: [] } },
      });
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          message: 'Das Feld „Verfügbar ab“ muss ein Datum im Format JJJJ-MM-TT sein.',
          field: 'schedule.startDate',
        },
      ]);
    });
  });

  describe('products', () => {
    const cake = {
      name: 'Sachertorte ganz',
      description: 'Mit Marillenmarmelade',
      allergens: ['A', 'C', 'G'],
      type: 'configurable',
      price: 34.9,
      unit: 'piece',
      tax: 10,
      takeawayTax: 10,
      dineInTax: 10,
      isLeadTimeEnabled: true,
      leadTimeType: 'days',
      leadTimeValue: 2,
      config: {
        parts: [
          {
            name: 'Größe',
            type: 'select',
            options: [
              { name: 'Ø 18 cm', modifier: 'add', value: 0 },
              { name: 'Ø 22 cm', modifier: 'add', value: 12 },
            ],
          },
          { name: 'Aufschrift', type: 'text', optional: true },
        ],
      },
    };

    it('creates a product with every field in the contract shape and a generated uid', async () => {
      const first = await image();
      const second = await image();
      const product = await post<Product>('/api/products', {
        ...cake,
        images: [{ id: second.id }, { id: first.id }],
      });
      expect(product).toEqual({
        id: product.id,
        uid: expect.stringMatching(/^P-[0-9A-F]{10}$/),
        name: 'Sachertorte ganz',
        description: 'Mit Marillenmarmelade',
        allergens: ['A', 'C', 'G'],
        allergenNote: '',
        type: 'configurable',
        price: 34.9,
        unit: 'piece',
        alternativeUnits: [],
        minimumQuantity: null,
        maximumQuantity: null,
        quantityStepSize: null,
        defaultQuantity: null,
        defaultUnit: null,
        calculationModel: 'fixed',
        tax: 10,
        takeawayTax: 10,
        dineInTax: 10,
        images: [second, first],
        isPriceHidden: false,
        isEnabled: true,
        schedule: null,
        isStepByStep: false,
        isLeadTimeEnabled: true,
        leadTimeType: 'days',
        leadTimeValue: 2,
        bundleProducts: [],
        config: {
          parts: [
            {
              name: 'Größe',
              description: '',
              type: 'select',
              optional: false,
              options: [
                { name: 'Ø 18 cm', modifier: 'add', value: 0 },
                { name: 'Ø 22 cm', modifier: 'add', value: 12 },
              ],
            },
            { name: 'Aufschrift', description: '', type: 'text', optional: true, options: [] },
          ],
        },
      });
    });

    it('sells by weight with alternative units and quantity steps', async () => {
      const bread = await post<Product>('/api/products', {
        uid: 'P-0101',
        name: 'Bauernbrot',
        price: 0.62,
        unit: 'dag',
        calculationModel: 'approximate',
        minimumQuantity: 25,
        maximumQuantity: 200,
        quantityStepSize: 25,
        defaultQuantity: 50,
        defaultUnit: 'kg',
        alternativeUnits: [
          {
            unit: 'kg',
            ratio: 100,
            calculationModel: 'approximate',
            minimumQuantity: 0.25,
            maximumQuantity: 2,
            quantityStepSize: 0.25,
          },
        ],
      });
      expect(bread).toMatchObject({
        uid: 'P-0101',
        price: 0.62,
        minimumQuantity: 25,
        maximumQuantity: 200,
        quantityStepSize: 25,
        defaultQuantity: 50,
        defaultUnit: 'kg',
        alternativeUnits: [{ unit: 'kg', ratio: 100, minimumQuantity: 0.25 }],
      });
      const duplicate = await t.request('POST', '/api/products', {
        session: admin,
        body: { uid: 'P-0101', name: 'Noch ein Brot', price: 1 },
      });
      expect(duplicate.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Diese Artikelnummer wird bereits von einem anderen Produkt verwendet.',
            field: 'uid',
          },
        ],
      });
    });

    it('refuses invalid values at their fields', async () => {
      const response = await t.request('POST', '/api/products', {
        session: admin,
        body: {
          name: 'x',
          price: 1.234,
          unit: 'pound',
          allergens: ['A', 'Z'],
          type: 'special',
          tax: 120,
          leadTimeValue: 10001,
          config: {
            parts: [
              { name: 'x', type: 'select', options: [{ name: 'a', modifier: 'times', value: -1 }] },
            ],
          },
        },
      });
      expect(response.status).toBe(400);
      const fields = response.json<Errors>().errors.map((error) => error.field);
      expect(fields).toEqual(
        expect.arrayContaining([
          'price',
          'unit',
          'allergens',
          'type',
          'tax',
          'leadTimeValue',
          'config.parts.0.options.0.modifier',
          'config.parts.0.options.0.value',
        ]),
      );
    });

    it('answers cross-field rules in German at the field: quantities and select options', async () => {
      const range = await t.request('POST', '/api/products', {
        session: admin,
        body: { name: 'x', price: 1, minimumQuantity: 5, maximumQuantity: 2 },
      });
      expect(range.status).toBe(400);
      expect(range.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Die Höchstmenge darf nicht kleiner als die Mindestmenge sein.',
            field: 'maximumQuantity',
          },
        ],
      });
      const select = await t.request('POST', '/api/products', {
        session: admin,
        body: {
          name: 'x',
          price: 1,
          type: 'configurable',
          config: {
            parts: [
              { name: 'Text', type: 'text' },
              { name: 'Größe', type: 'multiselect' },
            ],
          },
        },
      });
      expect(select.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Ein Auswahlfeld braucht mindestens eine Option.',
            field: 'config.parts.1.options',
          },
        ],
      });
      // An update is checked against the stored values it does not change.
      const product = await post<Product>('/api/products', {
        name: 'y',
        price: 1,
        minimumQuantity: 3,
      });
      const update = await t.request('PUT', `/api/products/${product.id}`, {
        session: admin,
        body: { maximumQuantity: 1 },
      });
      expect(update.json<Errors>().errors[0].field).toBe('maximumQuantity');
    });

    it('keeps the parts of a bundle in order and refuses missing ones', async () => {
      const coffee = await post<Product>('/api/products', { name: 'Melange', price: 3.9 });
      const roll = await post<Product>('/api/products', { name: 'Kaisersemmel', price: 0.6 });
      const bundle = await post<Product>('/api/products', {
        name: 'Frühstück für zwei',
        price: 19.9,
        type: 'bundle',
        bundleProducts: [{ id: roll.id }, { id: coffee.id }],
      });
      expect(bundle.bundleProducts).toEqual([{ id: roll.id }, { id: coffee.id }]);
      const missing = await t.request('PUT', `/api/products/${bundle.id}`, {
        session: admin,
        body: { bundleProducts: [{ id: 99999 }] },
      });
      expect(missing.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Produkt mit der ID 99999 existiert nicht.',
            field: 'bundleProducts',
          },
        ],
      });
      const notABundle = await t.request('PUT', `/api/products/${coffee.id}`, {
        session: admin,
        body: { bundleProducts: [{ id: roll.id }] },
      });
      expect(notABundle.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          message: 'Nur Produkte vom Typ „bundle“ können andere Produkte enthalten.',
          field: 'bundleProducts',
        },
      ]);
      // Deleting a part removes it from the bundle.
      await t.request('DELETE', `/api/products/${roll.id}`, { session: admin });
      const after = await t.request('GET', `/api/products/${bundle.id}`);
      expect(after.json<Data<Product>>().data.bundleProducts).toEqual([{ id: coffee.id }]);
    });

    it('shows anonymous callers enabled products only and searches name, description and uid', async () => {
      const hidden = await post<Product>('/api/products', {
        uid: 'P-9901',
        name: 'Osterpinze',
        description: 'Nur zu Ostern',
        price: 8,
        isEnabled: false,
      });
      const anonymous = (await t.request('GET', '/api/products')).json<Data<Product[]>>().data;
      expect(anonymous.every((p) => p.isEnabled)).toBe(true);
      expect((await t.request('GET', `/api/products/${hidden.id}`)).json()).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Produkt wurde nicht gefunden.' }],
      });
      for (const term of ['osterpinze', 'zu ostern', 'P-9901']) {
        const found = await t.request('GET', `/api/products?search=${encodeURIComponent(term)}`, {
          session: employee,
        });
        expect(found.json<Data<Product[]>>().data.map((p) => p.id)).toEqual([hidden.id]);
      }
    });

    it('lists 5 or 50 products with images and bundle parts in the same number of queries', async () => {
      const fresh = await createTestApp();
      try {
        await fresh.createUser('chef', ['ROLE_ADMIN']);
        const session = await fresh.login('chef');
        const create = async (count: number) => {
          const picture = (
            await fresh.request('POST', '/api/images', {
              session,
              body: { data: dataUrl(png(1, 1)) },
            })
          ).json<Data<Image>>().data;
          for (let i = 0; i < count; i += 1) {
            const part = (
              await fresh.request('POST', '/api/products', {
                session,
                body: { name: `Teil ${i}`, price: 1, images: [{ id: picture.id }] },
              })
            ).json<Data<Product>>().data;
            await fresh.request('POST', '/api/products', {
              session,
              body: {
                name: `Paket ${i}`,
                price: 2,
                type: 'bundle',
                bundleProducts: [{ id: part.id }],
              },
            });
          }
        };
        const list = async () => {
          const response = await fresh.request('GET', '/api/products');
          return response.json<Data<Product[]>>().data.length;
        };
        await create(3);
        let length = 0;
        const few = await fresh.countQueries(async () => {
          length = await list();
        });
        expect(length).toBe(6);
        await create(22);
        const many = await fresh.countQueries(async () => {
          length = await list();
        });
        expect(length).toBe(50);
        expect(many).toBe(few);
      } finally {
        await fresh.close();
      }
    });
  });

  describe('menus', () => {
    it('checks catalogue references with field names, branches too', async () => {
      const category = await post<Category>('/api/categories', { name: 'Brot' });
      const product = await post<Product>('/api/products', { name: 'Roggenbrot', price: 4.2 });
      const response = await t.request('POST', '/api/menus', {
        session: admin,
        body: {
          name: 'Karte',
          availableFrom: '2026-01-01T00:00:00.000Z',
          branches: [4242],
          catalog: [
            { id: category.id, products: [{ id: product.id, isEnabled: true, schedule: null }] },
            { id: 8888, products: [{ id: 7777, isEnabled: true, schedule: null }] },
          ],
        },
      });
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Filiale mit der ID 4242 existiert nicht.',
            field: 'branches',
          },
        ],
      });
      const wien = await branch('wien-catalog');
      const catalog = await t.request('POST', '/api/menus', {
        session: admin,
        body: {
          name: 'Karte',
          availableFrom: '2026-01-01T00:00:00.000Z',
          branches: [wien.id],
          catalog: [
            { id: category.id, products: [{ id: product.id, isEnabled: true, schedule: null }] },
            { id: 8888, products: [{ id: 7777, isEnabled: true, schedule: null }] },
          ],
        },
      });
      expect(catalog.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Kategorie mit der ID 8888 existiert nicht.',
            field: 'catalog.1.id',
          },
          {
            code: 'VALIDATION_FAILED',
            message: 'Produkt mit der ID 7777 existiert nicht.',
            field: 'catalog.1.products.0.id',
          },
        ],
      });
      // One query for all categories and one for all products, however long the catalogue.
      const missingCatalog = (categories: number, products: number) =>
        Array.from({ length: categories }, (_c, c) => ({
          id: 8000 + c,
          products: Array.from({ length: products }, (_p, p) => ({
            id: 7000 + c * 100 + p,
            isEnabled: true,
            schedule: null,
          })),
        }));
      const attempt = (categories: number, products: number) =>
        t.countQueries(() =>
          t.request('POST', '/api/menus', {
            session: admin,
            body: {
              name: 'Karte',
              availableFrom: '2026-01-01T00:00:00Z',
              catalog: missingCatalog(categories, products),
            },
          }),
        );
      expect(await attempt(8, 10)).toBe(await attempt(1, 1));
      const noZone = await t.request('POST', '/api/menus', {
        session: admin,
        body: { name: 'Karte', availableFrom: '2026-01-01T10:00:00' },
      });
      expect(noZone.json<Errors>().errors[0].field).toBe('availableFrom');
    });

    it('answers the menus of a branch, latest first, and removes deleted products from catalogues', async () => {
      const linz = await branch('linz-catalog');
      const hiddenBranch = await branch('intern-catalog', { isPublic: false });
      const bread = await post<Category>('/api/categories', { name: 'Brote' });
      const rye = await post<Product>('/api/products', { name: 'Roggen', price: 4 });
      const spelt = await post<Product>('/api/products', { name: 'Dinkel', price: 5 });
      const schedule = { startDate: '2026-11-01', endDate: null, hours: [] };
      const summer = await post<Menu>('/api/menus', {
        name: 'Sommer',
        availableFrom: '2026-05-01T00:00:00.000Z',
        branches: [linz.id, hiddenBranch.id],
        catalog: [
          {
            id: bread.id,
            products: [
              { id: rye.id, isEnabled: true, schedule: null },
              { id: spelt.id, isEnabled: false, schedule },
            ],
          },
        ],
      });
      expect(summer).toEqual({
        id: summer.id,
        name: 'Sommer',
        availableFrom: '2026-05-01T00:00:00.000Z',
        branches: [linz.id, hiddenBranch.id].sort((a, b) => a - b),
        catalog: [
          {
            id: bread.id,
            products: [
              { id: rye.id, isEnabled: true, schedule: null },
              { id: spelt.id, isEnabled: false, schedule },
            ],
          },
        ],
      });
      const winter = await post<Menu>('/api/menus', {
        name: 'Winter',
        availableFrom: '2026-11-01T06:00:00+01:00',
        branches: [linz.id],
      });
      expect(winter.availableFrom).toBe('2026-11-01T05:00:00.000Z');
      await post<Menu>('/api/menus', { name: 'Andere', availableFrom: '2026-01-01T00:00:00Z' });

      const menus = await t.request('GET', `/api/branches/${linz.id}/menus`);
      expect(menus.status).toBe(200);
      const list = menus.json<Data<Menu[]>>().data;
      expect(list.map((menu) => menu.name)).toEqual(['Winter', 'Sommer']);
      // The branch list of each menu stays complete although filtered by one branch.
      expect(list[1].branches).toHaveLength(2);

      const notPublic = await t.request('GET', `/api/branches/${hiddenBranch.id}/menus`);
      expect(notPublic.status).toBe(404);
      expect(notPublic.json()).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Filiale wurde nicht gefunden.' }],
      });
      const staff = await t.request('GET', `/api/branches/${hiddenBranch.id}/menus`, {
        session: employee,
      });
      expect(staff.json<Data<Menu[]>>().data.map((menu) => menu.name)).toEqual(['Sommer']);
      expect(
        (await t.request('GET', '/api/branches/99999/menus', { session: employee })).status,
      ).toBe(404);

      // All menus are public.
      const all = (await t.request('GET', '/api/menus')).json<Data<Menu[]>>().data;
      expect(all.map((menu) => menu.name)).toEqual(
        expect.arrayContaining(['Sommer', 'Winter', 'Andere']),
      );

      await t.request('DELETE', `/api/products/${spelt.id}`, { session: admin });
      const afterProduct = (await t.request('GET', `/api/menus/${summer.id}`)).json<Data<Menu>>()
        .data;
      expect(afterProduct.catalog).toEqual([
        { id: bread.id, products: [{ id: rye.id, isEnabled: true, schedule: null }] },
      ]);
      // A category placed in a menu is not deleted (issue 7): the menu keeps it.
      const refused = await t.request('DELETE', `/api/categories/${bread.id}`, { session: admin });
      expect(refused.status).toBe(409);
      const afterCategory = (await t.request('GET', `/api/menus/${summer.id}`)).json<Data<Menu>>()
        .data;
      expect(afterCategory.catalog).toEqual(afterProduct.catalog);
    });

    it('answers a German 404 for an unknown menu and refuses anonymous writes', async () => {
      expect((await t.request('GET', '/api/menus/99999')).json()).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Produktkatalog wurde nicht gefunden.' }],
      });
      expect(
        (
          await t.request('POST', '/api/menus', {
            body: { name: 'x', availableFrom: '2026-01-01T00:00:00Z' },
          })
        ).status,
      ).toBe(401);
    });
  });
});
