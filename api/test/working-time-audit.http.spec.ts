import type {
  AbsenceEntry,
  HolidayBalance,
  TimeTrackingLink,
  WorkingSchedule,
  WorkingTimeChange,
} from '@bestellwerk/domain';
import { MoreThan } from 'typeorm';
import { UserEntity } from '../src/modules/auth/entities/user.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { WorkingTimeChangeEntity } from '../src/modules/workforce/entities/working-time-change.entity.js';
import { createBranch } from './support/order-fixtures.js';
import { servedRoutes } from './support/route-catalog.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import { fixClock } from './support/test-clock.js';
import { storeShift } from './support/working-time-fixtures.js';

/**
 * Every write of shifts, absences, holiday balances and an employee's time-tracking access
 * leaves one entry in the append-only audit trail, in the write's transaction.
 */
describe('audit trail of shifts, absences, holiday balances and access', () => {
  let t: TestApp;
  let admin: StaffSession;
  let annaSession: StaffSession;
  let adminId: number;
  let anna: UserEntity;
  let wien: BranchEntity;
  /** Id of the newest entry before the write under test. */
  let mark: number;

  const send = (method: string, url: string, body?: object, session = admin) =>
    t.request(method, `/api/${url}`, { session, ...(body ? { body } : {}) });
  const entriesSinceMark = () =>
    t.dataSource.getRepository(WorkingTimeChangeEntity).find({
      where: { id: MoreThan(mark) },
      order: { id: 'ASC' },
    });
  const setMark = async () => {
    const [last] = await t.dataSource
      .getRepository(WorkingTimeChangeEntity)
      .find({ order: { id: 'DESC' }, take: 1 });
    mark = last?.id ?? 0;
  };
  const changes = async (month: string) =>
    (await t.request('GET', `/api/time-sheets/changes?month=${month}`, { session: admin })).json<{
      data: WorkingTimeChange[];
    }>().data;
  /** The one entry the last write left, as the API answers it. */
  const onlyEntry = async () => {
    const rows = await entriesSinceMark();
    expect(rows).toHaveLength(1);
    const listed = await changes(rows[0].month);
    return listed.find((change) => change.id === rows[0].id)!;
  };
  const by = () => ({ id: adminId, name: 'Clara Chefin' });
  const annaPerson = () => ({ id: anna.id, name: 'Sophie Wagner' });

  beforeAll(async () => {
    t = await createTestApp();
    // Thursday, 26 November 2026, 11:00 in Vienna.
    fixClock(t, new Date('2026-11-26T10:00:00.000Z'));
    wien = await createBranch(t.dataSource);
    adminId = (await t.createUser('chefin', ['ROLE_ADMIN'])).id;
    anna = await t.createUser('anna', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
    const users = t.dataSource.getRepository(UserEntity);
    await users.update({ id: adminId }, { firstName: 'Clara', lastName: 'Chefin' });
    await users.update({ id: anna.id }, { firstName: 'Sophie', lastName: 'Wagner' });
    admin = await t.login('chefin');
    annaSession = await t.login('anna');
    expect((await send('POST', 'time-sheets/months/2026-10/close')).status).toBe(200);
  });
  beforeEach(setMark);
  afterAll(() => t.close());

  describe('shifts', () => {
    let shift: WorkingSchedule;

    it('creating one records the shift after, in the month of its start, with no reason', async () => {
      const response = await send('POST', 'working-schedules', {
        user: { id: anna.id },
        branch: { id: wien.id },
        start: '2026-11-23T06:00:00.000Z',
        end: '2026-11-23T14:00:00.000Z',
        comment: 'Frühdienst',
      });
      expect(response.status).toBe(201);
      shift = response.json<{ data: WorkingSchedule }>().data;
      expect(await onlyEntry()).toEqual({
        id: expect.any(Number),
        at: expect.any(String),
        by: by(),
        subject: 'schedule',
        action: 'created',
        month: '2026-11',
        record: { id: shift.id },
        activity: null,
        employee: annaPerson(),
        before: null,
        after: {
          start: '2026-11-23T06:00:00.000Z',
          end: '2026-11-23T14:00:00.000Z',
          branch: { id: wien.id },
          department: null,
          comment: 'Frühdienst',
        },
        reason: '',
      });
    });

    it('changing one records before and after', async () => {
      const response = await send('PUT', `working-schedules/${shift.id}`, {
        start: '2026-11-23T07:00:00.000Z',
        end: '2026-11-23T15:00:00.000Z',
      });
      expect(response.status).toBe(200);
      const entry = await onlyEntry();
      expect(entry).toMatchObject({ subject: 'schedule', action: 'updated', by: by() });
      expect(entry.before).toMatchObject({ start: '2026-11-23T06:00:00.000Z' });
      expect(entry.after).toMatchObject({
        start: '2026-11-23T07:00:00.000Z',
        end: '2026-11-23T15:00:00.000Z',
        comment: 'Frühdienst',
      });
    });

    it('deleting one records the shift before', async () => {
      expect((await send('DELETE', `working-schedules/${shift.id}`)).status).toBe(200);
      const entry = await onlyEntry();
      expect(entry).toMatchObject({
        subject: 'schedule',
        action: 'deleted',
        record: { id: shift.id },
        after: null,
      });
      expect(entry.before).toMatchObject({ start: '2026-11-23T07:00:00.000Z' });
    });

    it('a shift refused (closed month, end before start) leaves no entry', async () => {
      const closed = await send('POST', 'working-schedules', {
        user: { id: anna.id },
        start: '2026-10-20T06:00:00.000Z',
        end: '2026-10-20T14:00:00.000Z',
      });
      expect(closed.status).toBe(409);
      const backwards = await send('POST', 'working-schedules', {
        user: { id: anna.id },
        start: '2026-11-20T14:00:00.000Z',
        end: '2026-11-20T06:00:00.000Z',
      });
      expect(backwards.status).toBe(400);
      const byEmployee = await send(
        'POST',
        'working-schedules',
        {
          user: { id: anna.id },
          start: '2026-11-20T06:00:00.000Z',
          end: '2026-11-20T14:00:00.000Z',
        },
        annaSession,
      );
      expect(byEmployee.status).toBe(403);
      expect(await entriesSinceMark()).toEqual([]);
    });

    it('copying a week records each copy; a copy into a closed month is refused without entries', async () => {
      // Monday 16.11. and Wednesday 18.11.
      await storeShift(t.dataSource, anna, '2026-11-16T06:00:00.000Z', '2026-11-16T14:00:00.000Z');
      await storeShift(t.dataSource, anna, '2026-11-18T06:00:00.000Z', '2026-11-18T14:00:00.000Z');
      const copied = await send('POST', 'working-schedules/copy-week', {
        from: '2026-11-16',
        to: '2026-11-30',
      });
      expect(copied.status).toBe(201);
      const rows = await entriesSinceMark();
      // Monday 30.11. counts for November, Wednesday 02.12. for December.
      expect(
        rows.map(({ subject, action, month, byId, before }) => [
          subject,
          action,
          month,
          byId,
          before,
        ]),
      ).toEqual([
        ['schedule', 'created', '2026-11', adminId, null],
        ['schedule', 'created', '2026-12', adminId, null],
      ]);
      expect(rows[1].after).toMatchObject({ start: '2026-12-02T06:00:00.000Z' });

      await setMark();
      const intoClosed = await send('POST', 'working-schedules/copy-week', {
        from: '2026-11-16',
        to: '2026-10-19',
      });
      expect(intoClosed.status).toBe(409);
      expect(await entriesSinceMark()).toEqual([]);
    });
  });

  describe('absences', () => {
    let absence: AbsenceEntry;

    it('creating, changing and deleting one each record one entry in the month of its first day', async () => {
      const created = await send('POST', 'absences', {
        user: { id: anna.id },
        kind: 'holiday',
        from: '2026-12-22',
        to: '2026-12-31',
      });
      expect(created.status).toBe(201);
      absence = created.json<{ data: AbsenceEntry }>().data;
      expect(await onlyEntry()).toMatchObject({
        by: by(),
        subject: 'absence',
        action: 'created',
        month: '2026-12',
        record: { id: absence.id },
        employee: annaPerson(),
        before: null,
        after: { kind: 'holiday', from: '2026-12-22', to: '2026-12-31', comment: '' },
        reason: '',
      });

      await setMark();
      const changed = await send('PUT', `absences/${absence.id}`, {
        kind: 'other',
        from: '2027-01-04',
        to: '2027-01-05',
        comment: 'Kurs',
      });
      expect(changed.status).toBe(200);
      expect(await onlyEntry()).toMatchObject({
        action: 'updated',
        month: '2027-01',
        before: { kind: 'holiday', from: '2026-12-22', to: '2026-12-31', comment: '' },
        after: { kind: 'other', from: '2027-01-04', to: '2027-01-05', comment: 'Kurs' },
      });

      await setMark();
      expect((await send('DELETE', `absences/${absence.id}`)).status).toBe(200);
      expect(await onlyEntry()).toMatchObject({
        action: 'deleted',
        month: '2027-01',
        before: { kind: 'other', from: '2027-01-04' },
        after: null,
      });
    });

    it('an absence refused (closed month, last day before first) leaves no entry', async () => {
      const closed = await send('POST', 'absences', {
        user: { id: anna.id },
        kind: 'sick',
        from: '2026-10-30',
        to: '2026-11-02',
      });
      expect(closed.status).toBe(409);
      const backwards = await send('POST', 'absences', {
        user: { id: anna.id },
        kind: 'sick',
        from: '2026-11-20',
        to: '2026-11-19',
      });
      expect(backwards.status).toBe(400);
      expect(await entriesSinceMark()).toEqual([]);
    });
  });

  describe('holiday balances', () => {
    let balance: HolidayBalance;

    it('creating, changing and deleting one each record one entry in the month of the change', async () => {
      const created = await send('POST', 'holiday-balances', {
        user: { id: anna.id },
        year: 2027,
        entitlement: 25,
      });
      expect(created.status).toBe(201);
      balance = created.json<{ data: HolidayBalance }>().data;
      expect(await onlyEntry()).toMatchObject({
        by: by(),
        subject: 'holidayBalance',
        action: 'created',
        month: '2026-11',
        record: { id: balance.id },
        employee: annaPerson(),
        before: null,
        after: { year: 2027, entitlement: 25, carryOver: 0 },
        reason: '',
      });

      await setMark();
      const changed = await send('PUT', `holiday-balances/${balance.id}`, {
        entitlement: 27,
        carryOver: 1.5,
      });
      expect(changed.status).toBe(200);
      expect(await onlyEntry()).toMatchObject({
        action: 'updated',
        before: { year: 2027, entitlement: 25, carryOver: 0 },
        after: { year: 2027, entitlement: 27, carryOver: 1.5 },
      });

      await setMark();
      expect((await send('DELETE', `holiday-balances/${balance.id}`)).status).toBe(200);
      expect(await onlyEntry()).toMatchObject({
        action: 'deleted',
        before: { year: 2027, entitlement: 27, carryOver: 1.5 },
        after: null,
      });
    });

    it('a balance refused (second for the year, bad body, not an admin) leaves no entry', async () => {
      const body = { user: { id: anna.id }, year: 2026, entitlement: 25 };
      expect((await send('POST', 'holiday-balances', body)).status).toBe(201);
      await setMark();
      expect((await send('POST', 'holiday-balances', body)).status).toBe(400);
      expect(
        (await send('POST', 'holiday-balances', { ...body, year: 2028, entitlement: -1 })).status,
      ).toBe(400);
      expect(
        (await send('POST', 'holiday-balances', { ...body, year: 2029 }, annaSession)).status,
      ).toBe(403);
      expect(await entriesSinceMark()).toEqual([]);
    });
  });

  describe("an employee's time-tracking access", () => {
    it('a new link, a PIN set and removed each record that it happened and by whom, nothing secret', async () => {
      const renewed = await send('POST', `users/${anna.id}/time-tracking-link`);
      expect(renewed.status).toBe(200);
      const { url } = renewed.json<{ data: TimeTrackingLink }>().data;
      const token = url.split('/').pop()!;
      const linkEntry = await onlyEntry();
      expect(linkEntry).toEqual({
        id: expect.any(Number),
        at: expect.any(String),
        by: by(),
        subject: 'access',
        action: 'linkRenewed',
        month: '2026-11',
        record: null,
        activity: null,
        employee: annaPerson(),
        before: null,
        after: null,
        reason: '',
      });

      await setMark();
      expect(
        (await send('PUT', `users/${anna.id}/time-tracking-pin`, { pin: '2580' })).status,
      ).toBe(200);
      expect(await onlyEntry()).toMatchObject({ subject: 'access', action: 'pinSet', by: by() });

      await setMark();
      expect((await send('DELETE', `users/${anna.id}/time-tracking-pin`)).status).toBe(200);
      expect(await onlyEntry()).toMatchObject({ subject: 'access', action: 'pinRemoved' });

      // Nothing of the secrets in any stored entry or in the API's answer.
      const stored = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: anna.id });
      const everything =
        JSON.stringify(await t.dataSource.getRepository(WorkingTimeChangeEntity).find()) +
        JSON.stringify(await changes('2026-11'));
      for (const secret of [token, '2580', stored.timeTrackingTokenHash])
        expect(everything).not.toContain(secret);
      expect(everything).not.toMatch(/argon2/);
    });

    it('a PIN refused (weak, malformed, not an admin) leaves no entry', async () => {
      expect(
        (await send('PUT', `users/${anna.id}/time-tracking-pin`, { pin: '1234' })).status,
      ).toBe(400);
      expect(
        (await send('PUT', `users/${anna.id}/time-tracking-pin`, { pin: 'abcd' })).status,
      ).toBe(400);
      expect(
        (await send('PUT', `users/${anna.id}/time-tracking-pin`, { pin: '2580' }, annaSession))
          .status,
      ).toBe(403);
      expect(
        (await send('POST', `users/${anna.id}/time-tracking-link`, undefined, annaSession)).status,
      ).toBe(403);
      expect(await entriesSinceMark()).toEqual([]);
    });
  });

  it('employees read the entries about themselves; no route changes or deletes entries', async () => {
    const own = (
      await t.request('GET', '/api/time-sheets/changes?month=2026-11', { session: annaSession })
    ).json<{ data: WorkingTimeChange[] }>().data;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((change) => change.employee?.id === anna.id)).toBe(true);
    expect(new Set(own.map((change) => change.subject))).toEqual(
      new Set(['schedule', 'holidayBalance', 'access']),
    );

    const writes = servedRoutes(t.app).filter(
      ({ method, path }) => /changes/.test(path) && !['GET', 'HEAD'].includes(method),
    );
    expect(writes).toEqual([]);
    const [entry] = await changes('2026-11');
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect((await send(method, `time-sheets/changes/${entry.id}`, {})).status).toBe(404);
  });
});
