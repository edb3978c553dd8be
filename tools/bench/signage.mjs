// Digital signage under load: 200 TVs listening on their event streams, an admin changes a
// product price, and each TV gets `event: display` and refetches its display. Measures per TV
// the time until the event and until the refetched display shows the new price.
// `npm run bench` runs it on SQLite; alone: `node tools/bench/signage.mjs` (after `npm run build`).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { signIn } from './board-scenario.mjs';
import { percentile } from './percentile.mjs';
import { startServer } from './server.mjs';

const TVS = 200;
/** The demo TV whose branch and stream the bench TVs copy. */
const MODEL_TV = 'wien-schaufenster';

async function api(baseUrl, session, method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      cookie: session.cookie,
      'x-csrf-token': session.csrf,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return (await response.json()).data;
}

/** Creates `count` TVs like the model TV (same branch and stream); answers their identifiers. */
async function createTvs(baseUrl, session, count) {
  const [model] = await api(baseUrl, session, 'GET', `/api/digital-signage-devices`).then(
    (devices) => devices.filter((device) => device.identifier === MODEL_TV),
  );
  if (!model) throw new Error(`Demo-TV ${MODEL_TV} fehlt.`);
  const identifiers = [];
  for (let i = 0; i < count; i += 1) {
    const identifier = `bench-tv-${i + 1}`;
    await api(baseUrl, session, 'POST', '/api/digital-signage-devices', {
      identifier,
      name: `Bench-TV ${i + 1}`,
      branch: model.branch,
      stream: model.stream,
    });
    identifiers.push(identifier);
  }
  return identifiers;
}

/**
 * Opens one event stream per TV; resolves once each has told its first display version. Each
 * stream then notices the next `event: display` with another version.
 */
async function openTvs(baseUrl, identifiers) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const tvs = await Promise.all(
    identifiers.map(
      (identifier) =>
        new Promise((resolve, reject) => {
          const request = http.get(
            `${baseUrl}/api/digital-signage-devices/public/${identifier}/events`,
            { agent, headers: { accept: 'text/event-stream' } },
            (response) => {
              if (response.statusCode !== 200) {
                reject(new Error(`events ${identifier}: ${response.statusCode}`));
                return;
              }
              response.setEncoding('utf8');
              const tv = {
                identifier,
                request,
                response,
                version: null,
                buffer: '',
                onVersion: null,
              };
              response.on('data', (chunk) => {
                tv.buffer += chunk;
                let end;
                while ((end = tv.buffer.indexOf('\n\n')) !== -1) {
                  const block = tv.buffer.slice(0, end);
                  tv.buffer = tv.buffer.slice(end + 2);
                  const match = /^event: display\ndata: (.*)$/m.exec(block);
                  if (!match) continue;
                  const { version } = JSON.parse(match[1]);
                  if (tv.version === null) {
                    tv.version = version;
                    resolve(tv);
                  } else if (version !== tv.version) {
                    tv.version = version;
                    tv.onVersion?.();
                  }
                }
              });
            },
          );
          request.on('error', reject);
        }),
    ),
  );
  return {
    tvs,
    close() {
      for (const { request } of tvs) request.destroy();
      agent.destroy();
    },
  };
}

/** Per TV: ms from `since` until its next display event, and until its refetch showed `price`. */
function waitForChange(baseUrl, tvs, since, productId, price) {
  return Promise.all(
    tvs.map(
      (tv) =>
        new Promise((resolve, reject) => {
          tv.onVersion = async () => {
            tv.onVersion = null;
            const event = performance.now() - since;
            try {
              const response = await fetch(
                `${baseUrl}/api/digital-signage-devices/public/${tv.identifier}`,
              );
              const { data } = await response.json();
              const product = data.catalog.products.find((p) => p.id === productId);
              if (product?.price !== price)
                throw new Error(`${tv.identifier}: Preis ${product?.price} statt ${price}`);
              resolve({ event, shown: performance.now() - since });
            } catch (error) {
              reject(error);
            }
          };
        }),
    ),
  );
}

const row = (scenario, values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    scenario,
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p99 ms': Math.round(percentile(sorted, 99)),
    'max ms': Math.round(sorted[sorted.length - 1]),
  };
};

/** The signage scenario on a running server with the demo data (`database` names it). */
export async function measureSignage(baseUrl, database) {
  const session = await signIn(baseUrl);
  const identifiers = await createTvs(baseUrl, session, TVS);
  const first = await (
    await fetch(`${baseUrl}/api/digital-signage-devices/public/${identifiers[0]}`)
  ).json();
  const product = first.data.catalog.products[0];
  if (!product) throw new Error('Die Tafeln des Demo-TVs zeigen keine Produkte.');
  const { tvs, close } = await openTvs(baseUrl, identifiers);
  // Each TV reports every 30 s as the player does, so its display loads write nothing.
  for (const identifier of identifiers) {
    const beat = await fetch(
      `${baseUrl}/api/digital-signage-devices/public/${identifier}/heartbeat`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ segment: null }),
      },
    );
    if (!beat.ok) throw new Error(`heartbeat ${identifier}: ${beat.status}`);
  }
  try {
    const price = Math.round((product.price + 0.1) * 100) / 100;
    const since = performance.now();
    const changes = waitForChange(baseUrl, tvs, since, product.id, price);
    await api(baseUrl, session, 'PUT', `/api/products/${product.id}`, { price });
    const put = performance.now() - since;
    const results = await changes;
    return [
      row(
        `Preisänderung → event: display (${TVS} TVs, ${database}; PUT ${Math.round(put)} ms)`,
        results.map((r) => r.event),
      ),
      row(
        `Preisänderung → neuer Preis geladen (${TVS} TVs, ${database})`,
        results.map((r) => r.shown),
      ),
    ];
  } finally {
    close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3200) });
  try {
    console.log(`\nDigital Signage (SSE, Node ${process.version})`);
    console.table(await measureSignage(server.baseUrl, 'SQLite'));
  } finally {
    await server.stop();
  }
}
