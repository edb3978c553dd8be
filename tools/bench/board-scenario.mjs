// The staff order board under load: `GET /api/orders/current` with 200 open orders, and the
// event stream's fan-out (1,000 connected board listeners, time until each one has received a
// newly placed order). Signs in as the demo admin.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { measureLoad } from './http-load.mjs';
import { benchOrderBody } from './order-scenario.mjs';
import { percentile } from './percentile.mjs';

const OPEN_ORDERS = 200;
const LISTENERS = 1000;
const DEMO_LOGIN = { username: 'admin', password: process.env.DEMO_PASSWORD ?? 'bestellwerk' };

/** Signs in and answers the session cookie and the CSRF token. */
export async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  if (!response.ok) throw new Error(`Anmeldung: ${response.status}`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  return { cookie: cookie.join('; '), csrf: (await response.json()).data.csrfToken };
}

async function placeOrders(baseUrl, count) {
  const body = JSON.stringify(await benchOrderBody(baseUrl));
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    if (response.status !== 201) throw new Error(`POST /api/orders: ${response.status}`);
  }
}

/**
 * Opens `count` event streams with the session and resolves once every one has its headers.
 * `waitForOrder()` then resolves with each stream's delay (ms from `since`) until its first
 * `event: order`.
 */
async function openListeners(baseUrl, cookie, count) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const streams = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const request = http.get(
            `${baseUrl}/api/orders/events`,
            { agent, headers: { cookie, accept: 'text/event-stream' } },
            (response) => {
              if (response.statusCode !== 200) {
                reject(new Error(`GET /api/orders/events: ${response.statusCode}`));
                return;
              }
              response.setEncoding('utf8');
              resolve({ request, response });
            },
          );
          request.on('error', reject);
        }),
    ),
  );
  return {
    waitForOrder(since) {
      return Promise.all(
        streams.map(
          ({ response }) =>
            new Promise((resolve) => {
              let buffer = '';
              const onData = (chunk) => {
                buffer += chunk;
                if (buffer.includes('event: order')) {
                  response.off('data', onData);
                  resolve(performance.now() - since);
                }
              };
              response.on('data', onData);
            }),
        ),
      );
    },
    close() {
      for (const { request } of streams) request.destroy();
      agent.destroy();
    },
  };
}

/** The board scenarios on a running server (`database` names it in the table). */
export async function measureBoard(baseUrl, database, duration) {
  const session = await signIn(baseUrl);
  await placeOrders(baseUrl, OPEN_ORDERS);
  // One connection asking back-to-back: the time of one board refresh, without queueing behind
  // other clients (a board asks every 10 to 60 s).
  const current = await measureLoad({
    name: `GET /api/orders/current (${OPEN_ORDERS} offen, 1 Verbindung, ${database})`,
    url: `${baseUrl}/api/orders/current`,
    headers: { cookie: session.cookie, 'accept-encoding': 'br, gzip' },
    connections: 1,
    duration,
  });

  const listeners = await openListeners(baseUrl, session.cookie, LISTENERS);
  try {
    const order = JSON.stringify(await benchOrderBody(baseUrl));
    const since = performance.now();
    const arrivals = listeners.waitForOrder(since);
    const placed = await fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: order,
    });
    if (placed.status !== 201) throw new Error(`POST /api/orders: ${placed.status}`);
    const delays = (await arrivals).sort((a, b) => a - b);
    return {
      current,
      fanOut: {
        scenario: `Neue Bestellung an ${LISTENERS} Board-Verbindungen (SSE, ${database})`,
        'p50 ms': Math.round(percentile(delays, 50)),
        'p99 ms': Math.round(percentile(delays, 99)),
        'alle ms': Math.round(delays[delays.length - 1]),
      },
    };
  } finally {
    listeners.close();
  }
}
