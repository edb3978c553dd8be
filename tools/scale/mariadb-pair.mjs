// A throw-away MariaDB primary and a replica of it, each with its own data folder and port,
// for `npm run test:scale`. Debian's mariadb-install-db and mariadbd; replication by GTID.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { waitFor } from './processes.mjs';

/** The application's database and user (no SUPER: the replica's read_only holds for it). */
export const APP_DATABASE = 'bestellwerk';
export const APP_USER = 'bestellwerk';
const APP_PASSWORD = 'scale-test';

/** Starts one mariadbd on `port` with its data in `folder`; resolves once it takes connections. */
async function startServer(processes, { name, folder, port, serverId, replica }) {
  const datadir = join(folder, 'data');
  mkdirSync(datadir, { recursive: true });
  execFileSync(
    'mariadb-install-db',
    [
      '--no-defaults',
      `--datadir=${datadir}`,
      '--user=root',
      '--skip-test-db',
      '--auth-root-authentication-method=normal',
    ],
    { stdio: 'ignore' },
  );
  processes.start(name, 'mariadbd', [
    '--no-defaults',
    `--datadir=${datadir}`,
    '--user=root',
    `--port=${port}`,
    '--bind-address=127.0.0.1',
    `--socket=${join(folder, 'mysqld.sock')}`,
    `--pid-file=${join(folder, 'mysqld.pid')}`,
    `--server-id=${serverId}`,
    `--log-bin=${join(folder, 'binlog')}`,
    '--binlog-format=ROW',
    '--skip-name-resolve',
    '--innodb-buffer-pool-size=128M',
    // The test proves routing and replication, not the disk: commits need no fsync each.
    '--innodb-flush-log-at-trx-commit=2',
    '--max-connections=200',
    // Per-user counters (information_schema.USER_STATISTICS): what the app user did where.
    '--userstat=1',
    ...(replica
      ? ['--read-only=1', `--relay-log=${join(folder, 'relay')}`, '--skip-slave-start']
      : []),
  ]);
  const options = { host: '127.0.0.1', port, user: 'root', multipleStatements: true };
  return waitFor(`${name} (Port ${port})`, 30_000, async () => mysql.createConnection(options));
}

/**
 * Starts the primary (binlog, server-id 1) and the replica (server-id 2, read_only), creates the
 * replication user, the app user and the database on the primary and lets the replica follow
 * from the start. `primary`/`replica` are root connections; the URLs are the app user's.
 */
export async function startMariaDbPair(processes, folder, { primaryPort, replicaPort }) {
  const primary = await startServer(processes, {
    name: 'mariadb-primary',
    folder: join(folder, 'primary'),
    port: primaryPort,
    serverId: 1,
    replica: false,
  });
  const replica = await startServer(processes, {
    name: 'mariadb-replica',
    folder: join(folder, 'replica'),
    port: replicaPort,
    serverId: 2,
    replica: true,
  });
  // Everything from here is in the primary's binlog, so the replica gets users and schema too.
  await primary.query(`
    CREATE USER 'repl'@'127.0.0.1' IDENTIFIED BY 'repl';
    GRANT REPLICATION SLAVE ON *.* TO 'repl'@'127.0.0.1';
    CREATE DATABASE ${APP_DATABASE} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
    CREATE USER '${APP_USER}'@'127.0.0.1' IDENTIFIED BY '${APP_PASSWORD}';
    GRANT ALL PRIVILEGES ON ${APP_DATABASE}.* TO '${APP_USER}'@'127.0.0.1';`);
  await replica.query(`
    CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=${primaryPort},
      MASTER_USER='repl', MASTER_PASSWORD='repl', MASTER_USE_GTID=slave_pos;
    START SLAVE;`);
  const pair = {
    primary,
    replica,
    primaryUrl: `mysql://${APP_USER}:${APP_PASSWORD}@127.0.0.1:${primaryPort}/${APP_DATABASE}`,
    replicaUrl: `mysql://${APP_USER}:${APP_PASSWORD}@127.0.0.1:${replicaPort}/${APP_DATABASE}`,
    /** Waits until the replica has applied everything the primary has written so far. */
    async caughtUp(seconds = 30) {
      const [[{ position }]] = await primary.query('SELECT @@gtid_binlog_pos AS position');
      const [[{ waited }]] = await replica.query('SELECT MASTER_GTID_WAIT(?, ?) AS waited', [
        position,
        seconds,
      ]);
      if (Number(waited) !== 0) throw new Error(`Das Replikat holt ${position} nicht ein.`);
    },
    /** The app user's counters on `server` (primary or replica) since it started. */
    async appUserStatistics(server) {
      const [rows] = await server.query(
        'SELECT SELECT_COMMANDS AS selects, UPDATE_COMMANDS AS updates, ROWS_INSERTED AS inserted, ' +
          'ROWS_UPDATED AS updated, ROWS_DELETED AS deleted ' +
          'FROM information_schema.USER_STATISTICS WHERE USER = ?',
        [APP_USER],
      );
      const row = rows[0] ?? {};
      return Object.fromEntries(
        ['selects', 'updates', 'inserted', 'updated', 'deleted'].map((key) => [
          key,
          Number(row[key] ?? 0),
        ]),
      );
    },
    async close() {
      await Promise.allSettled([primary.end(), replica.end()]);
    },
  };
  await pair.caughtUp();
  return pair;
}
