import type { DataSourceOptions } from 'typeorm';
import { useSecretCollationFor } from './columns.js';
import { parseDatabaseUrl, parseReplicaUrls, type MysqlTarget } from './database-url.js';
import { detectMysqlFlavour } from './mysql-flavour.js';
import { ENTITIES } from './entities.js';
import { MYSQL_MIGRATIONS } from './migrations/mysql/index.js';
import { SQLITE_MIGRATIONS } from './migrations/sqlite/index.js';
import { QueryCounter } from './query-counter.js';

/** Connection fields of a MySQL/MariaDB server. */
function credentialsOf(target: MysqlTarget) {
  return {
    host: target.host,
    port: target.port,
    username: target.username,
    password: target.password,
    database: target.database,
  };
}

/**
 * TypeORM options for a DATABASE_URL. Both drivers run their own generated migrations;
 * nothing is synchronised automatically. For mysql:// the server is asked whether it is
 * MySQL or MariaDB. Secret columns get the driver's case-sensitive collation (columns.ts).
 * With read replicas (DATABASE_REPLICA_URLS, mysql only) TypeORM's replication is on with the
 * primary as the default for every query: only reads that ask for a replica explicitly
 * (replica-reads.ts) go there. SQLite ignores the replicas.
 */
export async function dataSourceOptions(
  databaseUrl: string,
  replicaUrls?: string,
): Promise<DataSourceOptions> {
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
    ...replicationOrServer(target, parseReplicaUrls(replicaUrls)),
    migrations: MYSQL_MIGRATIONS,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    poolSize: 10,
  };
}

/**
 * The primary alone, or TypeORM's replication with the replicas as its slaves. TypeORM sends
 * SELECTs to a slave by default; `defaultMode: 'master'` keeps everything on the primary so
 * order placement, sign-in and reads right after a write never see a lagging replica.
 */
function replicationOrServer(primary: MysqlTarget, replicas: MysqlTarget[]) {
  if (replicas.length === 0) return credentialsOf(primary);
  return {
    database: primary.database,
    replication: {
      master: credentialsOf(primary),
      slaves: replicas.map(credentialsOf),
      defaultMode: 'master' as const,
      // A replica that fails is left out for 10 s, then tried again (0 would drop it for good).
      restoreNodeTimeout: 10_000,
    },
  };
}
