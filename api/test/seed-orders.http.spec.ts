import {
  weekdayIndexOf,
  type CanceledOrdersAnswer,
  type HeatMapAnswer,
  type PopularItemsAnswer,
  type RevenueAnswer,
} from '@bestellwerk/domain';
import { loadDemoData, type LoadDemoDataResult } from '../src/database/seed/load-demo-data.js';
import { DEMO_ORDER_DAYS } from '../src/database/seed/seed-order-history.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

/** A Friday in winter time, as in seed.http.spec.ts. */
const NOW = new Date('2026-03-27T10:00:00.000Z');

/**
 * The demo's three months of orders: stored up to the day before loading (today's board stays
 * as the rest of the demo has it), with the roll-ups rebuilt so the statistics show them.
 */
describe('demo orders', () => {
  let t: TestApp;
  let result: LoadDemoDataResult;
  let admin: StaffSession;

  const get = async <T>(name: string, query: string): Promise<T> => {
    const response = await t.request('GET', `/api/statistics/${name}?${query}`, {
      session: admin,
    });
    expect(response.status).toBe(200);
    return response.json<{ data: T }>().data;
  };

  const count = async (sql: string, parameters: unknown[] = []) =>
    Number((await t.dataSource.query(sql, parameters))[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    result = await loadDemoData(t.dataSource, {
      password: 'bestellwerk',
      storageDir: t.storageDir,
      now: NOW,
    });
    admin = await t.login('admin', 'bestellwerk');
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores about three months of orders, the last one yesterday, none today', async () => {
    expect(DEMO_ORDER_DAYS).toBe(91);
    // 91 days before Friday 27.03.2026: from Friday 26.12.2025 to Thursday 26.03.2026.
    const days = await t.dataSource.query(
      'SELECT MIN(businessDay) AS first, MAX(businessDay) AS last FROM customer_order',
    );
    expect(days[0]).toEqual({ first: '2025-12-26', last: '2026-03-26' });
    expect(await count('SELECT COUNT(*) AS n FROM customer_order')).toBe(result.counts.orders);
    // Three branches with 18–38 orders on a weekday: thousands, not dozens.
    expect(result.counts.orders).toBeGreaterThan(5000);
    expect(
      await count("SELECT COUNT(*) AS n FROM customer_order WHERE businessDay >= '2026-03-27'"),
    ).toBe(0);
    const open = await t.request('GET', '/api/orders/current', { session: admin });
    expect(open.status).toBe(200);
    expect(open.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('follows the opening hours: Linz, closed on Sundays, has no Sunday orders', async () => {
    const days: { day: string }[] = await t.dataSource.query(
      'SELECT DISTINCT o.businessDay AS day FROM customer_order o JOIN branch b ON b.id = o.branchId WHERE b.identifier = ?',
      ['linz-urfahr'],
    );
    const weekdays = new Set(days.map(({ day }) => weekdayIndexOf(day)));
    expect([...weekdays].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('shows February in the statistics as the orders table has it', async () => {
    const february = ['2026-02-01', '2026-02-28'];
    const sold =
      "isRejected = 0 AND isCanceled = 0 AND isFailed = 0 AND (paymentMethod = 'cash' OR isPaid = 1)";
    const revenue = await get<RevenueAnswer>('revenue', 'from=2026-02-01&to=2026-02-28');
    expect(revenue.figures.orders).toBe(
      await count(
        `SELECT COUNT(*) AS n FROM customer_order WHERE ${sold} AND businessDay BETWEEN ? AND ?`,
        february,
      ),
    );
    expect(revenue.figures.grossCents).toBe(
      await count(
        `SELECT ROUND(SUM(totalGross) * 100) AS n FROM customer_order WHERE ${sold} AND businessDay BETWEEN ? AND ?`,
        february,
      ),
    );
    expect(revenue.figures.byBranch).toHaveLength(3);
    expect(revenue.figures.byPaymentMethod.map((row) => row.method)).toEqual(['cash', 'mollie']);
    const canceled = await get<CanceledOrdersAnswer>(
      'canceled-orders',
      'from=2026-02-01&to=2026-02-28',
    );
    expect(canceled.figures.byReason.every((reason) => reason.count > 0)).toBe(true);
    const popular = await get<PopularItemsAnswer>('popular-items', 'from=2026-02-01&to=2026-02-28');
    // Cheap rolls are picked most often.
    expect(popular.figures.items[0].product.name).toBe('Semmel');
    // Bakery hours: nothing at night, the breakfast rush busier than the afternoon.
    const times = await get<HeatMapAnswer>('order-times', 'from=2026-02-01&to=2026-02-28');
    const slots = (from: number, to: number) =>
      times.figures.counts.reduce(
        (sum, day) => sum + day.slice(from, to).reduce((a, b) => a + b, 0),
        0,
      );
    expect(slots(0, 12)).toBe(0);
    expect(slots(14, 18)).toBeGreaterThan(slots(30, 34));
  });
});
