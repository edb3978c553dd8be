import type { DataSourceOptions } from 'typeorm';
import { useSecretCollationFor } from './columns.js';
import { parseDatabaseUrl } from './database-url.js';
import { detectMysqlFlavour } from './mysql-flavour.js';
import { ENTITIES } from './entities.js';
import { MYSQL_MIGRATIONS } from './migrations/mysql/index.js';
import { SQLITE_MIGRATIONS } from './migrations/sqlite/index.js';
import { QueryCounter } from './query-counter.js';

/**
 * TypeORM options for a DATABASE_URL. Both drivers run their own generated migrations;
 * nothing is synchronised automatically. For mysql:// the server is asked whether it is
 * MySQL or MariaDB. Secret columns get the driver's case-sensitive collation (columns.ts).
 */
export async function dataSourceOptions(databaseUrl: string): Promise<DataSourceOptions> {
  const target = parseDatabaseUrl(databaseUrl);
  useSecretCollationFor(target.driver);
  const common = {
    entities: ENTITIES,
    synchronize: false,
    migrationsRun: false,
    migrationsTableName: 'migrations',
    logging: ['query', 'error'] as ('query' | 'error')[],
    logger: new QueryCounter(),
  };
  if (target.driver === 'sqlite') {
    return {
      ...common,
      type: 'better-sqlite3',
      database: target.file,
      migrations: SQLITE_MIGRATIONS,
      enableWAL: target.file !== ':memory:',
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('foreign_keys = ON');
        db.pragma('busy_timeout = 5000');
      },
    };
  }
  return {
    ...common,
    type: await detectMysqlFlavour(target),
    host: target.host,
    port: target.port,
    username: target.username,
    password: target.password,
    database: target.database,
    migrations: MYSQL_MIGRATIONS,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    poolSize: 10,
  };
}
