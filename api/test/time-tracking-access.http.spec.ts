import {
  KIOSK_PIN_FORMAT_MESSAGE,
  KIOSK_PIN_WEAK_MESSAGE,
  type ErrorEnvelope,
  type TimeTrackingLink,
  type User,
} from '@bestellwerk/domain';
import { UserEntity } from '../src/modules/auth/entities/user.entity.js';
import { PasswordService } from '../src/modules/auth/password.service.js';
import {
  createTestApp,
  type StaffSession,
  type TestApp,
  type TestUser,
} from './support/test-app.js';
import { LINK_REFUSED } from './support/time-tracking-fixtures.js';

/** Admins make an employee's time-tracking link and set or remove their tablet PIN. */
describe('/api/users/{id}/time-tracking-link and /time-tracking-pin', () => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;
  let anna: TestUser;

  const renew = (id: number, session: StaffSession | null = admin) =>
    t.request('POST', `/api/users/${id}/time-tracking-link`, { session: session ?? undefined });
  const setPin = (id: number, pin: unknown, session: StaffSession | null = admin) =>
    t.request('PUT', `/api/users/${id}/time-tracking-pin`, {
      session: session ?? undefined,
      body: { pin },
    });
  const removePin = (id: number, session: StaffSession | null = admin) =>
    t.request('DELETE', `/api/users/${id}/time-tracking-pin`, { session: session ?? undefined });
  const userAsAdminSees = async (id: number) => {
    const response = await t.request('GET', `/api/users/${id}`, { session: admin });
    expect(response.status).toBe(200);
    return { user: response.json<{ data: User }>().data, body: response.body };
  };
  const stored = (id: number) => t.dataSource.getRepository(UserEntity).findOneByOrFail({ id });

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://baeckerei.example' });
    await t.createUser('chefin', ['ROLE_ADMIN']);
    await t.createUser('verkauf', ['ROLE_EMPLOYEE']);
    anna = await t.createUser('anna', ['ROLE_EMPLOYEE']);
    admin = await t.login('chefin');
    employee = await t.login('verkauf');
  });
  afterAll(() => t.close());

  it('makes a new link once: path, QR code of the full address, date; the old link stops working', async () => {
    expect(
      (await t.request('GET', `/api/time-tracking/anna/${anna.timeTrackingToken}/me`)).status,
    ).toBe(200);
    const response = await renew(anna.id);
    expect(response.status).toBe(200);
    const link = response.json<{ data: TimeTrackingLink }>().data;
    expect(link.url).toMatch(/^\/time-tracking\/anna\/[A-Za-z0-9_-]{43}$/);
    expect(link.qrSvg).toMatch(/^<svg /);
    expect(link.qrSvg).toContain(`data-content="https://baeckerei.example${link.url}"`);
    expect(Date.parse(link.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const token = link.url.split('/').at(-1)!;
    expect((await stored(anna.id)).timeTrackingTokenHash).not.toContain(token);

    expect((await t.request('GET', `/api/${link.url.slice(1)}/me`)).status).toBe(200);
    const old = await t.request('GET', `/api/time-tracking/anna/${anna.timeTrackingToken}/me`);
    expect({ status: old.status, body: old.json() }).toEqual({ status: 401, body: LINK_REFUSED });

    const again = (await renew(anna.id)).json<{ data: TimeTrackingLink }>().data;
    expect(again.url).not.toBe(link.url);
    expect((await t.request('GET', `/api/${link.url.slice(1)}/me`)).status).toBe(401);
    expect((await t.request('GET', `/api/${again.url.slice(1)}/me`)).status).toBe(200);

    const { user, body } = await userAsAdminSees(anna.id);
    expect(user).toMatchObject({
      hasTimeTrackingLink: true,
      timeTrackingLinkCreatedAt: again.createdAt,
      hasKioskPin: false,
    });
    expect(body).not.toContain(again.url.split('/').at(-1));
    expect(body).not.toMatch(/hash|token/i);
  });

  it('shows an account without a link as such', async () => {
    const created = await t.create<User>(
      '/api/users',
      { username: 'neu', password: 'richtig-geheim-1', roles: ['ROLE_EMPLOYEE'] },
      admin,
    );
    expect(created).toMatchObject({
      hasTimeTrackingLink: false,
      timeTrackingLinkCreatedAt: null,
      hasKioskPin: false,
    });
  });

  it('sets a PIN as an argon2id hash, reports it, never echoes it, and removes it', async () => {
    const set = await setPin(anna.id, '4711');
    expect({ status: set.status, body: set.json() }).toEqual({ status: 200, body: { data: null } });
    const hash = (await stored(anna.id)).kioskPinHash;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await new PasswordService().verify(hash, '4711')).toBe(true);
    const { user, body } = await userAsAdminSees(anna.id);
    expect(user.hasKioskPin).toBe(true);
    expect(body).not.toContain('4711');
    expect(body).not.toContain('argon2');

    const removed = await removePin(anna.id);
    expect(removed.status).toBe(200);
    expect((await stored(anna.id)).kioskPinHash).toBe('');
    expect((await userAsAdminSees(anna.id)).user.hasKioskPin).toBe(false);
  });

  it('refuses a PIN the domain does not accept with its German message at pin, storing nothing', async () => {
    const cases: [unknown, string][] = [
      ['12', KIOSK_PIN_FORMAT_MESSAGE],
      ['12a4', KIOSK_PIN_FORMAT_MESSAGE],
      [' 4711', KIOSK_PIN_FORMAT_MESSAGE],
      ['1234', KIOSK_PIN_WEAK_MESSAGE],
      ['0000', KIOSK_PIN_WEAK_MESSAGE],
      ['987654', KIOSK_PIN_WEAK_MESSAGE],
    ];
    for (const [pin, message] of cases) {
      const response = await setPin(anna.id, pin);
      expect({ pin, status: response.status, body: response.json() }).toEqual({
        pin,
        status: 400,
        body: { errors: [{ code: 'VALIDATION_FAILED', field: 'pin', message }] },
      });
    }
    for (const pin of [4711, null, '12345678']) {
      const response = await setPin(anna.id, pin);
      expect(response.status).toBe(400);
      expect(response.json<ErrorEnvelope>().errors[0].field).toBe('pin');
    }
    const missing = await t.request('PUT', `/api/users/${anna.id}/time-tracking-pin`, {
      session: admin,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect((await stored(anna.id)).kioskPinHash).toBe('');
  });

  it('is for admins only: employees 403, no session 401, no CSRF token 403, unknown user 404', async () => {
    for (const response of [
      await renew(anna.id, employee),
      await setPin(anna.id, '4711', employee),
      await removePin(anna.id, employee),
    ]) {
      expect(response.status).toBe(403);
      expect(response.json<ErrorEnvelope>().errors[0].code).toBe('FORBIDDEN');
    }
    for (const response of [
      await renew(anna.id, null),
      await setPin(anna.id, '4711', null),
      await removePin(anna.id, null),
    ]) {
      expect(response.status).toBe(401);
    }
    const noCsrf = await t.request('POST', `/api/users/${anna.id}/time-tracking-link`, {
      session: admin,
      headers: { 'x-csrf-token': '' },
    });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.json<ErrorEnvelope>().errors[0].code).toBe('CSRF_TOKEN_INVALID');
    for (const response of [
      await renew(999_999),
      await setPin(999_999, '4711'),
      await removePin(999_999),
    ]) {
      expect({ status: response.status, body: response.json() }).toEqual({
        status: 404,
        body: { errors: [{ code: 'RECORD_NOT_FOUND', message: 'Benutzer wurde nicht gefunden.' }] },
      });
    }
    expect((await stored(anna.id)).kioskPinHash).toBe('');
  });
});
