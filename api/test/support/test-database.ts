import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { parseDatabaseUrl } from '../../src/database/database-url.js';

/** A database of its own for one test file, removed again by `drop()`. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * SQLite in a temporary file by default. With DATABASE_URL=mysql://…/name (npm run
 * test:mysql) a fresh database `name_<random>` is created on that server per test file.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base || base.startsWith('sqlite:')) {
    const dir = mkdtempSync(join(tmpdir(), 'bestellwerk-test-'));
    return {
      url: `sqlite:${join(dir, 'test.sqlite')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const target = parseDatabaseUrl(base);
  if (target.driver !== 'mysql') throw new Error('unreachable');
  const name = `${target.database}_${randomBytes(4).toString('hex')}`;
  const connection = await mysql.createConnection({
    host: target.host,
    port: target.port,
    user: target.username,
    password: target.password,
  });
  await connection.query(
    `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  await connection.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = await mysql.createConnection({
        host: target.host,
        port: target.port,
        user: target.username,
        password: target.password,
      });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}
