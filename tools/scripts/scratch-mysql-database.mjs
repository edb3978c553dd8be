// A throw-away MySQL/MariaDB database for the crash test and the bench: created empty with a
// random name on the server DATABASE_URL names (default: local MariaDB as root), dropped after.
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';

const DEFAULT_SERVER = 'mysql://root@127.0.0.1:3306/bestellwerk_test';

/**
 * Creates `<prefix>_<random>`. `url` is the DATABASE_URL of the new database, `query` runs SQL
 * (with `?` placeholders for `params`) on the server (table names qualified with `name`),
 * `drop()` removes it and disconnects.
 */
export async function createScratchDatabase(prefix) {
  const server = new URL(
    process.env.DATABASE_URL?.startsWith('mysql') ? process.env.DATABASE_URL : DEFAULT_SERVER,
  );
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = await mysql.createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username),
    password: decodeURIComponent(server.password),
  });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    query: (sql, params) => admin.query(sql, params),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}
