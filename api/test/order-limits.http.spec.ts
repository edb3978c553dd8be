import { formatEuro, type Order, type PublicOrder } from '@bestellwerk/domain';
import type { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { OrderItemEntity } from '../src/modules/ordering/entities/order-item.entity.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import {
  checkoutBody,
  createMenu,
  createOpenBranch,
  createProduct,
  itemInput,
  phoneOrderBody,
} from './support/order-fixtures.js';
import { signInBranchStaff } from './support/staff-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';

const DAY = 24 * 3600 * 1000;

/**
 * Bounds of what an order may hold (issue 16, points 3, 4 and 13): at most 999 of a unit per
 * line, a product's maximum across all its lines, at most 100 000 € per order, an appointment
 * for lead-time products, and no NUL or lone surrogate in any text of a JSON body. Each is a
 * German 400 at its field on SQLite and MariaDB, and nothing is stored.
 */
describe('order limits', () => {
  let t: TestApp;
  let wien: BranchEntity;
  let semmel: ProductEntity;
  let krapfen: ProductEntity;
  let schinken: ProductEntity;
  let torte: ProductEntity;
  let wienStaff: StaffSession;
  let admin: StaffSession;

  const SEMMEL_LINE = '„Semmel“: Die Menge darf höchstens 999 Stk. betragen.';
  const KRAPFEN_TOTAL =
    '„Krapfen“: Insgesamt können höchstens 5 Stk. pro Bestellung bestellt werden.';
  const ORDER_TOTAL = `Der Bestellwert darf höchstens ${formatEuro(100_000)} betragen. Für größere Bestellungen wenden Sie sich bitte direkt an die Filiale.`;
  const LEAD_TIME =
    '„Geburtstagstorte“ hat eine Vorlaufzeit von 2 Tagen. Bitte wählen Sie einen Termin aus.';
  const NO_SLOTS_THAT_DAY = 'Zum ausgewählten Tag sind keine Termine verfügbar.';
  const FORBIDDEN = 'Das Feld enthält unzulässige Zeichen.';

  const orderCount = () => t.dataSource.getRepository(OrderEntity).count();
  const itemCount = () => t.dataSource.getRepository(OrderItemEntity).count();

  /** Answers the request and checks it stored nothing. */
  async function refused(method: string, url: string, body: unknown, session?: StaffSession) {
    const [orders, items] = [await orderCount(), await itemCount()];
    const response = await t.request(method, url, { body, session });
    expect(await orderCount()).toBe(orders);
    expect(await itemCount()).toBe(items);
    return response;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(ConfigService).update({ isCashEnabled: true } as ConfigInput);
    wien = await createOpenBranch(t.dataSource, { name: 'Wien' });
    const graz = await createOpenBranch(t.dataSource, { name: 'Graz' });
    semmel = await createProduct(t.dataSource, { name: 'Semmel', price: 0.55 });
    krapfen = await createProduct(t.dataSource, {
      name: 'Krapfen',
      price: 1.9,
      maximumQuantity: 5,
    });
    schinken = await createProduct(t.dataSource, { name: 'Schinkenplatte', price: 200 });
    torte = await createProduct(t.dataSource, {
      name: 'Geburtstagstorte',
      price: 45,
      isLeadTimeEnabled: true,
      leadTimeType: 'days',
      leadTimeValue: 2,
    });
    await createMenu(t.dataSource, [wien, graz], [semmel, krapfen, schinken, torte]);
    ({ admin, wienStaff } = await signInBranchStaff(t, wien, graz));
  });
  afterAll(() => t.close());

  describe('amount per line (999 of a unit)', () => {
    it('refuses 1e12 rolls with a German 400 at the line, never a 500', async () => {
      const response = await refused(
        'POST',
        '/api/orders',
        checkoutBody(wien, [itemInput(krapfen, 1), itemInput(semmel, 1e12)]),
      );
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        { code: 'VALIDATION_FAILED', message: SEMMEL_LINE, field: 'items.1.amount' },
      ]);
    });

    it('refuses 1000 and takes 999 rolls', async () => {
      const response = await refused(
        'POST',
        '/api/orders',
        checkoutBody(wien, [itemInput(semmel, 1000)]),
      );
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        { code: 'VALIDATION_FAILED', message: SEMMEL_LINE, field: 'items.0.amount' },
      ]);
      const order = await t.create<PublicOrder>(
        '/api/orders',
        checkoutBody(wien, [itemInput(semmel, 999)]),
      );
      expect(order.items[0].amount).toBe(999);
      expect(order.pricing.totalGross).toBe(549.45);
    });

    it('refuses 1e12 rolls in a phone order', async () => {
      const response = await refused(
        'POST',
        '/api/orders/staff',
        phoneOrderBody(wien, [itemInput(semmel, 1e12)]),
        wienStaff,
      );
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        { code: 'VALIDATION_FAILED', message: SEMMEL_LINE, field: 'items.0.amount' },
      ]);
    });
  });

  describe("the product's maximum across all its lines", () => {
    it('refuses 3 + 3 Krapfen of a maximum of 5 at the second line, takes 2 + 3', async () => {
      const response = await refused(
        'POST',
        '/api/orders',
        checkoutBody(wien, [itemInput(krapfen, 3), itemInput(semmel, 2), itemInput(krapfen, 3)]),
      );
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        { code: 'VALIDATION_FAILED', message: KRAPFEN_TOTAL, field: 'items.2.amount' },
      ]);
      const order = await t.create<PublicOrder>(
        '/api/orders',
        checkoutBody(wien, [itemInput(krapfen, 2), itemInput(krapfen, 3)]),
      );
      expect(order.items.map((item) => item.amount)).toEqual([2, 3]);
    });

    it('refuses the same in a phone order', async () => {
      const response = await refused(
        'POST',
        '/api/orders/staff',
        phoneOrderBody(wien, [itemInput(krapfen, 3), itemInput(krapfen, 3)]),
        wienStaff,
      );
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        { code: 'VALIDATION_FAILED', message: KRAPFEN_TOTAL, field: 'items.1.amount' },
      ]);
    });
  });

  describe('order total (at most 100 000 €)', () => {
    it('refuses 501 platters at 200 € (100 200 €) at items, takes 500 (100 000 €)', async () => {
      const response = await refused(
        'POST',
        '/api/orders',
        checkoutBody(wien, [itemInput(schinken, 400), itemInput(schinken, 101)]),
      );
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        { code: 'VALIDATION_FAILED', message: ORDER_TOTAL, field: 'items' },
      ]);
      const order = await t.create<PublicOrder>(
        '/api/orders',
        checkoutBody(wien, [itemInput(schinken, 500)]),
      );
      expect(order.pricing.totalGross).toBe(100_000);
    });
  });

  describe('staff changing an item (PUT /api/orders/{id}/items/{index})', () => {
    let placed: PublicOrder;
    beforeAll(async () => {
      placed = await t.create<PublicOrder>(
        '/api/orders',
        checkoutBody(wien, [
          itemInput(krapfen, 2),
          itemInput(krapfen, 2),
          itemInput(schinken, 400),
        ]),
      );
    });
    const put = (index: number, body: unknown) =>
      t.request('PUT', `/api/orders/${placed.id}/items/${index}`, { session: wienStaff, body });
    const stored = async () =>
      (
        await t.dataSource.getRepository(OrderItemEntity).find({
          where: { order: { id: placed.id } },
          order: { position: 'ASC' },
        })
      ).map((item) => item.amount);

    it.each<[string, number, unknown, string]>([
      [
        '1e12 Krapfen',
        0,
        { amount: 1e12 },
        '„Krapfen“: Die Menge darf höchstens 999 Stk. betragen.',
      ],
      [
        '1000 platters',
        2,
        { amount: 1000 },
        '„Schinkenplatte“: Die Menge darf höchstens 999 Stk. betragen.',
      ],
      ['Krapfen 2 → 4 beside 2 more (max. 5)', 0, { amount: 4 }, KRAPFEN_TOTAL],
      ['platters 400 → 501 (100 200 €)', 2, { amount: 501 }, ORDER_TOTAL],
    ])(
      'refuses %s with a German 400 at amount and keeps the order',
      async (_n, index, body, message) => {
        const response = await put(index, body);
        expect(response.status).toBe(400);
        expect(response.json()).toEqual({
          errors: [{ code: 'VALIDATION_FAILED', message, field: 'amount' }],
        });
        expect(await stored()).toEqual([2, 2, 400]);
      },
    );

    it('takes Krapfen 2 → 3 beside 2 more and platters 400 → 499', async () => {
      expect((await put(0, { amount: 3 })).status).toBe(200);
      const response = await put(2, { amount: 499 });
      expect(response.status).toBe(200);
      expect(response.json<{ data: Order }>().data.pricing.totalGross).toBe(99_809.5);
      expect(await stored()).toEqual([3, 2, 499]);
    });
  });

  describe('lead time (2 days) needs an appointment at or after its end', () => {
    it('refuses the cake without an appointment at appointmentDate', async () => {
      const response = await refused(
        'POST',
        '/api/orders',
        checkoutBody(wien, [itemInput(semmel, 2), itemInput(torte, 1)]),
      );
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        { code: 'VALIDATION_FAILED', message: LEAD_TIME, field: 'appointmentDate' },
      ]);
    });

    it('refuses the cake in a phone order without an appointment', async () => {
      const response = await refused(
        'POST',
        '/api/orders/staff',
        phoneOrderBody(wien, [itemInput(torte, 1)]),
        wienStaff,
      );
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        { code: 'VALIDATION_FAILED', message: LEAD_TIME, field: 'appointmentDate' },
      ]);
    });

    it('refuses an appointment tomorrow, takes one in three days', async () => {
      const tomorrow = new Date(Date.now() + DAY).toISOString();
      const response = await refused(
        'POST',
        '/api/orders',
        checkoutBody(wien, [itemInput(torte, 1)], { appointmentDate: tomorrow }),
      );
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        { code: 'VALIDATION_FAILED', message: NO_SLOTS_THAT_DAY, field: 'appointmentDate' },
      ]);

      const later = new Date(Date.now() + 3 * DAY).toISOString();
      const order = await t.create<PublicOrder>(
        '/api/orders',
        checkoutBody(wien, [itemInput(torte, 1)], { appointmentDate: later }),
      );
      expect(new Date(order.appointmentDate!).toISOString()).toBe(later);
    });

    it('takes an order without lead-time products without an appointment', async () => {
      const order = await t.create<PublicOrder>(
        '/api/orders',
        checkoutBody(wien, [itemInput(semmel, 2)]),
      );
      expect(order.appointmentDate).toBeNull();
    });
  });

  describe('NUL and lone surrogates in any JSON body', () => {
    it.each<[string, Record<string, unknown>, string]>([
      ['a NUL in the first name', { firstName: 'An\u0000na' }, 'firstName'],
      ['a lone high surrogate in the comment', { comment: 'Bitte \ud800 klingeln' }, 'comment'],
      ['a lone low surrogate in the city', { city: 'Wi\udc00en' }, 'city'],
    ])('refuses %s at its field and stores nothing', async (_n, fields, field) => {
      const response = await refused(
        'POST',
        '/api/orders',
        checkoutBody(wien, [itemInput(semmel, 2)], fields),
      );
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ code: 'FORBIDDEN_CHARACTERS', message: FORBIDDEN, field }],
      });
    });

    it('names the path of a nested text and of an object holding a bad key', async () => {
      const nested = await refused(
        'POST',
        '/api/orders',
        checkoutBody(wien, [itemInput(semmel, 2), { ...itemInput(semmel, 1), parts: ['\u0000'] }]),
      );
      expect(nested.json()).toEqual({
        errors: [{ code: 'FORBIDDEN_CHARACTERS', message: FORBIDDEN, field: 'items.1.parts.0' }],
      });
      const key = await refused(
        'POST',
        '/api/orders',
        checkoutBody(wien, [{ ...itemInput(semmel, 2), ['x\u0000']: 1 }]),
      );
      expect(key.status).toBe(400);
      expect(key.json()).toEqual({
        errors: [{ code: 'FORBIDDEN_CHARACTERS', message: FORBIDDEN, field: 'items.0' }],
      });
    });

    it('refuses them on staff routes too (a product name)', async () => {
      const response = await t.request('POST', '/api/products', {
        session: admin,
        body: { name: 'Mohn\u0000flesserl', type: 'normal', price: 1 },
      });
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ code: 'FORBIDDEN_CHARACTERS', message: FORBIDDEN, field: 'name' }],
      });
    });

    it('keeps emoji (surrogate pairs) and other text as sent', async () => {
      const order = await t.create<PublicOrder>(
        '/api/orders',
        checkoutBody(wien, [itemInput(semmel, 2)], { comment: 'Alles Gute 🎂 – danke!' }),
      );
      const stored = await t.dataSource
        .getRepository(OrderEntity)
        .findOneByOrFail({ id: order.id });
      expect(stored.comment).toBe('Alles Gute 🎂 – danke!');
    });
  });
});
