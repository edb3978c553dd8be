import type {
  ErrorEnvelope as Errors,
  WorkingSchedule,
  WorkingScheduleWeekCopy,
} from '@bestellwerk/domain';
import type { UserEntity } from '../src/modules/auth/entities/user.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { DepartmentEntity } from '../src/modules/organisation/entities/department.entity.js';
import { createBranch } from './support/order-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

describe('POST /api/working-schedules/copy-week', () => {
  let t: TestApp;
  let admin: StaffSession;
  let annaSession: StaffSession;
  let anna: UserEntity;
  let ben: UserEntity;
  let wien: BranchEntity;
  let graz: BranchEntity;
  let kitchen: DepartmentEntity;

  const shift = (user: UserEntity, branch: BranchEntity, start: string, end: string, more = {}) =>
    t.create<WorkingSchedule>(
      '/api/working-schedules',
      { user: { id: user.id }, branch: { id: branch.id }, start, end, ...more },
      admin,
    );
  const copy = (body: object, session = admin) =>
    t.request('POST', '/api/working-schedules/copy-week', { session, body });
  const week = async (from: string, to: string) =>
    (
      await t.request('GET', `/api/working-schedules?from=${from}&to=${to}`, { session: admin })
    ).json<{ data: WorkingSchedule[] }>().data;

  beforeAll(async () => {
    t = await createTestApp();
    wien = await createBranch(t.dataSource);
    graz = await createBranch(t.dataSource);
    kitchen = await t.dataSource
      .getRepository(DepartmentEntity)
      .save({ name: 'Backstube', branch: { id: wien.id } });
    await t.createUser('chefin', ['ROLE_ADMIN']);
    anna = await t.createUser('anna', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
    ben = await t.createUser('ben', ['ROLE_EMPLOYEE'], { branchIds: [wien.id, graz.id] });
    admin = await t.login('chefin');
    annaSession = await t.login('anna');
  });
  afterAll(() => t.close());

  it('copies a week over the change to summer time keeping 07:00–15:00', async () => {
    // Week of Monday 23 March 2026 (CET) onto the week of 30 March (CEST).
    const monday = await shift(anna, wien, '2026-03-23T06:00:00.000Z', '2026-03-23T14:00:00.000Z', {
      department: { id: kitchen.id },
      comment: 'Frühdienst',
    });
    // Saturday 22:00 CET to Sunday 07:00 CEST: the night the clocks change.
    await shift(ben, wien, '2026-03-28T21:00:00.000Z', '2026-03-29T05:00:00.000Z');
    const response = await copy({ from: '2026-03-23', to: '2026-03-30' });
    expect(response.status).toBe(201);
    const answer = response.json<{ data: WorkingScheduleWeekCopy }>().data;
    expect(answer.skipped).toEqual([]);
    expect(answer.created).toEqual([
      {
        id: expect.any(Number),
        user: { id: anna.id },
        branch: { id: wien.id },
        department: { id: kitchen.id },
        start: '2026-03-30T05:00:00.000Z',
        end: '2026-03-30T13:00:00.000Z',
        comment: 'Frühdienst',
      },
      expect.objectContaining({
        user: { id: ben.id },
        start: '2026-04-04T20:00:00.000Z',
        end: '2026-04-05T05:00:00.000Z',
      }),
    ]);
    expect((await week('2026-03-30', '2026-04-05')).map((s) => s.start)).toEqual([
      '2026-03-30T05:00:00.000Z',
      '2026-04-04T20:00:00.000Z',
    ]);
    // The source week is untouched.
    expect((await week('2026-03-23', '2026-03-29')).map((s) => s.id)).toContain(monday.id);
  });

  it("skips shifts that would overlap the employee's existing shift and says why", async () => {
    await shift(anna, wien, '2026-11-16T06:00:00.000Z', '2026-11-16T14:00:00.000Z');
    await shift(ben, wien, '2026-11-17T06:00:00.000Z', '2026-11-17T14:00:00.000Z');
    await shift(anna, wien, '2026-11-23T12:00:00.000Z', '2026-11-23T18:00:00.000Z');
    const answer = (await copy({ from: '2026-11-16', to: '2026-11-23' })).json<{
      data: WorkingScheduleWeekCopy;
    }>().data;
    expect(answer.created.map((s) => [s.user.id, s.start])).toEqual([
      [ben.id, '2026-11-24T06:00:00.000Z'],
    ]);
    expect(answer.skipped).toEqual([
      {
        shift: expect.objectContaining({
          user: { id: anna.id },
          start: '2026-11-16T06:00:00.000Z',
        }),
        reason: 'Überschneidung mit der Schicht am 23.11.2026, 13:00–19:00.',
      },
    ]);
    // Copying again skips everything: nothing is doubled.
    const again = (await copy({ from: '2026-11-16', to: '2026-11-23' })).json<{
      data: WorkingScheduleWeekCopy;
    }>().data;
    expect(again.created).toEqual([]);
    expect(again.skipped).toHaveLength(2);
    expect(await week('2026-11-23', '2026-11-29')).toHaveLength(2);
  });

  it('copies only the shifts of one branch when asked', async () => {
    await shift(ben, graz, '2026-12-01T06:00:00.000Z', '2026-12-01T10:00:00.000Z');
    await shift(anna, wien, '2026-12-02T06:00:00.000Z', '2026-12-02T10:00:00.000Z');
    const answer = (
      await copy({ from: '2026-11-30', to: '2026-12-07', branch: { id: graz.id } })
    ).json<{
      data: WorkingScheduleWeekCopy;
    }>().data;
    expect(answer.created.map((s) => [s.user.id, s.branch, s.start])).toEqual([
      [ben.id, { id: graz.id }, '2026-12-08T06:00:00.000Z'],
    ]);
  });

  it('refuses days that are not Mondays and the same week, in German; only admins copy', async () => {
    const notMonday = await copy({ from: '2026-11-17', to: '2026-11-29' });
    expect(notMonday.status).toBe(400);
    expect(notMonday.json<Errors>().errors).toEqual([
      { code: 'VALIDATION_FAILED', field: 'from', message: 'Der Tag muss ein Montag sein.' },
      { code: 'VALIDATION_FAILED', field: 'to', message: 'Der Tag muss ein Montag sein.' },
    ]);
    const same = await copy({ from: '2026-11-16', to: '2026-11-16' });
    expect(same.json<Errors>().errors).toEqual([
      expect.objectContaining({
        field: 'to',
        message: 'Die Zielwoche muss eine andere Woche sein.',
      }),
    ]);
    const malformed = await copy({ from: '16.11.2026', to: '2026-11-23' });
    expect(malformed.status).toBe(400);
    expect(malformed.json<Errors>().errors[0].field).toBe('from');
    const employee = await copy({ from: '2026-11-16', to: '2026-12-14' }, annaSession);
    expect(employee.status).toBe(403);
    expect(await week('2026-12-14', '2026-12-20')).toEqual([]);
  });

  it("leaves out the days of an employee's absence and says so", async () => {
    // Week of 1 June 2026 onto 8 June; Anna is on holiday from Tuesday to Wednesday.
    await shift(anna, wien, '2026-06-01T05:00:00.000Z', '2026-06-01T13:00:00.000Z');
    await shift(anna, wien, '2026-06-02T05:00:00.000Z', '2026-06-02T13:00:00.000Z');
    await shift(ben, wien, '2026-06-02T05:00:00.000Z', '2026-06-02T13:00:00.000Z');
    await t.create(
      '/api/absences',
      { user: { id: anna.id }, kind: 'holiday', from: '2026-06-09', to: '2026-06-10' },
      admin,
    );
    const answer = (await copy({ from: '2026-06-01', to: '2026-06-08' })).json<{
      data: WorkingScheduleWeekCopy;
    }>().data;
    expect(answer.created.map((s) => [s.user.id, s.start])).toEqual([
      [anna.id, '2026-06-08T05:00:00.000Z'],
      [ben.id, '2026-06-09T05:00:00.000Z'],
    ]);
    expect(answer.skipped).toEqual([
      {
        shift: expect.objectContaining({
          user: { id: anna.id },
          start: '2026-06-02T05:00:00.000Z',
        }),
        reason: 'Abwesenheit (Urlaub) am 09.06.2026.',
      },
    ]);
  });
});
