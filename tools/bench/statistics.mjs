// The order statistics over a year of 200,000 orders: each route's latency for a year's range
// (p50/p99 of sequential requests, in-process like the time sheets) and its SQL statements per
// request, on SQLite and on a scratch MariaDB database. Orders go straight into the tables in
// bulk (api/src/database/seed/order-history.ts), the roll-ups come from the rebuild.
// `node tools/bench/statistics.mjs [--orders 20000] [--no-mysql]` runs it alone on the last API
// build. The helpers are exported for other statistics benches (tools/bench/statistics-visits.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { addCalendarDays, businessDayOf } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { createApp } from '../../api/dist/src/app.js';
import { readAppConfig } from '../../api/dist/src/config/app-config.js';
import { insertOrderHistory } from '../../api/dist/src/database/seed/order-history.js';
import { ProductEntity } from '../../api/dist/src/modules/catalog/entities/product.entity.js';
import { BranchEntity } from '../../api/dist/src/modules/organisation/entities/branch.entity.js';
import { rebuildOrderRollUps } from '../../api/dist/src/modules/statistics/order-roll-ups/rebuild-order-roll-ups.js';
import { createScratchDatabase } from '../scripts/scratch-mysql-database.mjs';
import { percentile } from './percentile.mjs';

export const STATISTICS_ORDERS = 200_000;
export const ORDER_STATISTICS_ROUTES = [
  'orders',
  'revenue',
  'canceled-orders',
  'items',
  'popular-items',
  'order-times',
];
const ADMIN_PASSWORD = 'bench-statistik-1';
const TIME_ZONE = 'Europe/Vienna';
const BRANCHES = 3;
const PRODUCTS = 40;
/** Requests per route and database (one after the other). */
const REQUESTS = 100;

/** The year up to yesterday (business days of TIME_ZONE): the range every route is asked for. */
export function lastYear(now = new Date()) {
  const to = addCalendarDays(businessDayOf(now, TIME_ZONE), -1);
  return { from: addCalendarDays(to, -364), to };
}

/**
 * The built API in this process on a fresh SQLite file or (`mysql`) a scratch MariaDB database,
 * with an admin signed in: `{ app, dataSource, cookie, name, close() }`.
 */
