// `npm run seed`: brings the database of DATABASE_URL up to date and loads the demo data if
// it is empty (password of the demo accounts: DEMO_PASSWORD, default 'bestellwerk').
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { readAppConfig } from '../../config/app-config.js';
import { dataSourceOptions } from '../data-source-options.js';
import { ensureDatabaseFolder } from '../prepare-database.js';
import { loadDemoData } from './load-demo-data.js';
import { describeLoad } from './seed-summary.js';

/** Runs the migrations and the loader; answers the lines to print. */
async function seed(): Promise<string[]> {
  const config = readAppConfig();
  ensureDatabaseFolder(config.databaseUrl);
  const dataSource = new DataSource(await dataSourceOptions(config.databaseUrl));
  await dataSource.initialize();
  try {
    const migrations = await dataSource.runMigrations({ transaction: 'each' });
    const result = await loadDemoData(dataSource, {
      password: config.demoPassword,
      storageDir: config.storageDir,
      timeZone: config.timeZone,
    });
    return [
      ...(migrations.length ? [`${migrations.length} Migration(en) ausgeführt.`] : []),
      describeLoad(result),
    ];
  } finally {
    await dataSource.destroy();
  }
}

seed().then(
  (lines) => process.stdout.write(`${lines.join('\n')}\n`),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Die Demodaten konnten nicht geladen werden: ${message}`);
    process.exitCode = 1;
  },
);
