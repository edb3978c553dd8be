import type { User } from '@bestellwerk/domain';
import { UserEntity } from '../src/modules/auth/entities/user.entity.js';
import {
  createTestApp,
  TEST_PASSWORD,
  type HttpResponse,
  type StaffSession,
  type TestApp,
} from './support/test-app.js';

type Data<T> = { data: T };

const NEW_PASSWORD = 'ganz-neues-geheimnis-2';

describe('staff accounts for admins: /api/users', () => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;
  let branchIds: number[];
  /** Every answer of this file, to check that no password or hash ever left the API. */
  const answers: HttpResponse[] = [];

  const call = async (...args: Parameters<TestApp['request']>) => {
    const response = await t.request(...args);
    answers.push(response);
    return response;
  };
  const signIn = (username: string, password: string) =>
    call('POST', '/api/login', { body: { username, password } });
  const storedHash = async (id: number) =>
    (await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id })).password;

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('chefin', ['ROLE_ADMIN']);
    await t.createUser('mitarbeiter', ['ROLE_EMPLOYEE']);
    admin = await t.login('chefin');
    employee = await t.login('mitarbeiter');
    branchIds = [];
    for (const identifier of ['wien', 'graz'])
      branchIds.push((await t.create('/api/branches', { identifier, name: identifier }, admin)).id);
  });
  afterAll(() => t.close());

  it('refuses employees every users call with 403', async () => {
    const target = (await t.createUser('ziel', ['ROLE_EMPLOYEE'])).id;
    const forbidden = {
      errors: [{ code: 'FORBIDDEN', message: 'Dafür fehlt Ihnen die Berechtigung.' }],
    };
    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/users'],
      ['GET', `/api/users/${target}`],
      ['POST', '/api/users', { username: 'neu', password: NEW_PASSWORD, roles: ['ROLE_ADMIN'] }],
      ['PUT', `/api/users/${target}`, { roles: ['ROLE_ADMIN'] }],
      ['DELETE', `/api/users/${target}`],
    ];
    for (const [method, url, body] of attempts) {
      const response = await call(method, url, { session: employee, body });
      expect([method, url, response.status]).toEqual([method, url, 403]);
      expect(response.json()).toEqual(forbidden);
    }
    const stored = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: target });
    expect(stored.roles).toEqual(['ROLE_EMPLOYEE']);
    expect(await t.dataSource.getRepository(UserEntity).existsBy({ username: 'neu' })).toBe(false);
  });

  it('creates a user with roles and branches who can then sign in', async () => {
    const created = await call('POST', '/api/users', {
      session: admin,
      body: {
        username: 'anna',
        email: 'anna@example.com',
        firstName: 'Anna',
        lastName: 'Muster',
        password: NEW_PASSWORD,
        roles: ['ROLE_EMPLOYEE'],
        branches: [{ id: branchIds[1] }, { id: branchIds[0] }],
      },
    });
    expect(created.status).toBe(201);
    const user = created.json<Data<User>>().data;
    expect(user).toMatchObject({
      username: 'anna',
      email: 'anna@example.com',
      roles: ['ROLE_EMPLOYEE'],
      branches: [...branchIds].sort((a, b) => a - b).map((id) => ({ id })),
      isEnabled: true,
      isLocked: false,
      expiresAt: null,
    });
    expect(await storedHash(user.id)).toMatch(/^\$argon2id\$/);
    const login = await signIn('anna', NEW_PASSWORD);
    expect(login.status).toBe(200);
    expect(login.json<Data<User>>().data.branches).toHaveLength(2);
    const read = await call('GET', `/api/users/${user.id}`, { session: admin });
    expect(read.json<Data<User>>().data).toEqual(user);
  });

  it('sets a new password: the hash changes, old sessions end, only the new password works', async () => {
    const user = await t.createUser('berta', ['ROLE_EMPLOYEE']);
    const oldHash = await storedHash(user.id);
    const oldSession = await t.login('berta');
    const changed = await call('PUT', `/api/users/${user.id}`, {
      session: admin,
      body: { password: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(await storedHash(user.id)).not.toBe(oldHash);
    expect(await storedHash(user.id)).toMatch(/^\$argon2id\$/);
    expect((await call('GET', '/api/users/me', { session: oldSession })).status).toBe(401);
    expect((await signIn('berta', TEST_PASSWORD)).status).toBe(401);
    expect((await signIn('berta', NEW_PASSWORD)).status).toBe(200);
    // Resetting it back works the same way.
    await call('PUT', `/api/users/${user.id}`, {
      session: admin,
      body: { password: TEST_PASSWORD },
    });
    expect((await signIn('berta', TEST_PASSWORD)).status).toBe(200);
  });

  it('keeps sessions and the hash when other fields change', async () => {
    const user = await t.createUser('carla', ['ROLE_EMPLOYEE']);
    const hash = await storedHash(user.id);
    const session = await t.login('carla');
    const changed = await call('PUT', `/api/users/${user.id}`, {
      session: admin,
      body: { firstName: 'Carla', branches: [{ id: branchIds[0] }] },
    });
    expect(changed.status).toBe(200);
    expect(await storedHash(user.id)).toBe(hash);
    const me = await call('GET', '/api/users/me', { session });
    expect(me.json<Data<User>>().data).toMatchObject({
      firstName: 'Carla',
      branches: [{ id: branchIds[0] }],
    });
  });

  it('disables and enables an account', async () => {
    const user = await t.createUser('dora', ['ROLE_EMPLOYEE']);
    const off = await call('PUT', `/api/users/${user.id}`, {
      session: admin,
      body: { isEnabled: false },
    });
    expect(off.json<Data<User>>().data.isEnabled).toBe(false);
    const refused = await signIn('dora', TEST_PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.json()).toEqual({
      errors: [
        {
          code: 'ACCOUNT_DISABLED',
          message: 'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an Ihre Administration.',
        },
      ],
    });
    const on = await call('PUT', `/api/users/${user.id}`, {
      session: admin,
      body: { isEnabled: true },
    });
    expect(on.json<Data<User>>().data.isEnabled).toBe(true);
    expect((await signIn('dora', TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses a taken username with a German 400 at the field username, on create and on rename', async () => {
    const taken = {
      errors: [
        {
          code: 'VALIDATION_FAILED',
          message: 'Dieser Benutzername ist bereits vergeben.',
          field: 'username',
        },
      ],
    };
    const duplicate = await call('POST', '/api/users', {
      session: admin,
      body: { username: 'chefin', password: NEW_PASSWORD, roles: ['ROLE_EMPLOYEE'] },
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.json()).toEqual(taken);
    const other = await t.createUser('emil', ['ROLE_EMPLOYEE']);
    const rename = await call('PUT', `/api/users/${other.id}`, {
      session: admin,
      body: { username: 'chefin' },
    });
    expect(rename.status).toBe(400);
    expect(rename.json()).toEqual(taken);
  });

  it('keeps usernames lower-case: one account per name whatever the case, signing in in any case', async () => {
    const created = await call('POST', '/api/users', {
      session: admin,
      body: { username: ' Greta.Koch ', password: NEW_PASSWORD, roles: ['ROLE_EMPLOYEE'] },
    });
    expect(created.status).toBe(201);
    expect(created.json<Data<User>>().data.username).toBe('greta.koch');
    const twin = await call('POST', '/api/users', {
      session: admin,
      body: { username: 'GRETA.KOCH', password: NEW_PASSWORD, roles: ['ROLE_EMPLOYEE'] },
    });
    expect(twin.status).toBe(400);
    expect(twin.json()).toEqual({
      errors: [
        {
          code: 'VALIDATION_FAILED',
          message: 'Dieser Benutzername ist bereits vergeben.',
          field: 'username',
        },
      ],
    });
    expect((await signIn('Greta.Koch', NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a short password with a German message at the field password', async () => {
    const response = await call('POST', '/api/users', {
      session: admin,
      body: { username: 'kurz', password: 'kurz', roles: ['ROLE_EMPLOYEE'] },
    });
    expect(response.status).toBe(400);
    const errors = response.json<{ errors: { message: string; field?: string }[] }>().errors;
    expect(errors.map((error) => error.field)).toEqual(['password']);
    expect(errors[0].message).toBe('Das Feld „Passwort“ muss mindestens 10 Zeichen lang sein.');
  });

  it('deletes a user: the sessions end and the account can no longer sign in', async () => {
    const user = await t.createUser('franz', ['ROLE_EMPLOYEE']);
    const session = await t.login('franz');
    const deleted = await call('DELETE', `/api/users/${user.id}`, { session: admin });
    expect(deleted.status).toBe(200);
    expect((await call('GET', '/api/users/me', { session })).status).toBe(401);
    expect((await signIn('franz', TEST_PASSWORD)).status).toBe(401);
    expect((await call('GET', `/api/users/${user.id}`, { session: admin })).status).toBe(404);
  });

  it('never shows a password or its hash in any answer', async () => {
    const list = await call('GET', '/api/users', { session: admin });
    expect(list.json<Data<User[]>>().data.length).toBeGreaterThan(5);
    await call('GET', '/api/users/me', { session: admin });
    expect(answers.length).toBeGreaterThan(20);
    for (const answer of answers) {
      expect(answer.body).not.toMatch(/"password"\s*:/i);
      expect(answer.body).not.toContain('$argon2');
      expect(answer.body).not.toContain(TEST_PASSWORD);
      expect(answer.body).not.toContain(NEW_PASSWORD);
      expect(answer.body).not.toContain('timeTrackingToken');
    }
  });
});
