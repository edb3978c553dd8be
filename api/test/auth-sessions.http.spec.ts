import { SessionEntity } from '../src/modules/auth/entities/session.entity.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import { fixClock, HOUR, MINUTE, type TestClock } from './support/test-clock.js';

describe('staff sessions: idle timeout, absolute lifetime, ending them', () => {
  let t: TestApp;
  let clock: TestClock;
  let admin: StaffSession;

  const me = (session: StaffSession) => t.request('GET', '/api/users/me', { session });
  const sessionsOf = (userId: number) =>
    t.dataSource.getRepository(SessionEntity).count({ where: { user: { id: userId } } });

  beforeAll(async () => {
    t = await createTestApp();
    clock = fixClock(t);
    await t.createUser('chefin', ['ROLE_ADMIN']);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.advance(24 * HOUR);
    admin = await t.login('chefin');
  });

  it('keeps a session that was used 29 minutes ago, and each request starts the idle time anew', async () => {
    const session = await t.login('chefin');
    for (let i = 0; i < 4; i++) {
      clock.advance(29 * MINUTE);
      expect((await me(session)).status).toBe(200);
    }
    // A mutation counts as activity too (and still needs its CSRF token).
    clock.advance(29 * MINUTE);
    const created = await t.request('POST', '/api/divisions', {
      session,
      body: { identifier: 'aktiv', name: 'Aktiv' },
    });
    expect(created.status).toBe(201);
    clock.advance(29 * MINUTE);
    expect((await me(session)).status).toBe(200);
  });

  it('ends a session after 31 minutes without a request: 401 and the row is gone', async () => {
    const session = await t.login('chefin');
    clock.advance(31 * MINUTE);
    const expired = await me(session);
    expect(expired.status).toBe(401);
    expect(expired.json()).toEqual({
      errors: [{ code: 'UNAUTHORIZED', message: 'Bitte melden Sie sich an.' }],
    });
    // Even going back in time does not bring it back: it was deleted.
    clock.advance(-30 * MINUTE);
    expect((await me(session)).status).toBe(401);
  });

  it('ends a session 12 hours after sign-in, however active it was', async () => {
    const session = await t.login('chefin');
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      clock.advance(20 * MINUTE);
      expect((await me(session)).status).toBe(200);
    }
    // 11:40 after sign-in, used just now; at 12:00 it ends.
    clock.advance(20 * MINUTE);
    expect((await me(session)).status).toBe(401);
    expect((await t.login('chefin')).cookie).not.toBe(session.cookie);
  });

  it('ends the sessions of a user at once when an admin disables the account', async () => {
    const user = await t.createUser('anna', ['ROLE_EMPLOYEE']);
    const first = await t.login('anna');
    const second = await t.login('anna');
    expect(await sessionsOf(user.id)).toBe(2);
    const disabled = await t.request('PUT', `/api/users/${user.id}`, {
      session: admin,
      body: { isEnabled: false },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.json<{ data: { isEnabled: boolean } }>().data.isEnabled).toBe(false);
    expect(await sessionsOf(user.id)).toBe(0);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    const login = await t.request('POST', '/api/login', {
      body: { username: 'anna', password: 'richtig-geheim-1' },
    });
    expect(login.status).toBe(403);
    expect(login.json()).toEqual({
      errors: [
        {
          code: 'ACCOUNT_DISABLED',
          message: 'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an Ihre Administration.',
        },
      ],
    });
    // The admin's own session is untouched.
    expect((await me(admin)).status).toBe(200);
  });

  it('ends the sessions when an admin locks the account or lets it expire', async () => {
    const locked = await t.createUser('berta', ['ROLE_EMPLOYEE']);
    const expiring = await t.createUser('carla', ['ROLE_EMPLOYEE']);
    const lockedSession = await t.login('berta');
    const expiringSession = await t.login('carla');
    await t.request('PUT', `/api/users/${locked.id}`, { session: admin, body: { isLocked: true } });
    await t.request('PUT', `/api/users/${expiring.id}`, {
      session: admin,
      body: { expiresAt: new Date(clock.now().getTime() + HOUR).toISOString() },
    });
    expect((await me(lockedSession)).status).toBe(401);
    expect((await me(expiringSession)).status).toBe(401);
    // carla may sign in again, and her session lasts until the account expires.
    const again = await t.login('carla');
    clock.advance(29 * MINUTE);
    expect((await me(again)).status).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await me(again)).status).toBe(200);
    clock.advance(2 * MINUTE);
    expect((await me(again)).status).toBe(401);
  });

  it('ends the session on logout: cookie cleared, the session refused for reads and writes', async () => {
    const session = await t.login('chefin');
    const before = await t.dataSource.getRepository(SessionEntity).count();
    const logout = await t.request('POST', '/api/logout', { session });
    expect(logout.status).toBe(200);
    expect(logout.json()).toEqual({ data: null });
    expect(String(logout.headers['set-cookie'])).toMatch(/^bestellwerk_session=; .*Max-Age=0/);
    expect(await t.dataSource.getRepository(SessionEntity).count()).toBe(before - 1);
    expect((await me(session)).status).toBe(401);
    const write = await t.request('POST', '/api/divisions', {
      session,
      body: { identifier: 'nach-logout', name: 'Nach Logout' },
    });
    expect(write.status).toBe(401);
    expect((await t.request('POST', '/api/logout', { session })).status).toBe(401);
    expect((await me(admin)).status).toBe(200);
  });
});
