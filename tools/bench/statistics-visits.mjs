// The visitor statistics over a year of 2,000,000 analytics events: the five visit routes'
// latency (p50/p99, one staff member refreshing at a time) for a year's range, and the SQL
// statements one request sends (constant: the routes read the daily roll-ups). The roll-ups are
// seeded directly in bulk as the events would have filled them, and (unless `--no-log`) as
// many raw analytics_log rows. Part of `npm run bench`; alone for the last API build:
// `node tools/bench/statistics-visits.mjs [--events 200000] [--no-log] [--no-mysql]`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { addCalendarDays, businessDayOf, weekdayIndexOf } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { createApp } from '../../api/dist/src/app.js';
import { readAppConfig } from '../../api/dist/src/config/app-config.js';
import { bulkInsert } from '../../api/dist/src/modules/statistics/visit-rollup-totals.js';
import { refreshMonthRollups } from '../../api/dist/src/modules/statistics/visit-rollups.js';
import { createScratchDatabase } from '../scripts/scratch-mysql-database.mjs';
import { measureLoad } from './http-load.mjs';

export const VISIT_EVENTS = 2_000_000;
const ADMIN_PASSWORD = 'bench-statistik-1';
const TIME_ZONE = 'Europe/Vienna';
const ROUTES = ['unique-visitors', 'page-views', 'pages', 'events', 'visitor-times'];

/** Visitors relative to the average, Monday first. */
const WEEKDAY_FACTOR = [0.85, 0.9, 0.95, 1, 1.25, 1.4, 0.65];
/** Arrivals per hour 0–23. */
const HOUR_WEIGHTS = [
  0.2, 0.1, 0.1, 0.1, 0.2, 0.8, 3, 6, 7, 5, 3.5, 4.5, 6, 4, 2.5, 2.5, 3, 4, 5, 4.5, 3.5, 2.5, 1.2,
  0.5,
];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
/** Events per visitor on average: 2.6 page views, 0.6 cart, 0.1 checkout, 0.06 purchase. */
const PER_VISITOR = { page_view: 2.6, add_to_cart: 0.6, begin_checkout: 0.1, purchase: 0.06 };
const EVENTS_PER_VISITOR = Object.values(PER_VISITOR).reduce((sum, n) => sum + n, 0);
/** The shop's paths: start, 3 shops with checkout, status, legal, 200 product stories. */
const PATHS = [
  '/',
  ...['wien-neubau', 'graz-innere-stadt', 'linz-urfahr'].flatMap((b) => [
    `/store/${b}`,
    `/store/${b}/checkout`,
  ]),
  '/status',
  '/impressum',
  '/datenschutz',
  ...Array.from({ length: 200 }, (_, i) => `/site/spezialitaeten/gebaeck-${i + 1}`),
];
/** Share of the page views per path: Zipf-like, the start page first. */
const PATH_WEIGHTS = PATHS.map((_, index) => 1 / (index + 1));
const PATH_TOTAL = PATH_WEIGHTS.reduce((sum, weight) => sum + weight, 0);

/** The 365 days before `now`'s business day, oldest first. */
function yearDays(now) {
  const today = businessDayOf(now, TIME_ZONE);
  return Array.from({ length: 365 }, (_, index) => addCalendarDays(today, index - 365));
}

/**
 * Inserts the roll-ups of `events` analytics events spread over the year (weekday and hour
 * patterns) and answers how many rows each table got.
 */
async function seedRollups(manager, days, events) {
  const factorSum = days.reduce((sum, day) => sum + WEEKDAY_FACTOR[weekdayIndexOf(day)], 0);
  const perFactor = events / EVENTS_PER_VISITOR / factorSum;
  const visitDays = [];
  const pageDays = [];
  const eventDays = [];
  const slotDays = [];
  for (const day of days) {
    const weekday = weekdayIndexOf(day);
    const visitors = Math.round(perFactor * WEEKDAY_FACTOR[weekday]);
    const views = Math.round(visitors * PER_VISITOR.page_view);
    visitDays.push([day, views, visitors]);
    PATHS.forEach((path, index) => {
      const pathViews = Math.round((views * PATH_WEIGHTS[index]) / PATH_TOTAL);
      if (pathViews > 0) pageDays.push([day, path, pathViews, Math.ceil(pathViews * 0.7)]);
    });
    for (const [action, perVisitor] of Object.entries(PER_VISITOR)) {
      const category = action === 'page_view' ? 'engagement' : 'ecommerce';
      eventDays.push([day, 'event', action, category, Math.round(visitors * perVisitor)]);
    }
    for (let slot = 0; slot < 48; slot += 1) {
      const count = Math.round((visitors * HOUR_WEIGHTS[slot >> 1]) / HOUR_TOTAL / 2);
      if (count > 0) slotDays.push([day, slot, weekday, count]);
    }
  }
  await bulkInsert(manager, 'statistics_visit_day', ['day', 'pageViews', 'visitors'], visitDays);
  await bulkInsert(manager, 'statistics_page_day', ['day', 'path', 'views', 'visitors'], pageDays);
  await bulkInsert(
    manager,
    'statistics_event_day',
    ['day', 'type', 'action', 'category', 'count'],
    eventDays,
  );
  await bulkInsert(
    manager,
    'statistics_visit_slot_day',
    ['day', 'slot', 'weekday', 'visitors'],
    slotDays,
  );
  await refreshMonthRollups(manager, days[0]);
  return { pageDays: pageDays.length, slotDays: slotDays.length };
}

