// `npm run bench`: measures the built app on a fresh database with the demo data and prints
// tables. It asserts nothing about time; budgets are read off these numbers.
import { measureArrivalRate } from './arrival-load.mjs';
import { measureBoard } from './board-scenario.mjs';
import { measureLoad } from './http-load.mjs';
import { measureInitCatalogSizes, printInitCatalogSizes } from './init-catalog-size.mjs';
import { measureInitAgainstBare, printInitAgainstBare } from './init-limit.mjs';
import { benchOrderBody } from './order-scenario.mjs';
import { PAGE_SCENARIOS, measurePages } from './page-scenarios.mjs';
import { startServer } from './server.mjs';
import { measureSignage } from './signage.mjs';
import { measureOrderStatisticsRuns, printOrderStatistics } from './statistics.mjs';
import { measureVisitStatisticsRuns, printVisitStatistics } from './statistics-visits.mjs';
import { measureTimeSheetRuns, printTimeSheets } from './time-sheet-scenario.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** `BENCH_ONLY=reads`: only the figures of the public reads (issue 22), not the whole run. */
const ONLY_READS = process.env.BENCH_ONLY === 'reads';

const LOAD_SCENARIOS = [
  { name: 'GET /api/init (anonym)', path: '/api/init' },
  {
    name: 'GET /api/init (anonym, wie ein Browser: br)',
    path: '/api/init',
    headers: { 'accept-encoding': 'br, gzip' },
  },
  { name: 'GET /api/products (anonym)', path: '/api/products' },
];

/** Distinct orders whose status pages the poll scenario spreads its requests over. */
const STATUS_PAGES = 100;

async function placeOrder(baseUrl, body) {
  const placed = await fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (placed.status !== 201) throw new Error(`POST /api/orders: ${placed.status}`);
  const { data: order } = await placed.json();
  return `${baseUrl}/api/orders/public/${order.uid}/${order.hash}`;
}

/**
 * Placing orders at 20 per second, and the public status poll at 300 requests per second (3,000
 * customers waiting on their status pages, each polling every 10 s), spread over 100 orders.
 */
async function measureOrders(baseUrl, database) {
  const body = await benchOrderBody(baseUrl);
  const statusUrls = [];
  for (let i = 0; i < STATUS_PAGES; i += 1) statusUrls.push(await placeOrder(baseUrl, body));
  return [
    await measureArrivalRate({
      name: `POST /api/orders (20/s, ${database})`,
      url: `${baseUrl}/api/orders`,
      method: 'POST',
      body,
      rate: 20,
      duration: DURATION,
    }),
    await measureArrivalRate({
      name: `GET /api/orders/public/… (300/s, ${database})`,
      url: (i) => statusUrls[i % statusUrls.length],
      rate: 300,
      duration: DURATION,
    }),
    // As status pages poll: the browser revalidates with the last answer's ETag (no-cache).
    await measureArrivalRate({
      name: `GET /api/orders/public/… mit If-None-Match (300/s, ${database})`,
      url: (i) => statusUrls[i % statusUrls.length],
      rate: 300,
      duration: DURATION,
      revalidate: true,
    }),
  ];
}

/** The board (first, on 200 open orders) and then the order scenarios of one database. */
async function measureDatabase(baseUrl, database) {
  const board = await measureBoard(baseUrl, database, DURATION);
  const orders = await measureOrders(baseUrl, database);
  return { load: [board.current, ...orders], fanOut: board.fanOut };
}

/** The same on a scratch MariaDB database, when a server is reachable. */
async function measureMysql(measure = measureDatabase) {
  let server;
  try {
    server = await startServer({ port: PORT + 1, mysql: true });
  } catch (error) {
    console.log(`MySQL/MariaDB nicht erreichbar, übersprungen (${error.message})`);
    return { load: [], fanOut: null, startMs: null };
  }
  try {
    return { ...(await measure(server.baseUrl, 'MariaDB')), startMs: server.startMs };
  } finally {
    await server.stop();
  }
}

/** The public reads near the limit (issue 22): /api/init against a bare server, catalogue size. */
async function measureReads() {
  printInitAgainstBare(
    await measureInitAgainstBare({ port: PORT + 6, duration: DURATION }),
    DURATION,
  );
  const catalog = [await measureInitCatalogSizes()];
  try {
    catalog.push(await measureInitCatalogSizes({ mysql: true }));
  } catch (error) {
    console.log(`MySQL/MariaDB nicht erreichbar, übersprungen (${error.message})`);
  }
  printInitCatalogSizes(catalog);
}

if (ONLY_READS) {
  if (process.env.BENCH_SKIP_INIT !== 'true') await measureReads();
  const orders = async (baseUrl, database) => ({ load: await measureOrders(baseUrl, database) });
  const sqlite = await startServer({ port: PORT });
  let rows;
  try {
    rows = (await orders(sqlite.baseUrl, 'SQLite')).load;
  } finally {
    await sqlite.stop();
  }
  rows.push(...(await measureMysql(orders)).load);
  console.log(`\nBestellungen und Statusabfrage (${DURATION} s, gleichmäßige Ankunftsrate)`);
  console.table(rows);
  process.exit(0);
}

await measureReads();
const server = await startServer({ port: PORT });
try {
  const load = [];
  for (const scenario of LOAD_SCENARIOS) {
    load.push(
      await measureLoad({
        name: scenario.name,
        url: server.baseUrl + scenario.path,
        duration: DURATION,
      }),
    );
  }
  console.log(`\nLast (${DURATION} s, 10 Verbindungen, Node ${process.version})`);
  console.table(load);
  const sqlite = await measureDatabase(server.baseUrl, 'SQLite');
  const mysql = await measureMysql();
  console.log(
    `\nBestellungen (${DURATION} s; Bestellungen und Status: gleichmäßige Ankunftsrate, ab Fälligkeit gemessen)`,
  );
  console.table([...sqlite.load, ...mysql.load]);
  console.log('\nStart mit Demodaten bis zur ersten Antwort (ms)');
  console.table([
    { Datenbank: 'SQLite', ms: server.startMs },
    { Datenbank: 'MariaDB', ms: mysql.startMs },
  ]);
  console.log('\nBoard-Ereignisse (SSE)');
  console.table([sqlite.fanOut, mysql.fanOut].filter(Boolean));
  console.log('\nDigital Signage: Preisänderung an 200 TVs (SSE, dann Anzeige neu laden)');
  console.table(await measureSignage(server.baseUrl, 'SQLite'));
  printTimeSheets(await measureTimeSheetRuns({ port: PORT + 2, duration: DURATION }), DURATION);
  printOrderStatistics(await measureOrderStatisticsRuns());
  printVisitStatistics(await measureVisitStatisticsRuns({ port: PORT + 4, duration: DURATION }));
  await measurePages(server.baseUrl, PAGE_SCENARIOS);
} finally {
  await server.stop();
}
