import { DataSource, type DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** The migration classes of `options` up to (without) the one named AuditTrailSubjects…. */
function migrationsBeforeSubjects(options: DataSourceOptions) {
  const all = (options.migrations ?? []) as (new () => unknown)[];
  const index = all.findIndex((migration) => migration.name.startsWith('AuditTrailSubjects'));
  expect(index).toBeGreaterThan(0);
  return all.slice(0, index);
}

/** The AuditTrailSubjects migration says what existing audit entries are about. */
describe('migration AuditTrailSubjects', () => {
  let database: TestDatabase;
  afterAll(() => database.drop());

  it('marks month entries as months and the others as activities with their record id', async () => {
    database = await createTestDatabase();
    const options = await dataSourceOptions(database.url);
    const table =
      options.type === 'better-sqlite3' ? '"working_time_change"' : '`working_time_change`';
    const before = new DataSource({
      ...options,
      migrations: migrationsBeforeSubjects(options),
    } as DataSourceOptions);
    await before.initialize();
    await before.runMigrations();
    await before.query(
      `INSERT INTO ${table} (byId, byName, action, month, activityId, employeeId, employeeName, reason)
       VALUES (1, 'Chefin', 'updated', '2026-10', 7, 3, 'Anna', 'Ende vergessen'),
              (NULL, 'Automatik', 'autoEnded', '2026-10', 8, 3, 'Anna', ''),
              (1, 'Chefin', 'monthClosed', '2026-10', NULL, NULL, '', '')`,
    );
    await before.destroy();

    const after = new DataSource(options);
    await after.initialize();
    await after.runMigrations();
    const rows = (await after.query(
      `SELECT action, subject, recordId, activityId FROM ${table} ORDER BY id`,
    )) as { action: string; subject: string; recordId: number | null; activityId: number | null }[];
    await after.destroy();
    expect(rows.map((row) => ({ ...row }))).toEqual([
      { action: 'updated', subject: 'activity', recordId: 7, activityId: 7 },
      { action: 'autoEnded', subject: 'activity', recordId: 8, activityId: 8 },
      { action: 'monthClosed', subject: 'month', recordId: null, activityId: null },
    ]);
  });
});
