import { makeConfigurableProduct } from '@bestellwerk/domain/testing';
import type { Order, Product, PublicOrder } from '@bestellwerk/domain';
import { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import {
  checkoutBody,
  createMenu,
  createOpenBranch,
  createProduct,
  itemInput,
} from './support/order-fixtures.js';
import { signInBranchStaff } from './support/staff-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';

/**
 * The maximum length of text parts (issue 15, point 7): staff set it on the product, the order
 * placement and the staff's item edit refuse a longer text with a German 400 at the part.
 */
describe('maximum length of text parts', () => {
  let t: TestApp;
  let wien: BranchEntity;
  let torte: ProductEntity;
  let admin: StaffSession;
  let wienStaff: StaffSession;

  const TOO_LONG = '„Torte“, Aufschrift: Bitte geben Sie höchstens 40 Zeichen ein.';
  /** The cake with size, extras, inscription (part 2, at most 40 characters) and photo. */
  const cakeItem = (inscription: string) => itemInput(torte, 1, 'piece', [0, [], inscription]);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(ConfigService).update({ isCashEnabled: true } as ConfigInput);
    wien = await createOpenBranch(t.dataSource, { name: 'Wien' });
    const graz = await createOpenBranch(t.dataSource, { name: 'Graz' });
    const cake = makeConfigurableProduct();
    torte = await createProduct(t.dataSource, {
      name: cake.name,
      type: cake.type,
      price: cake.price,
      config: {
        parts: cake.config.parts.map((part) =>
          part.name === 'Aufschrift' ? { ...part, maxLength: 40 } : part,
        ),
      },
    });
    await createMenu(t.dataSource, [wien, graz], [torte]);
    ({ admin, wienStaff } = await signInBranchStaff(t, wien, graz));
  });
  afterAll(() => t.close());

  describe('POST /api/orders', () => {
    it('refuses an inscription of 41 characters at items.0.parts.2 and stores nothing', async () => {
      const before = await t.dataSource.getRepository(OrderEntity).count();
      const response = await t.request('POST', '/api/orders', {
        body: checkoutBody(wien, [cakeItem('x'.repeat(41))]),
      });
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        { code: 'VALIDATION_FAILED', message: TOO_LONG, field: 'items.0.parts.2' },
      ]);
      expect(await t.dataSource.getRepository(OrderEntity).count()).toBe(before);
    });

    it('takes an inscription of exactly 40 characters (emoji count once)', async () => {
      const inscription = `${'Alles Gute, Anna! '.repeat(2)}🎂🎂🎂🎂`;
      expect([...inscription]).toHaveLength(40);
      const order = await t.create<PublicOrder>(
        '/api/orders',
        checkoutBody(wien, [cakeItem(inscription)]),
      );
      expect(order.items[0].parts).toContainEqual({
        name: 'Aufschrift',
        type: 'text',
        values: [inscription.trim()],
        uploads: [],
      });
    });
  });

  describe('PUT /api/orders/{id}/items/{index}', () => {
    it('refuses a staff change to 41 characters at parts.2 and takes 40', async () => {
      const placed = await t.create<PublicOrder>(
        '/api/orders',
        checkoutBody(wien, [cakeItem('Alles Gute')]),
      );
      const put = (inscription: string) =>
        t.request('PUT', `/api/orders/${placed.id}/items/0`, {
          session: wienStaff,
          body: { amount: 1, parts: [0, [], inscription] },
        });

      const refused = await put('y'.repeat(41));
      expect(refused.status).toBe(400);
      expect(refused.json()).toEqual({
        errors: [{ code: 'VALIDATION_FAILED', message: TOO_LONG, field: 'parts.2' }],
      });

      const taken = await put('y'.repeat(40));
      expect(taken.status).toBe(200);
      expect(taken.json<{ data: Order }>().data.items[0].parts).toContainEqual({
        name: 'Aufschrift',
        type: 'text',
        values: ['y'.repeat(40)],
        uploads: [],
      });
    });
  });

  describe('product input', () => {
    const cakeWith = (maxLength: unknown, type = 'text') => ({
      name: 'Wunschtorte',
      type: 'configurable',
      price: 30,
      config: {
        parts: [
          { name: 'Aufschrift', description: '', type, optional: true, options: [], maxLength },
        ],
      },
    });

    it.each<[string, unknown, string]>([
      ['0', 0, 'Das Feld „Teil 1: Maximale Zeichenzahl“ muss mindestens 1 sein.'],
      ['2001', 2001, 'Das Feld „Teil 1: Maximale Zeichenzahl“ darf höchstens 2000 sein.'],
      ['a fraction', 2.5, 'Das Feld „Teil 1: Maximale Zeichenzahl“ muss eine ganze Zahl sein.'],
      ['text', 'viel', 'Das Feld „Teil 1: Maximale Zeichenzahl“ muss eine ganze Zahl sein.'],
    ])(
      'refuses a maximum length of %s with a German 400 at its field',
      async (_n, value, message) => {
        const created = await t.request('POST', '/api/products', {
          session: admin,
          body: cakeWith(value),
        });
        expect(created.status).toBe(400);
        expect(created.json<Errors>().errors).toEqual([
          { code: 'VALIDATION_FAILED', message, field: 'config.parts.0.maxLength' },
        ]);

        const updated = await t.request('PUT', `/api/products/${torte.id}`, {
          session: admin,
          body: { config: cakeWith(value).config },
        });
        expect(updated.status).toBe(400);
        expect(updated.json<Errors>().errors).toEqual([
          { code: 'VALIDATION_FAILED', message, field: 'config.parts.0.maxLength' },
        ]);
      },
    );

    it('keeps a maximum length of a text part, none when null, and drops it for a select', async () => {
      const limited = await t.create<Product>('/api/products', cakeWith(40), admin);
      expect(limited.config.parts[0].maxLength).toBe(40);
      const read = await t.request('GET', `/api/products/${limited.id}`, { session: admin });
      expect(read.json<{ data: Product }>().data.config.parts[0].maxLength).toBe(40);

      const open = await t.create<Product>('/api/products', cakeWith(null), admin);
      expect(open.config.parts[0].maxLength ?? null).toBeNull();

      const select = await t.create<Product>(
        '/api/products',
        {
          ...cakeWith(40, 'select'),
          config: {
            parts: [
              {
                ...cakeWith(40, 'select').config.parts[0],
                options: [{ name: 'Ja', modifier: 'add', value: 0 }],
              },
            ],
          },
        },
        admin,
      );
      expect(select.config.parts[0].maxLength ?? null).toBeNull();
    });
  });
});
