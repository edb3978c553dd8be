import { createHash } from 'node:crypto';
import type { Log } from '@bestellwerk/domain';
import { LoginTokenEntity } from '../src/modules/auth/entities/login-token.entity.js';
import { UserEntity } from '../src/modules/auth/entities/user.entity.js';
import { LoginLinkService } from '../src/modules/auth/login-link.service.js';
import { startSmtpServer, type ReceivedMail } from './support/smtp-server.js';
import {
  createTestApp,
  TEST_PASSWORD,
  type HttpResponse,
  type StaffSession,
  type TestApp,
} from './support/test-app.js';
import { fixClock, HOUR, MINUTE, type TestClock } from './support/test-clock.js';

const PUBLIC_URL = 'https://bestellung.example.at';
const INVALID_LINK = {
  errors: [
    { code: 'LOGIN_LINK_INVALID', message: 'Der Anmeldelink ist ungültig oder abgelaufen.' },
  ],
};
const LINK_PATTERN = new RegExp(`${PUBLIC_URL}/backend/login/link/([\\w-]{43})`);

describe('"Passwort vergessen": one-time login links by e-mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let clock: TestClock;
  let admin: StaffSession;

  /** POST /api/login/link from `ip`. */
  const requestLink = (username: string, ip: string): Promise<HttpResponse> =>
    t.request('POST', '/api/login/link', {
      body: { username },
      headers: { 'x-forwarded-for': ip },
    });

  /** POST /api/login/link/{token} from `ip`. */
  const useLink = (token: string, ip: string): Promise<HttpResponse> =>
    t.request('POST', `/api/login/link/${token}`, { headers: { 'x-forwarded-for': ip } });

  /** Waits until the link mails started so far went out. */
  const mailsSent = () => t.app.get(LoginLinkService).idle();

  /** Requests a link and answers the token of the mail that arrives. */
  async function linkFor(
    username: string,
    ip: string,
  ): Promise<{ token: string; mail: ReceivedMail }> {
    const arrival = smtp.next();
    expect((await requestLink(username, ip)).status).toBe(200);
    const mail = await arrival;
    const match = LINK_PATTERN.exec(mail.body);
    if (!match) throw new Error(`no login link in: ${mail.body}`);
    return { token: match[1], mail };
  }

  const sessionsOf = async (username: string) =>
    Number(
      (
        await t.dataSource.query(
          'SELECT COUNT(*) AS n FROM session s JOIN user u ON u.id = s.userId WHERE u.username = ?',
          [username],
        )
      )[0].n,
    );

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
    clock = fixClock(t);
    await t.createUser('chefin', ['ROLE_ADMIN']);
    admin = await t.login('chefin');
    await t.request('POST', '/api/config', {
      session: admin,
      body: { shopName: 'Pizzeria Test', email: 'shop@pizzeria.example' },
    });
    for (const name of ['anna', 'berta', 'carla', 'dora', 'emil', 'franz', 'gerda', 'heinz'])
      await t.createUser(name, ['ROLE_EMPLOYEE']);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  // Each test starts two hours later: no lock of one test reaches the next.
  beforeEach(async () => {
    clock.advance(2 * HOUR);
    admin = await t.login('chefin');
  });

  it('mails a link to the user that signs in like the password does: cookie, Me with CSRF token, a working session', async () => {
    const { token, mail } = await linkFor('anna', '10.20.0.1');
    expect(mail.headers.get('subject')).toBe('Ihr Anmeldelink');
    expect(mail.envelopeTo).toEqual(['anna@example.com']);
    expect(mail.headers.get('from')).toContain('shop@pizzeria.example');
    expect(mail.body).toContain('Benutzername: anna');
    expect(mail.body).toContain('30 Minuten');

    const response = await useLink(token, '10.20.0.1');
    expect(response.status).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^bestellwerk_session=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = response.json<{ data: { username: string; csrfToken: string } }>().data;
    expect(me).toMatchObject({ username: 'anna', roles: ['ROLE_EMPLOYEE'] });
    expect(me).not.toHaveProperty('password');
    const session = { cookie: cookie.split(';')[0], csrfToken: me.csrfToken };
    const meAgain = await t.request('GET', '/api/users/me', { session });
    expect(meAgain.json<{ data: { csrfToken: string } }>().data.csrfToken).toBe(me.csrfToken);
    expect((await t.request('POST', '/api/logout', { session })).status).toBe(200);

    const log = await t.request('GET', '/api/logs?area=auth', { session: admin });
    expect(log.json<{ data: Log[] }>().data[0]).toMatchObject({
      message: 'Angemeldet (Anmeldelink)',
      user: { username: 'anna' },
      record: { type: 'user' },
    });
    expect(log.body).not.toContain(token);
  });

  it('answers { data: null } and stores only the SHA-256 of the token, valid 30 minutes', async () => {
    const arrival = smtp.next();
    const response = await requestLink('berta', '10.21.0.1');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ data: null });
    const token = LINK_PATTERN.exec((await arrival).body)![1];
    const rows = await t.dataSource
      .getRepository(LoginTokenEntity)
      .find({ where: { user: { username: 'berta' } } });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].createdAt).toEqual(clock.now());
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(30 * MINUTE);
    expect(rows[0].usedAt).toBeNull();
  });

  it('accepts the e-mail address instead of the username, in any case', async () => {
    const { mail } = await linkFor('  CARLA@Example.com ', '10.22.0.1');
    expect(mail.envelopeTo).toEqual(['carla@example.com']);
    expect(mail.body).toContain('Benutzername: carla');
  });

  it('gives the same answer, and sends nothing, for unknown users, users without e-mail and users who may not sign in', async () => {
    const users = t.dataSource.getRepository(UserEntity);
    await users.update({ username: 'dora' }, { email: '' });
    await users.update({ username: 'emil' }, { isEnabled: false });
    await t.createUser('ferdinand', ['ROLE_EMPLOYEE']);
    await users.update(
      { username: 'ferdinand' },
      { expiresAt: new Date(clock.now().getTime() - 1000) },
    );
    const before = smtp.received.length;
    const known = await linkFor('anna', '10.23.0.1');
    const answers = await Promise.all(
      ['niemand', 'niemand@example.com', 'dora', 'emil', 'ferdinand'].map((name, i) =>
        requestLink(name, `10.23.1.${i}`),
      ),
    );
    await mailsSent();
    expect(smtp.received.length).toBe(before + 1);
    expect(known.mail.envelopeTo).toEqual(['anna@example.com']);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(JSON.stringify({ data: null }));
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('works once: the second use answers 401', async () => {
    const { token } = await linkFor('franz', '10.24.0.1');
    expect((await useLink(token, '10.24.0.1')).status).toBe(200);
    const again = await useLink(token, '10.24.0.1');
    expect(again.status).toBe(401);
    expect(again.json()).toEqual(INVALID_LINK);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('opens exactly one session when the link is used twice at the same time', async () => {
    const { token } = await linkFor('gerda', '10.25.0.1');
    const before = await sessionsOf('gerda');
    const answers = await Promise.all([
      useLink(token, '10.25.0.1'),
      useLink(token, '10.25.0.2'),
      useLink(token, '10.25.0.3'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
    expect(await sessionsOf('gerda')).toBe(before + 1);
  });

  it('expires after 30 minutes', async () => {
    const early = await linkFor('heinz', '10.26.0.1');
    clock.advance(30 * MINUTE - 1000);
    expect((await useLink(early.token, '10.26.0.1')).status).toBe(200);

    const late = await linkFor('heinz', '10.26.0.2');
    clock.advance(30 * MINUTE);
    const expired = await useLink(late.token, '10.26.0.2');
    expect(expired.status).toBe(401);
    expect(expired.json()).toEqual(INVALID_LINK);
  });

  it('stops earlier links from working when a new one is issued', async () => {
    const first = await linkFor('anna', '10.27.0.1');
    clock.advance(MINUTE);
    const second = await linkFor('anna', '10.27.0.1');
    expect(second.token).not.toBe(first.token);
    expect((await useLink(first.token, '10.27.0.1')).json()).toEqual(INVALID_LINK);
    expect((await useLink(second.token, '10.27.0.1')).status).toBe(200);
  });

  it('stops pending links from working when an admin sets a new password', async () => {
    const user = await t.createUser('passwort-neu', ['ROLE_EMPLOYEE']);
    const { token } = await linkFor('passwort-neu', '10.32.0.1');
    const changed = await t.request('PUT', `/api/users/${user.id}`, {
      session: admin,
      body: { password: 'ein-ganz-neues-1' },
    });
    expect(changed.status).toBe(200);
    expect((await useLink(token, '10.32.0.1')).json()).toEqual(INVALID_LINK);
  });

  it('answers the same 401 for unknown and malformed tokens', async () => {
    const unknown = await useLink('A'.repeat(43), '10.28.0.1');
    const short = await useLink('kurz', '10.28.0.2');
    const long = await useLink('x'.repeat(150), '10.28.0.3');
    for (const answer of [unknown, short, long]) {
      expect(answer.status).toBe(401);
      expect(answer.json()).toEqual(INVALID_LINK);
    }
  });

  it.each([
    [
      'disabled',
      { isEnabled: false },
      {
        code: 'ACCOUNT_DISABLED',
        message: 'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an Ihre Administration.',
      },
    ],
    [
      'locked',
      { isLocked: true },
      {
        code: 'ACCOUNT_LOCKED',
        message: 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an Ihre Administration.',
      },
    ],
    [
      'expired',
      { expiresAt: new Date('2020-01-01T00:00:00Z') },
      {
        code: 'ACCOUNT_EXPIRED',
        message: 'Ihr Konto ist abgelaufen. Bitte wenden Sie sich an Ihre Administration.',
      },
    ],
  ])(
    'refuses a link of an account %s since it was sent with the login’s 403',
    async (state, change, error) => {
      const username = `konto-${state}`;
      await t.createUser(username, ['ROLE_EMPLOYEE']);
      const { token } = await linkFor(username, '10.29.0.1');
      await t.dataSource.getRepository(UserEntity).update({ username }, change);
      const refused = await useLink(token, '10.29.0.1');
      expect(refused.status).toBe(403);
      expect(refused.json()).toEqual({ errors: [error] });
      expect(refused.headers['set-cookie']).toBeUndefined();
    },
  );

  it('rate limits requests like sign-ins: the 6th request for a name within 15 minutes answers 429, and only 5 mails went out', async () => {
    const before = smtp.received.length;
    for (let i = 0; i < 5; i++)
      expect((await requestLink('berta', `10.30.0.${i}`)).status).toBe(200);
    const refused = await requestLink('berta', '10.30.1.1');
    const unknown: HttpResponse[] = [];
    for (let i = 0; i < 6; i++) unknown.push(await requestLink('niemand-sonst', `10.30.2.${i}`));
    await mailsSent();
    expect(smtp.received.length).toBe(before + 5);
    expect(refused.status).toBe(429);
    expect(refused.json()).toEqual({
      errors: [
        {
          code: 'LOGIN_LOCKED',
          message:
            'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
        },
      ],
    });
    expect(refused.headers['retry-after']).toBe('900');
    // The same for a name nobody has.
    expect(unknown.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(unknown[5].body).toBe(refused.body);
    // The requests count against password sign-in of that name too.
    const login = await t.request('POST', '/api/login', {
      body: { username: 'berta', password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': '10.30.3.1' },
    });
    expect(login.status).toBe(429);
    clock.advance(15 * MINUTE);
    expect((await requestLink('berta', '10.30.4.1')).status).toBe(200);
    await mailsSent();
  });

  it('refuses link sign-ins from a locked IP address without looking at the link', async () => {
    const { token } = await linkFor('carla', '10.31.0.1');
    for (let i = 0; i < 20; i++)
      expect((await useLink(`${'B'.repeat(42)}${i % 10}`, '10.31.9.9')).status).toBe(401);
    const refused = await useLink(token, '10.31.9.9');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect((await useLink(token, '10.31.0.2')).status).toBe(200);
  });

  it('refuses an empty request body with a German 400', async () => {
    const response = await t.request('POST', '/api/login/link', { body: {} });
    expect(response.status).toBe(400);
    expect(response.json<{ errors: { field?: string }[] }>().errors[0].field).toBe('username');
  });
});
