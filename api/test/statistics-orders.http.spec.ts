import type {
  CanceledOrdersAnswer,
  ErrorEnvelope,
  HeatMapAnswer,
  ItemsAnswer,
  OrdersAnswer,
  PopularItemsAnswer,
  PublicOrder,
  RevenueAnswer,
} from '@bestellwerk/domain';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { MenuEntity } from '../src/modules/catalog/entities/menu.entity.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import type { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import { OrderRollUpService } from '../src/modules/statistics/order-roll-ups/order-roll-up.service.js';
import {
  checkoutBody,
  createDeliveryArea,
  createMenu,
  createOpenBranch,
  createProduct,
  itemInput,
} from './support/order-fixtures.js';
import { settleEvents } from './support/staff-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import { fixClock, type TestClock } from './support/test-clock.js';

const PUBLIC_URL = 'https://bestellen.example.at';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * The six order statistics over a fixed set of orders placed through the API, in Vienna around
 * the end of summer time (Sunday 25.10.2026: 03:00 CEST becomes 02:00 CET, so 02:30 happens
 * twice). Prices are chosen so that every net and tax is exact:
 *   Semmel 0,55 € (10 %: net 0,50), Torte 4,40 € (10 %: net 4,00), Kaffee 2,40 € (20 %: net 2,00);
 *   delivery fee of branch Mitte 3,60 € (20 %: net 3,00).
 *
 * Period 24.–26.10.2026 (Sat–Mon); previous period 21.–23.10.
 *   O0 Thu 22.10. 10:00  Mitte takeaway cash    4 Semmel = 2,20 (tax10 0,20)               open → sale
 *   O1 Sat 24.10. 09:10  Mitte takeaway cash    2 Semmel + 1 Torte = 5,50 (tax10 0,50)     completed → sale
 *   O2 Sat 24.10. 09:40  Graz  takeaway cash    1 Kaffee + 1 Semmel = 2,95                 rejected
 *   O3 Sun 25.10. 02:30 CEST Mitte takeaway online, paid, 3 Kaffee = 7,20 (tax20 1,20)     confirmed → canceled
 *   O4 Sun 25.10. 02:30 CET  Mitte delivery cash 2 Torte + fee = 8,80 + 3,60 = 12,40
 *                                                (tax10 0,80, tax20 0,60, net 11,00)        confirmed → sale
 *   O5 Sun 25.10. 18:00  Graz  takeaway online, failed, 1 Torte = 4,40                     failed
 *   O6 Mon 26.10. 12:15  Graz  takeaway online, paid, 1 Semmel + 1 Kaffee = 2,95
 *                                                (tax10 0,05, tax20 0,40, net 2,50)         open → sale
 *   O7 Mon 26.10. 12:20  Mitte takeaway online, never paid, 1 Torte = 4,40                 pending:
 *      in no figure until its payment is decided (like the board, which does not show it).
 */
