import type { WorkingActivitiesAnswer, WorkingSchedulesAnswer } from '@bestellwerk/domain';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { WorkingScheduleEntity } from '../src/modules/workforce/entities/working-schedule.entity.js';
import { createBranch } from './support/order-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import { fixClock } from './support/test-clock.js';
import { storeActivity } from './support/working-time-fixtures.js';

/**
 * The work statistics over a fixed set of activities and shifts in Vienna, 24.–27.10.2026, with
 * a night shift over the DST change (25.10.: 02:00–03:00 happens twice) and an activity still
 * running at the clock's 27.10. 11:00:30.
 */
describe('work statistics', () => {
  let t: TestApp;
  let admin: StaffSession;
  let annaSession: StaffSession;
  let wien: BranchEntity;
  let graz: BranchEntity;
  let anna: { id: number };
  let ben: { id: number };

  const get = <T>(url: string, session: StaffSession = admin) =>
    t.request('GET', `/api/statistics/${url}`, { session }).then((r) => {
      if (r.status !== 200) throw new Error(`${url}: ${r.status} ${r.body}`);
      return r.json<{ data: T }>().data;
    });
  const shift = (user: { id: number }, branch: BranchEntity, start: string, end: string) =>
    t.dataSource.getRepository(WorkingScheduleEntity).insert({
      user,
      branch,
      start: new Date(start),
      end: new Date(end),
      comment: null,
    });
  const RANGE = 'from=2026-10-24&to=2026-10-27';

  beforeAll(async () => {
    t = await createTestApp();
    fixClock(t, new Date('2026-10-27T10:00:30.000Z'));
    wien = await createBranch(t.dataSource, { name: 'Wien' });
    graz = await createBranch(t.dataSource, { name: 'Graz' });
    await t.createUser('chefin', ['ROLE_ADMIN']);
    anna = await t.createUser('anna', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
    ben = await t.createUser('ben', ['ROLE_EMPLOYEE'], { branchIds: [graz.id] });
    admin = await t.login('chefin');
    annaSession = await t.login('anna');

    // Anna, Wien: Saturday 22:00 summer time to Sunday 06:00 winter time is 9 hours; 30 min pause.
    await storeActivity(t.dataSource, {
      user: anna,
      branch: wien,
      start: new Date('2026-10-24T20:00:00.000Z'),
      end: new Date('2026-10-25T05:00:00.000Z'),
      pauses: [{ start: '2026-10-25T02:00:00.000Z', end: '2026-10-25T02:30:00.000Z' }],
    });
    // Anna on Sunday: 3 hours in Graz, 1 hour in Wien.
    await storeActivity(t.dataSource, {
      user: anna,
      branch: graz,
      start: new Date('2026-10-25T09:00:00.000Z'),
      end: new Date('2026-10-25T12:00:00.000Z'),
    });
    await storeActivity(t.dataSource, {
      user: anna,
      branch: wien,
      start: new Date('2026-10-25T13:00:00.000Z'),
      end: new Date('2026-10-25T14:00:00.000Z'),
    });
    // Ben, Graz, Monday 08:00–16:00 with 30 min pause; then 45 min without a branch.
    await storeActivity(t.dataSource, {
      user: ben,
      branch: graz,
      start: new Date('2026-10-26T07:00:00.000Z'),
      end: new Date('2026-10-26T15:00:00.000Z'),
      pauses: [{ start: '2026-10-26T11:00:00.000Z', end: '2026-10-26T11:30:00.000Z' }],
    });
    await storeActivity(t.dataSource, {
      user: ben,
      branch: null,
      start: new Date('2026-10-26T16:00:00.000Z'),
      end: new Date('2026-10-26T16:45:00.000Z'),
    });
    // Ben, Graz, Tuesday since 09:00, still running: 2 h 0 min 30 s at the clock's time.
    await storeActivity(t.dataSource, {
      user: ben,
      branch: graz,
      start: new Date('2026-10-27T08:00:00.000Z'),
    });

    // The plan: the DST night (9 h → 8:30 net after the 30 min the rule requires), Sunday 4 h in
    // Graz, Monday 8 h (7:30 net), Tuesday 4 h.
    await shift(anna, wien, '2026-10-24T20:00:00.000Z', '2026-10-25T05:00:00.000Z');
    await shift(anna, graz, '2026-10-25T09:00:00.000Z', '2026-10-25T13:00:00.000Z');
    await shift(ben, graz, '2026-10-26T07:00:00.000Z', '2026-10-26T15:00:00.000Z');
    await shift(ben, graz, '2026-10-27T08:00:00.000Z', '2026-10-27T12:00:00.000Z');
  });
  afterAll(() => t.close());

  const annaP = () => ({ id: anna.id, name: 'anna Test' });
  const benP = () => ({ id: ben.id, name: 'ben Test' });

  describe('working-activities', () => {
    it('answers net minutes per employee, branch and day, the night shift on its evening', async () => {
      const answer = await get<WorkingActivitiesAnswer>(`working-activities?${RANGE}`);
      const W = { id: wien.id, name: 'Wien' };
      const G = { id: graz.id, name: 'Graz' };
      expect(answer.figures).toEqual({
        rows: [
          { date: '2026-10-24', person: annaP(), branch: W, netMinutes: 510 },
          { date: '2026-10-25', person: annaP(), branch: G, netMinutes: 180 },
          { date: '2026-10-25', person: annaP(), branch: W, netMinutes: 60 },
          { date: '2026-10-26', person: benP(), branch: null, netMinutes: 45 },
          { date: '2026-10-26', person: benP(), branch: G, netMinutes: 450 },
          { date: '2026-10-27', person: benP(), branch: G, netMinutes: 120 },
        ],
        byPerson: [
          { person: annaP(), netMinutes: 750 },
          { person: benP(), netMinutes: 615 },
        ],
        byBranch: [
          { branch: G, netMinutes: 750 },
          { branch: W, netMinutes: 570 },
          { branch: null, netMinutes: 45 },
        ],
        days: [
          { date: '2026-10-24', netMinutes: 510 },
          { date: '2026-10-25', netMinutes: 240 },
          { date: '2026-10-26', netMinutes: 495 },
          { date: '2026-10-27', netMinutes: 120 },
        ],
        netMinutes: 1365,
      });
    });

    it('filters by branch; an employee gets their own branches only', async () => {
      const wienOnly = await get<WorkingActivitiesAnswer>(
        `working-activities?${RANGE}&branch=${wien.id}`,
      );
      expect(wienOnly.figures.rows.map((row) => [row.date, row.netMinutes])).toEqual([
        ['2026-10-24', 510],
        ['2026-10-25', 60],
      ]);
      expect(wienOnly.figures.netMinutes).toBe(570);
      const own = await get<WorkingActivitiesAnswer>(`working-activities?${RANGE}`, annaSession);
      expect(own.figures).toEqual(wienOnly.figures);
      const other = await t.request(
        'GET',
        `/api/statistics/working-activities?${RANGE}&branch=${graz.id}`,
        { session: annaSession },
      );
      expect(other.status).toBe(403);
    });

    it('compares with the period before', async () => {
      const answer = await get<WorkingActivitiesAnswer>(
        'working-activities?from=2026-10-26&to=2026-10-27&compare=previous',
      );
      expect(answer.figures.netMinutes).toBe(615);
      expect(answer.previous?.period).toEqual({ from: '2026-10-24', to: '2026-10-25' });
      expect(answer.previous?.figures.netMinutes).toBe(750);
      expect(answer.previous?.figures.days).toEqual([
        { date: '2026-10-24', netMinutes: 510 },
        { date: '2026-10-25', netMinutes: 240 },
      ]);
    });
  });

  describe('working-schedules', () => {
    it('sets the shifts’ net plan against the worked net minutes per employee and day', async () => {
      const answer = await get<WorkingSchedulesAnswer>(`working-schedules?${RANGE}`);
      expect(answer.figures).toEqual({
        byPerson: [
          { person: annaP(), plannedMinutes: 750, workedMinutes: 750 },
          { person: benP(), plannedMinutes: 690, workedMinutes: 615 },
        ],
        days: [
          { date: '2026-10-24', plannedMinutes: 510, workedMinutes: 510 },
          { date: '2026-10-25', plannedMinutes: 240, workedMinutes: 240 },
          { date: '2026-10-26', plannedMinutes: 450, workedMinutes: 495 },
          { date: '2026-10-27', plannedMinutes: 240, workedMinutes: 120 },
        ],
        plannedMinutes: 1440,
        workedMinutes: 1365,
      });
    });

    it('counts only the shifts and work of the asked branch', async () => {
      const answer = await get<WorkingSchedulesAnswer>(
        `working-schedules?${RANGE}&branch=${wien.id}`,
      );
      expect(answer.figures.byPerson).toEqual([
        { person: annaP(), plannedMinutes: 510, workedMinutes: 570 },
      ]);
      expect(answer.figures.days.map((day) => [day.plannedMinutes, day.workedMinutes])).toEqual([
        [510, 510],
        [0, 60],
        [0, 0],
        [0, 0],
      ]);
    });
  });

  it('answers both with the same number of SQL statements for a day and for a year', async () => {
    for (const route of ['working-activities', 'working-schedules']) {
      const day = await t.countQueries(() => get(`${route}?from=2026-10-24&to=2026-10-24`));
      const year = await t.countQueries(() => get(`${route}?from=2025-10-28&to=2026-10-28`));
      expect({ route, year }).toEqual({ route, year: day });
    }
  });

  it('refuses anonymous callers and bad ranges', async () => {
    const anonymous = await t.request('GET', `/api/statistics/working-schedules?${RANGE}`);
    expect(anonymous.status).toBe(401);
    const bad = await t.request('GET', '/api/statistics/working-activities?from=2026-10-24', {
      session: admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('to');
  });
});
