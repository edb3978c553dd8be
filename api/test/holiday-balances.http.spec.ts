import type { ErrorEnvelope as Errors, HolidayBalance } from '@bestellwerk/domain';
import type { UserEntity } from '../src/modules/auth/entities/user.entity.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import { fixClock } from './support/test-clock.js';

describe('holiday balances /api/holiday-balances', () => {
  let t: TestApp;
  let admin: StaffSession;
  let annaSession: StaffSession;
  let anna: UserEntity;
  let ben: UserEntity;
  let annaBalance: HolidayBalance;

  const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object, session = admin) =>
    t.request(method, `/api/${path}`, { session, body });
  const list = async (path: string, session = admin) =>
    (await t.request('GET', `/api/${path}`, { session })).json<{ data: HolidayBalance[] }>().data;
  const absence = (user: UserEntity, kind: string, from: string, to: string) =>
    t.create('/api/absences', { user: { id: user.id }, kind, from, to }, admin);

  beforeAll(async () => {
    t = await createTestApp();
    // Wednesday, 4 March 2026, 11:00 in Vienna.
    fixClock(t, new Date('2026-03-04T10:00:00.000Z'));
    await t.createUser('chefin', ['ROLE_ADMIN']);
    anna = await t.createUser('anna', ['ROLE_EMPLOYEE']);
    ben = await t.createUser('ben', ['ROLE_EMPLOYEE']);
    admin = await t.login('chefin');
    annaSession = await t.login('anna');
  });
  afterAll(() => t.close());

  it('counts taken and planned days from the holiday absences on working days', async () => {
    const created = await send('POST', 'holiday-balances', {
      user: { id: anna.id },
      year: 2026,
      entitlement: 25,
      carryOver: 2.5,
    });
    expect(created.status).toBe(201);
    annaBalance = created.json<{ data: HolidayBalance }>().data;
    expect(annaBalance).toEqual({
      id: expect.any(Number),
      user: { id: anna.id },
      year: 2026,
      entitlement: 25,
      carryOver: 2.5,
      taken: 0,
      planned: 0,
      left: 27.5,
    });
    // New Year's week across the years: only Friday counts in 2026, Thursday is Neujahr (a
    // public holiday in Austria, the country of the default break rules).
    await absence(anna, 'holiday', '2025-12-29', '2026-01-02');
    // Friday to Monday: the weekend in between costs nothing.
    await absence(anna, 'holiday', '2026-02-27', '2026-03-02');
    // Tuesday to Friday around today (Wednesday): two days taken, two planned.
    await absence(anna, 'holiday', '2026-03-03', '2026-03-06');
    // Sickness and other people's holiday do not touch Anna's account.
    await absence(anna, 'sick', '2026-02-16', '2026-02-18');
    await absence(ben, 'holiday', '2026-03-09', '2026-03-13');

    const [counted] = await list(`holiday-balances?year=2026&user=${anna.id}`);
    expect(counted).toEqual({ ...annaBalance, taken: 5, planned: 2, left: 20.5 });
  });

  it('shows an employee only their own balance, on every route', async () => {
    const benBalance = await t.create<HolidayBalance>(
      '/api/holiday-balances',
      { user: { id: ben.id }, year: 2026, entitlement: 30 },
      admin,
    );
    expect(benBalance).toMatchObject({ carryOver: 0, taken: 0, planned: 5, left: 25 });
    expect((await list('holiday-balances?year=2026')).map((b) => b.user.id)).toEqual([
      anna.id,
      ben.id,
    ]);
    for (const path of [
      'holiday-balances',
      `holiday-balances?user=${ben.id}`,
      'time-sheets/holiday-balances',
    ]) {
      expect((await list(path, annaSession)).map((b) => b.user.id)).toEqual([anna.id]);
    }
    const foreign = await t.request('GET', `/api/holiday-balances/${benBalance.id}`, {
      session: annaSession,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json<Errors>().errors[0].message).toBe('Urlaubskonto wurde nicht gefunden.');
    const write = await send(
      'PUT',
      `holiday-balances/${annaBalance.id}`,
      { entitlement: 40 },
      annaSession,
    );
    expect(write.status).toBe(403);
    expect((await t.request('GET', '/api/holiday-balances')).status).toBe(401);
  });

  it('keeps one balance per employee and year', async () => {
    const duplicate = await send('POST', 'holiday-balances', {
      user: { id: anna.id },
      year: 2026,
      entitlement: 20,
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.json<Errors>().errors).toEqual([
      {
        code: 'VALIDATION_FAILED',
        field: 'year',
        message: 'Für diesen Benutzer gibt es in diesem Jahr schon ein Urlaubskonto.',
      },
    ]);
    const nextYear = await t.create<HolidayBalance>(
      '/api/holiday-balances',
      { user: { id: anna.id }, year: 2027, entitlement: 25 },
      admin,
    );
    const moved = await send('PUT', `holiday-balances/${nextYear.id}`, { year: 2026 });
    expect(moved.status).toBe(400);
    expect(moved.json<Errors>().errors[0].field).toBe('year');
    expect((await list(`holiday-balances?user=${anna.id}`)).map((b) => b.year)).toEqual([
      2027, 2026,
    ]);
  });

  it('changes entitlement and carry-over; deleting keeps the absences', async () => {
    const changed = await send('PUT', `holiday-balances/${annaBalance.id}`, {
      entitlement: 26,
      carryOver: -1,
    });
    expect(changed.status).toBe(200);
    expect(changed.json<{ data: HolidayBalance }>().data).toMatchObject({
      entitlement: 26,
      carryOver: -1,
      taken: 5,
      planned: 2,
      left: 18,
    });
    const [nextYear] = await list(`holiday-balances?year=2027&user=${anna.id}`);
    expect((await send('DELETE', `holiday-balances/${nextYear.id}`)).status).toBe(200);
    expect(await list(`holiday-balances?year=2027`)).toEqual([]);
    const absences = await t.request('GET', `/api/absences?user=${anna.id}`, { session: admin });
    expect(absences.json<{ data: unknown[] }>().data).toHaveLength(4);
  });

  it('refuses a third of a day, an unknown employee and a year out of range', async () => {
    const bad = await send('POST', 'holiday-balances', {
      user: { id: 999_999 },
      year: 1999,
      entitlement: 12.3,
    });
    expect(bad.status).toBe(400);
    expect(bad.json<Errors>().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'year',
          message: 'Das Feld „Jahr“ muss mindestens 2000 sein.',
        }),
        expect.objectContaining({
          field: 'entitlement',
          message:
            'Das Feld „Urlaubsanspruch“ muss eine Zahl ganzer oder halber Tage sein (z. B. 25 oder 12.5).',
        }),
      ]),
    );
    const unknown = await send('POST', 'holiday-balances', {
      user: { id: 999_999 },
      year: 2026,
      entitlement: 12.5,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json<Errors>().errors[0]).toMatchObject({ field: 'user' });
  });

  it('answers every employee in a constant number of queries', async () => {
    const count = () => t.countQueries(() => list('holiday-balances?year=2026'));
    const few = await count();
    for (const name of ['carla', 'dora', 'emil']) {
      const user = await t.createUser(name, ['ROLE_EMPLOYEE']);
      await t.create(
        '/api/holiday-balances',
        { user: { id: user.id }, year: 2026, entitlement: 25 },
        admin,
      );
      await absence(user, 'holiday', '2026-03-02', '2026-03-03');
    }
    expect(await list('holiday-balances?year=2026')).toHaveLength(5);
    expect(await count()).toBe(few);
  });
});
