// `npm run test:scale`: two API instances behind nginx on a MariaDB primary with a replica and
// Redis (issue 22, "Proven on this machine"). Starts everything in a temp folder, then proves:
// orders under load survive kill -9 of an instance (each once, tickets gap-free), boards and TVs
// on either instance see what the other did, and reads meant for the replica go there while
// writes stay on the primary. Stops everything and removes the folder at the end, also on failure.
// Needs the built API (the npm script builds it), Debian's mariadb-server, redis-server and nginx.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchOrderBody } from '../bench/order-scenario.mjs';
import { openEventStream } from './event-stream.mjs';
import { APP_DATABASE, startMariaDbPair } from './mariadb-pair.mjs';
import { quotedNginxConfig, renderNginxConfig } from './nginx-config.mjs';
import { Processes, waitFor } from './processes.mjs';

const PRIMARY_PORT = 3316;
const REPLICA_PORT = 3317;
const REDIS_PORT = Number(process.env.SCALE_REDIS_PORT ?? 6390);
const NGINX_PORT = 8088;
const API_PORTS = [3361, 3362];
/** Orders per second and seconds of the load phase; instance 2 is killed halfway. */
const RATE = Number(process.env.SCALE_RATE ?? 50);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 30);
/** Orders placed alternately on both instances while both boards listen. */
const BOARD_ORDERS = 40;
/** How long a board or TV may take to see an event of the other instance (issue: within 1 s). */
const EVENT_WAIT_MS = 3_000;
/** A client waits this long for one answer, and gives an order up after retrying this long. */
const ATTEMPT_TIMEOUT_MS = 30_000;
const GIVE_UP_MS = 300_000;
/** Reads stay on the primary this long after public data moved (REPLICA_CATCH_UP_MS in the API). */
const REPLICA_CATCH_UP_MS = 2_000;

