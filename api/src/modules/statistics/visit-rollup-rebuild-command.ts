// `npm run statistics:rebuild-visits`: rebuilds the visitor statistics' daily roll-ups from the
// analytics log of DATABASE_URL (after a bug fix, or after restoring the log).
import 'reflect-metadata';
import { formatCalendarDate } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { readAppConfig } from '../../config/app-config.js';
import { dataSourceOptions } from '../../database/data-source-options.js';
import { rebuildVisitRollups } from './visit-rollup-rebuild.js';

async function rebuild(): Promise<string> {
  const config = readAppConfig();
  const dataSource = new DataSource(await dataSourceOptions(config.databaseUrl));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    const result = await rebuildVisitRollups(dataSource, config.timeZone);
    if (!result.from) return 'Keine Analyse-Ereignisse gespeichert, nichts neu berechnet.';
    const events = `${result.events} ${result.events === 1 ? 'Analyse-Ereignis' : 'Analyse-Ereignisse'}`;
    return `${events} vom ${formatCalendarDate(result.from)} bis ${formatCalendarDate(result.to!)} neu zusammengefasst.`;
  } finally {
    await dataSource.destroy();
  }
}

rebuild().then(
  (line) => process.stdout.write(`${line}\n`),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Die Besucherstatistik konnte nicht neu berechnet werden: ${message}`);
    process.exitCode = 1;
  },
);
