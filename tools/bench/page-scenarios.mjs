// The pages whose first load the bench measures, and the tables it prints for them.
import { measureFirstLoad } from './first-load.mjs';
import { measureLighthouse } from './lighthouse-run.mjs';
import { percentile } from './percentile.mjs';

/** Lighthouse varies from run to run by a few points; the table shows each run and the median. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

export const PAGE_SCENARIOS = [
  { name: 'Startseite /', path: '/' },
  { name: 'Filiale /store/wien-neubau', path: '/store/wien-neubau' },
];

/** Prints first-load JavaScript (totals, then per file) and, unless switched off, Lighthouse. */
export async function measurePages(baseUrl, scenarios, { lighthouse = true } = {}) {
  const loads = [];
  for (const scenario of scenarios) {
    loads.push(await measureFirstLoad({ name: scenario.name, url: baseUrl + scenario.path }));
  }
  console.log('\nJavaScript beim ersten Laden');
  console.table(loads.map((load) => load.summary));
  console.log('\nJavaScript beim ersten Laden, je Datei');
  console.table(loads.flatMap((load) => load.files));
  if (!lighthouse) return;
  const audits = [];
  for (const scenario of scenarios) {
    const runs = [];
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
      try {
        runs.push(await measureLighthouse({ name: scenario.name, url: baseUrl + scenario.path }));
      } catch (error) {
        console.error(error instanceof Error ? error.message : error);
      }
    }
    audits.push(...runs, medianRow(scenario.name, runs));
  }
  console.log(`\nLighthouse 12, mobil (${LIGHTHOUSE_RUNS} Läufe je Seite und ihr Median)`);
  console.table(audits);
}

/** The median of each figure of the runs, as one more row. */
function medianRow(name, runs) {
  const row = { scenario: `${name} (Median)` };
  if (runs.length === 0) return row;
  for (const key of Object.keys(runs[0]).filter((key) => key !== 'scenario'))
    row[key] = percentile(
      runs.map((run) => run[key]).sort((a, b) => a - b),
      50,
    );
  return row;
}