/** Inserts `events` raw analytics events over the year, in batches (UTC timestamps). */
async function seedLog(manager, days, events) {
  const first = new Date(`${days[0]}T00:00:00Z`).getTime();
  const span = days.length * 86_400_000;
  const hashes = Array.from({ length: 4096 }, (_, i) => i.toString(16).padStart(64, 'a'));
  const batch = 50_000;
  for (let start = 0; start < events; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(events, start + batch); i += 1) {
      const at = new Date(first + Math.floor((i / events) * span));
      const path = PATHS[i % 17];
      rows.push([
        'event',
        i % 5 === 4 ? 'add_to_cart' : 'page_view',
        i % 5 === 4 ? 'ecommerce' : 'engagement',
        JSON.stringify({ path, title: 'Bäckerei Korn' }),
        hashes[i % hashes.length],
        at.toISOString().replace('T', ' ').slice(0, 23),
      ]);
    }
    await bulkInsert(
      manager,
      'analytics_log',
      ['type', 'action', 'category', 'data', 'visitor', 'createdAt'],
      rows,
    );
  }
}

async function signIn(fastify) {
  const response = await fastify.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'admin', password: ADMIN_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`Anmeldung: ${response.statusCode}`);
  return String(response.headers['set-cookie']).split(';')[0];
}

/** SQL statements of one request (the API's query counter around it). */
async function queriesOf(app, cookie, url) {
  const dataSource = app.get(DataSource);
  const before = dataSource.logger.count;
  const response = await app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'GET', url, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  return dataSource.logger.count - before;
}

/**
 * The scenario on a fresh SQLite file, or (`mysql`) a scratch MariaDB database: the seeding
 * time, the latency of each route for the year and its statements for a day and for the year.
 */
export async function measureVisitStatistics({
  port,
  duration = 5,
  mysql = false,
  events = VISIT_EVENTS,
  log = true,
}) {
  const dir = mkdtempSync(join(tmpdir(), 'bestellwerk-bench-visits-'));
  const database = mysql ? await createScratchDatabase('bestellwerk_bench_visits') : null;
  const name = mysql ? 'MariaDB' : 'SQLite';
  const config = {
    ...readAppConfig({}),
    databaseUrl: database?.url ?? `sqlite:${join(dir, 'bench.sqlite')}`,
    webRoot: null,
    seedDemoData: false,
    createFirstAdmin: true,
    adminPassword: ADMIN_PASSWORD,
    storageDir: join(dir, 'storage'),
    mailOutboxDir: join(dir, 'outbox'),
  };
  const app = await createApp({ config, logger: ['error'] });
  try {
    const dataSource = app.get(DataSource);
    const days = yearDays(new Date());
    const started = performance.now();
    const rows = await dataSource.transaction((manager) => seedRollups(manager, days, events));
    const rollupSeconds = (performance.now() - started) / 1000;
    if (log) await dataSource.transaction((manager) => seedLog(manager, days, events));
    const seedSeconds = (performance.now() - started) / 1000;
    const cookie = await signIn(app.getHttpAdapter().getInstance());
    const year = `from=${days[0]}&to=${days[days.length - 1]}`;
    const day = `from=${days[days.length - 1]}&to=${days[days.length - 1]}`;
    await app.listen(port, '127.0.0.1');
    const load = [];
    const queries = [];
    for (const route of ROUTES) {
      const url = `/api/statistics/${route}?${year}`;
      load.push(
        await measureLoad({
          name: `GET /api/statistics/${route} (365 Tage, ${name})`,
          url: `http://127.0.0.1:${port}${url}`,
          headers: { cookie, 'accept-encoding': 'br, gzip' },
          connections: 1,
          duration,
        }),
      );
      queries.push({
        route: `${route} (${name})`,
        'SQL (1 Tag)': await queriesOf(app, cookie, `/api/statistics/${route}?${day}`),
        'SQL (365 Tage)': await queriesOf(app, cookie, url),
        'SQL (365 Tage + Vorperiode)': await queriesOf(app, cookie, `${url}&compare=previous`),
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return {
      seeding: {
        database: name,
        Ereignisse: events,
        'Rohdaten (analytics_log)': log ? events : 0,
        'Zeilen Seiten/Tag': rows.pageDays,
        'Zeilen Halbstunden/Tag': rows.slotDays,
        'Roll-ups s': Math.round(rollupSeconds * 10) / 10,
        'gesamt s': Math.round(seedSeconds * 10) / 10,
      },
      load,
      queries,
    };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
    await database?.drop();
  }
}

/** SQLite (port) and, unless `mysql` is false or no server answers, MariaDB (port + 1). */
export async function measureVisitStatisticsRuns({ port, duration, events, log, mysql = true }) {
  const runs = [await measureVisitStatistics({ port, duration, events, log })];
  if (!mysql) return runs;
  try {
    runs.push(await measureVisitStatistics({ port: port + 1, duration, events, log, mysql: true }));
  } catch (error) {
    console.log(`Besucherstatistik auf MySQL/MariaDB übersprungen (${error.message})`);
  }
  return runs;
}

/** Prints seeding, latency and statements per request of the runs. */
export function printVisitStatistics(runs) {
  console.log('\nBesucherstatistik: ein Jahr, 2 Mio. Ereignisse (Roll-ups), Zeitraum 365 Tage');
  console.table(runs.map((run) => run.seeding));
  console.table(runs.flatMap((run) => run.load));
  console.table(runs.flatMap((run) => run.queries));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--events');
  printVisitStatistics(
    await measureVisitStatisticsRuns({
      port: Number(process.env.BENCH_PORT ?? 3200),
      duration: Number(process.env.BENCH_DURATION ?? 5),
      events: at > 0 ? Number(process.argv[at + 1]) : VISIT_EVENTS,
      log: !process.argv.includes('--no-log'),
      mysql: !process.argv.includes('--no-mysql'),
    }),
  );
}
