import type {
  EventsAnswer,
  HeatMapAnswer,
  PagesAnswer,
  PageViewsAnswer,
  UniqueVisitorsAnswer,
} from '@bestellwerk/domain';
import { rebuildVisitRollups } from '../src/modules/statistics/visit-rollup-rebuild.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import { fixClock, type TestClock } from './support/test-clock.js';

/**
 * The visitor statistics over a fixed set of events posted through POST /api/analytics-log
 * (Vienna): Saturday 24.10.2026, Sunday 25.10.2026 (clocks go back at 03:00: 02:00–03:00 happens
 * twice) and Monday 26.10.2026. Three visitors: V1 and V2 differ by IP, V3 has V1's IP with
 * another browser.
 */
const V1 = { ip: '203.0.113.1', ua: 'Mozilla/5.0 Firefox/140.0' };
const V2 = { ip: '203.0.113.2', ua: 'Mozilla/5.0 Firefox/140.0' };
const V3 = { ip: '203.0.113.1', ua: 'Mozilla/5.0 Safari/18.0' };
type Visitor = typeof V1;

const view = (path: string) => ({
  type: 'event',
  action: 'page_view',
  category: 'engagement',
  data: { path, title: 'Bäckerei' },
});
const shop = (action: string) => ({
  type: 'event',
  action,
  category: 'ecommerce',
  data: { value: 4.2, currency: 'EUR' },
});

/** The events in order: UTC moment, visitor, body (local times in the comments). */
const EVENTS: [string, Visitor, object][] = [
  // Saturday 24.10. (UTC+2)
  ['2026-10-24T06:10:00Z', V1, view('/')], // 08:10
  ['2026-10-24T06:20:00Z', V1, view('/store/wien')],
  ['2026-10-24T06:25:00Z', V1, shop('add_to_cart')],
  ['2026-10-24T10:40:00Z', V2, view('/')], // 12:40
  ['2026-10-24T10:45:00Z', V1, view('/')],
  // Sunday 25.10., the DST day
  ['2026-10-25T00:15:00Z', V1, view('/')], // 02:15 summer time
  ['2026-10-25T01:15:00Z', V2, view('/store/wien')], // 02:15 winter time
  ['2026-10-25T01:40:00Z', V3, view('/')], // 02:40 winter time
  ['2026-10-25T22:50:00Z', V1, shop('begin_checkout')], // 23:50
  // Monday 26.10. (UTC+1)
  ['2026-10-25T23:05:00Z', V1, view('/checkout')], // 00:05
  ['2026-10-26T08:00:00Z', V2, shop('purchase')], // 09:00
];

