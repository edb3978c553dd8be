import type { TimeTrackingMe, WorkingActivity } from '@bestellwerk/domain';
import type { HolidayBalance } from '@bestellwerk/domain';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { AutoClockOutService } from '../src/modules/workforce/auto-clock-out.service.js';
import { AbsenceEntity } from '../src/modules/workforce/entities/absence.entity.js';
import { HolidayBalanceEntity } from '../src/modules/workforce/entities/holiday-balance.entity.js';
import { createBranch } from './support/order-fixtures.js';
import {
  createTestApp,
  type StaffSession,
  type TestApp,
  type TestUser,
} from './support/test-app.js';
import { fixClock, MINUTE, type TestClock } from './support/test-clock.js';
import { LINK_REFUSED } from './support/time-tracking-fixtures.js';

describe('time clock /time-tracking/{username}/{token}/working-activities/{action}', () => {
  let t: TestApp;
  let clock: TestClock;
  let admin: StaffSession;
  let anna: TestUser;
  let ben: TestUser;
  let wienId: number;

  const link = (user: TestUser, token = user.timeTrackingToken) =>
    `/api/time-tracking/${encodeURIComponent(user.username)}/${encodeURIComponent(token)}`;
  // Start takes a JSON object (project, task, comment); the other actions take no body.
  const punch = (user: TestUser, action: string, body = action === 'start' ? {} : undefined) =>
    t.request('POST', `${link(user)}/working-activities/${action}`, body ? { body } : {});
  const activityOf = async (user: TestUser, action: string, body?: object) => {
    const response = await punch(user, action, body);
    expect(response.status).toBe(action === 'start' ? 201 : 200);
    return response.json<{ data: WorkingActivity }>().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    clock = fixClock(t, new Date('2026-11-26T06:00:00.000Z'));
    const wien = await createBranch(t.dataSource);
    const graz = await createBranch(t.dataSource);
    wienId = wien.id;
    await t.createUser('chefin', ['ROLE_ADMIN']);
    anna = await t.createUser('anna', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
    ben = await t.createUser('ben', ['ROLE_EMPLOYEE'], { branchIds: [wien.id, graz.id] });
  });
  afterAll(() => t.close());

  it('starts, pauses, resumes and ends at the server clock', async () => {
    const backdated = await punch(anna, 'start', { start: '2020-01-01T00:00:00.000Z' });
    expect(backdated.status).toBe(400);
    expect(backdated.json()).toEqual({
      errors: [{ code: 'VALIDATION_FAILED', message: 'Unbekanntes Feld „start“.', field: 'start' }],
    });
    const started = await activityOf(anna, 'start');
    expect(started).toEqual({
      id: expect.any(Number),
      user: { id: anna.id },
      branch: { id: wienId },
      department: null,
      project: null,
      task: null,
      state: 'running',
      start: '2026-11-26T06:00:00.000Z',
      end: null,
      pauses: [],
      comment: '',
      autoEnded: false,
    });
    clock.advance(180 * MINUTE);
    const paused = await activityOf(anna, 'pause');
    expect(paused).toMatchObject({
      id: started.id,
      state: 'paused',
      pauses: [{ start: '2026-11-26T09:00:00.000Z', end: null }],
    });
    const me = await t.request('GET', `${link(anna)}/me`);
    expect(me.json<{ data: TimeTrackingMe }>().data.workingActivity).toEqual(paused);
    clock.advance(30 * MINUTE);
    const resumed = await activityOf(anna, 'resume');
    expect(resumed).toMatchObject({
      state: 'running',
      pauses: [{ start: '2026-11-26T09:00:00.000Z', end: '2026-11-26T09:30:00.000Z' }],
    });
    clock.advance(270 * MINUTE);
    const ended = await activityOf(anna, 'end');
    expect(ended).toMatchObject({
      id: started.id,
      state: 'ended',
      start: '2026-11-26T06:00:00.000Z',
      end: '2026-11-26T14:00:00.000Z',
    });
    const after = await t.request('GET', `${link(anna)}/me`);
    expect(after.json<{ data: TimeTrackingMe }>().data.workingActivity).toBeNull();
  });

  it.each([
    ['pause', 'NO_WORK_TO_PAUSE', 'Es läuft keine Arbeit, die pausiert werden kann.'],
    ['resume', 'NO_PAUSE_TO_RESUME', 'Es gibt keine Pause, die fortgesetzt werden kann.'],
    ['end', 'NO_WORK_TO_END', 'Es läuft keine Arbeit, die beendet werden kann.'],
  ])('answers %s without open work with a German 409', async (action, code, message) => {
    const response = await punch(anna, action);
    expect(response.status).toBe(409);
    expect(response.json()).toEqual({ errors: [{ code, message }] });
  });

  it('refuses a second start and a resume while running, changing nothing', async () => {
    const started = await activityOf(anna, 'start');
    const again = await punch(anna, 'start');
    expect(again.status).toBe(409);
    expect(again.json()).toEqual({
      errors: [{ code: 'WORK_ALREADY_RUNNING', message: 'Die Arbeit läuft bereits.' }],
    });
    expect((await punch(anna, 'resume')).status).toBe(409);
    const list = await t.request('GET', `${link(anna)}/working-activities`);
    const activities = list.json<{ data: WorkingActivity[] }>().data;
    expect(activities.filter((activity) => activity.state !== 'ended')).toEqual([started]);
    clock.advance(60 * MINUTE);
    await activityOf(anna, 'end');
  });

  it('makes one activity from a double tap and one pause from two tabs', async () => {
    const starts = await Promise.all([
      punch(ben, 'start'),
      punch(ben, 'start'),
      punch(ben, 'start'),
    ]);
    expect(starts.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    clock.advance(10 * MINUTE);
    const pauses = await Promise.all([punch(ben, 'pause'), punch(ben, 'pause')]);
    expect(pauses.map((response) => response.status).sort()).toEqual([200, 409]);
    const me = (await t.request('GET', `${link(ben)}/me`)).json<{ data: TimeTrackingMe }>().data;
    expect(me.workingActivity?.pauses).toHaveLength(1);
    const list = await t.request('GET', `${link(ben)}/working-activities`);
    const activities = list.json<{ data: WorkingActivity[] }>().data;
    expect(activities.map((activity) => activity.state)).toEqual(['paused']);
    await activityOf(ben, 'end');
  });

  it('leaves the branch open for an employee of several branches', async () => {
    const started = await activityOf(ben, 'start');
    expect(started.branch).toBeNull();
    await activityOf(ben, 'end');
  });

  it('takes a project and a task, and refuses unknown ones with a German 400', async () => {
    admin = await t.login('chefin');
    const project = (
      await t.request('POST', '/api/projects', { session: admin, body: { name: 'Stollen' } })
    ).json<{ data: { id: number } }>().data;
    const task = (
      await t.request('POST', '/api/tasks', {
        session: admin,
        body: { name: 'Teig kneten', project: { id: project.id } },
      })
    ).json<{ data: { id: number } }>().data;
    const unknown = await punch(anna, 'start', { task: { id: 99_999 } });
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toEqual({
      errors: [
        { code: 'TASK_UNKNOWN', message: 'Diese Aufgabe gibt es nicht (mehr).', field: 'task' },
      ],
    });
    const tooLong = await punch(anna, 'start', { comment: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    const started = await activityOf(anna, 'start', { task: { id: task.id }, comment: ' Ofen 2 ' });
    expect(started).toMatchObject({
      project: { id: project.id },
      task: { id: task.id },
      comment: 'Ofen 2',
    });
    await activityOf(anna, 'end');
  });

  it('refuses a wrong token with the same 401 and writes nothing', async () => {
    const token = anna.timeTrackingToken;
    const wrong = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    const response = await t.request('POST', `${link(anna, wrong)}/working-activities/start`, {
      body: {},
    });
    expect(response.status).toBe(401);
    expect(response.json()).toEqual(LINK_REFUSED);
    const me = (await t.request('GET', `${link(anna)}/me`)).json<{ data: TimeTrackingMe }>().data;
    expect(me.workingActivity).toBeNull();
  });

  it('keeps one open activity per user when staff add one by hand', async () => {
    admin = await t.login('chefin');
    await activityOf(anna, 'start');
    const manual = await t.request('POST', '/api/working-activities', {
      session: admin,
      body: { user: { id: anna.id }, start: '2026-11-26T05:00:00.000Z', reason: 'vergessen' },
    });
    expect(manual.status).toBe(409);
    const done = await t.request('POST', '/api/working-activities', {
      session: admin,
      body: {
        user: { id: anna.id },
        start: '2026-11-25T05:00:00.000Z',
        end: '2026-11-25T13:00:00.000Z',
        reason: 'vergessen',
      },
    });
    expect(done.status).toBe(201);
    await activityOf(anna, 'end');
  });

  it("answers the link user's holiday balances of this and last year only", async () => {
    await t.dataSource.getRepository(HolidayBalanceEntity).save([
      { user: { id: anna.id }, year: 2024, entitlement: 25 },
      { user: { id: anna.id }, year: 2025, entitlement: 25, carryOver: 1 },
      { user: { id: anna.id }, year: 2026, entitlement: 26, carryOver: 2 },
      { user: { id: ben.id }, year: 2026, entitlement: 30 },
    ]);
    // Friday 2026-11-27 is after today (the clock stands at 2026-11-26): planned, not taken.
    await t.dataSource.getRepository(AbsenceEntity).save([
      { user: { id: anna.id }, kind: 'holiday', from: '2026-11-20', to: '2026-11-27' },
      { user: { id: ben.id }, kind: 'holiday', from: '2026-11-02', to: '2026-11-06' },
    ]);
    const response = await t.request('GET', `${link(anna)}/holiday-balances`);
    expect(response.status).toBe(200);
    expect(response.json<{ data: HolidayBalance[] }>().data).toEqual([
      {
        id: expect.any(Number),
        user: { id: anna.id },
        year: 2026,
        ...{ entitlement: 26, carryOver: 2, taken: 5, planned: 1, left: 22 },
      },
      {
        id: expect.any(Number),
        user: { id: anna.id },
        year: 2025,
        ...{ entitlement: 25, carryOver: 1, taken: 0, planned: 0, left: 26 },
      },
    ]);
    const wrong = await t.request('GET', `${link(anna, ben.timeTrackingToken)}/holiday-balances`);
    expect(wrong.status).toBe(401);
    expect(wrong.json()).toEqual(LINK_REFUSED);
  });

  describe('forgotten clock-outs', () => {
    const at = (time: string) => new Date(`2026-11-27T${time}:00.000Z`);

    it('closes an activity an hour past the planned shift end there, marked for review', async () => {
      admin = await t.login('chefin');
      await t.request('POST', '/api/working-schedules', {
        session: admin,
        body: { user: { id: anna.id }, start: at('05:00'), end: at('13:00') },
      });
      clock.set(at('05:02'));
      const started = await activityOf(anna, 'start');
      clock.set(at('11:00'));
      await activityOf(anna, 'pause'); // … and forgot everything after that
      const service = t.app.get(AutoClockOutService);
      expect(await service.closeForgotten(at('13:59'))).toEqual([]);
      expect(await service.closeForgotten(at('14:00'))).toEqual([started.id]);
      const list = await t.request('GET', `${link(anna)}/working-activities`);
      const closed = list.json<{ data: WorkingActivity[] }>().data.find((a) => a.id === started.id);
      expect(closed).toMatchObject({
        state: 'ended',
        end: '2026-11-27T13:00:00.000Z',
        pauses: [{ start: '2026-11-27T11:00:00.000Z', end: '2026-11-27T13:00:00.000Z' }],
        autoEnded: true,
      });
      expect(await service.closeForgotten(at('20:00'))).toEqual([]);
      clock.set(at('20:00'));
      expect((await activityOf(anna, 'start')).autoEnded).toBe(false);
      await activityOf(anna, 'end');
    });

    it('without a shift or a branch, closes ten hours after the start', async () => {
      // Ben works in two branches, so his activity has no branch and no shift: ten hours.
      clock.set(at('06:00'));
      const started = await activityOf(ben, 'start');
      const service = t.app.get(AutoClockOutService);
      expect(await service.closeForgotten(at('16:59'))).toEqual([]);
      expect(await service.closeForgotten(at('17:00'))).toEqual([started.id]);
    });

    it("without a shift, closes an hour past the branch's closing time that day", async () => {
      // Open 06:00–18:00 in Vienna: on Friday 27.11.2026 (UTC+1) it closes at 17:00 UTC.
      const linz = await createBranch(t.dataSource, {
        openingHours: [
          { type: 'daily', date: null, isClosed: false, from: '06:00', to: '18:00' },
        ] as BranchEntity['openingHours'],
      });
      const clara = await t.createUser('clara', ['ROLE_EMPLOYEE'], { branchIds: [linz.id] });
      // Started at 06:00 UTC: ten hours would end it at 16:00, the closing time at 17:00.
      clock.set(at('06:00'));
      const started = await activityOf(clara, 'start');
      expect(started.branch).toEqual({ id: linz.id });
      const service = t.app.get(AutoClockOutService);
      expect(await service.closeForgotten(at('17:59'))).toEqual([]);
      expect(await service.closeForgotten(at('18:00'))).toEqual([started.id]);
      const list = await t.request('GET', `${link(clara)}/working-activities`);
      expect(list.json<{ data: WorkingActivity[] }>().data).toEqual([
        expect.objectContaining({
          id: started.id,
          state: 'ended',
          end: '2026-11-27T17:00:00.000Z',
          autoEnded: true,
        }),
      ]);
    });
  });
});
