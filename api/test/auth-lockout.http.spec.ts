import { LoginAttemptEntity } from '../src/modules/auth/entities/login-attempt.entity.js';
import { PasswordService } from '../src/modules/auth/password.service.js';
import {
  createTestApp,
  TEST_PASSWORD,
  type HttpResponse,
  type TestApp,
} from './support/test-app.js';
import { fixClock, HOUR, MINUTE, type TestClock } from './support/test-clock.js';

const locked = (wait: string) => ({
  errors: [
    {
      code: 'LOGIN_LOCKED',
      message: `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${wait} erneut.`,
    },
  ],
});

describe('sign-in lockout per account and per IP address', () => {
  let t: TestApp;
  let clock: TestClock;
  let passwordChecks: jest.SpyInstance;

  /** A sign-in from `ip` (X-Forwarded-For: the API trusts its proxy). */
  const login = (ip: string, username: string, password: string): Promise<HttpResponse> =>
    t.request('POST', '/api/login', {
      body: { username, password },
      headers: { 'x-forwarded-for': ip },
    });

  /** `count` wrong passwords for `username` from `ip`, each answered 401. */
  async function fail(ip: string, username: string, count: number): Promise<void> {
    for (let i = 0; i < count; i++) {
      expect((await login(ip, username, 'falsch-falsch')).status).toBe(401);
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    clock = fixClock(t);
    for (const name of ['anna', 'berta', 'carla', 'dora', 'emil', 'franz', 'gustav', 'hanna'])
      await t.createUser(name, ['ROLE_EMPLOYEE']);
    passwordChecks = jest.spyOn(t.app.get(PasswordService), 'verify');
  });
  afterAll(() => t.close());
  // Each test starts an hour later, so the attempts of one do not lock the next.
  beforeEach(() => {
    clock.advance(2 * HOUR);
    passwordChecks.mockClear();
  });

  it('locks a username after 5 failed attempts within 15 minutes: 429, Retry-After, and the password is not checked', async () => {
    for (let minute = 0; minute < 5; minute++) {
      await fail('10.1.0.1', 'anna', 1);
      clock.advance(MINUTE);
    }
    // Failures at minutes 0–4, refused at minute 5. That refused attempt counts as well, so
    // the lock lasts until the failure of minute 1 leaves the window: 11 minutes from now.
    const refused = await login('10.1.0.2', 'anna', TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual(locked('11 Minuten'));
    expect(refused.headers['retry-after']).toBe('660');
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(passwordChecks).toHaveBeenCalledTimes(5);
    clock.advance(11 * MINUTE - 1000);
    expect((await login('10.1.0.2', 'anna', TEST_PASSWORD)).status).toBe(429);
    clock.advance(15 * MINUTE);
    expect((await login('10.1.0.2', 'anna', TEST_PASSWORD)).status).toBe(200);
  });

  it('counts the minutes down, says "einer Minute" at the end and lifts the lock after 15 minutes', async () => {
    await fail('10.2.0.1', 'berta', 5);
    const first = await login('10.2.0.1', 'berta', TEST_PASSWORD);
    expect(first.json()).toEqual(locked('15 Minuten'));
    expect(first.headers['retry-after']).toBe('900');

    clock.advance(10 * MINUTE + 30 * 1000);
    const later = await login('10.2.0.1', 'berta', TEST_PASSWORD);
    expect(later.json()).toEqual(locked('5 Minuten'));
    expect(later.headers['retry-after']).toBe('270');

    clock.advance(3 * MINUTE + 30 * 1000);
    const lastMinute = await login('10.2.0.1', 'berta', TEST_PASSWORD);
    expect(lastMinute.json()).toEqual(locked('einer Minute'));
    expect(lastMinute.headers['retry-after']).toBe('60');

    clock.advance(59 * 1000);
    const lastSecond = await login('10.2.0.1', 'berta', TEST_PASSWORD);
    expect(lastSecond.json()).toEqual(locked('einer Minute'));
    expect(lastSecond.headers['retry-after']).toBe('1');

    clock.advance(1000);
    expect((await login('10.2.0.1', 'berta', TEST_PASSWORD)).status).toBe(200);
  });

  it('keeps a username locked while it is hammered: refused attempts count as failures too', async () => {
    await fail('10.3.0.1', 'carla', 5);
    for (let minute = 1; minute <= 5; minute++) {
      clock.advance(MINUTE);
      expect((await login('10.3.0.1', 'carla', 'noch-falsch')).status).toBe(429);
    }
    // 15 minutes after the first five, the refused ones of minutes 1–5 and this one still lock
    // it, until the one of minute 2 leaves the window.
    clock.advance(10 * MINUTE);
    const stillLocked = await login('10.3.0.1', 'carla', TEST_PASSWORD);
    expect(stillLocked.status).toBe(429);
    expect(stillLocked.json()).toEqual(locked('2 Minuten'));
    expect(passwordChecks).toHaveBeenCalledTimes(5);
  });

  // On MySQL the requests really interleave; there a check-then-record order lets all 30 in.
  it('checks no more than 5 passwords when 30 wrong ones arrive at the same time', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(`10.11.0.${i}`, 'anna', `parallel-${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(passwordChecks.mock.calls.length).toBeLessThanOrEqual(5);
  });

  it('answers a locked unknown username exactly like a locked existing one', async () => {
    await fail('10.4.0.1', 'dora', 5);
    await fail('10.4.0.2', 'niemand', 5);
    const existing = await login('10.4.0.3', 'dora', TEST_PASSWORD);
    const unknown = await login('10.4.0.4', 'niemand', TEST_PASSWORD);
    expect(existing.status).toBe(429);
    expect(unknown.status).toBe(429);
    expect(unknown.body).toBe(existing.body);
    expect(unknown.headers['retry-after']).toBe(existing.headers['retry-after']);
  });

  it('counts the username as typed, lower-cased, whatever its case', async () => {
    await fail('10.5.0.1', 'EMIL', 2);
    await fail('10.5.0.2', 'Emil', 2);
    await fail('10.5.0.3', 'emil', 1);
    expect((await login('10.5.0.4', 'emil', TEST_PASSWORD)).status).toBe(429);
    const rows = await t.dataSource.getRepository(LoginAttemptEntity).find({
      where: { username: 'emil' },
      order: { id: 'ASC' },
    });
    expect(rows.map((row) => [row.ip, row.isSuccessful])).toEqual([
      ['10.5.0.1', false],
      ['10.5.0.1', false],
      ['10.5.0.2', false],
      ['10.5.0.2', false],
      ['10.5.0.3', false],
      ['10.5.0.4', false],
    ]);
    expect(rows.every((row) => row.createdAt.getTime() === clock.now().getTime())).toBe(true);
  });

  it('records a successful sign-in as successful', async () => {
    expect((await login('10.6.0.1', 'Franz', 'falsch-falsch')).status).toBe(401);
    expect((await login('10.6.0.1', 'franz', TEST_PASSWORD)).status).toBe(200);
    const rows = await t.dataSource
      .getRepository(LoginAttemptEntity)
      .find({ where: { ip: '10.6.0.1' }, order: { id: 'ASC' } });
    expect(rows.map((row) => [row.username, row.isSuccessful])).toEqual([
      ['franz', false],
      ['franz', true],
    ]);
  });

  it('locks an IP address after 20 failed attempts within 15 minutes, whichever usernames', async () => {
    for (let i = 0; i < 20; i++) await fail('10.7.0.1', `gast-${i}`, 1);
    const fromLockedIp = await login('10.7.0.1', 'gustav', TEST_PASSWORD);
    expect(fromLockedIp.status).toBe(429);
    expect(fromLockedIp.json()).toEqual(locked('15 Minuten'));
    expect((await login('10.7.0.2', 'gustav', TEST_PASSWORD)).status).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await login('10.7.0.1', 'gustav', TEST_PASSWORD)).status).toBe(200);
  });

  it('does not reset the IP count on a successful sign-in', async () => {
    for (let i = 0; i < 19; i++) await fail('10.8.0.1', `gast-${i}`, 1);
    expect((await login('10.8.0.1', 'hanna', TEST_PASSWORD)).status).toBe(200);
    await fail('10.8.0.1', 'gast-x', 1);
    const refused = await login('10.8.0.1', 'hanna', TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual(locked('15 Minuten'));
  });

  it.each([
    // The attacker's best pace is one try every 3 minutes: exactly 20 checks an hour.
    ['10 tries a minute', 0.1, 5],
    ['one try a minute', 1, 5],
    ['one try every 2 minutes', 2, 5],
    ['one try every 3 minutes', 3, 20],
    ['one try every 5 minutes', 5, 12],
  ])(
    'checks at most 20 passwords of one account per hour (cap 100), however it is tried from however many addresses: %s',
    async (_pace, everyMinutes, expectedChecks) => {
      const username = `ziel-${everyMinutes}`;
      const statuses: number[] = [];
      const start = clock.now().getTime();
      for (let i = 0; clock.now().getTime() - start < HOUR; i++) {
        const response = await login(`10.9.${i % 250}.${(i >> 8) + 1}`, username, `rate-${i}`);
        statuses.push(response.status);
        clock.advance(everyMinutes * MINUTE);
      }
      const checked = statuses.filter((status) => status === 401).length;
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      expect(passwordChecks.mock.calls.length).toBe(checked);
      expect(checked).toBe(expectedChecks);
      expect(checked).toBeLessThanOrEqual(20);
      expect(checked).toBeLessThanOrEqual(100);
    },
  );

  it('forgets attempts older than an hour as new ones come in', async () => {
    const attempts = t.dataSource.getRepository(LoginAttemptEntity);
    await fail('10.10.0.1', 'alt', 1);
    clock.advance(HOUR + 1000);
    await fail('10.10.0.2', 'neu', 1);
    expect(await attempts.count({ where: { ip: '10.10.0.1' } })).toBe(0);
    expect(await attempts.count({ where: { ip: '10.10.0.2' } })).toBe(1);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy: no dodging the IP lock', async () => {
    const fastify = t.app.getHttpAdapter().getInstance();
    // A client on the internet (not loopback) names a new address in every request.
    const direct = (i: number, username: string, password: string) =>
      fastify.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.9',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        payload: JSON.stringify({ username, password }),
      });
    for (let i = 0; i < 20; i++)
      expect((await direct(i, `direkt-${i}`, 'falsch-falsch')).statusCode).toBe(401);
    const refused = await direct(99, 'hanna', TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    const attempts = t.dataSource.getRepository(LoginAttemptEntity);
    expect(await attempts.count({ where: { ip: '203.0.113.9' } })).toBe(21);
  });
});
