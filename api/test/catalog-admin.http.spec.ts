import type { Category, Image, Menu, Product } from '@bestellwerk/domain';
import { dataUrl, png } from './support/media-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import { signInAdminAndEmployee } from './support/staff-fixtures.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';
type Data<T> = { data: T };

/** What the backoffice's catalog screens send: products of every type, menus, copies. */
describe('catalog administration: products, menus and copies', () => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;

  const post = <T>(path: string, body: unknown): Promise<T> => t.create<T>(path, body, admin);
  const put = (path: string, body: unknown) => t.request('PUT', path, { session: admin, body });
  const errorsOf = async (method: string, path: string, body: unknown) => {
    const response = await t.request(method, path, { session: admin, body });
    return { status: response.status, errors: response.json<Errors>().errors };
  };

  const cake = {
    name: 'Sachertorte',
    type: 'configurable',
    price: 30,
    tax: 10,
    takeawayTax: 10,
    dineInTax: 20,
    config: {
      parts: [
        {
          name: 'Glasur',
          description: 'Wählen Sie die Glasur',
          type: 'select',
          optional: false,
          options: [
            { name: 'Schokolade', modifier: 'add', value: 5 },
            { name: 'Marzipan', modifier: 'overwrite', value: 25 },
          ],
        },
        { name: 'Aufschrift', description: '', type: 'text', optional: true, options: [] },
      ],
    },
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, employee } = await signInAdminAndEmployee(t));
  });
  afterAll(() => t.close());

  describe('products', () => {
    it('creates, updates and deletes a normal product', async () => {
      const roll = await post<Product>('/api/products', {
        uid: 'ADM-1',
        name: 'Semmel',
        price: 0.6,
        allergens: ['A', 'G'],
        allergenNote: 'Kann Spuren von Sesam enthalten.',
        isLeadTimeEnabled: true,
        leadTimeType: 'hours',
        leadTimeValue: 4,
      });
      expect(roll).toMatchObject({
        uid: 'ADM-1',
        name: 'Semmel',
        type: 'normal',
        price: 0.6,
        allergens: ['A', 'G'],
        isLeadTimeEnabled: true,
        leadTimeType: 'hours',
        leadTimeValue: 4,
      });

      const updated = await put(`/api/products/${roll.id}`, { price: 0.65, isPriceHidden: true });
      expect(updated.status).toBe(200);
      expect(updated.json<Data<Product>>().data).toMatchObject({
        name: 'Semmel',
        price: 0.65,
        isPriceHidden: true,
      });

      const removed = await t.request('DELETE', `/api/products/${roll.id}`, { session: admin });
      expect(removed.status).toBe(200);
      expect((await t.request('GET', `/api/products/${roll.id}`, { session: admin })).status).toBe(
        404,
      );
    });

    it('reads an empty article number as left out and an empty default unit as none', async () => {
      const product = await post<Product>('/api/products', {
        uid: '',
        name: 'Kornspitz',
        price: 1,
      });
      expect(product.uid).toMatch(/^P-[0-9A-F]{10}$/);
      const updated = await put(`/api/products/${product.id}`, {
        uid: ' ',
        price: 1.1,
        defaultUnit: '',
      });
      expect(updated.json<Data<Product>>().data).toMatchObject({
        uid: product.uid,
        price: 1.1,
        defaultUnit: null,
      });
    });

    it('keeps the parts and options of a configurable product in their order', async () => {
      const product = await post<Product>('/api/products', cake);
      expect(product.config).toEqual(cake.config);

      const reordered = { parts: [cake.config.parts[1], cake.config.parts[0]] };
      const response = await put(`/api/products/${product.id}`, { config: reordered });
      expect(response.json<Data<Product>>().data.config.parts.map((part) => part.name)).toEqual([
        'Aufschrift',
        'Glasur',
      ]);
      const read = await t.request('GET', `/api/products/${product.id}`, { session: admin });
      expect(read.json<Data<Product>>().data.config).toEqual(reordered);
    });

    it('stores the products of a bundle and refuses an unknown one at its field', async () => {
      const coffee = await post<Product>('/api/products', { name: 'Kaffee', price: 3.2 });
      const croissant = await post<Product>('/api/products', { name: 'Croissant', price: 1.8 });
      const breakfast = await post<Product>('/api/products', {
        name: 'Frühstück',
        type: 'bundle',
        price: 4.5,
        bundleProducts: [{ id: croissant.id }, { id: coffee.id }],
      });
      expect(breakfast.bundleProducts).toEqual([{ id: croissant.id }, { id: coffee.id }]);

      const unknown = await errorsOf('PUT', `/api/products/${breakfast.id}`, {
        bundleProducts: [{ id: coffee.id }, { id: 987654 }],
      });
      expect(unknown).toEqual({
        status: 400,
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Produkt mit der ID 987654 existiert nicht.',
            field: 'bundleProducts',
          },
        ],
      });
    });

    it.each([
      [
        'a negative price',
        { price: -1 },
        'price',
        'Das Feld „Preis“ muss ein Betrag ab 0 mit höchstens zwei Nachkommastellen sein.',
      ],
      [
        'an unknown price modifier',
        {
          type: 'configurable',
          config: {
            parts: [
              { name: 'Größe', type: 'select', options: [{ name: 'XL', modifier: 'x', value: 1 }] },
            ],
          },
        },
        'config.parts.0.options.0.modifier',
        'Das Feld „Teil 1, Option 1: Preisänderung“ muss einer dieser Werte sein: add, subtract, overwrite.',
      ],
      [
        'a negative option value',
        {
          type: 'configurable',
          config: {
            parts: [
              {
                name: 'Größe',
                type: 'select',
                options: [{ name: 'S', modifier: 'subtract', value: -2 }],
              },
            ],
          },
        },
        'config.parts.0.options.0.value',
        'Das Feld „Teil 1, Option 1: Betrag“ muss ein Betrag ab 0 mit höchstens zwei Nachkommastellen sein.',
      ],
      [
        'an alternative unit ratio of 0',
        {
          unit: 'kg',
          alternativeUnits: [{ unit: 'g', ratio: 0, calculationModel: 'fixed' }],
        },
        'alternativeUnits.0.ratio',
        'Das Feld „Alternative Einheit 1: Verhältnis“ muss größer als 0 sein.',
      ],
      [
        'a negative alternative unit ratio',
        {
          unit: 'kg',
          alternativeUnits: [{ unit: 'g', ratio: -0.001, calculationModel: 'fixed' }],
        },
        'alternativeUnits.0.ratio',
        'Das Feld „Alternative Einheit 1: Verhältnis“ muss größer als 0 sein.',
      ],
      [
        'a tax above 100',
        { takeawayTax: 100.5 },
        'takeawayTax',
        'Das Feld „Steuersatz Abholung“ muss ein Steuersatz zwischen 0 und 100 sein.',
      ],
      [
        'a negative tax',
        { dineInTax: -10 },
        'dineInTax',
        'Das Feld „Steuersatz vor Ort“ muss ein Steuersatz zwischen 0 und 100 sein.',
      ],
    ])('refuses %s with a German message at the field', async (_what, change, field, message) => {
      const created = await errorsOf('POST', '/api/products', {
        name: 'Falsch',
        price: 1,
        ...change,
      });
      expect(created.status).toBe(400);
      expect(created.errors).toContainEqual({ code: 'VALIDATION_FAILED', message, field });

      const product = await post<Product>('/api/products', { name: 'Richtig', price: 1 });
      const updated = await errorsOf('PUT', `/api/products/${product.id}`, change);
      expect(updated.status).toBe(400);
      expect(updated.errors).toContainEqual({ code: 'VALIDATION_FAILED', message, field });
    });
  });

  describe('menus', () => {
    it('persists a reordered catalogue with enable flags and schedules', async () => {
      const bread = await post<Category>('/api/categories', { name: 'Brot' });
      const sweets = await post<Category>('/api/categories', { name: 'Süßes' });
      const [loaf, roll, strudel] = await Promise.all(
        ['Laib', 'Weckerl', 'Strudel'].map((name) =>
          post<Product>('/api/products', { name, price: 2 }),
        ),
      );
      const lunch = {
        startDate: '2026-06-01',
        endDate: null,
        hours: [{ type: 'monday', date: null, isClosed: false, from: '11:00', to: '14:00' }],
      };
      const menu = await post<Menu>('/api/menus', {
        name: 'Sommerkarte',
        availableFrom: '2026-06-01T00:00:00.000Z',
        catalog: [
          {
            id: bread.id,
            products: [
              { id: loaf.id, isEnabled: true, schedule: null },
              { id: roll.id, isEnabled: false, schedule: null },
            ],
          },
          { id: sweets.id, products: [{ id: strudel.id, isEnabled: true, schedule: lunch }] },
        ],
      });

      const reordered = [
        { id: sweets.id, products: [{ id: strudel.id, isEnabled: false, schedule: lunch }] },
        {
          id: bread.id,
          products: [
            { id: roll.id, isEnabled: true, schedule: null },
            { id: loaf.id, isEnabled: true, schedule: lunch },
          ],
        },
      ];
      const response = await put(`/api/menus/${menu.id}`, { catalog: reordered });
      expect(response.status).toBe(200);
      const read = await t.request('GET', `/api/menus/${menu.id}`, { session: admin });
      expect(read.json<Data<Menu>>().data.catalog).toEqual(reordered);
    });

    it('names an unknown category or product of the catalogue at its field', async () => {
      const category = await post<Category>('/api/categories', { name: 'Gebäck' });
      const product = await post<Product>('/api/products', { name: 'Kipferl', price: 1 });
      const menu = await errorsOf('POST', '/api/menus', {
        name: 'Falsch',
        availableFrom: '2026-06-01T00:00:00.000Z',
        catalog: [
          { id: category.id, products: [{ id: 55555, isEnabled: true, schedule: null }] },
          { id: 44444, products: [{ id: product.id, isEnabled: true, schedule: null }] },
        ],
      });
      expect(menu).toEqual({
        status: 400,
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Produkt mit der ID 55555 existiert nicht.',
            field: 'catalog.0.products.0.id',
          },
          {
            code: 'VALIDATION_FAILED',
            message: 'Kategorie mit der ID 44444 existiert nicht.',
            field: 'catalog.1.id',
          },
        ],
      });
    });
  });

  describe('duplicating a product', () => {
    const image = async (): Promise<Image> => {
      const { id, version, extension, width, height, alt } = await post<Image>('/api/images', {
        data: dataUrl(png(4, 3)),
      });
      return { id, version, extension, width, height, alt };
    };

    it('copies every field, disabled, named „(Kopie)“ with a fresh article number', async () => {
      const [front, back] = [await image(), await image()];
      const original = await post<Product>('/api/products', {
        ...cake,
        uid: 'TORTE-1',
        description: 'Mit Marillenmarmelade',
        unit: 'piece',
        images: [{ id: back.id }, { id: front.id }],
        allergens: ['A', 'C', 'G'],
        isLeadTimeEnabled: true,
        leadTimeType: 'days',
        leadTimeValue: 2,
      });

      const response = await t.request('POST', `/api/products/${original.id}/duplicate`, {
        session: admin,
      });
      expect(response.status).toBe(201);
      const copy = response.json<Data<Product>>().data;
      const { id: _id, uid: _uid, name: _name, isEnabled: _enabled, ...shared } = original;
      expect(copy).toEqual({
        ...shared,
        id: copy.id,
        uid: copy.uid,
        name: 'Sachertorte (Kopie)',
        isEnabled: false,
      });
      expect(copy.id).not.toBe(original.id);
      expect(copy.uid).not.toBe(original.uid);
      expect(copy.images.map((each) => each.id)).toEqual([back.id, front.id]);

      // The copy is stored and hidden from the shop; the original is unchanged.
      const anonymous = await t.request('GET', `/api/products/${copy.id}`);
      expect(anonymous.status).toBe(404);
      const staff = await t.request('GET', `/api/products/${copy.id}`, { session: admin });
      expect(staff.json<Data<Product>>().data).toEqual(copy);
      const again = await t.request('GET', `/api/products/${original.id}`, { session: admin });
      expect(again.json<Data<Product>>().data).toEqual(original);
    });

    it('copies the products of a bundle', async () => {
      const part = await post<Product>('/api/products', { name: 'Melange', price: 3.9 });
      const bundle = await post<Product>('/api/products', {
        name: 'Jause',
        type: 'bundle',
        price: 6,
        bundleProducts: [{ id: part.id }],
      });
      const response = await t.request('POST', `/api/products/${bundle.id}/duplicate`, {
        session: admin,
      });
      expect(response.json<Data<Product>>().data).toMatchObject({
        name: 'Jause (Kopie)',
        type: 'bundle',
        bundleProducts: [{ id: part.id }],
      });
    });

    it('shortens a long name so the suffix fits', async () => {
      const long = 'L'.repeat(255);
      const product = await post<Product>('/api/products', { name: long, price: 1 });
      const response = await t.request('POST', `/api/products/${product.id}/duplicate`, {
        session: admin,
      });
      const name = response.json<Data<Product>>().data.name;
      expect(name).toBe(`${'L'.repeat(255 - ' (Kopie)'.length)} (Kopie)`);
    });

    it('answers 404 for a missing product, 401/403 for others and needs the CSRF token', async () => {
      expect(await errorsOf('POST', '/api/products/987654/duplicate', undefined)).toEqual({
        status: 404,
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Produkt wurde nicht gefunden.' }],
      });
      const product = await post<Product>('/api/products', { name: 'Brioche', price: 2 });
      const path = `/api/products/${product.id}/duplicate`;
      expect((await t.request('POST', path)).status).toBe(401);
      expect((await t.request('POST', path, { session: employee })).status).toBe(403);
      const withoutToken = await t.request('POST', path, {
        session: { cookie: admin.cookie, csrfToken: '' },
      });
      expect(withoutToken.status).toBe(403);
      const list = await t.request('GET', '/api/products?search=Brioche', { session: admin });
      expect(list.json<Data<Product[]>>().data.map((each) => each.name)).toEqual(['Brioche']);
    });
  });
});