const lb = `http://127.0.0.1:${NGINX_PORT}`;
const direct = API_PORTS.map((port) => `http://127.0.0.1:${port}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const work = mkdtempSync(join(tmpdir(), 'bestellwerk-scale-'));
const processes = new Processes(work);
const failures = [];
const summary = [];
let pair = null;
const streams = [];

/** Notes a failed expectation; the run goes on and fails at the end. */
function expect(ok, message) {
  if (!ok) {
    failures.push(message);
    console.error(`  ✗ ${message}`);
  }
  return ok;
}

function note(line) {
  summary.push(line);
  console.log(`  ${line}`);
}

const quantiles = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN };
};
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');

async function startRedis() {
  processes.start('redis', 'redis-server', [
    '--port',
    String(REDIS_PORT),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await waitFor(
    'Redis',
    10_000,
    () =>
      new Promise((resolve, reject) => {
        const socket = connect(REDIS_PORT, '127.0.0.1', () => socket.write('PING\r\n'));
        socket.once('data', (data) => {
          socket.destroy();
          if (String(data).startsWith('+PONG')) resolve();
          else reject(new Error(String(data)));
        });
        socket.once('error', reject);
      }),
  );
}

/** Starts API instance `index` (0 or 1) and waits until it answers (/api/ready, else /api/init). */
async function startApi(index) {
  const started = Date.now();
  processes.start(`api-${index + 1}`, process.execPath, ['api/dist/src/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(API_PORTS[index]),
      DATABASE_URL: pair.primaryUrl,
      DATABASE_REPLICA_URLS: pair.replicaUrl,
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      // The demo branches, products, TVs and the demo admin are what this run uses.
      DEMO_DATA: 'true',
      // Thousands of orders from one address and one mailbox: the point of this run.
      RATE_LIMIT_ORDERS_PER_IP: '1000000/10m',
      RATE_LIMIT_ORDERS_PER_EMAIL: '1000000/1h',
      WEB_ROOT: '',
      STORAGE_DIR: join(work, 'files'),
      MAIL_OUTBOX_DIR: join(work, `outbox-${index + 1}`),
      SMTP_URL: '',
    },
  });
  await waitFor(`API ${index + 1}`, 180_000, async () => {
    const child = processes.get(`api-${index + 1}`);
    if (child.exitCode !== null) throw new Error('beendet (Log im Temp-Ordner)');
    const ready = await fetch(`${direct[index]}/api/ready`);
    if (ready.ok) return;
    if (ready.status !== 404 || !(await fetch(`${direct[index]}/api/init`)).ok)
      throw new Error(`antwortet ${ready.status}`);
  });
  return Date.now() - started;
}

async function startNginx() {
  const prefix = join(work, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    renderNginxConfig({
      prefix,
      listen: `127.0.0.1:${NGINX_PORT}`,
      upstreams: API_PORTS.map((p) => `127.0.0.1:${p}`),
    }),
  );
  processes.start('nginx', 'nginx', [
    '-p',
    prefix,
    '-c',
    config,
    '-e',
    join(prefix, 'error.log'),
    '-g',
    'daemon off;',
  ]);
  await waitFor('nginx', 10_000, async () => {
    if (!(await fetch(`${lb}/api/init`)).ok) throw new Error('kein 200');
  });
}

/** Signs the demo admin in; the session (a database row) holds on every instance. */
async function signIn() {
  const response = await fetch(`${direct[0]}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'admin',
      password: process.env.DEMO_PASSWORD || 'bestellwerk',
    }),
  });
  if (!response.ok) throw new Error(`Anmeldung: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, csrfToken: (await response.json()).data.csrfToken };
}

/** POSTs one order; `{ status, code, uid }`, status null when the connection failed. */
async function postOrder(base, key, body) {
  try {
    const response = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    const json = await response.json().catch(() => null);
    return {
      status: response.status,
      code: json?.errors?.[0]?.code ?? null,
      uid: json?.data?.uid ?? null,
    };
  } catch (error) {
    return { status: null, code: error.name, uid: null };
  }
}

/** What a client repeats with the same key: no answer, a 5xx, or "still being placed". */
const worthRepeating = (result) =>
  result.status === null || result.status >= 500 || result.code === 'IDEMPOTENCY_IN_PROGRESS';

/** Places an order as a client would: repeated with the same key until it is answered for good. */
async function placeOrder(base, body) {
  const key = `scale-${randomBytes(8).toString('hex')}`;
  const started = performance.now();
  const answers = [];
  for (;;) {
    const sentAt = Date.now();
    const result = await postOrder(base, key, body);
    answers.push(result);
    if (!worthRepeating(result) || performance.now() - started > GIVE_UP_MS)
      return {
        key,
        ...result,
        answers,
        sentAt,
        answeredAt: Date.now(),
        ms: performance.now() - started,
      };
    // Backs off as a browser's retry should: 0.3 s, doubling, at most 5 s between attempts.
    await sleep(Math.min(5_000, 300 * 2 ** (answers.length - 1)));
  }
}

async function lastOrderId() {
  const [[{ id }]] = await pair.primary.query(
    `SELECT COALESCE(MAX(id), 0) AS id FROM ${APP_DATABASE}.customer_order`,
  );
  return Number(id);
}

/** The orders stored after `afterId`: id by uid. */
async function ordersAfter(afterId) {
  const [rows] = await pair.primary.query(
    `SELECT id, uid FROM ${APP_DATABASE}.customer_order WHERE id > ? ORDER BY id`,
    [afterId],
  );
  return new Map(rows.map((row) => [row.uid, Number(row.id)]));
}

/** Opens the staff order feed on instance `index`, directly (not through nginx). */
async function openBoard(index, admin) {
  const board = await openEventStream(`${direct[index]}/api/orders/events`, {
    cookie: admin.cookie,
  });
  streams.push(board);
  return board;
}
const placedIds = (board) =>
  new Set(
    board.events
      .filter((e) => e.event === 'order')
      .map((e) => JSON.parse(e.data))
      .filter((e) => e.type === 'placed')
      .map((e) => e.order),
  );

/**
 * Orders stored after `afterId` and how many of them no Idempotency-Key claims (stored twice for
 * one request: there must be none; the key itself is unique in the database).
 */
async function unclaimedOrders(afterId) {
  const [[row]] = await pair.primary.query(
    `SELECT COUNT(*) AS stored, SUM(r.id IS NULL) AS unclaimed
       FROM ${APP_DATABASE}.customer_order o
       LEFT JOIN ${APP_DATABASE}.idempotency_record r ON r.orderId = o.id
      WHERE o.id > ?`,
    [afterId],
  );
  return { stored: Number(row.stored), unclaimed: Number(row.unclaimed ?? 0) };
}

/** Ticket numbers of the (branch, business day) pairs orders after `afterId` touched are 1…n. */
async function ticketGaps(afterId) {
  const [rows] = await pair.primary.query(
    `SELECT o.branchId, o.businessDay, COUNT(*) AS n, COUNT(DISTINCT o.ticketNumber) AS distinctNumbers,
            MAX(o.ticketNumber) AS highest
       FROM ${APP_DATABASE}.customer_order o
      WHERE (o.branchId, o.businessDay) IN (
        SELECT branchId, businessDay FROM ${APP_DATABASE}.customer_order WHERE id > ?)
      GROUP BY o.branchId, o.businessDay`,
    [afterId],
  );
  return rows.filter(
    (row) => Number(row.n) !== Number(row.distinctNumbers) || Number(row.highest) !== Number(row.n),
  );
}

/** InnoDB's row lock waits on the primary so far (count and milliseconds waited). */
async function rowLocks() {
  const [rows] = await pair.primary.query(
    "SHOW GLOBAL STATUS WHERE Variable_name IN ('Innodb_row_lock_waits', 'Innodb_row_lock_time')",
  );
  const value = (name) => Number(rows.find((row) => row.Variable_name === name)?.Value ?? 0);
  return { waits: value('Innodb_row_lock_waits'), ms: value('Innodb_row_lock_time') };
}

/** Boards on both instances see every order placed on either (needs the Redis event bus). */
async function boardsSeeEveryOrder(admin, body) {
  console.log(
    `Boards: ${BOARD_ORDERS} Bestellungen abwechselnd an beiden Instanzen, je ein Board pro Instanz`,
  );
  const boards = [await openBoard(0, admin), await openBoard(1, admin)];
  // A third board through nginx: the SSE route passes the load balancer unbuffered.
  const throughLb = await openEventStream(`${lb}/api/orders/events`, { cookie: admin.cookie });
  streams.push(throughLb);
  const from = await lastOrderId();
  const placed = [];
  for (let i = 0; i < BOARD_ORDERS; i++)
    placed.push({ on: i % 2, ...(await placeOrder(direct[i % 2], body)) });
  const single = quantiles(placed.map((p) => p.ms));
  note(
    `Eine Bestellung nach der anderen (ohne Last): p50 ${ms(single.p50)}, max ${ms(single.max)}`,
  );
  const ids = await ordersAfter(from);
  await Promise.all(
    [...boards, throughLb].map((board) =>
      Promise.all(
        [...ids.values()].map((id) =>
          board.waitFor(
            (e) => e.event === 'order' && JSON.parse(e.data).order === id,
            EVENT_WAIT_MS,
          ),
        ),
      ),
    ),
  );
  // From the 201 answer (negative: the event was there first) and from sending the order.
  const latencies = [];
  const sinceSent = [];
  boards.forEach((board, index) => {
    const seen = placedIds(board);
    const missing = [...ids.values()].filter((id) => !seen.has(id));
    note(
      `Board an Instanz ${index + 1}: ${ids.size - missing.length}/${ids.size} Bestellereignisse`,
    );
    expect(
      missing.length === 0,
      `Board an Instanz ${index + 1} verpasst ${missing.length} von ${ids.size} Bestellungen`,
    );
    for (const order of placed.filter((p) => p.on !== index && p.uid)) {
      const id = ids.get(order.uid);
      const event = board.events.find(
        (e) => e.event === 'order' && JSON.parse(e.data).order === id,
      );
      if (event) latencies.push(event.at - order.answeredAt);
      if (event) sinceSent.push(event.at - order.sentAt);
    }
  });
  const seenThroughLb = placedIds(throughLb);
  const missingThroughLb = [...ids.values()].filter((id) => !seenThroughLb.has(id)).length;
  note(`Board über nginx: ${ids.size - missingThroughLb}/${ids.size} Bestellereignisse`);
  expect(
    missingThroughLb === 0,
    `Board über nginx verpasst ${missingThroughLb} von ${ids.size} Bestellungen`,
  );
  throughLb.close();
  const q = quantiles(latencies);
  const sent = quantiles(sinceSent);
  note(
    `Ereignis der anderen Instanz am Board: ${latencies.length} gemessen; ab der 201-Antwort p50 ${ms(q.p50)}, max ${ms(q.max)} (negativ: vor der Antwort da); ab dem Absenden p50 ${ms(sent.p50)}, max ${ms(sent.max)}`,
  );
  boards.forEach((board) => board.close());
}

/** RATE orders/s for SECONDS through nginx; instance 2 is killed with SIGKILL halfway and restarted. */
async function ordersSurviveKill(admin, body) {
  console.log(
    `Last: ${RATE} Bestellungen/s für ${SECONDS} s über nginx, kill -9 von Instanz 2 nach ${SECONDS / 2} s`,
  );
  const board = await openBoard(0, admin);
  const from = await lastOrderId();
  const total = RATE * SECONDS;
  const locksBefore = await rowLocks();
  const start = Date.now();
  const killing = (async () => {
    await sleep((SECONDS / 2) * 1000);
    await processes.stop('api-2', 'SIGKILL');
    const killedAt = Date.now() - start;
    const restartMs = await startApi(1);
    return { killedAt, restartMs };
  })();
  const orders = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    if (due > Date.now()) await sleep(due - Date.now());
    orders.push(placeOrder(lb, body));
  }
  const sentInMs = Date.now() - start;
  const results = await Promise.all(orders);
  const { killedAt, restartMs } = await killing;
  const ids = await ordersAfter(from);
  const created = results.filter((r) => r.status === 201);
  const repeated = results.filter((r) => r.answers.length > 1);
  const firstFailures = {};
  for (const r of repeated) {
    const first = r.answers[0];
    const label = first.status ?? first.code;
    firstFailures[label] = (firstFailures[label] ?? 0) + 1;
  }
  const uids = new Set(created.map((r) => r.uid));
  const stored = ids.size;
  const { unclaimed: duplicates } = await unclaimedOrders(from);
  const gaps = await ticketGaps(from);
  const lastCreated = Math.max(...created.map((r) => r.answeredAt));
  const q = quantiles(results.map((r) => r.ms));
  note(
    `Bestellungen: ${total} gesendet in ${(sentInMs / 1000).toFixed(1)} s, ${created.length} × 201, ${repeated.length} wiederholt (erste Antwort: ${JSON.stringify(firstFailures)}), max ${Math.max(...results.map((r) => r.answers.length))} Versuche`,
  );
  const [[{ span }]] = await pair.primary.query(
    `SELECT TIMESTAMPDIFF(MICROSECOND, MIN(createdAt), MAX(createdAt)) / 1e6 AS span
       FROM ${APP_DATABASE}.customer_order WHERE id > ?`,
    [from],
  );
  note(
    `Durchsatz: ${stored} Bestellungen gespeichert in ${Number(span).toFixed(1)} s = ${(stored / Number(span)).toFixed(1)}/s (angeboten ${RATE}/s); die letzte 201-Antwort nach ${((lastCreated - start) / 1000).toFixed(1)} s`,
  );
  const locks = await rowLocks();
  note(
    `Zeilensperren am Primärserver (InnoDB): ${locks.waits - locksBefore.waits} Wartefälle, zusammen ${((locks.ms - locksBefore.ms) / 1000).toFixed(0)} s gewartet`,
  );
  note(
    `Instanz 2: kill -9 nach ${(killedAt / 1000).toFixed(1)} s, wieder bereit nach ${(restartMs / 1000).toFixed(1)} s`,
  );
  note(
    `Dauer je Bestellung samt Wiederholungen: p50 ${ms(q.p50)}, p99 ${ms(q.p99)}, max ${ms(q.max)}`,
  );
  note(`Gespeichert: ${stored}, doppelt: ${duplicates}, Lücken in Ticketnummern: ${gaps.length}`);
  expect(
    created.length === total,
    `${total - created.length} Bestellungen ohne 201: ${JSON.stringify(
      results
        .filter((r) => r.status !== 201)
        .slice(0, 3)
        .map((r) => [r.status, r.code]),
    )}`,
  );
  expect(stored === total, `${stored} Bestellungen gespeichert, erwartet ${total}`);
  expect(
    duplicates === 0,
    `${duplicates} Bestellungen ohne eigenen Idempotency-Key (doppelt gespeichert)`,
  );
  expect(
    uids.size === created.length,
    `${created.length - uids.size} Schlüssel teilen sich eine Bestellung`,
  );
  expect(
    created.every((r) => ids.has(r.uid)),
    'eine bestätigte Bestellung fehlt in der Datenbank',
  );
  expect(gaps.length === 0, `Ticketnummern nicht lückenlos: ${JSON.stringify(gaps)}`);
  await Promise.all(
    [...ids.values()].map((id) =>
      board.waitFor((e) => e.event === 'order' && JSON.parse(e.data).order === id, EVENT_WAIT_MS),
    ),
  );
  const seen = placedIds(board);
  const missing = [...ids.values()].filter((id) => !seen.has(id)).length;
  note(`Board an Instanz 1 (lief durch): ${stored - missing}/${stored} Bestellereignisse`);
  expect(
    missing === 0,
    `Board an Instanz 1 verpasst ${missing} von ${stored} Bestellungen (auch die über Instanz 2)`,
  );
  board.close();
}

const TV = 'linz-schaufenster';

/** A price changed on instance 1 is served by instance 2 at once and reaches a TV listening there. */
async function priceChangeReachesOtherInstance(admin) {
  console.log(`Preis: Änderung an Instanz 1, gelesen an Instanz 2, TV „${TV}“ an Instanz 2`);
  const display = (base) =>
    fetch(`${base}/api/digital-signage-devices/public/${TV}`).then((r) => r.json());
  const product = (await display(direct[1])).data.catalog.products.find(
    (p) => typeof p.price === 'number',
  );
  const tvs = [
    await openEventStream(`${direct[1]}/api/digital-signage-devices/public/${TV}/events`),
    await openEventStream(`${direct[0]}/api/digital-signage-devices/public/${TV}/events`),
  ];
  streams.push(...tvs);
  const tvThroughLb = await openEventStream(
    `${lb}/api/digital-signage-devices/public/${TV}/events`,
  );
  streams.push(tvThroughLb);
  const first = await tvThroughLb.waitFor((e) => e.event === 'display', EVENT_WAIT_MS);
  expect(
    first !== null,
    'ein TV über nginx bekommt sein erstes display-Ereignis nicht (gepuffert?)',
  );
  note(`TV über nginx: erstes display-Ereignis ${first ? 'erhalten' : 'fehlt'}`);
  tvThroughLb.close();
  await sleep(500);
  const price = Math.round((product.price + 0.1) * 100) / 100;
  // Instance 2 has served both answers just before: a cache it keeps must learn of the change.
  await fetch(`${direct[1]}/api/init`).then((r) => r.arrayBuffer());
  await display(direct[1]);
  const changing = Date.now();
  const response = await fetch(`${direct[0]}/api/products/${product.id}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      cookie: admin.cookie,
      'x-csrf-token': admin.csrfToken,
    },
    body: JSON.stringify({ price }),
  });
  const changedAt = Date.now();
  if (
    !expect(
      response.ok,
      `PUT /api/products/${product.id}: ${response.status} ${await response.text()}`,
    )
  )
    return null;
  const init = await (await fetch(`${direct[1]}/api/init`)).json();
  const served = init.data
    .find((entry) => entry.url === '/api/products')
    .data.find((p) => p.id === product.id)?.price;
  const shown = (await display(direct[1])).data.catalog.products.find(
    (p) => p.id === product.id,
  )?.price;
  note(
    `Preis ${product.price} → ${price} an Instanz 1; Instanz 2 liefert sofort danach /api/init ${served}, TV-Anzeige ${shown}`,
  );
  expect(served === price, `Instanz 2 liefert in /api/init noch den alten Preis (${served})`);
  expect(shown === price, `Instanz 2 liefert der TV-Anzeige noch den alten Preis (${shown})`);
  const events = await Promise.all(
    tvs.map((tv) => tv.waitFor((e) => e.event === 'display' && e.at >= changing, EVENT_WAIT_MS)),
  );
  note(
    `TV-Ereignis nach der Änderung: an Instanz 2 ${events[0] ? ms(events[0].at - changedAt) : 'keines'}, an Instanz 1 ${events[1] ? ms(events[1].at - changedAt) : 'keines'} (entprellt 300 ms)`,
  );
  expect(
    events[1] !== null,
    'der TV an Instanz 1 (wo geändert wurde) bekommt kein display-Ereignis',
  );
  expect(
    events[0] !== null,
    'der TV an Instanz 2 bekommt kein display-Ereignis zur Änderung an Instanz 1',
  );
  tvs.forEach((tv) => tv.close());
  return { id: product.id, price };
}

