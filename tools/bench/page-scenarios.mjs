// The pages whose first load the bench measures, and the tables it prints for them.
import { measureFirstLoad } from './first-load.mjs';
import { measureLighthouse } from './lighthouse-run.mjs';

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
    audits.push(await measureLighthouse({ name: scenario.name, url: baseUrl + scenario.path }));
  }
  console.log('\nLighthouse 12, mobil');
  console.table(audits);
}
