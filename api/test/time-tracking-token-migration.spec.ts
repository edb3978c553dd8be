import { DataSource, type DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { sha256Hex } from '../src/modules/auth/secret-token.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** The migration classes of `options` up to (without) the one named TimeTrackingTokenHash…. */
function migrationsBeforeHashing(options: DataSourceOptions) {
  const all = (options.migrations ?? []) as (new () => unknown)[];
  const index = all.findIndex((migration) => migration.name.startsWith('TimeTrackingTokenHash'));
  expect(index).toBeGreaterThan(0);
  return all.slice(0, index);
}

/** The TimeTrackingTokenHash migration keeps existing links working: it hashes their tokens. */
describe('migration TimeTrackingTokenHash', () => {
  let database: TestDatabase;
  afterAll(() => database.drop());

  it('stores the SHA-256 of each existing token and no token in plain text', async () => {
    database = await createTestDatabase();
    const options = await dataSourceOptions(database.url);
    const isMysql = options.type !== 'better-sqlite3';
    const user = isMysql ? '`user`' : '"user"';
    const before = new DataSource({
      ...options,
      migrations: migrationsBeforeHashing(options),
    } as DataSourceOptions);
    await before.initialize();
    await before.runMigrations();
    await before.query(
      `INSERT INTO ${user} (username, roles, timeTrackingToken) VALUES (?, '[]', ?), (?, '[]', '')`,
      ['anna', 'alter-link-von-anna', 'ohne-link'],
    );
    await before.destroy();

    const after = new DataSource(options);
    await after.initialize();
    await after.runMigrations();
    const rows = (await after.query(
      `SELECT username, timeTrackingTokenHash AS hash, timeTrackingLinkCreatedAt AS createdAt FROM ${user} ORDER BY username`,
    )) as { username: string; hash: string; createdAt: unknown }[];
    await after.destroy();
    expect(rows.map(({ username, hash }) => ({ username, hash }))).toEqual([
      { username: 'anna', hash: sha256Hex('alter-link-von-anna') },
      { username: 'ohne-link', hash: '' },
    ]);
    expect(rows[0].createdAt).not.toBeNull();
    expect(rows[1].createdAt).toBeNull();
  });
});
