import { createHash } from 'node:crypto';
import type { User } from '@bestellwerk/domain';
import { LoginAttemptEntity } from '../src/modules/auth/entities/login-attempt.entity.js';
import { LoginDeviceEntity } from '../src/modules/auth/entities/login-device.entity.js';
import { UserEntity } from '../src/modules/auth/entities/user.entity.js';
import { LoginLinkService } from '../src/modules/auth/login-link.service.js';
import { PasswordService } from '../src/modules/auth/password.service.js';
import { startSmtpServer } from './support/smtp-server.js';
import {
  createTestApp,
  TEST_PASSWORD,
  type HttpResponse,
  type StaffSession,
  type TestApp,
} from './support/test-app.js';
import { fixClock, HOUR, MINUTE, type TestClock } from './support/test-clock.js';

const LOCKED = {
  errors: [
    {
      code: 'LOGIN_LOCKED',
      message:
        'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    },
  ],
};
const DUPLICATE = {
  errors: [
    {
      code: 'VALIDATION_FAILED',
      message: 'Dieser Benutzername ist bereits vergeben.',
      field: 'username',
    },
  ],
};

/** The Set-Cookie line of cookie `name` in an answer, or undefined. */
function setCookieLine(response: HttpResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.find((line) => line.startsWith(`${name}=`));
}

/** `name=value` of cookie `name` as a browser sends it back; fails the test without one. */
function cookieOf(response: HttpResponse, name: string): string {
  const line = setCookieLine(response, name);
  if (!line) throw new Error(`no ${name} cookie in ${String(response.headers['set-cookie'])}`);
  return line.split(';')[0];
}

describe('sign-in hardening: one username normalisation, device cookies', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let clock: TestClock;
  let ipCounter = 0;

  /** A fresh address for each request, so the per-IP lock never gets in the way. */
  const nextIp = () => {
    ipCounter++;
    return `10.60.${ipCounter >> 8}.${ipCounter & 255}`;
  };

  /** POST /api/login from a new address, with the browser's cookies if any. */
  const login = (username: string, password: string, cookie?: string): Promise<HttpResponse> =>
    t.request('POST', '/api/login', {
      body: { username, password },
      headers: { 'x-forwarded-for': nextIp(), ...(cookie ? { cookie } : {}) },
    });

  /** `count` wrong passwords for `username` (without a device cookie unless given), each 401. */
  async function fail(username: string, count: number, cookie?: string): Promise<void> {
    for (let i = 0; i < count; i++)
      expect((await login(username, `falsch-${i}`, cookie)).status).toBe(401);
  }

  /** Signs in with the correct password and answers the browser's device cookie. */
  async function deviceCookieFor(username: string, cookie?: string): Promise<string> {
    const response = await login(username, TEST_PASSWORD, cookie);
    expect(response.status).toBe(200);
    return cookieOf(response, 'bestellwerk_device');
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    clock = fixClock(t);
    await t.createUser('admin', ['ROLE_ADMIN']);
    for (const name of ['berta', 'carla', 'dora', 'emil', 'franz'])
      await t.createUser(name, ['ROLE_EMPLOYEE']);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  // Each test starts two hours later: no lock of one test reaches the next.
  beforeEach(() => {
    clock.advance(2 * HOUR);
  });

  describe('one normalisation of the username (NFKC, invisible ends, lower case)', () => {
    const SPELLINGS = [
      'admin',
      ' admin',
      '\u00a0admin',
      '\ufeffadmin',
      'ＡＤＭＩＮ',
      'Admin\u200b',
    ];

    it('signs in to the one account however the username is typed', async () => {
      for (const spelling of SPELLINGS) {
        const response = await login(spelling, TEST_PASSWORD);
        expect([spelling, response.status]).toEqual([spelling, 200]);
        expect(response.json<{ data: { username: string } }>().data.username).toBe('admin');
      }
    });

    it('gives all spellings of a username one budget of 5 wrong passwords', async () => {
      // One wrong password per spelling: five spellings, five failures for one account.
      for (const spelling of SPELLINGS.slice(1)) await fail(spelling, 1);
      for (const spelling of SPELLINGS) {
        const refused = await login(spelling, TEST_PASSWORD);
        expect([spelling, refused.status]).toEqual([spelling, 429]);
        expect(refused.json()).toEqual(LOCKED);
      }
      const keys = await t.dataSource
        .getRepository(LoginAttemptEntity)
        .find({ where: { isSuccessful: false }, order: { id: 'DESC' }, take: 11 });
      expect(new Set(keys.map((attempt) => attempt.username))).toEqual(new Set(['admin']));
    });

    it('stores a new user normalised and refuses another spelling of it as a duplicate, in German', async () => {
      const admin: StaffSession = await t.login('admin');
      const created = await t.request('POST', '/api/users', {
        session: admin,
        body: { username: 'Ａnna ', password: 'ein-neues-passwort', roles: ['ROLE_EMPLOYEE'] },
      });
      expect(created.status).toBe(201);
      expect(created.json<{ data: User }>().data.username).toBe('anna');
      const stored = await t.dataSource
        .getRepository(UserEntity)
        .find({ select: { username: true } });
      expect(stored.map((user) => user.username)).toContain('anna');
      expect((await login('anna', 'ein-neues-passwort')).status).toBe(200);

      for (const spelling of ['anna', 'ANNA', '\u00a0anna\ufeff', 'ａｎｎａ']) {
        const duplicate = await t.request('POST', '/api/users', {
          session: admin,
          body: { username: spelling, password: 'noch-ein-passwort', roles: ['ROLE_EMPLOYEE'] },
        });
        expect([spelling, duplicate.status]).toEqual([spelling, 400]);
        expect(duplicate.json()).toEqual(DUPLICATE);
      }
      const berta = await t.dataSource
        .getRepository(UserEntity)
        .findOneByOrFail({ username: 'berta' });
      const renamed = await t.request('PUT', `/api/users/${berta.id}`, {
        session: admin,
        body: { username: 'ＡＮＮＡ' },
      });
      expect(renamed.status).toBe(400);
      expect(renamed.json()).toEqual(DUPLICATE);
      expect(await t.dataSource.getRepository(UserEntity).countBy({ username: 'anna' })).toBe(1);
    });

    it('stores usernames normalised whichever way they are saved', async () => {
      const saved = await t.createUser('\u00a0Ｇerda ', ['ROLE_EMPLOYEE']);
      const raw: { username: string }[] = await t.dataSource
        .getRepository(UserEntity)
        .createQueryBuilder('u')
        .select('u.username', 'username')
        .where('u.id = :id', { id: saved.id })
        .getRawMany();
      expect(raw).toEqual([{ username: 'gerda' }]);
    });

    it('mails a login link to the account however its username is typed', async () => {
      const arrival = smtp.next();
      const response = await t.request('POST', '/api/login/link', {
        body: { username: '\ufeffＥmil\u00a0' },
        headers: { 'x-forwarded-for': nextIp() },
      });
      expect(response.status).toBe(200);
      await t.app.get(LoginLinkService).idle();
      expect((await arrival).envelopeTo).toEqual(['emil@example.com']);
    });
  });

  describe('device cookies: a browser that signed in before gets through the account lock', () => {
    it('sets an httpOnly, SameSite=Strict, long-lived device cookie at sign-in, stored as a hash only', async () => {
      const response = await login('berta', TEST_PASSWORD);
      expect(response.status).toBe(200);
      // The session cookie stays the first one (clients take the first cookie of a sign-in).
      expect(String(response.headers['set-cookie'])).toMatch(/^bestellwerk_session=/);
      const line = setCookieLine(response, 'bestellwerk_device')!;
      expect(line).toMatch(/^bestellwerk_device=[\w-]{43};/);
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Strict/);
      expect(line).toMatch(/; Path=\/api\/login/);
      expect(Number(/Max-Age=(\d+)/.exec(line)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 3600);
      expect(line).not.toMatch(/Secure/);
      const token = line.split(';')[0].split('=')[1];
      const devices = await t.dataSource
        .getRepository(LoginDeviceEntity)
        .find({ relations: { user: true } });
      expect(devices.some((device) => device.tokenHash === token)).toBe(false);
      const stored = devices.find(
        (device) => device.tokenHash === createHash('sha256').update(token).digest('hex'),
      );
      expect(stored?.user.username).toBe('berta');
    });

    it('sends the device cookie with the Secure flag behind HTTPS', async () => {
      const response = await t.request('POST', '/api/login', {
        body: { username: 'berta', password: TEST_PASSWORD },
        headers: { 'x-forwarded-for': nextIp(), 'x-forwarded-proto': 'https' },
      });
      expect(response.status).toBe(200);
      expect(setCookieLine(response, 'bestellwerk_device')).toMatch(/; Secure/);
    });

    it('lets the admin in with the correct password from a known browser after an attacker locked the account; other browsers still get the lock', async () => {
      const knownBrowser = await deviceCookieFor('admin');
      await fail('admin', 5);

      const stranger = await login('admin', TEST_PASSWORD);
      expect(stranger.status).toBe(429);
      expect(stranger.json()).toEqual(LOCKED);
      expect(stranger.headers['retry-after']).toBe('900');
      expect(stranger.headers['set-cookie']).toBeUndefined();

      const known = await login('admin', TEST_PASSWORD, knownBrowser);
      expect(known.status).toBe(200);
      const session = cookieOf(known, 'bestellwerk_session');
      const me = await t.request('GET', '/api/users/me', { headers: { cookie: session } });
      expect(me.status).toBe(200);
      expect(me.json<{ data: { username: string } }>().data.username).toBe('admin');
      // The known browser keeps its device cookie.
      expect(cookieOf(known, 'bestellwerk_device')).toBe(knownBrowser);

      // Still locked for everybody else.
      expect((await login('admin', TEST_PASSWORD)).status).toBe(429);
    });

    it('counts wrong passwords from a known browser against that browser only, and locks it after 5', async () => {
      const knownBrowser = await deviceCookieFor('carla');
      await fail('carla', 5, knownBrowser);
      const lockedDevice = await login('carla', TEST_PASSWORD, knownBrowser);
      expect(lockedDevice.status).toBe(429);
      expect(lockedDevice.json()).toEqual(LOCKED);
      expect(lockedDevice.headers['retry-after']).toBe('900');
      // The account itself is not locked by them.
      expect((await login('carla', TEST_PASSWORD)).status).toBe(200);
      clock.advance(15 * MINUTE);
      expect((await login('carla', TEST_PASSWORD, knownBrowser)).status).toBe(200);
    });

    it('checks no more than 5 passwords when 30 wrong ones arrive at once with one device cookie', async () => {
      const knownBrowser = await deviceCookieFor('dora');
      const checks = jest.spyOn(t.app.get(PasswordService), 'verify');
      checks.mockClear();
      try {
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) => login('dora', `parallel-${i}`, knownBrowser)),
        );
        const statuses = answers.map((answer) => answer.status);
        expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
        expect(checks.mock.calls.length).toBeLessThanOrEqual(5);
      } finally {
        checks.mockRestore();
      }
    });

    it('does not trust a device cookie of another account, or an unknown one', async () => {
      const emilsBrowser = await deviceCookieFor('emil');
      await fail('franz', 5);
      expect((await login('franz', TEST_PASSWORD, emilsBrowser)).status).toBe(429);
      const forged = `bestellwerk_device=${'A'.repeat(43)}`;
      expect((await login('franz', TEST_PASSWORD, forged)).status).toBe(429);
    });

    it('keeps the device cookies of several accounts signed in from one shared browser', async () => {
      const first = await deviceCookieFor('emil');
      const both = await deviceCookieFor('franz', first);
      expect(both.split('=')[1].split('.')).toHaveLength(2);
      await fail('emil', 5);
      await fail('franz', 5);
      expect((await login('emil', TEST_PASSWORD, both)).status).toBe(200);
      expect((await login('franz', TEST_PASSWORD, both)).status).toBe(200);
    });
  });
});
