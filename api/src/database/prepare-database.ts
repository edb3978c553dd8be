import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { parseDatabaseUrl } from './database-url.js';

/** Brings the schema up to date with the migrations of the configured driver. */
export async function prepareDatabase(dataSource: DataSource, _config: AppConfig): Promise<void> {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  if (applied.length) new Logger('Database').log(`${applied.length} Migration(en) ausgeführt`);
}

/** Creates the folder of a SQLite database file so TypeORM can open it. */
export function ensureDatabaseFolder(databaseUrl: string): void {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.driver === 'sqlite' && target.file !== ':memory:')
    mkdirSync(dirname(target.file), { recursive: true });
}