export async function openBenchApp({ mysql = false, prefix = 'bestellwerk_bench_stats' } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bestellwerk-bench-stats-'));
  let database = null;
  let app = null;
  const close = async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    database = mysql ? await createScratchDatabase(prefix) : null;
    const config = {
      ...readAppConfig({}),
      databaseUrl: database?.url ?? `sqlite:${join(dir, 'bench.sqlite')}`,
      webRoot: null,
      seedDemoData: false,
      createFirstAdmin: true,
      adminPassword: ADMIN_PASSWORD,
      storageDir: join(dir, 'storage'),
      mailOutboxDir: join(dir, 'outbox'),
      timeZone: TIME_ZONE,
    };
    app = await createApp({ config, logger: ['error'] });
    await app.init();
    const login = await app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'admin', password: ADMIN_PASSWORD },
      });
    if (login.statusCode !== 200) throw new Error(`Anmeldung: ${login.statusCode}`);
    return {
      app,
      dataSource: app.get(DataSource),
      cookie: String(login.headers['set-cookie']).split(';')[0],
      name: mysql ? 'MariaDB' : 'SQLite',
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Stores BRANCHES branches, PRODUCTS products and about `orders` orders over `period`, then
 * rebuilds the roll-ups. Answers the orders stored and the seconds of insert and rebuild.
 */
export async function seedStatisticsOrders(dataSource, period, orders = STATISTICS_ORDERS) {
  const branchRepository = dataSource.getRepository(BranchEntity);
  const productRepository = dataSource.getRepository(ProductEntity);
  // create(): the entities' initialisers fill the JSON columns.
  const branches = await branchRepository.save(
    branchRepository.create(
      Array.from({ length: BRANCHES }, (_, index) => ({
        identifier: `bench-filiale-${index + 1}`,
        name: `Bench-Filiale ${index + 1}`,
        apiKey: `bench-key-${index + 1}`,
      })),
    ),
  );
  const products = await productRepository.save(
    productRepository.create(
      Array.from({ length: PRODUCTS }, (_, index) => ({
        uid: `BENCH-${index + 1}`,
        name: `Bench-Produkt ${index + 1}`,
        type: 'normal',
        price: Math.round((0.5 + (index % 12) * 0.85) * 100) / 100,
        unit: 'piece',
        calculationModel: 'fixed',
        tax: index % 5 === 0 ? 20 : 10,
        takeawayTax: index % 5 === 0 ? 20 : 10,
        dineInTax: 20,
        isEnabled: true,
      })),
    ),
  );
  // Days of weight 1 (Mon–Fri) get ordersPerDay; the week averages 1.0357 (WEEKDAY_WEIGHTS).
  const days = 365;
  const ordersPerDay = orders / (days * BRANCHES * 1.0357);
  const started = Date.now();
  const stored = await dataSource.transaction((manager) =>
    insertOrderHistory(manager, {
      branches: branches.map((branch) => ({
        id: branch.id,
        ordersPerDay,
        orderTypes: ['takeaway', 'delivery', 'dineIn'],
      })),
      products: products.map((product, index) => ({ ...product, weight: 1 + (index % 7) })),
      from: period.from,
      to: period.to,
      timeZone: TIME_ZONE,
      seed: 2026,
    }),
  );
  const inserted = Date.now();
  await dataSource.transaction((manager) => rebuildOrderRollUps(manager, TIME_ZONE));
  return {
    orders: stored.orders,
    lines: stored.lines,
    insertSeconds: (inserted - started) / 1000,
    rebuildSeconds: (Date.now() - inserted) / 1000,
  };
}

/**
 * Asks `url` `requests` times one after the other (in-process): p50, p99 and max in ms, and the
 * SQL statements of one request (the API's query counter).
 */
export async function measureRoute({ app, dataSource, cookie }, url, requests = REQUESTS) {
  const fastify = app.getHttpAdapter().getInstance();
  const ask = async () => {
    const response = await fastify.inject({ method: 'GET', url, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  };
  await ask();
  const before = dataSource.logger.count;
  await ask();
  const queries = dataSource.logger.count - before;
  const times = [];
  for (let i = 0; i < requests; i += 1) {
    const start = process.hrtime.bigint();
    await ask();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const ms = (value) => Math.round(value * 10) / 10;
  return {
    p50: ms(percentile(times, 50)),
    p99: ms(percentile(times, 99)),
    max: ms(times[times.length - 1]),
    queries,
  };
}

/** Seeds one database and measures every order route for the last year (and with compare). */
export async function measureOrderStatistics({ mysql = false, orders = STATISTICS_ORDERS } = {}) {
  const bench = await openBenchApp({ mysql });
  try {
    const period = lastYear();
    const seeded = await seedStatisticsOrders(bench.dataSource, period, orders);
    const rows = [];
    for (const route of ORDER_STATISTICS_ROUTES)
      for (const compare of [false, true]) {
        const query = `from=${period.from}&to=${period.to}${compare ? '&compare=previous' : ''}`;
        const result = await measureRoute(bench, `/api/statistics/${route}?${query}`);
        rows.push({
          Route: `GET /api/statistics/${route}${compare ? ' (compare)' : ''}`,
          DB: bench.name,
          'p50 ms': result.p50,
          'p99 ms': result.p99,
          'max ms': result.max,
          'SQL je Anfrage': result.queries,
        });
      }
    return { seeded: { DB: bench.name, ...seeded }, rows };
  } finally {
    await bench.close();
  }
}

/** The scenario on SQLite and, unless `mysql` is false or no server answers, on MariaDB. */
export async function measureOrderStatisticsRuns({
  orders = STATISTICS_ORDERS,
  mysql = true,
} = {}) {
  const runs = [await measureOrderStatistics({ orders })];
  if (mysql) {
    try {
      runs.push(await measureOrderStatistics({ orders, mysql: true }));
    } catch (error) {
      console.log(`Statistik auf MySQL/MariaDB übersprungen (${error.message})`);
    }
  }
  return runs;
}

/** Prints the seeding and the latency tables of the runs. */
export function printOrderStatistics(runs) {
  console.log(
    `\nStatistik: Bestellungen eines Jahres (${REQUESTS} Anfragen je Route, nacheinander)`,
  );
  console.table(runs.map((run) => run.seeded));
  console.table(runs.flatMap((run) => run.rows));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--orders');
  printOrderStatistics(
    await measureOrderStatisticsRuns({
      orders: at > 0 ? Number(process.argv[at + 1]) : STATISTICS_ORDERS,
      mysql: !process.argv.includes('--no-mysql'),
    }),
  );
}
