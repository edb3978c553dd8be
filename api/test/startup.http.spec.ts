import { Not } from 'typeorm';
import { Logger } from '@nestjs/common';
import { APP_CONFIG } from '../src/config/app-config.module.js';
import { readAppConfig, type AppConfig } from '../src/config/app-config.js';
import { createFirstAdmin } from '../src/database/seed/first-admin.js';
import { UserEntity } from '../src/modules/auth/entities/user.entity.js';
import { PasswordService } from '../src/modules/auth/password.service.js';
import { createTestApp, type TestApp } from './support/test-app.js';

type Data<T> = { data: T };

/** Every message Nest's Logger was given (log and warn) while `run` ran. */
async function logged<T>(run: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const capture = (message: unknown) => void lines.push(String(message));
  const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(capture);
  const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(capture);
  try {
    return { result: await run(), lines };
  } finally {
    log.mockRestore();
    warn.mockRestore();
  }
}

/** What the start-up does on an empty database, as `readAppConfig(env)` decides it. */
function firstStartOf(env: NodeJS.ProcessEnv): Partial<AppConfig> {
  const { seedDemoData, createFirstAdmin, adminPassword, demoPassword } = readAppConfig(env);
  return { seedDemoData, createFirstAdmin, adminPassword, demoPassword };
}

