import { APP_CONFIG } from '../src/config/app-config.module.js';
import type { AppConfig } from '../src/config/app-config.js';
import { createTestApp, type TestApp } from './support/test-app.js';

type Data<T> = { data: T };

/** What `npm start` does on a fresh database, and again on the next start. */
describe('start-up', () => {
  let first: TestApp;
  let second: TestApp | undefined;

  beforeAll(async () => {
    first = await createTestApp({ seedDemoData: true, demoPassword: 'erster-start' });
  });
  afterAll(async () => {
    await second?.close();
    await first.close();
  });

  it('loads the demo data into an empty database on the first start', async () => {
    const branches = (await first.request('GET', '/api/branches')).json<
      Data<{ identifier: string }[]>
    >().data;
    expect(branches.map((b) => b.identifier).sort()).toEqual([
      'graz-innere-stadt',
      'linz-urfahr',
      'wien-neubau',
    ]);
    await expect(first.login('admin', 'erster-start')).resolves.toMatchObject({
      csrfToken: expect.any(String),
    });
  });

  it('changes nothing on the next start and keeps the sessions of the first', async () => {
    const session = await first.login('mitarbeiter', 'erster-start');
    const countRows = async (app: TestApp) =>
      Number(
        (
          await app.dataSource.query(
            'SELECT (SELECT COUNT(*) FROM branch) + (SELECT COUNT(*) FROM user) + (SELECT COUNT(*) FROM product) AS n',
          )
        )[0].n,
      );
    const before = await countRows(first);
    const { databaseUrl } = first.app.get<AppConfig>(APP_CONFIG);
    second = await createTestApp({
      seedDemoData: true,
      demoPassword: 'zweiter-start',
      databaseUrl,
    });
    expect(await countRows(second)).toBe(before);
    const me = await second.request('GET', '/api/users/me', { session });
    expect(me.status).toBe(200);
    expect(me.json<Data<{ username: string }>>().data.username).toBe('mitarbeiter');
    await expect(second.login('admin', 'zweiter-start')).rejects.toThrow(/401/);
  });
});
