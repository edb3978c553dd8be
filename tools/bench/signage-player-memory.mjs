// The TV player's memory over 1,000 segment changes: opens /signage/{device}?speed=N in
// Chromium (N shortens every segment N times; at 100 the demo's 12–20 s boards play for
// 0.12–0.2 s, each change still loading, fading and unmounting a board), forces a garbage
// collection and reads the JS heap (CDP Runtime.getHeapUsage) and the DOM counters
// (Memory.getDOMCounters) after 100 changes and after 1,000. A player that keeps old boards,
// listeners or blob URLs grows between the two; the run fails when the heap grows by more than
// 10 % plus 1 MB or the DOM nodes by more than 500 (the boards shown at the two readings differ
// by a few dozen nodes; one kept board is hundreds).
//
//   npm run build && node tools/bench/signage-player-memory.mjs
//   BENCH_BASE_URL=http://localhost:3220 node tools/bench/signage-player-memory.mjs  (a running demo)
//   SIGNAGE_DEVICE=linz-schaufenster SIGNAGE_CHANGES=1000 SIGNAGE_SPEED=100 …
import { chromium } from 'playwright-core';
import { QUIET_CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { startServer } from './server.mjs';

const DEVICE = process.env.SIGNAGE_DEVICE ?? 'wien-schaufenster';
const CHANGES = Number(process.env.SIGNAGE_CHANGES ?? 1000);
const FIRST_READING = Math.min(100, CHANGES);
const SPEED = Number(process.env.SIGNAGE_SPEED ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 3200);

/** Heap and DOM after a full garbage collection. */
async function reading(cdp, changes) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return {
    changes,
    heapMB: heap.usedSize / 1_048_576,
    nodes: dom.nodes,
    listeners: dom.jsEventListeners,
    documents: dom.documents,
  };
}

/** Waits until the player has shown `count` segments in all (its data-segment-changes). */
async function untilChanges(page, count) {
  await page.waitForFunction(
    (wanted) =>
      Number(
        globalThis.document.querySelector('.signage-player')?.getAttribute('data-segment-changes'),
      ) >= wanted,
    count,
    { timeout: Math.max(120_000, count * 2_000), polling: 500 },
  );
}

/** Runs the player and answers the readings at 100 and at CHANGES changes. */
export async function measureSignageMemory(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...QUIET_CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    const started = Date.now();
    await page.goto(`${baseUrl}/signage/${DEVICE}?speed=${SPEED}`);
    await untilChanges(page, FIRST_READING);
    const first = await reading(cdp, FIRST_READING);
    await untilChanges(page, CHANGES);
    const last = await reading(cdp, CHANGES);
    return { first, last, seconds: (Date.now() - started) / 1000 };
  } finally {
    await browser.close();
  }
}

function print({ first, last, seconds }) {
  const row = (r) =>
    `| ${String(r.changes).padStart(7)} | ${r.heapMB.toFixed(2).padStart(9)} | ${String(r.nodes).padStart(9)} | ${String(r.listeners).padStart(9)} | ${String(r.documents).padStart(9)} |`;
  console.log(`\nTV-Player ${DEVICE}, ?speed=${SPEED}, ${seconds.toFixed(0)} s`);
  console.log('| Wechsel | Heap (MB) | DOM-Knoten | Listener | Dokumente |');
  console.log('|---------|-----------|------------|----------|-----------|');
  console.log(row(first));
  console.log(row(last));
  const heapGrowth = last.heapMB - first.heapMB;
  console.log(
    `Heap ${heapGrowth >= 0 ? '+' : ''}${heapGrowth.toFixed(2)} MB, DOM-Knoten ${last.nodes - first.nodes >= 0 ? '+' : ''}${last.nodes - first.nodes}`,
  );
  const grew = heapGrowth > first.heapMB * 0.1 + 1 || last.nodes - first.nodes > 500;
  if (grew) console.log('Der Speicher wächst.');
  return grew;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = process.env.BENCH_BASE_URL ? null : await startServer({ port: PORT });
  try {
    const grew = print(await measureSignageMemory(process.env.BENCH_BASE_URL ?? server.baseUrl));
    process.exitCode = grew ? 1 : 0;
  } finally {
    await server?.stop();
  }
}
