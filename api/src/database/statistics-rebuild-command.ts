// `npm run statistics:rebuild`: recomputes the order statistics' daily roll-ups of the
// database of DATABASE_URL from its orders (after an import, a restore, or a changed time zone).
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { readAppConfig } from '../config/app-config.js';
import { rebuildOrderRollUps } from '../modules/statistics/order-roll-ups/rebuild-order-roll-ups.js';
import { dataSourceOptions } from './data-source-options.js';

async function rebuild(): Promise<string> {
  const config = readAppConfig();
  const dataSource = new DataSource(await dataSourceOptions(config.databaseUrl));
  await dataSource.initialize();
  try {
    const started = Date.now();
    const orders = await dataSource.transaction((manager) =>
      rebuildOrderRollUps(manager, config.timeZone),
    );
    return `Statistik neu berechnet: ${orders} Bestellungen in ${Date.now() - started} ms.`;
  } finally {
    await dataSource.destroy();
  }
}

rebuild().then(
  (line) => process.stdout.write(`${line}\n`),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Die Statistik konnte nicht neu berechnet werden: ${message}`);
    process.exitCode = 1;
  },
);
