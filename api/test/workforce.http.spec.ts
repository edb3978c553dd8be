import type {
  HolidayBalance,
  Project,
  Task,
  TimeTrackingMe,
  User,
  WorkingActivity,
  WorkingSchedule,
} from '@bestellwerk/domain';
import { UserEntity } from '../src/modules/auth/entities/user.entity.js';
import { sha256Hex } from '../src/modules/auth/secret-token.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { HolidayBalanceEntity } from '../src/modules/workforce/entities/holiday-balance.entity.js';
import { createBranch } from './support/order-fixtures.js';
import {
  createTestApp,
  type StaffSession,
  type TestApp,
  type TestUser,
  TEST_PASSWORD,
} from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';
import { LINK_REFUSED } from './support/time-tracking-fixtures.js';
const DAY = 24 * 60 * 60 * 1000;

describe('workforce', () => {
  let t: TestApp;
  let admin: StaffSession;
  let anna: TestUser;
  let ben: TestUser;
  let annaSession: StaffSession;
  let wien: BranchEntity;
  let graz: BranchEntity;
  /** Ben's running activity, created in the activity tests. */
  let benRunning: WorkingActivity;

  const post = async <T>(path: string, body: object): Promise<T> => {
    const response = await t.request('POST', `/api/${path}`, { session: admin, body });
    expect(response.status).toBe(201);
    return response.json<{ data: T }>().data;
  };
  const get = async <T>(path: string, session?: StaffSession) => {
    const response = await t.request('GET', `/api/${path}`, { session });
    return { status: response.status, body: response.json<T>() };
  };
  const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

  beforeAll(async () => {
    t = await createTestApp();
    wien = await createBranch(t.dataSource);
    graz = await createBranch(t.dataSource);
    await t.createUser('chefin', ['ROLE_ADMIN']);
    anna = await t.createUser('anna', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
    ben = await t.createUser('ben', ['ROLE_EMPLOYEE'], { branchIds: [graz.id] });
    admin = await t.login('chefin');
    annaSession = await t.login('anna');
  });
  afterAll(() => t.close());

  describe('projects and tasks', () => {
    let project: Project;

    it('creates projects and tasks and filters them', async () => {
      project = await post<Project>('projects', { name: 'Weihnachtsbäckerei' });
      expect(project).toEqual({
        id: expect.any(Number),
        name: 'Weihnachtsbäckerei',
        description: '',
        isEnabled: true,
      });
      await post('projects', { name: 'Umbau 2025', isEnabled: false });
      const task = await post<Task>('tasks', {
        name: 'Stollen backen',
        project: { id: project.id },
      });
      expect(task).toEqual({
        id: expect.any(Number),
        project: { id: project.id },
        name: 'Stollen backen',
        description: '',
        isDone: false,
      });
      await post('tasks', { name: 'Vitrine putzen', isDone: true });
      const names = async (path: string) =>
        (await get<{ data: { name: string }[] }>(path, annaSession)).body.data.map((x) => x.name);
      expect(await names('projects?isEnabled=true')).toEqual(['Weihnachtsbäckerei']);
      expect(await names(`tasks?project=${project.id}`)).toEqual(['Stollen backen']);
      expect(await names('tasks?isDone=true')).toEqual(['Vitrine putzen']);
      expect(await names('tasks')).toEqual(['Stollen backen', 'Vitrine putzen']);
    });

    it('lets employees read but not write; German 404s', async () => {
      const write = await t.request('POST', '/api/projects', {
        session: annaSession,
        body: { name: 'Privat' },
      });
      expect(write.status).toBe(403);
      expect((await t.request('GET', '/api/tasks')).status).toBe(401);
      expect((await get('projects/999', annaSession)).body).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Projekt wurde nicht gefunden.' }],
      });
      expect((await get('tasks/999', annaSession)).body).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Aufgabe wurde nicht gefunden.' }],
      });
    });

    it('keeps tasks when their project is deleted', async () => {
      await t.request('DELETE', `/api/projects/${project.id}`, { session: admin });
      const tasks = await get<{ data: Task[] }>('tasks', annaSession);
      expect(tasks.body.data.map((task) => task.project)).toEqual([null, null]);
    });
  });

  describe('working schedules', () => {
    let annaShift: WorkingSchedule;
    let benShift: WorkingSchedule;

    it('lets admins plan shifts; the end must be after the start', async () => {
      annaShift = await post<WorkingSchedule>('working-schedules', {
        user: { id: anna.id },
        branch: { id: wien.id },
        start: '2024-03-20T06:00:00.000Z',
        end: '2024-03-20T14:00:00.000Z',
        comment: 'Frühdienst',
      });
      expect(annaShift).toEqual({
        id: expect.any(Number),
        user: { id: anna.id },
        branch: { id: wien.id },
        department: null,
        start: '2024-03-20T06:00:00.000Z',
        end: '2024-03-20T14:00:00.000Z',
        comment: 'Frühdienst',
      });
      benShift = await post<WorkingSchedule>('working-schedules', {
        user: { id: ben.id },
        branch: { id: graz.id },
        start: '2024-03-22T06:00:00+01:00',
        end: '2024-03-22T12:00:00+01:00',
      });
      expect(benShift.start).toBe('2024-03-22T05:00:00.000Z');
      const backwards = await t.request('POST', '/api/working-schedules', {
        session: admin,
        body: {
          user: { id: anna.id },
          start: '2024-03-20T14:00:00.000Z',
          end: '2024-03-20T06:00:00.000Z',
        },
      });
      expect(backwards.status).toBe(400);
      expect(backwards.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Das Ende muss nach dem Beginn liegen.',
            field: 'end',
          },
        ],
      });
      // Also when only one side changes.
      const moved = await t.request('PUT', `/api/working-schedules/${annaShift.id}`, {
        session: admin,
        body: { start: '2024-03-20T15:00:00.000Z' },
      });
      expect(moved.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Das Ende muss nach dem Beginn liegen.',
            field: 'end',
          },
        ],
      });
    });

    it('refuses malformed times, missing users and employee writes in German', async () => {
      const response = await t.request('POST', '/api/working-schedules', {
        session: admin,
        body: { user: { id: 9999 }, start: '20.11.2026 06:00', end: '2024-03-20T14:00:00' },
      });
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          message: 'Das Feld „Beginn“ muss ein Zeitpunkt wie 2026-11-20T08:30:00Z sein.',
          field: 'start',
        },
        {
          code: 'VALIDATION_FAILED',
          message: 'Das Feld „Ende“ muss ein Zeitpunkt wie 2026-11-20T08:30:00Z sein.',
          field: 'end',
        },
      ]);
      const noUser = await t.request('POST', '/api/working-schedules', {
        session: admin,
        body: { user: { id: 9999 }, start: iso(0), end: iso(3_600_000) },
      });
      expect(noUser.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Benutzer mit der ID 9999 existiert nicht.',
            field: 'user',
          },
        ],
      });
      const byEmployee = await t.request('POST', '/api/working-schedules', {
        session: annaSession,
        body: { user: { id: anna.id }, start: iso(0), end: iso(3_600_000) },
      });
      expect(byEmployee.status).toBe(403);
    });

    it('shows an employee only their own shifts, admins all, with filters', async () => {
      const ids = async (query: string, session: StaffSession) =>
        (
          await get<{ data: WorkingSchedule[] }>(`working-schedules${query}`, session)
        ).body.data.map((shift) => shift.id);
      expect(await ids('', annaSession)).toEqual([annaShift.id]);
      expect(await ids(`?user=${ben.id}`, annaSession)).toEqual([annaShift.id]);
      expect(await ids('', admin)).toEqual([annaShift.id, benShift.id]);
      expect(await ids(`?user=${ben.id}`, admin)).toEqual([benShift.id]);
      expect(await ids(`?branch=${wien.id}`, admin)).toEqual([annaShift.id]);
      expect(await ids('?from=2024-03-21', admin)).toEqual([benShift.id]);
      expect(await ids('?to=2024-03-20', admin)).toEqual([annaShift.id]);
      expect(await ids('?from=2024-03-20&to=2024-03-20', admin)).toEqual([annaShift.id]);
      const bad = await t.request('GET', '/api/working-schedules?from=gestern', { session: admin });
      expect(bad.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Das Feld „Von“ muss ein Datum im Format JJJJ-MM-TT sein.',
            field: 'from',
          },
        ],
      });
    });

    it("answers another user's shift like a missing one", async () => {
      const foreign = await get(`working-schedules/${benShift.id}`, annaSession);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Planung wurde nicht gefunden.' }],
      });
      expect((await get(`working-schedules/${annaShift.id}`, annaSession)).status).toBe(200);
      expect((await get(`working-schedules/${benShift.id}`, admin)).status).toBe(200);
    });
  });

  describe('working activities', () => {
    let annaDone: WorkingActivity;

    it('records activities with pauses; the state follows the end unless given', async () => {
      annaDone = await post<WorkingActivity>('working-activities', {
        user: { id: anna.id },
        branch: { id: wien.id },
        start: '2024-03-20T06:00:00.000Z',
        end: '2024-03-20T14:00:00.000Z',
        pauses: [{ start: '2024-03-20T10:00:00.000Z', end: '2024-03-20T10:30:00.000Z' }],
        reason: 'Papierzettel übertragen',
      });
      expect(annaDone).toEqual({
        id: expect.any(Number),
        user: { id: anna.id },
        branch: { id: wien.id },
        department: null,
        project: null,
        task: null,
        state: 'ended',
        start: '2024-03-20T06:00:00.000Z',
        end: '2024-03-20T14:00:00.000Z',
        pauses: [{ start: '2024-03-20T10:00:00.000Z', end: '2024-03-20T10:30:00.000Z' }],
        comment: '',
        autoEnded: false,
      });
      benRunning = await post<WorkingActivity>('working-activities', {
        user: { id: ben.id },
        start: iso(-3_600_000),
        reason: 'Stempelung vergessen',
      });
      expect(benRunning).toMatchObject({ state: 'running', end: null, pauses: [] });
      const backwards = await t.request('POST', '/api/working-activities', {
        session: admin,
        body: {
          user: { id: anna.id },
          start: '2024-03-20T06:00:00.000Z',
          pauses: [{ start: '2024-03-20T10:00:00.000Z', end: '2024-03-20T09:00:00.000Z' }],
          reason: 'Test',
        },
      });
      expect(backwards.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Das Ende muss nach dem Beginn liegen.',
            field: 'pauses.0.end',
          },
        ],
      });
    });

    it('shows an employee only their own activities; filters by state', async () => {
      const ids = async (query: string, session: StaffSession) =>
        (
          await get<{ data: WorkingActivity[] }>(`working-activities${query}`, session)
        ).body.data.map((activity) => activity.id);
      expect(await ids('', annaSession)).toEqual([annaDone.id]);
      expect(await ids(`?user=${ben.id}`, annaSession)).toEqual([annaDone.id]);
      expect(await ids('', admin)).toEqual([benRunning.id, annaDone.id]);
      expect(await ids('?state=running', admin)).toEqual([benRunning.id]);
      expect(await ids('?state=running', annaSession)).toEqual([]);
      const foreign = await get(`working-activities/${benRunning.id}`, annaSession);
      expect(foreign.body).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Aktivität wurde nicht gefunden.' }],
      });
      const bad = await get('working-activities?state=schlafend', admin);
      expect(bad.status).toBe(400);
    });
  });

  describe('time tracking link /time-tracking/{username}/{token}', () => {
    const link = (user: TestUser, token = user.timeTrackingToken) =>
      `time-tracking/${encodeURIComponent(user.username)}/${encodeURIComponent(token)}`;

    beforeAll(async () => {
      // Anna: one shift tomorrow, one last week; activities 3 and 40 days ago and a paused one.
      await post('working-schedules', {
        user: { id: anna.id },
        start: iso(DAY),
        end: iso(DAY + 8 * 3_600_000),
        comment: 'morgen',
      });
      await post('working-schedules', {
        user: { id: anna.id },
        start: iso(-7 * DAY),
        end: iso(-7 * DAY + 3_600_000),
        comment: 'letzte Woche',
      });
      await post('working-activities', {
        user: { id: anna.id },
        start: iso(-3 * DAY),
        end: iso(-3 * DAY + 3_600_000),
        comment: 'vor drei Tagen',
        reason: 'nachgetragen',
      });
      await post('working-activities', {
        user: { id: anna.id },
        start: iso(-40 * DAY),
        end: iso(-40 * DAY + 3_600_000),
        comment: 'vor 40 Tagen',
        reason: 'nachgetragen',
      });
      await post('working-activities', {
        user: { id: anna.id },
        start: iso(-2 * 3_600_000),
        state: 'paused',
        pauses: [{ start: iso(-600_000), end: null }],
        comment: 'heute',
        reason: 'nachgetragen',
      });
    });

    it('offers the enabled projects with their open tasks to book work on', async () => {
      const inventur = await post<Project>('projects', { name: 'Inventur' });
      const count = await post<Task>('tasks', {
        name: 'Mehl zählen',
        project: { id: inventur.id },
      });
      await post('tasks', { name: 'Kühlraum', project: { id: inventur.id }, isDone: true });
      const { body } = await get<{ data: TimeTrackingMe }>(`${link(anna)}/me`);
      // "Umbau 2025" is disabled; tasks without a project are nobody's booking target.
      expect(body.data.projects).toEqual([
        { id: inventur.id, name: 'Inventur', tasks: [{ id: count.id, name: 'Mehl zählen' }] },
      ]);
    });

    it('answers me with the user and their open activity, without a session', async () => {
      const { status, body } = await get<{ data: TimeTrackingMe }>(`${link(anna)}/me`);
      expect(status).toBe(200);
      expect(body.data.user).toEqual({
        id: anna.id,
        username: 'anna',
        firstName: 'anna',
        lastName: 'Test',
      });
      expect(body.data.workingActivity).toMatchObject({
        state: 'paused',
        comment: 'heute',
        user: { id: anna.id },
      });
      expect(JSON.stringify(body)).not.toContain(anna.timeTrackingToken);
      const running = await get<{ data: TimeTrackingMe }>(`${link(ben)}/me`);
      expect(running.body.data.workingActivity).toMatchObject({
        id: benRunning.id,
        state: 'running',
      });
    });

    it("lists the user's shifts from today on and activities of the last 30 days", async () => {
      const shifts = await get<{ data: WorkingSchedule[] }>(`${link(anna)}/working-schedules`);
      expect(shifts.status).toBe(200);
      expect(shifts.body.data.map((shift) => shift.comment)).toEqual(['morgen']);
      const activities = await get<{ data: WorkingActivity[] }>(`${link(anna)}/working-activities`);
      expect(activities.body.data.map((activity) => activity.comment)).toEqual([
        'heute',
        'vor drei Tagen',
      ]);
      expect(activities.body.data.every((activity) => activity.user.id === anna.id)).toBe(true);
    });

    it('refuses a wrong token, an unknown user and a disabled account with the same 401', async () => {
      const token = anna.timeTrackingToken;
      const wrongToken = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
      const responses = [
        await get(`${link(anna, wrongToken)}/me`),
        await get(`${link(anna, ben.timeTrackingToken)}/working-schedules`),
        await get(`time-tracking/niemand/${anna.timeTrackingToken}/working-activities`),
        await get(`time-tracking/ANNA/${anna.timeTrackingToken}/me`),
        await get(`${link(anna, '')}x/me`),
      ];
      await t.dataSource.getRepository(UserEntity).update(ben.id, { isEnabled: false });
      responses.push(await get(`${link(ben)}/me`));
      await t.dataSource.getRepository(UserEntity).update(ben.id, { isEnabled: true });
      for (const response of responses) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual(LINK_REFUSED);
      }
    });

    it("stores only the token's SHA-256; an account without a link opens nothing", async () => {
      const stored = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: anna.id });
      expect(stored.timeTrackingTokenHash).toBe(sha256Hex(anna.timeTrackingToken));
      expect(JSON.stringify(stored)).not.toContain(anna.timeTrackingToken);
      const created = await t.create<User>(
        '/api/users',
        { username: 'ohne-link', password: TEST_PASSWORD, roles: ['ROLE_EMPLOYEE'] },
        admin,
      );
      const row = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: created.id });
      expect(row).toMatchObject({ timeTrackingTokenHash: '', timeTrackingLinkCreatedAt: null });
      // Neither an empty hash nor the hash of nothing lets a link in.
      for (const token of ['x', sha256Hex(''), anna.timeTrackingToken]) {
        const response = await get(`time-tracking/ohne-link/${token}/me`);
        expect({ status: response.status, body: response.body }).toEqual({
          status: 401,
          body: LINK_REFUSED,
        });
      }
    });
  });

  describe('GET /api/time-sheets/holiday-balances', () => {
    // No absences here: nothing taken or planned (counting: holiday-balances.http.spec.ts).
    const account = (user: UserEntity, year: number) => ({
      id: expect.any(Number),
      user: { id: user.id },
      year,
      taken: 0,
      planned: 0,
    });
    beforeAll(async () => {
      const balances = t.dataSource.getRepository(HolidayBalanceEntity);
      await balances.save([
        { user: { id: anna.id }, year: 2025, entitlement: 25, carryOver: 0 },
        { user: { id: anna.id }, year: 2026, entitlement: 25, carryOver: 4.5 },
        { user: { id: ben.id }, year: 2026, entitlement: 30, carryOver: 0 },
      ]);
    });

    it("gives staff their own balances, admins everyone's, optionally for one year", async () => {
      const own = await get<{ data: HolidayBalance[] }>(
        'time-sheets/holiday-balances',
        annaSession,
      );
      expect(own.body.data).toEqual([
        { ...account(anna, 2026), entitlement: 25, carryOver: 4.5, left: 29.5 },
        { ...account(anna, 2025), entitlement: 25, carryOver: 0, left: 25 },
      ]);
      const all = await get<{ data: HolidayBalance[] }>(
        'time-sheets/holiday-balances?year=2026',
        admin,
      );
      expect(all.body.data.map((balance) => balance.user.id)).toEqual([anna.id, ben.id]);
      const bad = await get('time-sheets/holiday-balances?year=zwanzig', admin);
      expect(bad.body).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Das Feld „Jahr“ hat ein ungültiges Format.',
            field: 'year',
          },
        ],
      });
      expect((await get('time-sheets/holiday-balances')).status).toBe(401);
    });

    it('enforces one balance per user and year', async () => {
      await expect(
        t.dataSource
          .getRepository(HolidayBalanceEntity)
          .insert({ user: { id: ben.id }, year: 2026, entitlement: 1, carryOver: 0 }),
      ).rejects.toThrow();
    });
  });
});
