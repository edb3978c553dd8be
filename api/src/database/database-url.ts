/** A parsed DATABASE_URL: an embedded SQLite file or a MySQL/MariaDB server. */
export type DatabaseTarget =
  | { driver: 'sqlite'; file: string }
  | {
      driver: 'mysql';
      host: string;
      port: number;
      username: string;
      password: string;
      database: string;
    };

/** A MySQL/MariaDB server of a DATABASE_URL or DATABASE_REPLICA_URLS. */
export type MysqlTarget = Extract<DatabaseTarget, { driver: 'mysql' }>;

/**
 * Parses `sqlite:path/to/file.sqlite` (relative to the working directory; `sqlite::memory:`
 * for an in-memory database) or `mysql://user:password@host:port/db`.
 */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!file)
      throw new Error('DATABASE_URL: sqlite needs a file, e.g. sqlite:data/bestellwerk.sqlite');
    return { driver: 'sqlite', file };
  }
  if (url.startsWith('mysql://') || url.startsWith('mariadb://')) {
    const parsed = new URL(url);
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    if (!database)
      throw new Error(
        'DATABASE_URL: mysql needs a database name, e.g. mysql://user:pw@host:3306/bestellwerk',
      );
    return {
      driver: 'mysql',
      host: parsed.hostname || '127.0.0.1',
      port: Number(parsed.port) || 3306,
      username: decodeURIComponent(parsed.username || 'root'),
      password: decodeURIComponent(parsed.password),
      database,
    };
  }
  throw new Error(`DATABASE_URL must start with sqlite: or mysql:// (got "${url.split(':')[0]}:")`);
}

/**
 * The read replicas of DATABASE_REPLICA_URLS: comma-separated mysql:// URLs (blanks ignored).
 * Replicas only make sense for a MySQL/MariaDB primary; with SQLite the list is ignored.
 */
export function parseReplicaUrls(urls: string | undefined): MysqlTarget[] {
  return (urls ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '')
    .map((url) => {
      const target = parseDatabaseUrl(url);
      if (target.driver !== 'mysql')
        throw new Error('DATABASE_REPLICA_URLS: only mysql:// URLs can be read replicas');
      return target;
    });
}
