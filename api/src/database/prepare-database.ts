import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { parseDatabaseUrl } from './database-url.js';
import { accountsWithDemoPassword } from './seed/demo-passwords.js';
import { createFirstAdmin } from './seed/first-admin.js';
import { loadDemoData } from './seed/load-demo-data.js';
import { describeLoad } from './seed/seed-summary.js';

/**
 * Brings the schema up to date with the migrations of the configured driver. On the first
 * start (an empty database) it loads the demo data when asked for (AppConfig.seedDemoData),
 * otherwise it creates one administrator with ADMIN_PASSWORD or a random password it logs
 * once. At every start it warns while an account still has a demo password.
 */
export async function prepareDatabase(dataSource: DataSource, config: AppConfig): Promise<void> {
  const logger = new Logger('Database');
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  if (applied.length) logger.log(`${applied.length} Migration(en) ausgeführt`);
  if (config.seedDemoData) {
    const result = await loadDemoData(dataSource, {
      password: config.demoPassword,
      storageDir: config.storageDir,
      timeZone: config.timeZone,
    });
    if (result.loaded) logger.log(describeLoad(result));
  } else if (config.createFirstAdmin) {
    const admin = await createFirstAdmin(dataSource, config.adminPassword);
    if (admin?.generatedPassword)
      logger.warn(
        `Erster Start: Administrator „${admin.username}“ angelegt, Passwort: ${admin.generatedPassword} ` +
          '(wird nur dieses eine Mal angezeigt; bitte nach der ersten Anmeldung ändern).',
      );
    else if (admin)
      logger.log(
        `Erster Start: Administrator „${admin.username}“ mit dem Passwort aus ADMIN_PASSWORD angelegt.`,
      );
  }
  const withDemoPassword = await accountsWithDemoPassword(dataSource, config.demoPassword);
  if (withDemoPassword.length)
    logger.warn(
      `Achtung: ${withDemoPassword.map((name) => `„${name}“`).join(', ')} ` +
        `${withDemoPassword.length === 1 ? 'meldet' : 'melden'} sich noch mit dem Demo-Passwort an. ` +
        'Bitte im Backoffice unter Benutzer ein eigenes Passwort setzen.',
    );
}

/** Creates the folder of a SQLite database file so TypeORM can open it. */
export function ensureDatabaseFolder(databaseUrl: string): void {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.driver === 'sqlite' && target.file !== ':memory:')
    mkdirSync(dirname(target.file), { recursive: true });
}
