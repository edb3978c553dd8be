import mysql from 'mysql2/promise';
import type { DatabaseTarget } from './database-url.js';

export type MysqlFlavour = 'mysql' | 'mariadb';

/**
 * Asks the server whether it is MySQL or MariaDB. TypeORM needs to know: MariaDB reports
 * column defaults and JSON columns differently, and the wrong driver sees schema drift.
 */
export async function detectMysqlFlavour(
  target: Extract<DatabaseTarget, { driver: 'mysql' }>,
): Promise<MysqlFlavour> {
  const connection = await mysql.createConnection({
    host: target.host,
    port: target.port,
    user: target.username,
    password: target.password,
  });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    const version = String((rows as { version: string }[])[0]?.version ?? '');
    return version.toLowerCase().includes('mariadb') ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}