describe('visitor statistics', () => {
  let t: TestApp;
  let clock: TestClock;
  let admin: StaffSession;
  let employee: StaffSession;

  const post = (visitor: Visitor, body: object) =>
    t.request('POST', '/api/analytics-log', {
      body,
      headers: { 'x-forwarded-for': visitor.ip, 'user-agent': visitor.ua },
    });
  const get = <T>(url: string, session: StaffSession = admin) =>
    t.request('GET', `/api/statistics/${url}`, { session }).then((r) => {
      if (r.status !== 200) throw new Error(`${url}: ${r.status} ${r.body}`);
      return r.json<{ data: T }>().data;
    });
  const RANGE = 'from=2026-10-24&to=2026-10-26';

  beforeAll(async () => {
    t = await createTestApp();
    clock = fixClock(t, new Date('2026-10-20T08:00:00Z'));
    await t.createUser('chefin', ['ROLE_ADMIN']);
    await t.createUser('verkauf', ['ROLE_EMPLOYEE']);
    for (const [at, visitor, body] of EVENTS) {
      clock.set(new Date(at));
      expect((await post(visitor, body)).status).toBe(202);
    }
    clock.set(new Date('2026-11-02T09:00:00Z'));
    admin = await t.login('chefin');
    employee = await t.login('verkauf');
  });
  afterAll(() => t.close());

  it('counts unique visitors per day: once a day each, again on the next day', async () => {
    const answer = await get<UniqueVisitorsAnswer>(`unique-visitors?${RANGE}`);
    expect(answer.period).toEqual({ from: '2026-10-24', to: '2026-10-26' });
    expect(answer.figures).toEqual({
      days: [
        { date: '2026-10-24', count: 2 }, // V1, V2
        { date: '2026-10-25', count: 3 }, // V1, V2, V3 (same IP as V1, other browser)
        { date: '2026-10-26', count: 2 }, // V1 after midnight, V2 by a purchase only
      ],
      total: 7,
    });
    expect(answer.previous).toBeNull();
  });

  it('counts page views per day, every day of the range present', async () => {
    const answer = await get<PageViewsAnswer>('page-views?from=2026-10-23&to=2026-10-27');
    expect(answer.figures).toEqual({
      days: [
        { date: '2026-10-23', count: 0 },
        { date: '2026-10-24', count: 4 },
        { date: '2026-10-25', count: 3 },
        { date: '2026-10-26', count: 1 },
        { date: '2026-10-27', count: 0 },
      ],
      total: 8,
    });
  });

  it('lists the pages by views with their visitors per day added up', async () => {
    const answer = await get<PagesAnswer>(`pages?${RANGE}`);
    expect(answer.figures.pages).toEqual([
      // Saturday V1 twice and V2; Sunday V1 and V3.
      { path: '/', views: 5, visitors: 4 },
      { path: '/store/wien', views: 2, visitors: 2 },
      { path: '/checkout', views: 1, visitors: 1 },
    ]);
    const sunday = await get<PagesAnswer>('pages?from=2026-10-25&to=2026-10-25');
    expect(sunday.figures.pages).toEqual([
      { path: '/', views: 2, visitors: 2 },
      { path: '/store/wien', views: 1, visitors: 1 },
    ]);
  });

  it('counts events by type, action and category, most first', async () => {
    const answer = await get<EventsAnswer>(`events?${RANGE}`);
    expect(answer.figures.events).toEqual([
      { type: 'event', action: 'page_view', category: 'engagement', count: 8 },
      { type: 'event', action: 'add_to_cart', category: 'ecommerce', count: 1 },
      { type: 'event', action: 'begin_checkout', category: 'ecommerce', count: 1 },
      { type: 'event', action: 'purchase', category: 'ecommerce', count: 1 },
    ]);
  });

  it('puts each visitor of a day into the half hour of their first event, both 02:15 of the DST day in one slot', async () => {
    const answer = await get<HeatMapAnswer>(`visitor-times?${RANGE}`);
    const cells: string[] = [];
    answer.figures.counts.forEach((slots, weekday) =>
      slots.forEach((count, slot) => {
        if (count) cells.push(`${weekday}/${slot}: ${count}`);
      }),
    );
    expect(cells).toEqual([
      '0/0: 1', // Monday 00:05 V1
      '0/18: 1', // Monday 09:00 V2
      '5/16: 1', // Saturday 08:10 V1
      '5/25: 1', // Saturday 12:40 V2
      '6/4: 2', // Sunday 02:15 summer time V1 and 02:15 winter time V2
      '6/5: 1', // Sunday 02:40 V3
    ]);
    expect(answer.figures.total).toBe(7);
    expect(answer.figures.counts).toHaveLength(7);
    expect(answer.figures.counts.every((slots) => slots.length === 48)).toBe(true);
  });

  it('adds the previous period of the same length with compare=previous', async () => {
    const answer = await get<UniqueVisitorsAnswer>(
      'unique-visitors?from=2026-10-25&to=2026-10-26&compare=previous',
    );
    expect(answer.figures.total).toBe(5);
    expect(answer.previous).toEqual({
      period: { from: '2026-10-23', to: '2026-10-24' },
      figures: {
        days: [
          { date: '2026-10-23', count: 0 },
          { date: '2026-10-24', count: 2 },
        ],
        total: 2,
      },
    });
  });

  it('stores one hash per visitor and day, another one the next day, and no IP anywhere', async () => {
    const rows: { visitor: string; createdAt: Date | string }[] = await t.dataSource.query(
      'SELECT visitor, createdAt FROM analytics_log ORDER BY id',
    );
    expect(rows).toHaveLength(EVENTS.length);
    const hashes = rows.map((row) => row.visitor);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    // V1 on Saturday: events 0, 1, 2 and 4 share one hash; V2 that day has another.
    expect(new Set([hashes[0], hashes[1], hashes[2], hashes[4]]).size).toBe(1);
    expect(hashes[3]).not.toBe(hashes[0]);
    // V1 on Sunday and Monday: other hashes each day; V3 (V1's IP) differs from V1.
    expect(hashes[5]).toBe(hashes[8]);
    expect(new Set([hashes[0], hashes[5], hashes[9]]).size).toBe(3);
    expect(hashes[7]).not.toBe(hashes[5]);
    // Not a single table holds an IP of the visitors.
    for (const { tableName } of t.dataSource.entityMetadatas) {
      const all = JSON.stringify(await t.dataSource.query(`SELECT * FROM ${tableName}`));
      expect({ tableName, ip: all.includes('203.0.113') }).toEqual({ tableName, ip: false });
    }
  });

  it('keeps counting a returning visitor once a day as events keep coming', async () => {
    clock.set(new Date('2026-11-02T09:00:00Z'));
    await post(V1, view('/'));
    await post(V1, view('/'));
    clock.set(new Date('2026-11-02T09:20:00Z'));
    await post(V2, view('/'));
    const answer = await get<UniqueVisitorsAnswer>('unique-visitors?from=2026-11-02&to=2026-11-02');
    expect(answer.figures.days).toEqual([{ date: '2026-11-02', count: 2 }]);
    const pages = await get<PagesAnswer>('pages?from=2026-11-02&to=2026-11-02');
    expect(pages.figures.pages).toEqual([{ path: '/', views: 3, visitors: 2 }]);
    // The write cost of one event: a transaction of the log row and at most seven roll-up
    // statements (a new visitor on a new page: seen, day, page per day and month, event, slot
    // per day and month); a returning one on that page leaves out the slots.
    expect(await t.countQueries(() => post(V3, view('/agb')))).toBe(10);
    expect(await t.countQueries(() => post(V3, view('/agb')))).toBe(8);
  });

  it('adds whole months from the monthly page roll-up to the days at the ends', async () => {
    const pages = async (range: string) => (await get<PagesAnswer>(`pages?${range}`)).figures.pages;
    // October (whole) and the 24.10.–26.10. events, plus 2.11. (3 views of / by V1 and V2,
    // 2 of /agb by V3).
    const expected = [
      { path: '/', views: 8, visitors: 6 },
      { path: '/agb', views: 2, visitors: 1 },
      { path: '/store/wien', views: 2, visitors: 2 },
      { path: '/checkout', views: 1, visitors: 1 },
    ];
    expect(await pages('from=2026-09-15&to=2026-11-02')).toEqual(expected);
    expect(await pages('from=2026-10-01&to=2026-11-30')).toEqual(expected);
    expect(await pages('from=2026-10-25&to=2026-11-02')).toEqual([
      { path: '/', views: 5, visitors: 4 },
      { path: '/agb', views: 2, visitors: 1 },
      { path: '/checkout', views: 1, visitors: 1 },
      { path: '/store/wien', views: 1, visitors: 1 },
    ]);
  });

  it('adds whole months of the heat map to the days at the ends', async () => {
    const cells = async (range: string) => {
      const map = (await get<HeatMapAnswer>(`visitor-times?${range}`)).figures;
      const found: string[] = [];
      map.counts.forEach((slots, weekday) =>
        slots.forEach((count, slot) => {
          if (count) found.push(`${weekday}/${slot}: ${count}`);
        }),
      );
      return { found, total: map.total };
    };
    const october = ['0/0: 1', '0/18: 1', '5/16: 1', '5/25: 1', '6/4: 2', '6/5: 1'];
    expect(await cells('from=2026-10-01&to=2026-10-31')).toEqual({ found: october, total: 7 });
    // Monday 2.11.: V1, V2 and V3 all came first between 10:00 and 10:30.
    expect(await cells('from=2026-09-15&to=2026-11-02')).toEqual({
      found: ['0/0: 1', '0/18: 1', '0/20: 3', ...october.slice(2)],
      total: 10,
    });
  });

  it('answers every route with the same number of SQL statements for a day and for a year', async () => {
    for (const route of ['unique-visitors', 'page-views', 'pages', 'events', 'visitor-times']) {
      const day = await t.countQueries(() => get(`${route}?from=2026-10-24&to=2026-10-24`));
      const year = await t.countQueries(() => get(`${route}?from=2025-11-01&to=2026-11-02`));
      const compared = await t.countQueries(() =>
        get(`${route}?from=2025-11-01&to=2026-11-02&compare=previous`),
      );
      expect({ route, year, compared }).toEqual({ route, year: day, compared: day + 1 });
    }
  });

  it('lets employees read them (visitors have no branch) and refuses anonymous callers', async () => {
    const answer = await get<UniqueVisitorsAnswer>(`unique-visitors?${RANGE}`, employee);
    expect(answer.figures.total).toBe(7);
    const anonymous = await t.request('GET', `/api/statistics/unique-visitors?${RANGE}`);
    expect(anonymous.status).toBe(401);
  });

  it('refuses a reversed or too long range with a German 400 at the field', async () => {
    const reversed = await t.request('GET', '/api/statistics/pages?from=2026-10-26&to=2026-10-24', {
      session: admin,
    });
    expect(reversed.status).toBe(400);
    expect(reversed.json()).toEqual({
      errors: [
        {
          code: 'VALIDATION_FAILED',
          message: 'Der letzte Tag darf nicht vor dem ersten liegen.',
          field: 'to',
        },
      ],
    });
    const long = await t.request(
      'GET',
      '/api/statistics/visitor-times?from=2025-01-01&to=2026-01-03',
      { session: admin },
    );
    expect(long.status).toBe(400);
    expect(long.json<{ errors: { field: string }[] }>().errors[0].field).toBe('to');
  });

  it('counts 30 visitors sending at once exactly, each once', async () => {
    const visitors = async () =>
      (await get<UniqueVisitorsAnswer>('unique-visitors?from=2026-11-02&to=2026-11-02')).figures
        .total;
    const before = await visitors();
    const sent = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post({ ip: `198.51.100.${i + 1}`, ua: 'Mozilla/5.0 Chrome/150.0' }, view('/neu')),
      ),
    );
    expect(sent.map((response) => response.status)).toEqual(Array(30).fill(202));
    expect(await visitors()).toBe(before + 30);
    const pages = await get<PagesAnswer>('pages?from=2026-11-02&to=2026-11-02');
    expect(pages.figures.pages).toContainEqual({ path: '/neu', views: 30, visitors: 30 });
  });

  it('rebuilds the same roll-ups from the analytics log', async () => {
    const tables = [
      'statistics_visit_day',
      'statistics_page_day',
      'statistics_page_month',
      'statistics_event_day',
      'statistics_visit_slot_day',
      'statistics_visit_slot_month',
      'statistics_visitor_seen',
    ];
    const snapshot = async () => {
      const rows: Record<string, unknown[]> = {};
      for (const table of tables) {
        const all: Record<string, unknown>[] = await t.dataSource.query(`SELECT * FROM ${table}`);
        rows[table] = all.map((row) => JSON.stringify(row)).sort();
      }
      return rows;
    };
    const before = await snapshot();
    expect(before.statistics_visit_day).toHaveLength(4);
    // The marks of past days are gone with the daily pruning; today's stay.
    expect(before.statistics_visitor_seen.every((row) => String(row).includes('2026-11-02'))).toBe(
      true,
    );
    for (const table of tables) await t.dataSource.query(`DELETE FROM ${table}`);
    // A day older than the log keeps its roll-up.
    await t.dataSource.query(
      "INSERT INTO statistics_visit_day (day, pageViews, visitors) VALUES ('2025-01-01', 9, 4)",
    );
    const result = await rebuildVisitRollups(t.dataSource, 'Europe/Vienna', clock.now());
    expect(result).toEqual({ events: EVENTS.length + 35, from: '2026-10-24', to: '2026-11-02' });
    const after = await snapshot();
    expect(after.statistics_visit_day).toEqual(
      [
        ...before.statistics_visit_day,
        JSON.stringify({ day: '2025-01-01', pageViews: 9, visitors: 4 }),
      ].sort(),
    );
    for (const table of tables.slice(1)) expect(after[table]).toEqual(before[table]);
  });
});
