import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { parseDatabaseUrl } from './database-url.js';
import { loadDemoData } from './seed/load-demo-data.js';
import { describeLoad } from './seed/seed-summary.js';

/**
 * Brings the schema up to date with the migrations of the configured driver and, unless
 * switched off, loads the demo data into an empty database (first start).
 */
export async function prepareDatabase(dataSource: DataSource, config: AppConfig): Promise<void> {
  const logger = new Logger('Database');
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  if (applied.length) logger.log(`${applied.length} Migration(en) ausgeführt`);
  if (!config.seedDemoData) return;
  const result = await loadDemoData(dataSource, {
    password: config.demoPassword,
    storageDir: config.storageDir,
    timeZone: config.timeZone,
  });
  if (result.loaded) logger.log(describeLoad(result));
}

/** Creates the folder of a SQLite database file so TypeORM can open it. */
export function ensureDatabaseFolder(databaseUrl: string): void {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.driver === 'sqlite' && target.file !== ':memory:')
    mkdirSync(dirname(target.file), { recursive: true });
}
