// GET /api/init (anonymous) against its limit: a bare Node http server answering the same gzip
// bytes from memory (bare-server.mjs). Same run, both pinned to the same one core, the load
// generator on the other; 20 connections. Goal (issue 22): ours ≥ 0.6 of the bare server's
// req/s and p99 under 50 ms.
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { measureLoad } from './http-load.mjs';
import { startServer } from './server.mjs';

const CONNECTIONS = 20;
/** Pairs of runs (bare server, then ours); the median pair's ratio is reported. */
const ROUNDS = 5;
/** The core both servers run on; the bench (autocannon) is pinned to the other one. */
const SERVER_CORE = 1;
const LOAD_CORE = 0;
const GZIP = { 'accept-encoding': 'gzip' };

async function startBare(port, bytes, etag) {
  const dir = mkdtempSync(join(tmpdir(), 'bestellwerk-bare-'));
  const file = join(dir, 'init.json.gz');
  writeFileSync(file, bytes);
  const child = fork('tools/bench/bare-server.mjs', [String(port), file, etag], {
    execPath: 'taskset',
    execArgv: ['-c', String(SERVER_CORE), process.execPath],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('Der Vergleichsserver hat sich beendet.')));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Pins this process (autocannon's loop, all its threads) to `cores` (taskset's list). */
function pinSelf(cores) {
  try {
    execFileSync('taskset', ['-apc', cores, String(process.pid)], { stdio: 'ignore' });
  } catch {
    // Without taskset the servers still share one core each; the figures say so.
  }
}

/**
 * Both servers, the same bytes, one after the other on the same core: answers the table rows
 * and the ratio of our req/s to the bare server's.
 */
export async function measureInitAgainstBare({ port, duration }) {
  pinSelf(String(LOAD_CORE));
  const ours = await startServer({ port, cpu: SERVER_CORE });
  let bare = null;
  try {
    const first = await fetch(`${ours.baseUrl}/api/init`, { headers: GZIP });
    const etag = first.headers.get('etag');
    // fetch decodes; take the exact gzip bytes with a raw request.
    const raw = await rawBody(`${ours.baseUrl}/api/init`);
    gunzipSync(raw);
    bare = await startBare(port + 1, raw, etag);
    const run = async (name, url) =>
      measureLoad({ name, url, connections: CONNECTIONS, duration, headers: GZIP });
    // Warm both, then ROUNDS pairs (bare, then ours right after): the machine is shared, so
    // each pair's ratio is taken and the median pair reported.
    await run('warm', `${ours.baseUrl}/api/init`).catch(() => null);
    const pairs = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const limit = await run('Node http, dieselben gzip-Bytes', `${bare.baseUrl}/`);
      const our = await run('GET /api/init (anonym, gzip)', `${ours.baseUrl}/api/init`);
      pairs.push({ limit, our, ratio: our['req/s'] / limit['req/s'] });
    }
    const sorted = [...pairs].sort((a, b) => a.ratio - b.ratio);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    return {
      bytes: raw.length,
      rows: pairs.flatMap(({ limit, our }, index) => [
        { ...limit, Runde: index + 1 },
        { ...our, Runde: index + 1 },
      ]),
      median,
      ratios: pairs.map((pair) => Math.round(pair.ratio * 100) / 100),
      ratio: Math.round(median.ratio * 100) / 100,
    };
  } finally {
    await bare?.stop();
    await ours.stop();
    pinSelf(`0-${availableParallelism() - 1}`);
  }
}

function rawBody(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: GZIP }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Prints the table and the ratio with the goal. */
export function printInitAgainstBare(result, duration) {
  console.log(
    `\nGET /api/init gegen einen nackten Node-Server mit denselben ${result.bytes} gzip-Bytes ` +
      `(${duration} s je Lauf, ${CONNECTIONS} Verbindungen, beide Server auf Kern ${SERVER_CORE})`,
  );
  console.table(result.rows);
  const { our } = result.median;
  console.log(
    `Verhältnis req/s je Runde: ${result.ratios.join(', ')}; Median ${result.ratio} ` +
      `(Ziel ≥ 0,6), p99 der Median-Runde ${our['p99 ms']} ms (Ziel unter 50 ms)`,
  );
}
