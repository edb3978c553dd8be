import type {
  EventsAnswer,
  HeatMapAnswer,
  PagesAnswer,
  UniqueVisitorsAnswer,
} from '@bestellwerk/domain';
import { loadDemoData } from '../src/database/seed/load-demo-data.js';
import { DEMO_VISIT_DAYS } from '../src/database/seed/seed-visits.js';
import { rebuildVisitRollups } from '../src/modules/statistics/visit-rollup-rebuild.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import { fixClock } from './support/test-clock.js';

/** The demo's visits, loaded on Friday 27.11.2026: 91 days from 28.08. to 26.11. */
describe('demo visits', () => {
  const NOW = new Date('2026-11-27T09:00:00.000Z');
  let t: TestApp;
  let admin: StaffSession;
  let visits: number;
  const get = async <T>(url: string) => {
    const response = await t.request('GET', `/api/statistics/${url}`, { session: admin });
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${response.body}`);
    return response.json<{ data: T }>().data;
  };
  const RANGE = 'from=2026-08-28&to=2026-11-26';

  beforeAll(async () => {
    t = await createTestApp();
    fixClock(t, NOW);
    const result = await loadDemoData(t.dataSource, {
      password: 'bestellwerk',
      storageDir: t.storageDir,
      now: NOW,
    });
    visits = result.counts.visits;
    admin = await t.login('admin', 'bestellwerk');
  });
  afterAll(() => t.close());

  it('has a few hundred visitors on each of the three months’ days, more on Saturdays than Sundays', async () => {
    const answer = await get<UniqueVisitorsAnswer>(`unique-visitors?${RANGE}`);
    expect(answer.figures.days).toHaveLength(DEMO_VISIT_DAYS);
    const counts = answer.figures.days.map((day) => day.count);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...counts)).toBeLessThanOrEqual(450);
    const byDate = new Map(answer.figures.days.map((day) => [day.date, day.count]));
    // Saturday 21.11. against Sunday 22.11.
    expect(byDate.get('2026-11-21')!).toBeGreaterThan(byDate.get('2026-11-22')!);
    const before = await get<UniqueVisitorsAnswer>('unique-visitors?from=2026-08-27&to=2026-08-27');
    expect(before.figures.total).toBe(0);
  });

  it('narrows the funnel: visitors, cart, checkout, purchase', async () => {
    const visitors = (await get<UniqueVisitorsAnswer>(`unique-visitors?${RANGE}`)).figures.total;
    const events = (await get<EventsAnswer>(`events?${RANGE}`)).figures.events;
    const count = (action: string) => events.find((event) => event.action === action)?.count ?? 0;
    expect(count('page_view')).toBeGreaterThan(visitors);
    expect(count('add_to_cart')).toBeGreaterThan(count('begin_checkout'));
    expect(count('begin_checkout')).toBeGreaterThan(count('purchase'));
    // About 6 % of the visitors order.
    expect(count('purchase') / visitors).toBeGreaterThan(0.03);
    expect(count('purchase') / visitors).toBeLessThan(0.1);
  });

  it('views the start page and the branches’ shops most, the status page as /status', async () => {
    const pages = (await get<PagesAnswer>(`pages?${RANGE}`)).figures.pages.map((p) => p.path);
    expect(pages[0]).toBe('/');
    expect(pages).toEqual(expect.arrayContaining(['/store/wien-neubau', '/status']));
    expect(pages.some((path) => path.startsWith('/status/'))).toBe(false);
  });

  it('fills the heat map with every visitor once a day, busy in the morning, quiet at night', async () => {
    const map = (await get<HeatMapAnswer>(`visitor-times?${RANGE}`)).figures;
    const visitors = (await get<UniqueVisitorsAnswer>(`unique-visitors?${RANGE}`)).figures.total;
    expect(map.total).toBe(visitors);
    const slotSum = (slot: number) => map.counts.reduce((sum, day) => sum + day[slot], 0);
    expect(slotSum(16)).toBeGreaterThan(slotSum(6) * 5); // 08:00 against 03:00
  });

  it('holds the visits as roll-ups only, so that the analytics log shows what was really sent', async () => {
    const visitors = (await get<UniqueVisitorsAnswer>(`unique-visitors?${RANGE}`)).figures.total;
    expect(visits).toBe(visitors);
    const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM analytics_log');
    expect(Number(n)).toBe(0);
    // A rebuild from the empty log leaves the demo's days alone.
    expect(await rebuildVisitRollups(t.dataSource, 'Europe/Vienna', NOW)).toEqual({
      events: 0,
      from: null,
      to: null,
    });
    expect((await get<UniqueVisitorsAnswer>(`unique-visitors?${RANGE}`)).figures.total).toBe(
      visitors,
    );
  });
});
