import type { ErrorEnvelope, KioskDay, KioskEmployee, WorkingSchedule } from '@bestellwerk/domain';
import { UserEntity } from '../src/modules/auth/entities/user.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { createBranch } from './support/order-fixtures.js';
import {
  createTestApp,
  type HttpResponse,
  type StaffSession,
  type TestApp,
  type TestUser,
} from './support/test-app.js';
import { fixClock, HOUR, MINUTE, type TestClock } from './support/test-clock.js';

const KEY_INVALID = {
  errors: [{ code: 'COUNTER_KEY_INVALID', message: 'Der Zugangsschlüssel ist ungültig.' }],
};
const PIN_REFUSED = {
  errors: [{ code: 'KIOSK_PIN_REFUSED', message: 'Mitarbeiter oder PIN ist falsch.' }],
};

/** The shop tablet: a branch's counter key opens it, each employee punches with their PIN. */
describe('time clock kiosk /api/time-clock-kiosk/{branchId}/{apiKey}/employees', () => {
  let t: TestApp;
  let clock: TestClock;
  let admin: StaffSession;
  let wien: BranchEntity;
  let graz: BranchEntity;
  /** Wien and Graz, PIN 4826. */
  let anna: TestUser;
  /** Graz only, PIN 2580. */
  let ben: TestUser;
  /** Wien, no PIN. */
  let carla: TestUser;
  /** Wien, PIN 3917, disabled. */
  let dora: TestUser;
  /** Wien, PIN 6402: the one whose PIN gets locked. */
  let emil: TestUser;

  const base = (branch: { id: number | string; apiKey: string }) =>
    `/api/time-clock-kiosk/${branch.id}/${branch.apiKey}/employees`;
  const list = (branch: { id: number | string; apiKey: string }) => t.request('GET', base(branch));
  const punch = (
    branch: { id: number | string; apiKey: string },
    user: { id: number | string },
    action: string,
    pin: unknown,
  ) => t.request('POST', `${base(branch)}/${user.id}/${action}`, { body: { pin } });
  const dayOf = async (response: HttpResponse) => {
    expect({ status: response.status, body: response.body }).toMatchObject({ status: 200 });
    return response.json<{ data: KioskDay }>().data;
  };
  const answer = (response: HttpResponse) => ({ status: response.status, body: response.json() });
  const setPin = async (user: TestUser, pin: string) => {
    const response = await t.request('PUT', `/api/users/${user.id}/time-tracking-pin`, {
      session: admin,
      body: { pin },
    });
    expect(response.status).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    // Thursday 26 November 2026, 07:00 in Vienna.
    clock = fixClock(t, new Date('2026-11-26T06:00:00.000Z'));
    wien = await createBranch(t.dataSource);
    graz = await createBranch(t.dataSource);
    await t.createUser('chefin', ['ROLE_ADMIN']);
    admin = await t.login('chefin');
    anna = await t.createUser('anna', ['ROLE_EMPLOYEE'], { branchIds: [wien.id, graz.id] });
    ben = await t.createUser('ben', ['ROLE_EMPLOYEE'], { branchIds: [graz.id] });
    carla = await t.createUser('carla', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
    dora = await t.createUser('dora', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
    emil = await t.createUser('emil', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
    await setPin(anna, '4826');
    await setPin(ben, '2580');
    await setPin(dora, '3917');
    await setPin(emil, '6402');
    await t.dataSource.getRepository(UserEntity).update(dora.id, { isEnabled: false });
    await t.dataSource.getRepository(UserEntity).update(anna.id, { lastName: 'Österreicher' });
  });
  afterAll(() => t.close());

  it("lists the branch's usable employees with a PIN: first name, initial, clock state only", async () => {
    const response = await list(wien);
    expect(answer(response)).toEqual({
      status: 200,
      body: {
        data: [
          { id: anna.id, firstName: 'anna', lastNameInitial: 'Ö.', state: 'stopped' },
          { id: emil.id, firstName: 'emil', lastNameInitial: 'T.', state: 'stopped' },
        ],
      },
    });
    expect(response.body).not.toMatch(/username|email|pin|hash|token/i);
    const grazList = (await list(graz)).json<{ data: KioskEmployee[] }>().data;
    expect(grazList.map((employee) => employee.id)).toEqual([anna.id, ben.id]);
  });

  it('refuses a wrong key, a key of another branch and a malformed or unknown branch with the counter 401', async () => {
    const cases = [
      { id: wien.id, apiKey: 'falsch' },
      { id: wien.id, apiKey: graz.apiKey },
      { id: 999_999, apiKey: wien.apiKey },
      { id: 'abc', apiKey: wien.apiKey },
      { id: wien.id, apiKey: wien.apiKey.toUpperCase() },
    ];
    for (const branch of cases) {
      expect(answer(await list(branch))).toEqual({ status: 401, body: KEY_INVALID });
      expect(answer(await punch(branch, anna, 'start', '4826'))).toEqual({
        status: 401,
        body: KEY_INVALID,
      });
    }
  });

  it('punches start, pause, resume and end at the server clock and answers the day each time', async () => {
    const shift = await t.create<WorkingSchedule>(
      '/api/working-schedules',
      {
        user: { id: anna.id },
        start: '2026-11-27T05:00:00.000Z',
        end: '2026-11-27T13:00:00.000Z',
        comment: 'Frühdienst',
      },
      admin,
    );
    const before = await dayOf(await punch(wien, anna, 'day', '4826'));
    expect(before).toMatchObject({
      employee: { id: anna.id, firstName: 'anna', lastNameInitial: 'Ö.', state: 'stopped' },
      workingActivity: null,
      netMs: 0,
      breakMs: 0,
      now: '2026-11-26T06:00:00.000Z',
      nextShift: { id: shift.id, comment: 'Frühdienst' },
    });

    const started = await dayOf(await punch(wien, anna, 'start', '4826'));
    // The tablet's branch, although Anna works for two.
    expect(started.workingActivity).toMatchObject({
      state: 'running',
      start: '2026-11-26T06:00:00.000Z',
      branch: { id: wien.id },
      user: { id: anna.id },
    });
    expect(started.employee.state).toBe('working');
    expect((await list(wien)).json<{ data: KioskEmployee[] }>().data[0].state).toBe('working');

    clock.advance(2 * HOUR);
    const paused = await dayOf(await punch(wien, anna, 'pause', '4826'));
    expect(paused).toMatchObject({ employee: { state: 'paused' }, netMs: 2 * HOUR, breakMs: 0 });
    expect((await list(graz)).json<{ data: KioskEmployee[] }>().data[0].state).toBe('paused');

    clock.advance(30 * MINUTE);
    const resumed = await dayOf(await punch(wien, anna, 'resume', '4826'));
    expect(resumed).toMatchObject({ netMs: 2 * HOUR, breakMs: 30 * MINUTE });

    clock.advance(HOUR);
    const ended = await dayOf(await punch(wien, anna, 'end', '4826'));
    expect(ended).toMatchObject({
      employee: { state: 'stopped' },
      workingActivity: null,
      netMs: 3 * HOUR,
      breakMs: 30 * MINUTE,
      now: '2026-11-26T09:30:00.000Z',
    });
    for (const response of [
      await punch(wien, anna, 'day', '4826'),
      await punch(wien, anna, 'start', '4826'),
    ]) {
      expect(response.body).not.toContain('4826');
      expect(response.body).not.toMatch(/"pin"/i);
    }
  });

  it('answers the German 409 of the state machine and changes nothing', async () => {
    // Anna is running since the last test's start.
    expect(answer(await punch(wien, anna, 'start', '4826'))).toEqual({
      status: 409,
      body: { errors: [{ code: 'WORK_ALREADY_RUNNING', message: 'Die Arbeit läuft bereits.' }] },
    });
    expect(answer(await punch(wien, anna, 'resume', '4826'))).toEqual({
      status: 409,
      body: {
        errors: [
          {
            code: 'NO_PAUSE_TO_RESUME',
            message: 'Es gibt keine Pause, die fortgesetzt werden kann.',
          },
        ],
      },
    });
    await punch(wien, anna, 'end', '4826');
    expect(answer(await punch(wien, anna, 'pause', '4826'))).toMatchObject({
      status: 409,
      body: { errors: [{ code: 'NO_WORK_TO_PAUSE' }] },
    });
    expect(answer(await punch(wien, anna, 'end', '4826'))).toMatchObject({
      status: 409,
      body: { errors: [{ code: 'NO_WORK_TO_END' }] },
    });
    expect((await dayOf(await punch(wien, anna, 'day', '4826'))).workingActivity).toBeNull();
  });

  it('gives a wrong PIN, an unknown, foreign, PIN-less or disabled employee the same 401', async () => {
    const responses = [
      await punch(wien, anna, 'start', '4827'),
      await punch(wien, { id: 999_999 }, 'start', '4826'),
      await punch(wien, ben, 'start', '2580'),
      await punch(wien, carla, 'start', '4826'),
      await punch(wien, dora, 'start', '3917'),
      await punch(wien, { id: 'anna' }, 'start', '4826'),
      await punch(wien, { id: '0' }, 'day', '4826'),
    ];
    for (const response of responses)
      expect(answer(response)).toEqual({ status: 401, body: PIN_REFUSED });
    // None of them clocked in.
    expect((await dayOf(await punch(graz, ben, 'day', '2580'))).workingActivity).toBeNull();
  });

  it("does not let another branch's tablet lock a colleague out by guessing for them", async () => {
    // Ben works in Graz only: six wrong PINs sent through Wien's tablet count nothing.
    for (let i = 0; i < 6; i++) {
      expect(answer(await punch(wien, ben, 'day', '1357'))).toEqual({
        status: 401,
        body: PIN_REFUSED,
      });
    }
    expect((await punch(graz, ben, 'day', '2580')).status).toBe(200);
  });

  it('refuses malformed input with a German 400 at pin and an unknown action with 404', async () => {
    for (const body of [{}, { pin: 4826 }, { pin: '48260000' }, { pin: null }]) {
      const response = await t.request('POST', `${base(wien)}/${anna.id}/day`, { body });
      expect(response.status).toBe(400);
      expect(response.json<ErrorEnvelope>().errors[0]).toMatchObject({ field: 'pin' });
    }
    const unknown = await punch(wien, anna, 'tanzen', '4826');
    expect(unknown.status).toBe(404);
    const notJson = await t.request('POST', `${base(wien)}/${anna.id}/day`, {
      rawBody: 'pin=4826',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.status).toBe(415);
  });

  it('locks an employee after five wrong PINs for 15 minutes, with the minutes, not the shop', async () => {
    for (let i = 0; i < 5; i++) {
      expect(answer(await punch(wien, emil, 'start', '1357'))).toEqual({
        status: 401,
        body: PIN_REFUSED,
      });
    }
    const locked = await punch(wien, emil, 'start', '6402');
    expect(answer(locked)).toEqual({
      status: 429,
      body: {
        errors: [
          {
            code: 'KIOSK_PIN_LOCKED',
            message: 'Zu viele falsche PIN-Eingaben. Bitte versuchen Sie es in 15 Minuten erneut.',
          },
        ],
      },
    });
    expect(locked.headers['retry-after']).toBe('900');
    // The rest of the shop goes on on the same tablet.
    expect((await punch(wien, anna, 'day', '4826')).status).toBe(200);

    clock.advance(10 * MINUTE);
    expect(answer(await punch(wien, emil, 'day', '6402'))).toMatchObject({
      status: 429,
      body: {
        errors: [
          {
            message: 'Zu viele falsche PIN-Eingaben. Bitte versuchen Sie es in 5 Minuten erneut.',
          },
        ],
      },
    });
    clock.advance(15 * MINUTE);
    const started = await dayOf(await punch(wien, emil, 'start', '6402'));
    expect(started.employee).toMatchObject({ id: emil.id, state: 'working' });
  });
});