/** Public lists and statistics are read from the replica, after replication; writes stay on the primary. */
async function readsGoToReplica(admin, changed) {
  console.log(
    'Replikat: öffentliche Listen und Statistik lesen vom Replikat, Schreiben am Primärserver',
  );
  await pair.caughtUp();
  const count = async (connection) =>
    Number(
      (await connection.query(`SELECT COUNT(*) AS n FROM ${APP_DATABASE}.customer_order`))[0][0].n,
    );
  const [onPrimary, onReplica] = [await count(pair.primary), await count(pair.replica)];
  note(`Bestellungen am Primärserver ${onPrimary}, am Replikat ${onReplica} (nach dem Nachziehen)`);
  expect(onPrimary === onReplica, 'das Replikat hat nicht alle Bestellungen des Primärservers');
  const [primaryUse, replicaUse] = [
    await pair.appUserStatistics(pair.primary),
    await pair.appUserStatistics(pair.replica),
  ];
  note(
    `Die API am Primärserver: ${primaryUse.selects} SELECT, ${primaryUse.updates} Schreibbefehle, ${primaryUse.inserted} Zeilen eingefügt; am Replikat: ${replicaUse.selects} SELECT, ${replicaUse.updates} Schreibbefehle, ${replicaUse.inserted + replicaUse.updated + replicaUse.deleted} Zeilen geändert`,
  );
  expect(
    replicaUse.updates === 0 && replicaUse.inserted + replicaUse.updated + replicaUse.deleted === 0,
    'die API hat am Replikat geschrieben',
  );
  expect(replicaUse.selects > 0, 'die API hat nie vom Replikat gelesen');
  expect(
    primaryUse.inserted >= onPrimary,
    'die Bestellungen wurden nicht am Primärserver geschrieben',
  );

  // A mark only the replica has: whoever shows it read the replica (root may write despite read_only).
  const marker = ` [nur Replikat ${randomBytes(3).toString('hex')}]`;
  await pair.replica.query(
    `UPDATE ${APP_DATABASE}.product SET name = CONCAT(name, ?) WHERE id = ?`,
    [marker, changed.id],
  );
  await sleep(REPLICA_CATCH_UP_MS + 200);
  for (const [label, base] of [
    ['nginx', lb],
    ['Instanz 1', direct[0]],
    ['Instanz 2', direct[1]],
  ]) {
    const list = await (await fetch(`${base}/api/products`)).json();
    const row = list.data.find((p) => p.id === changed.id);
    expect(
      row?.name.endsWith(marker),
      `anonyme Produktliste über ${label} kommt nicht vom Replikat (${row?.name})`,
    );
    expect(
      row?.price === changed.price,
      `anonyme Produktliste über ${label}: Preis ${row?.price} statt des am Primärserver geschriebenen ${changed.price}`,
    );
  }
  const staff = await (
    await fetch(`${direct[1]}/api/products/${changed.id}`, { headers: { cookie: admin.cookie } })
  ).json();
  expect(
    !staff.data.name.endsWith(marker),
    'Mitarbeitende lesen die Produkte vom Replikat statt vom Primärserver',
  );
  note(
    'Anonyme Produktliste (nginx, beide Instanzen) zeigt die Markierung des Replikats und den neuen Preis; Mitarbeitende lesen den Primärserver',
  );

  const today = new Date().toISOString().slice(0, 10);
  const replicaSelects = async () => (await pair.appUserStatistics(pair.replica)).selects;
  const selectsBefore = await replicaSelects();
  const stats = await fetch(`${direct[0]}/api/statistics/orders?from=${today}&to=${today}`, {
    headers: { cookie: admin.cookie },
  });
  const selectsStatistics = (await replicaSelects()) - selectsBefore;
  expect(stats.ok, `Statistik antwortet ${stats.status}`);
  const body = await benchOrderBody(direct[1]);
  const placing = await replicaSelects();
  const order = await placeOrder(lb, body);
  const selectsOrder = (await replicaSelects()) - placing;
  note(`SELECTs am Replikat: Statistik ${selectsStatistics}, eine Bestellung ${selectsOrder}`);
  expect(selectsStatistics > 0, 'die Statistik liest nicht vom Replikat');
  expect(order.status === 201, `Bestellung nach der Markierung: ${order.status}`);
  expect(
    selectsOrder === 0,
    `eine Bestellung liest ${selectsOrder}-mal vom Replikat statt nur vom Primärserver`,
  );
  await pair.replica.query(
    `UPDATE ${APP_DATABASE}.product SET name = REPLACE(name, ?, '') WHERE id = ?`,
    [marker, changed.id],
  );
}