/** Rows of the tables the demo data fills, and of the staff accounts. */
async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['branch', 'product', 'category', 'site', 'device', 'user'])
    counts[table] = Number(
      (
        await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${t.dataSource.driver.escape(table)}`)
      )[0].n,
    );
  return counts;
}

const DEMO_WARNING = /^Achtung: .* sich noch mit dem Demo-Passwort an\./;

describe('demo data or not: what a first start decides', () => {
  it('loads the demo data for the quick start only, or when DEMO_DATA asks for it', () => {
    const decide = (env: NodeJS.ProcessEnv) => readAppConfig(env).seedDemoData;
    expect(decide({})).toBe(true);
    expect(decide({ DATABASE_URL: 'sqlite:data/bestellwerk.sqlite' })).toBe(true);
    expect(decide({ NODE_ENV: 'production' })).toBe(false);
    expect(decide({ DATABASE_URL: 'mysql://bw:pw@db:3306/bestellwerk' })).toBe(false);
    expect(decide({ DATABASE_URL: 'sqlite:/srv/bestellwerk/shop.sqlite' })).toBe(false);
    expect(decide({ NODE_ENV: 'production', DEMO_DATA: 'true' })).toBe(true);
    expect(decide({ DATABASE_URL: 'mysql://bw:pw@db:3306/x', DEMO_DATA: 'true' })).toBe(true);
    expect(decide({ DEMO_DATA: 'false' })).toBe(false);
    expect(decide({ SEED_DEMO_DATA: 'false' })).toBe(false);
    expect(() => decide({ DEMO_DATA: 'ja' })).toThrow(
      'DEMO_DATA "ja" ist ungültig: erwartet true oder false.',
    );
    expect(readAppConfig({}).adminPassword).toBeNull();
    expect(readAppConfig({ ADMIN_PASSWORD: 'x'.repeat(12) }).adminPassword).toBe('x'.repeat(12));
  });
});

describe('first start in production (NODE_ENV=production) on an empty database', () => {
  let first: TestApp;
  let second: TestApp | undefined;
  let firstLog: string[];

  beforeAll(async () => {
    ({ result: first, lines: firstLog } = await logged(() =>
      createTestApp(firstStartOf({ NODE_ENV: 'production' })),
    ));
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('creates one administrator and nothing else: no demo branches, products or pages', async () => {
    expect(await rowCounts(first)).toEqual({
      branch: 0,
      product: 0,
      category: 0,
      site: 0,
      device: 0,
      user: 1,
    });
    const [admin] = await first.dataSource.getRepository(UserEntity).find();
    expect(admin).toMatchObject({ username: 'admin', roles: ['ROLE_ADMIN'], isEnabled: true });
    expect(firstLog.filter((line) => /Demodaten/.test(line))).toEqual([]);
  });

  it('logs its random password once, in German, and it signs in', async () => {
    const lines = firstLog.filter((line) => line.includes('Administrator'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^Erster Start: Administrator „admin“ angelegt, Passwort: [\w-]{24} \(wird nur dieses eine Mal angezeigt; bitte nach der ersten Anmeldung ändern\)\.$/,
      ),
    ]);
    const password = /Passwort: ([\w-]{24}) /.exec(lines[0])![1];
    expect(firstLog.filter((line) => line.includes(password))).toHaveLength(1);
    await expect(first.login('admin', password)).resolves.toMatchObject({
      csrfToken: expect.any(String),
    });
    await expect(first.login('admin', 'bestellwerk')).rejects.toThrow(/401/);
    expect(firstLog.filter((line) => DEMO_WARNING.test(line))).toEqual([]);
  });

  it('adds no second administrator and shows no password on the next start', async () => {
    const { databaseUrl } = first.app.get<AppConfig>(APP_CONFIG);
    const { result, lines } = await logged(() =>
      createTestApp({ ...firstStartOf({ NODE_ENV: 'production' }), databaseUrl }),
    );
    second = result;
    expect((await rowCounts(second)).user).toBe(1);
    expect(lines.filter((line) => /Administrator|Passwort/.test(line))).toEqual([]);
  });
});

describe('first start with ADMIN_PASSWORD', () => {
  let t: TestApp;
  let lines: string[];

  beforeAll(async () => {
    ({ result: t, lines } = await logged(() =>
      createTestApp(
        firstStartOf({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Mein-eigenes-Admin-Passwort' }),
      ),
    ));
  });
  afterAll(() => t?.close());

  it('gives the administrator that password and never logs it', async () => {
    await expect(t.login('admin', 'Mein-eigenes-Admin-Passwort')).resolves.toMatchObject({
      csrfToken: expect.any(String),
    });
    expect(lines).toContain(
      'Erster Start: Administrator „admin“ mit dem Passwort aus ADMIN_PASSWORD angelegt.',
    );
    expect(lines.filter((line) => line.includes('Mein-eigenes-Admin-Passwort'))).toEqual([]);
    expect((await rowCounts(t)).branch).toBe(0);
  });

  it('refuses a password shorter than staff passwords may be', async () => {
    await expect(createFirstAdmin(t.dataSource, 'kurz')).rejects.toThrow(
      'ADMIN_PASSWORD muss mindestens 10 Zeichen lang sein.',
    );
  });

  it('warns when ADMIN_PASSWORD is the demo password', async () => {
    const { result: other, lines: otherLines } = await logged(() =>
      createTestApp(firstStartOf({ NODE_ENV: 'production', ADMIN_PASSWORD: 'bestellwerk' })),
    );
    await other.close();
    expect(otherLines.filter((line) => DEMO_WARNING.test(line))).toEqual([
      'Achtung: „admin“ meldet sich noch mit dem Demo-Passwort an. Bitte im Backoffice unter Benutzer ein eigenes Passwort setzen.',
    ]);
  });
});

/** What `npm start` does on a fresh database with the demo data, and again on the next start. */
describe('start-up with the demo data', () => {
  let first: TestApp;
  let firstLog: string[];
  const later: TestApp[] = [];

  beforeAll(async () => {
    ({ result: first, lines: firstLog } = await logged(() =>
      createTestApp({ seedDemoData: true, demoPassword: 'erster-start' }),
    ));
  });
  afterAll(async () => {
    for (const app of later.reverse()) await app.close();
    await first?.close();
  });

  const nextStart = async (overrides: Partial<AppConfig>) => {
    const { databaseUrl } = first.app.get<AppConfig>(APP_CONFIG);
    const { result, lines } = await logged(() =>
      createTestApp({ seedDemoData: true, ...overrides, databaseUrl }),
    );
    later.push(result);
    return { app: result, lines };
  };

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

  it('warns that the demo accounts have the demo password', () => {
    expect(firstLog.filter((line) => DEMO_WARNING.test(line))).toEqual([
      'Achtung: „admin“, „elif.yilmaz“, „mitarbeiter“, „sophie.wagner“, „tobias.gruber“ melden sich noch mit dem Demo-Passwort an. Bitte im Backoffice unter Benutzer ein eigenes Passwort setzen.',
    ]);
    expect(firstLog.filter((line) => line.includes('erster-start'))).toEqual([]);
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
    const { app: second } = await nextStart({ demoPassword: 'zweiter-start' });
    expect(await countRows(second)).toBe(before);
    const me = await second.request('GET', '/api/users/me', { session });
    expect(me.status).toBe(200);
    expect(me.json<Data<{ username: string }>>().data.username).toBe('mitarbeiter');
    await expect(second.login('admin', 'zweiter-start')).rejects.toThrow(/401/);
  });

  it('warns at every start, only about the accounts still on the demo password', async () => {
    await first.dataSource
      .getRepository(UserEntity)
      .update(
        { username: Not('admin') },
        { password: await new PasswordService().hash('ein-eigenes-Passwort') },
      );
    const { lines } = await nextStart({ demoPassword: 'erster-start' });
    expect(lines.filter((line) => DEMO_WARNING.test(line))).toEqual([
      'Achtung: „admin“ meldet sich noch mit dem Demo-Passwort an. Bitte im Backoffice unter Benutzer ein eigenes Passwort setzen.',
    ]);
  });
});