describe('order statistics', () => {
  let t: TestApp;
  let clock: TestClock;
  let mitte: BranchEntity;
  let graz: BranchEntity;
  let semmel: ProductEntity;
  let torte: ProductEntity;
  let kaffee: ProductEntity;
  let admin: StaffSession;
  let grazEmployee: StaffSession;
  let o3: PublicOrder;

  const PERIOD = 'from=2026-10-24&to=2026-10-26';

  async function place(
    at: string,
    branch: BranchEntity,
    items: unknown[],
    fields: Record<string, unknown> = {},
  ): Promise<PublicOrder> {
    clock.set(new Date(at));
    // Signed in again at each moment: the session would time out between the days.
    admin = await t.login('chefin');
    const order = await t.create<PublicOrder>('/api/orders', checkoutBody(branch, items, fields));
    await settleEvents(t);
    return order;
  }

  /** Decides the order's Testzahlung on its page, as the customer's browser does. */
  async function decide(order: PublicOrder, decision: 'pay' | 'fail') {
    const page = String(order.paymentRedirectUrl).slice(PUBLIC_URL.length);
    const answer = await t.request('POST', `${page}/${decision}`, { headers: FORM, rawBody: '' });
    expect(answer.status).toBe(303);
    await settleEvents(t);
  }

  async function act(order: PublicOrder, action: string, body: unknown = {}) {
    const answer = await t.request('POST', `/api/orders/${order.id}/status/${action}`, {
      session: admin,
      body,
    });
    expect([action, answer.status, answer.body]).toEqual([action, 200, expect.anything()]);
    await settleEvents(t);
  }

  async function get<T>(name: string, query: string, session: StaffSession = admin): Promise<T> {
    const answer = await t.request('GET', `/api/statistics/${name}?${query}`, { session });
    expect(answer.status).toBe(200);
    return answer.json<{ data: T }>().data;
  }

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: PUBLIC_URL, mollie: null, datatrans: null });
    clock = fixClock(t, new Date('2026-10-22T08:00:00.000Z'));
    await t.app
      .get(ConfigService)
      .update({ isCashEnabled: true, isMollieEnabled: true } as ConfigInput);
    mitte = await createOpenBranch(t.dataSource, { name: 'Wien Mitte', isMollieEnabled: true });
    graz = await createOpenBranch(t.dataSource, { name: 'Graz', isMollieEnabled: true });
    const zone = await createDeliveryArea(t.dataSource, mitte, {
      price: 3.6,
      tax: 20,
      minimumOrderValue: 5,
    });
    semmel = await createProduct(t.dataSource, { name: 'Semmel', price: 0.55 });
    torte = await createProduct(t.dataSource, { name: 'Torte', price: 4.4 });
    kaffee = await createProduct(t.dataSource, {
      name: 'Kaffee',
      price: 2.4,
      tax: 20,
      takeawayTax: 20,
      dineInTax: 20,
    });
    const menu = await createMenu(t.dataSource, [mitte, graz], [semmel, torte, kaffee]);
    await t.dataSource
      .getRepository(MenuEntity)
      .update(menu.id, { availableFrom: new Date('2026-01-01T00:00:00.000Z') });
    await t.createUser('chefin', ['ROLE_ADMIN']);
    await t.createUser('grazerin', ['ROLE_EMPLOYEE'], { branchIds: [graz.id] });

    await place('2026-10-22T08:00:00.000Z', mitte, [itemInput(semmel, 4)]);
    const o1 = await place('2026-10-24T07:10:00.000Z', mitte, [
      itemInput(semmel, 2),
      itemInput(torte, 1),
    ]);
    await act(o1, 'confirm');
    await act(o1, 'completed');
    const o2 = await place('2026-10-24T07:40:00.000Z', graz, [
      itemInput(kaffee, 1),
      itemInput(semmel, 1),
    ]);
    await act(o2, 'reject', { message: 'Leider ausverkauft.' });
    // 02:30 summer time is 00:30 UTC, 02:30 winter time 01:30 UTC: both the Sunday's 02:30 slot.
    o3 = await place('2026-10-25T00:30:00.000Z', mitte, [itemInput(kaffee, 3)], {
      paymentMethod: 'mollie',
    });
    await decide(o3, 'pay');
    await act(o3, 'confirm');
    const o4 = await place('2026-10-25T01:30:00.000Z', mitte, [itemInput(torte, 2)], {
      isDelivery: true,
      deliveryArea: zone.id,
    });
    await act(o4, 'confirm');
    const o5 = await place('2026-10-25T17:00:00.000Z', graz, [itemInput(torte, 1)], {
      paymentMethod: 'mollie',
    });
    await decide(o5, 'fail');
    const o6 = await place(
      '2026-10-26T11:15:00.000Z',
      graz,
      [itemInput(semmel, 1), itemInput(kaffee, 1)],
      { paymentMethod: 'mollie' },
    );
    await decide(o6, 'pay');
    await place('2026-10-26T11:20:00.000Z', mitte, [itemInput(torte, 1)], {
      paymentMethod: 'mollie',
    });
    grazEmployee = await t.login('grazerin');
  });

  afterAll(async () => {
    await settleEvents(t);
    await t.close();
  });

  it('counts a paid online order as revenue until it is canceled, then as lost revenue', async () => {
    const sunday = 'from=2026-10-25&to=2026-10-25';
    // Before: O3 7,20 (paid, confirmed) + O4 12,40 = 19,60 in 2 orders; O5 failed 4,40 is lost.
    const before = await get<RevenueAnswer>('revenue', sunday);
    expect(before.figures).toMatchObject({ orders: 2, grossCents: 1960, netCents: 1700 });
    expect((await get<CanceledOrdersAnswer>('canceled-orders', sunday)).figures).toMatchObject({
      count: 1,
      lostRevenueCents: 440,
    });

    await act(o3, 'cancel');

    const after = await get<RevenueAnswer>('revenue', sunday);
    expect(after.figures).toMatchObject({ orders: 1, grossCents: 1240, netCents: 1100 });
    const canceled = await get<CanceledOrdersAnswer>('canceled-orders', sunday);
    expect(canceled.figures).toMatchObject({ count: 2, lostRevenueCents: 1160 });
  });

  it('orders: every placed order per day by type and state', async () => {
    const answer = await get<OrdersAnswer>('orders', PERIOD);
    expect(answer.period).toEqual({ from: '2026-10-24', to: '2026-10-26' });
    expect(answer.previous).toBeNull();
    expect(answer.figures).toEqual({
      total: 6,
      byType: { takeaway: 5, delivery: 1, dineIn: 0 },
      byState: { completed: 1, rejected: 1, canceled: 1, confirmed: 1, failed: 1, open: 1 },
      days: [
        {
          date: '2026-10-24',
          count: 2,
          byType: { takeaway: 2, delivery: 0, dineIn: 0 },
          byState: { completed: 1, rejected: 1 },
        },
        {
          date: '2026-10-25',
          count: 3,
          byType: { takeaway: 2, delivery: 1, dineIn: 0 },
          byState: { canceled: 1, confirmed: 1, failed: 1 },
        },
        {
          date: '2026-10-26',
          count: 1,
          byType: { takeaway: 1, delivery: 0, dineIn: 0 },
          byState: { open: 1 },
        },
      ],
    });
  });

  it('revenue: sold orders only (O1, O4, O6), gross, net, tax per rate, by method and branch', async () => {
    const answer = await get<RevenueAnswer>('revenue', PERIOD);
    // gross 5,50 + 12,40 + 2,95 = 20,85; net 5,00 + 11,00 + 2,50 = 18,50;
    // tax 10 %: 0,50 + 0,80 + 0,05 = 1,35; 20 %: 0,60 + 0,40 = 1,00; basket 20,85 / 3 = 6,95.
    expect(answer.figures).toEqual({
      orders: 3,
      grossCents: 2085,
      netCents: 1850,
      taxes: [
        { rate: '10', taxCents: 135 },
        { rate: '20', taxCents: 100 },
      ],
      averageBasketCents: 695,
      byPaymentMethod: [
        { method: 'cash', orders: 2, grossCents: 1790 },
        { method: 'mollie', orders: 1, grossCents: 295 },
      ],
      byBranch: [
        { branch: { id: mitte.id, name: 'Wien Mitte' }, orders: 2, grossCents: 1790 },
        { branch: { id: graz.id, name: 'Graz' }, orders: 1, grossCents: 295 },
      ],
      days: [
        { date: '2026-10-24', orders: 1, grossCents: 550 },
        { date: '2026-10-25', orders: 1, grossCents: 1240 },
        { date: '2026-10-26', orders: 1, grossCents: 295 },
      ],
    });
  });

  it('revenue with compare=previous adds 21.–23.10. (O0: 2,20)', async () => {
    const answer = await get<RevenueAnswer>('revenue', `${PERIOD}&compare=previous`);
    expect(answer.figures.grossCents).toBe(2085);
    expect(answer.previous).toEqual({
      period: { from: '2026-10-21', to: '2026-10-23' },
      figures: {
        orders: 1,
        grossCents: 220,
        netCents: 200,
        taxes: [{ rate: '10', taxCents: 20 }],
        averageBasketCents: 220,
        byPaymentMethod: [{ method: 'cash', orders: 1, grossCents: 220 }],
        byBranch: [{ branch: { id: mitte.id, name: 'Wien Mitte' }, orders: 1, grossCents: 220 }],
        days: [
          { date: '2026-10-21', orders: 0, grossCents: 0 },
          { date: '2026-10-22', orders: 1, grossCents: 220 },
          { date: '2026-10-23', orders: 0, grossCents: 0 },
        ],
      },
    });
  });

  it('canceled-orders: rejected O2, canceled online-paid O3, failed O5 with their totals', async () => {
    const answer = await get<CanceledOrdersAnswer>('canceled-orders', PERIOD);
    expect(answer.figures).toEqual({
      count: 3,
      lostRevenueCents: 1455,
      byReason: [
        { reason: 'rejected', count: 1, lostRevenueCents: 295 },
        { reason: 'canceled', count: 1, lostRevenueCents: 720 },
        { reason: 'payment-failed', count: 1, lostRevenueCents: 440 },
      ],
      days: [
        { date: '2026-10-24', count: 1, lostRevenueCents: 295 },
        { date: '2026-10-25', count: 2, lostRevenueCents: 1160 },
        { date: '2026-10-26', count: 0, lostRevenueCents: 0 },
      ],
    });
  });

  it('items: lines and amounts of the sold orders per day', async () => {
    const answer = await get<ItemsAnswer>('items', PERIOD);
    // O1: 2 lines (2 + 1), O4: 1 line (2), O6: 2 lines (1 + 1).
    expect(answer.figures).toEqual({
      lines: 5,
      amount: 7,
      days: [
        { date: '2026-10-24', lines: 2, amount: 3 },
        { date: '2026-10-25', lines: 1, amount: 2 },
        { date: '2026-10-26', lines: 2, amount: 2 },
      ],
    });
  });

  it('popular-items: by amount, then revenue, with unit and orders', async () => {
    const answer = await get<PopularItemsAnswer>('popular-items', PERIOD);
    // Torte 1 (O1) + 2 (O4) = 3 for 13,20; Semmel 2 (O1) + 1 (O6) = 3 for 1,65; Kaffee 1 (O6).
    expect(answer.figures.items).toEqual([
      {
        product: { id: torte.id, name: 'Torte' },
        unit: 'piece',
        amount: 3,
        orders: 2,
        revenueCents: 1320,
      },
      {
        product: { id: semmel.id, name: 'Semmel' },
        unit: 'piece',
        amount: 3,
        orders: 2,
        revenueCents: 165,
      },
      {
        product: { id: kaffee.id, name: 'Kaffee' },
        unit: 'piece',
        amount: 1,
        orders: 1,
        revenueCents: 240,
      },
    ]);
  });

  it('order-times: creation wall clock; both 02:30 of the DST Sunday share one cell', async () => {
    const answer = await get<HeatMapAnswer>('order-times', PERIOD);
    const cells: [number, number, number][] = [];
    answer.figures.counts.forEach((slots, weekday) =>
      slots.forEach((count, slot) => {
        if (count) cells.push([weekday, slot, count]);
      }),
    );
    // Sat 09:10 → [5][18], 09:40 → [5][19]; Sun 02:30 twice → [6][5]; 18:00 → [6][36];
    // Mon 12:15 → [0][24] (O7 of 12:20 is not paid).
    expect(cells).toEqual([
      [0, 24, 1],
      [5, 18, 1],
      [5, 19, 1],
      [6, 5, 2],
      [6, 36, 1],
    ]);
    expect(answer.figures.total).toBe(6);
  });

  it('reads whole months from the monthly roll-ups: October adds O0 of 22.10.', async () => {
    const october = 'from=2026-10-01&to=2026-10-31';
    const popular = await get<PopularItemsAnswer>('popular-items', october);
    // Semmel 3 + O0's 4 = 7 for 1,65 + 2,20, in 3 orders; then Torte 3, Kaffee 1.
    expect(
      popular.figures.items.map((item) => [
        item.product.name,
        item.amount,
        item.orders,
        item.revenueCents,
      ]),
    ).toEqual([
      ['Semmel', 7, 3, 385],
      ['Torte', 3, 2, 1320],
      ['Kaffee', 1, 1, 240],
    ]);
    const times = await get<HeatMapAnswer>('order-times', october);
    // O0: Thursday 10:00 → [3][20].
    expect(times.figures.total).toBe(7);
    expect(times.figures.counts[3][20]).toBe(1);
    expect(times.figures.counts[6][5]).toBe(2);
  });

  it('filters by branch; an employee sees their branches only and gets 403 for another', async () => {
    const grazRevenue = await get<RevenueAnswer>('revenue', `${PERIOD}&branch=${graz.id}`);
    expect(grazRevenue.figures).toMatchObject({ orders: 1, grossCents: 295, netCents: 250 });
    // O2, O5, O6 are Graz's.
    const own = await get<OrdersAnswer>('orders', PERIOD, grazEmployee);
    expect(own.figures.total).toBe(3);
    expect(own.figures.byState).toEqual({ rejected: 1, failed: 1, open: 1 });
    const other = await t.request('GET', `/api/statistics/orders?${PERIOD}&branch=${mitte.id}`, {
      session: grazEmployee,
    });
    expect(other.status).toBe(403);
  });

  it('answers 400 in German at from/to for a bad range, 401 without a session', async () => {
    const bad = await t.request('GET', '/api/statistics/revenue?from=2026-10-26&to=2026-10-24', {
      session: admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.json<ErrorEnvelope>().errors).toEqual([
      expect.objectContaining({
        field: 'to',
        message: 'Der letzte Tag darf nicht vor dem ersten liegen.',
      }),
    ]);
    const noDay = await t.request('GET', '/api/statistics/items?from=24.10.2026&to=2026-10-26', {
      session: admin,
    });
    expect(noDay.status).toBe(400);
    expect(noDay.json<ErrorEnvelope>().errors[0]).toMatchObject({ field: 'from' });
    for (const query of ['', 'from=2026-10-24', `${PERIOD}&compare=last`, `${PERIOD}&branch=x`]) {
      const answer = await t.request('GET', `/api/statistics/orders?${query}`, { session: admin });
      expect([query, answer.status]).toEqual([query, 400]);
      for (const error of answer.json<ErrorEnvelope>().errors) {
        expect(error.field).toMatch(/^(from|to|compare|branch)$/);
        // German, never class-validator's English defaults.
        expect(error.message).not.toMatch(/must|should/);
      }
    }
    const anonymous = await t.request('GET', `/api/statistics/orders?${PERIOD}`);
    expect(anonymous.status).toBe(401);
  });

  it('answers each route with a constant number of queries, whatever the range', async () => {
    // Grouped queries over the roll-ups: revenue two (sales, taxes), popular items and order
    // times two (whole months, the days around them), the others one.
    const figureQueries: Record<string, number> = {
      orders: 1,
      revenue: 2,
      'canceled-orders': 1,
      items: 1,
      'popular-items': 2,
      'order-times': 2,
    };
    for (const [route, queries] of Object.entries(figureQueries)) {
      const threeDays = await t.countQueries(() => get(route, PERIOD));
      const year = await t.countQueries(() => get(route, 'from=2025-10-27&to=2026-10-26'));
      const withPrevious = await t.countQueries(() =>
        get(route, 'from=2025-10-27&to=2026-10-26&compare=previous'),
      );
      expect({ route, year, previous: withPrevious - year }).toEqual({
        route,
        year: threeDays,
        previous: queries,
      });
    }
  });

  it('the rebuild gives the same figures', async () => {
    const names = ['orders', 'revenue', 'canceled-orders', 'items', 'popular-items', 'order-times'];
    const queries = [`${PERIOD}&compare=previous`, 'from=2026-10-01&to=2026-11-30'];
    const all = () =>
      Promise.all(names.flatMap((name) => queries.map((query) => get(name, query))));
    const before = await all();
    await t.app.get(OrderRollUpService).rebuild();
    const after = await all();
    expect(after).toEqual(before);
  });

  it('keeps counting an order whose customer data was deleted, also after a rebuild', async () => {
    const revenue = () => get<RevenueAnswer>('revenue', PERIOD);
    const before = await revenue();
    const sold = await t.dataSource
      .getRepository(OrderEntity)
      .findOneOrFail({ where: { isCompleted: true }, order: { id: 'ASC' } });
    const deleted = await t.request('DELETE', `/api/orders/${sold.id}`, { session: admin });
    expect(deleted.status).toBe(200);
    await settleEvents(t);
    expect(await revenue()).toEqual(before);
    await t.app.get(OrderRollUpService).rebuild();
    expect(await revenue()).toEqual(before);
  });

  it('catches up an order changed without an event (a payment the sweep marks failed)', async () => {
    // updatedAt is the database's clock, not the test clock; SQLite keeps whole seconds.
    const since = new Date(Date.now() - 5000);
    const o8 = await place('2026-10-26T12:00:00.000Z', graz, [itemInput(torte, 1)], {
      paymentMethod: 'mollie',
    });
    // As the sweep of unstarted payments does it: a plain UPDATE, no event.
    await t.dataSource.getRepository(OrderEntity).update(o8.id, { isFailed: true });
    const monday = 'from=2026-10-26&to=2026-10-26';
    const before = await get<CanceledOrdersAnswer>('canceled-orders', monday);
    expect(before.figures.count).toBe(0);

    expect(await t.app.get(OrderRollUpService).catchUp(since)).toBeGreaterThanOrEqual(1);

    const after = await get<CanceledOrdersAnswer>('canceled-orders', monday);
    expect(after.figures.byReason).toContainEqual({
      reason: 'payment-failed',
      count: 1,
      lostRevenueCents: 440,
    });
  });
});