async function stopAll() {
  for (const stream of streams) stream.close();
  await processes.stopAll();
  await pair?.close();
  rmSync(work, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`${signal}: räume auf …`);
    stopAll().finally(() => process.exit(130));
  });
}

const began = Date.now();
try {
  console.log(`Skalierungstest in ${work}`);
  expect(
    readFileSync('README.md', 'utf8').includes(quotedNginxConfig()),
    'README „Mehrere Instanzen“ zitiert tools/scale/nginx.conf.template nicht mehr wörtlich (quotedNginxConfig())',
  );
  await startRedis();
  pair = await startMariaDbPair(processes, work, {
    primaryPort: PRIMARY_PORT,
    replicaPort: REPLICA_PORT,
  });
  // One after the other: the first one migrates and loads the demo data.
  const firstMs = await startApi(0);
  const secondMs = await startApi(1);
  await startNginx();
  note(
    `Start: Instanz 1 (Migrationen, Demodaten) ${(firstMs / 1000).toFixed(1)} s, Instanz 2 ${(secondMs / 1000).toFixed(1)} s`,
  );
  const admin = await signIn();
  const body = await benchOrderBody(lb);
  await boardsSeeEveryOrder(admin, body);
  await ordersSurviveKill(admin, body);
  const changed = await priceChangeReachesOtherInstance(admin);
  if (changed) await readsGoToReplica(admin, changed);
} catch (error) {
  failures.push(error.stack ?? String(error));
  console.error(error);
} finally {
  await stopAll();
}
console.log(`\nZusammenfassung (${((Date.now() - began) / 1000).toFixed(0)} s):`);
for (const line of summary) console.log(`- ${line}`);
if (failures.length) {
  console.error(`\nSkalierungstest fehlgeschlagen (${failures.length}):`);
  for (const failure of failures) console.error(`- ${failure}`);
  process.exitCode = 1;
} else console.log('\nSkalierungstest bestanden.');
