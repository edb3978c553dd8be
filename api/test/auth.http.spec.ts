import { createTestApp, TEST_PASSWORD, type TestApp } from './support/test-app.js';

describe('staff sign-in and sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('chefin', ['ROLE_ADMIN']);
  });
  afterAll(() => t.close());

  it('signs in with an httpOnly, SameSite=Lax cookie and answers the user with roles, branches and a CSRF token', async () => {
    const response = await t.request('POST', '/api/login', {
      body: { username: 'chefin', password: TEST_PASSWORD },
    });
    expect(response.status).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^bestellwerk_session=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = response.json<{ data: Record<string, unknown> }>().data;
    expect(me).toMatchObject({ username: 'chefin', roles: ['ROLE_ADMIN'], branches: [] });
    expect(me.csrfToken).toEqual(expect.any(String));
    expect(me).not.toHaveProperty('password');
  });

  it('answers a wrong password and an unknown user with the same German message', async () => {
    const wrongPassword = await t.request('POST', '/api/login', {
      body: { username: 'chefin', password: 'falsch' },
    });
    const unknownUser = await t.request('POST', '/api/login', {
      body: { username: 'niemand', password: 'falsch' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.json()).toEqual({
      errors: [{ code: 'WRONG_CREDENTIALS', message: 'Benutzername oder Passwort ist falsch.' }],
    });
    expect(unknownUser.body).toBe(wrongPassword.body);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('answers users/me with the session user, and 401 without a session', async () => {
    const session = await t.login('chefin');
    const me = await t.request('GET', '/api/users/me', { session });
    expect(me.status).toBe(200);
    expect(me.json<{ data: { username: string; csrfToken: string } }>().data).toMatchObject({
      username: 'chefin',
      csrfToken: session.csrfToken,
    });
    const anonymous = await t.request('GET', '/api/users/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json()).toEqual({
      errors: [{ code: 'UNAUTHORIZED', message: 'Bitte melden Sie sich an.' }],
    });
  });

  it('refuses a staff mutation without or with a wrong X-CSRF-Token', async () => {
    const session = await t.login('chefin');
    const body = { identifier: 'csrf-test', name: 'CSRF' };
    const missing = await t.request('POST', '/api/divisions', {
      session,
      body,
      headers: { 'x-csrf-token': '' },
    });
    const wrong = await t.request('POST', '/api/divisions', {
      session,
      body,
      headers: { 'x-csrf-token': 'nicht-das-token' },
    });
    expect(missing.status).toBe(403);
    expect(wrong.status).toBe(403);
    expect(wrong.json()).toEqual({
      errors: [
        {
          code: 'CSRF_TOKEN_INVALID',
          message:
            'Ungültiges CSRF-Token. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
        },
      ],
    });
    expect(missing.body).toBe(wrong.body);
    const withToken = await t.request('POST', '/api/divisions', { session, body });
    expect(withToken.status).toBe(201);
  });

  it('ends the session on logout: the same cookie is refused afterwards', async () => {
    const session = await t.login('chefin');
    expect((await t.request('POST', '/api/logout', { session })).status).toBe(200);
    expect((await t.request('GET', '/api/users/me', { session })).status).toBe(401);
  });

  it('keeps sessions in the database, so they survive an API restart', async () => {
    const session = await t.login('chefin');
    const rows = await t.dataSource.query('SELECT COUNT(*) AS n FROM session');
    expect(Number(rows[0].n)).toBeGreaterThan(0);
    // The cookie holds a token; only its SHA-256 is stored.
    const token = session.cookie.split('=')[1];
    const stored = await t.dataSource.query('SELECT id FROM session');
    expect(stored.map((row: { id: string }) => row.id)).not.toContain(token);
  });

  it('stores passwords as argon2id hashes', async () => {
    const [row] = await t.dataSource.query("SELECT password FROM user WHERE username = 'chefin'");
    expect(row.password).toMatch(/^\$argon2id\$/);
  });
});
