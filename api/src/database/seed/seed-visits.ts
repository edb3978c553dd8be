// Demo visits: three months of consented analytics events before the moment of loading, as the
// storefront sends them (page views on the demo's real paths, cart, checkout and purchase with
// a plausible funnel, busy mornings and weekends), added up into the statistics' roll-ups and
// written in bulk. The events themselves are not stored: the analytics log holds only what the
// storefront really sent (the e2e journeys check it), and loading stays quick. A fixed
// pseudo-random sequence, so the same moment always gives the same demo.
import {
  addCalendarDays,
  businessDayOf,
  instantOfDayMinutes,
  pageViewEvent,
  weekdayIndexOf,
  type DateString,
} from '@bestellwerk/domain';
import { createHash } from 'node:crypto';
import { VisitRollupTotals } from '../../modules/statistics/visit-rollup-totals.js';
import {
  refreshMonthRollups,
  visitFactsOf,
  type RollupEvent,
} from '../../modules/statistics/visit-rollups.js';
import type { SeedContext } from './seed-registry.js';

/** Days of demo visits before the day of loading (their roll-ups). */
export const DEMO_VISIT_DAYS = 91;

/** A demo event with the heat-map cell of its wall-clock time. */
export interface DemoVisitEvent extends RollupEvent {
  cell: { date: DateString; weekday: number; slot: number };
}

/** Visitors on an average weekday. */
const VISITORS_PER_DAY = 240;

/** Visitors relative to the average, Monday first: Friday and Saturday busy, Sunday quiet. */
const WEEKDAY_FACTOR = [0.85, 0.9, 0.95, 1, 1.25, 1.4, 0.65];

/** Share of arrivals per hour 0–23: breakfast, lunch and the evening order for tomorrow. */
const HOUR_WEIGHTS = [
  0.2, 0.1, 0.1, 0.1, 0.2, 0.8, 3, 6, 7, 5, 3.5, 4.5, 6, 4, 2.5, 2.5, 3, 4, 5, 4.5, 3.5, 2.5, 1.2,
  0.5,
];

/** A fixed pseudo-random sequence in [0, 1) (mulberry32). */
function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An index drawn with the given weights. */
function weighted(random: () => number, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let left = random() * total;
  for (let index = 0; index < weights.length; index += 1) {
    left -= weights[index];
    if (left < 0) return index;
  }
  return weights.length - 1;
}

/** An event as the storefront sends it. */
type SentEvent = Pick<RollupEvent, 'type' | 'action' | 'category' | 'data'>;

const pageView = (path: string, title: string): SentEvent => ({
  ...pageViewEvent(path, title),
  data: { path, title },
});
const shop = (action: string, value: number): SentEvent => ({
  type: 'event',
  action,
  category: 'ecommerce',
  data: { value, currency: 'EUR' },
});

/**
 * The demo's analytics events of the DEMO_VISIT_DAYS days before `now`'s business day, in time
 * order. Of the visitors about 60 % open a branch's shop, 18 % fill a cart, 9 % start the
 * checkout and 6 % order; some read the pages about the bakery.
 */
export function demoVisitEvents(
  now: Date,
  timeZone: string,
  branchIdentifiers: readonly string[],
  pages: readonly string[],
): DemoVisitEvent[] {
  const random = randomSequence(20261129);
  const today = businessDayOf(now, timeZone);
  const events: DemoVisitEvent[] = [];
  for (let back = DEMO_VISIT_DAYS; back >= 1; back -= 1) {
    const day: DateString = addCalendarDays(today, -back);
    const weekday = weekdayIndexOf(day);
    const visitors = Math.round(
      VISITORS_PER_DAY * WEEKDAY_FACTOR[weekday] * (0.85 + random() * 0.3),
    );
    const dayEvents: DemoVisitEvent[] = [];
    // Hours on the wall clock (a DST day has 23 or 25); minutes within an hour are plain.
    const hours = Array.from({ length: 24 }, (_, hour) =>
      instantOfDayMinutes(day, hour * 60, timeZone).getTime(),
    );
    for (let index = 0; index < visitors; index += 1) {
      const visitor = createHash('sha256').update(`demo ${day} ${index}`).digest('hex');
      let minute = weighted(random, HOUR_WEIGHTS) * 60 + Math.floor(random() * 60);
      const push = (event: SentEvent) => {
        const wall = Math.min(minute, 24 * 60 - 1);
        const createdAt = new Date(hours[Math.floor(wall / 60)] + (wall % 60) * 60_000);
        const cell = { date: day, weekday, slot: Math.floor(wall / 30) };
        dayEvents.push({ ...event, createdAt, visitor, cell });
        minute += 1 + Math.floor(random() * 3);
      };
      const branch = branchIdentifiers[Math.floor(random() * branchIdentifiers.length)];
      const shopPath = `/store/${branch}`;
      if (random() < 0.7) push(pageView('/', 'Bäckerei Korn'));
      if (random() < 0.12 && pages.length)
        push(pageView(pages[Math.floor(random() * pages.length)], 'Bäckerei Korn'));
      if (random() >= 0.6) {
        if (dayEvents.at(-1)?.visitor !== visitor) push(pageView('/', 'Bäckerei Korn'));
        continue;
      }
      push(pageView(shopPath, 'Filiale'));
      if (random() >= 0.3) continue;
      const items = 1 + Math.floor(random() * 3);
      const value = Math.round((3 + random() * 25) * 100) / 100;
      for (let item = 0; item < items; item += 1) push(shop('add_to_cart', value / items));
      if (random() >= 0.5) continue;
      push(pageView(`${shopPath}/checkout`, 'Kasse'));
      push(shop('begin_checkout', value));
      if (random() >= 0.67) continue;
      push(shop('purchase', value));
      push(pageView('/status/demo/demo', 'Bestellstatus'));
    }
    dayEvents.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    events.push(...dayEvents);
  }
  return events;
}

/** Stores the roll-ups of the demo visits; answers how many visits (visitors per day) they hold. */
export async function seedVisits(context: SeedContext, now: Date): Promise<{ visits: number }> {
  const { manager, data, timeZone } = context;
  const events = demoVisitEvents(
    now,
    timeZone,
    data.branches.map((branch) => branch.identifier),
    data.sites.map((site) => site.path).filter((path) => path.startsWith('/site/')),
  );
  const totals = new VisitRollupTotals();
  for (const event of events) totals.add(visitFactsOf(event, timeZone, event.cell));
  await totals.write(manager);
  if (events.length) await refreshMonthRollups(manager, events[0].cell.date);
  return { visits: totals.visits };
}
