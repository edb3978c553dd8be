// `npm run test:chaos` (also the last step of `npm run test:mysql`): kill -9 the API on MySQL
// while orders stream in, start it again, retry every order with its Idempotency-Key, and check
// that every order answered 201 exists exactly once, with its first answer, and that nothing
// was stored twice. Needs the built API (`npm run build:api`) and a MySQL/MariaDB server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchOrderBody } from '../bench/order-scenario.mjs';
import { createScratchDatabase } from './scratch-mysql-database.mjs';

const ORDERS = 120;
const PARALLEL = 8;
/** The API is killed once this many orders have been answered. */
const KILL_AFTER = 30;
const PORT = Number(process.env.CHAOS_PORT ?? 3310);
const baseUrl = `http://127.0.0.1:${PORT}`;
const storage = mkdtempSync(join(tmpdir(), 'bestellwerk-chaos-'));
const database = await createScratchDatabase('bestellwerk_chaos');

function startApi() {
  return spawn(process.execPath, ['api/dist/src/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: database.url,
      // The demo branches and the demo staff sign-in are what this run orders from and uses.
      DEMO_DATA: 'true',
      // Hundreds of orders from one address and one mailbox in seconds: the point of this run.
      RATE_LIMIT_ORDERS_PER_IP: '100000/10m',
      RATE_LIMIT_ORDERS_PER_EMAIL: '100000/1h',
      WEB_ROOT: '',
      STORAGE_DIR: join(storage, 'files'),
      MAIL_OUTBOX_DIR: join(storage, 'outbox'),
      SMTP_URL: '',
    },
  });
}

async function waitUntilUp(child) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('Die API hat sich beim Start beendet.');
    try {
      if ((await fetch(`${baseUrl}/api/init`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('Die API antwortet nicht.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** POSTs one order; the answer's status and order uid, or null when the connection died. */
async function place(key, body) {
  try {
    const response = await fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    const json = await response.json().catch(() => null);
    return { status: response.status, uid: json?.data?.uid ?? null };
  } catch {
    return null;
  }
}

/** Runs `task` over `items` with at most PARALLEL at once. */
async function inParallel(items, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

function fail(message) {
  console.error(`Chaos-Test fehlgeschlagen: ${message}`);
  process.exitCode = 1;
}

let api = startApi();
try {
  await waitUntilUp(api);
  // The demo data brings its own orders (three months of history): only ours are counted.
  const [[{ lastId }]] = await database.query(
    `SELECT COALESCE(MAX(id), 0) AS lastId FROM \`${database.name}\`.customer_order`,
  );
  const body = await benchOrderBody(baseUrl);
  const keys = Array.from(
    { length: ORDERS },
    (_, i) => `chaos-${i}-${randomBytes(6).toString('hex')}`,
  );

  // Round 1: orders stream in; after KILL_AFTER answers the API dies without warning.
  const first = new Map();
  let answered = 0;
  await inParallel(keys, async (key) => {
    if (api.exitCode !== null || api.signalCode !== null) return;
    const result = await place(key, body);
    if (result) first.set(key, result);
    if (++answered === KILL_AFTER) api.kill('SIGKILL');
  });
  await new Promise((resolve) =>
    api.exitCode !== null || api.signalCode !== null ? resolve() : api.once('exit', resolve),
  );
  const created = [...first.values()].filter((r) => r.status === 201).length;
  console.log(`Runde 1: ${first.size} Antworten (${created} × 201), dann kill -9.`);

  // Round 2: the API comes back; every order is sent again with its key.
  api = startApi();
  await waitUntilUp(api);
  const second = new Map();
  await inParallel(keys, async (key) => second.set(key, await place(key, body)));

  for (const key of keys) {
    const again = second.get(key);
    if (again?.status !== 201) fail(`${key}: Wiederholung antwortet ${again?.status ?? 'nicht'}.`);
    const before = first.get(key);
    if (before?.status === 201 && before.uid !== again?.uid)
      fail(`${key}: Wiederholung liefert eine andere Bestellung (${before.uid} / ${again?.uid}).`);
  }
  const [[{ orders }]] = await database.query(
    `SELECT COUNT(*) AS orders FROM \`${database.name}\`.customer_order WHERE id > ?`,
    [lastId],
  );
  if (Number(orders) !== ORDERS) fail(`${orders} Bestellungen gespeichert, erwartet ${ORDERS}.`);
  const [tickets] = await database.query(
    `SELECT o.branchId, o.businessDay, COUNT(*) AS n, COUNT(DISTINCT o.ticketNumber) AS distinctNumbers,
            MAX(o.ticketNumber) AS highest
       FROM \`${database.name}\`.customer_order o
      WHERE (o.branchId, o.businessDay) IN (
        SELECT branchId, businessDay FROM \`${database.name}\`.customer_order WHERE id > ?)
      GROUP BY o.branchId, o.businessDay`,
    [lastId],
  );
  for (const row of tickets) {
    if (Number(row.n) !== Number(row.distinctNumbers) || Number(row.highest) !== Number(row.n))
      fail(
        `Ticketnummern von Filiale ${row.branchId} am ${row.businessDay} sind nicht 1…${row.n}.`,
      );
  }
  if (!process.exitCode)
    console.log(
      `Chaos-Test bestanden: ${ORDERS} Bestellungen je genau einmal, Ticketnummern lückenlos.`,
    );
} finally {
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
  await database.drop();
  rmSync(storage, { recursive: true, force: true });
}
