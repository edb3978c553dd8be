import {
  AUTO_ENDED_NOTE,
  type ErrorEnvelope as Errors,
  type TimeSheetMonth,
  type WorkingActivity,
  type WorkingTimeChange,
} from '@bestellwerk/domain';
import type { UserEntity } from '../src/modules/auth/entities/user.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { PDFDocument } from 'pdf-lib';
import { AutoClockOutService } from '../src/modules/workforce/auto-clock-out.service.js';
import { WorkingActivityEntity } from '../src/modules/workforce/entities/working-activity.entity.js';
import { createBranch } from './support/order-fixtures.js';
import { pageText } from './support/pdf-text.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import { fixClock } from './support/test-clock.js';
import { storeAbsence, storeActivity, storeShift } from './support/working-time-fixtures.js';

const CLOSED_OCTOBER = {
  errors: [
    {
      code: 'MONTH_CLOSED',
      message: 'Der Monat 10.2026 ist abgeschlossen und kann nicht mehr geändert werden.',
    },
  ],
};

describe('time sheets /api/time-sheets', () => {
  let t: TestApp;
  let admin: StaffSession;
  let annaSession: StaffSession;
  let anna: UserEntity;
  let ben: UserEntity;
  let wien: BranchEntity;
  /** Anna's Monday 26.10.: 08:00–15:00 without a break. */
  let annaMonday: WorkingActivityEntity;
  /** Ben's 02.10., entered by the admin. */
  let benEntered: WorkingActivity;

  const month = async (query: string, session = admin) => {
    const response = await t.request('GET', `/api/time-sheets/month?${query}`, { session });
    expect(response.status).toBe(200);
    return response.json<{ data: TimeSheetMonth }>().data;
  };
  const changes = async (query: string, session = admin) =>
    (await t.request('GET', `/api/time-sheets/changes?${query}`, { session })).json<{
      data: WorkingTimeChange[];
    }>().data;
  const send = (method: string, url: string, body?: object, session = admin) =>
    t.request(method, url, { session, ...(body ? { body } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    fixClock(t, new Date('2026-11-26T10:00:00.000Z'));
    wien = await createBranch(t.dataSource);
    const graz = await createBranch(t.dataSource);
    await t.createUser('chefin', ['ROLE_ADMIN']);
    anna = await t.createUser('anna', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
    ben = await t.createUser('ben', ['ROLE_EMPLOYEE'], { branchIds: [graz.id] });
    admin = await t.login('chefin');
    annaSession = await t.login('anna');

    // Night shift over the DST change (25.10.2026, Vienna): 22:00 to 06:00, half an hour break.
    await storeShift(t.dataSource, anna, '2026-10-24T20:00:00.000Z', '2026-10-25T05:00:00.000Z');
    await storeActivity(t.dataSource, {
      user: anna,
      branch: wien,
      start: new Date('2026-10-24T20:00:00.000Z'),
      end: new Date('2026-10-25T05:00:00.000Z'),
      pauses: [{ start: '2026-10-25T02:00:00.000Z', end: '2026-10-25T02:30:00.000Z' }],
    });
    // Monday: 08:00–15:00 planned till 16:00, no break after 7 hours.
    await storeShift(t.dataSource, anna, '2026-10-26T07:00:00.000Z', '2026-10-26T15:00:00.000Z');
    annaMonday = await storeActivity(t.dataSource, {
      user: anna,
      start: new Date('2026-10-26T07:00:00.000Z'),
      end: new Date('2026-10-26T14:00:00.000Z'),
    });
    // Tuesday: closed by the clock.
    await storeActivity(t.dataSource, {
      user: anna,
      start: new Date('2026-10-27T07:00:00.000Z'),
      end: new Date('2026-10-27T16:00:00.000Z'),
      pauses: [{ start: '2026-10-27T11:00:00.000Z', end: '2026-10-27T11:30:00.000Z' }],
      autoEnded: true,
    });
    await storeAbsence(t.dataSource, anna, 'holiday', '2026-10-29', '2026-10-30');
    const entered = await send('POST', '/api/working-activities', {
      user: { id: ben.id },
      start: '2026-10-02T07:00:00.000Z',
      end: '2026-10-02T11:00:00.000Z',
      reason: 'Stempelung vergessen',
    });
    expect(entered.status).toBe(201);
    benEntered = entered.json<{ data: WorkingActivity }>().data;
  });
  afterAll(() => t.close());

  describe('month view', () => {
    it('answers every day with plan, work, breaks, overtime, absence and flags (DST month)', async () => {
      const october = await month('month=2026-10');
      expect(october.month).toBe('2026-10');
      expect(october.closing).toBeNull();
      expect(october.employees.map((employee) => employee.name)).toEqual([
        'anna Test',
        'ben Test',
        'chefin Test',
      ]);
      const annaSheet = october.employees[0];
      expect(annaSheet.days).toHaveLength(31);
      const nightShift = annaSheet.days[23];
      expect(nightShift).toMatchObject({
        date: '2026-10-24',
        start: '22:00',
        end: '06:00',
        breakMinutes: 30,
        // 22:00 CEST to 06:00 CET is nine hours.
        netMinutes: 510,
        // The nine-hour shift plans 8:30: the 30-minute break comes off.
        plannedMinutes: 510,
        overtimeMinutes: 0,
        absence: null,
        breakShortfallMinutes: 0,
        flags: { autoEnded: false, open: false, corrected: false },
      });
      expect(nightShift.activities).toEqual([
        expect.objectContaining({
          start: '2026-10-24T20:00:00.000Z',
          end: '2026-10-25T05:00:00.000Z',
          state: 'ended',
          branch: { id: wien.id },
        }),
      ]);
      expect(annaSheet.days[24]).toMatchObject({ date: '2026-10-25', start: null, netMinutes: 0 });
      expect(annaSheet.days[25]).toMatchObject({
        date: '2026-10-26',
        start: '08:00',
        end: '15:00',
        netMinutes: 420,
        plannedMinutes: 450,
        overtimeMinutes: -30,
        breakShortfallMinutes: 30,
        flags: { autoEnded: false, open: false, corrected: false },
      });
      expect(annaSheet.days[26].breakShortfallMinutes).toBe(0);
      expect(annaSheet.days[26].flags).toEqual({
        autoEnded: true,
        open: false,
        corrected: false,
      });
      expect(annaSheet.days[28]).toMatchObject({ date: '2026-10-29', absence: 'holiday' });
      expect(annaSheet.totals).toEqual({
        netMinutes: 1440,
        breakMinutes: 60,
        plannedMinutes: 960,
        overtimeMinutes: 480,
        absenceDays: 2,
        flaggedDays: 2,
      });
      const benSheet = october.employees[1];
      expect(benSheet.days[1]).toMatchObject({
        date: '2026-10-02',
        start: '09:00',
        end: '13:00',
        netMinutes: 240,
        flags: { corrected: true },
      });
      expect(benSheet.days[1].activities[0]).toMatchObject({ id: benEntered.id, corrected: true });
    });

    it('filters by branch and employee; an employee sees only themself', async () => {
      expect((await month(`month=2026-10&branch=${wien.id}`)).employees.map((e) => e.id)).toEqual([
        anna.id,
      ]);
      expect((await month(`month=2026-10&user=${ben.id}`)).employees.map((e) => e.id)).toEqual([
        ben.id,
      ]);
      const own = await month('month=2026-10', annaSession);
      expect(own.employees.map((e) => e.id)).toEqual([anna.id]);
      expect(own.employees[0].totals.netMinutes).toBe(1440);
      const foreign = await month(`month=2026-10&user=${ben.id}`, annaSession);
      expect(foreign.employees).toEqual([]);
    });

    it('refuses a malformed month with a German 400 at the field', async () => {
      const response = await t.request('GET', '/api/time-sheets/month?month=2026-13', {
        session: admin,
      });
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          field: 'month',
          message: 'Das Feld „Monat“ muss ein Monat im Format JJJJ-MM sein.',
        },
      ]);
      expect((await t.request('GET', '/api/time-sheets/month?month=2026-10')).status).toBe(401);
    });

    it('needs the same number of SQL queries for 2 and for 20 employees', async () => {
      const linz = await createBranch(t.dataSource);
      const addEmployees = async (from: number, to: number) => {
        for (let index = from; index < to; index += 1) {
          const user = await t.createUser(`linz-${index}`, ['ROLE_EMPLOYEE'], {
            branchIds: [linz.id],
          });
          for (const day of ['05', '06', '07']) {
            await storeShift(
              t.dataSource,
              user,
              `2026-10-${day}T06:00:00.000Z`,
              `2026-10-${day}T14:00:00.000Z`,
            );
            await storeActivity(t.dataSource, {
              user,
              start: new Date(`2026-10-${day}T06:00:00.000Z`),
              end: new Date(`2026-10-${day}T14:30:00.000Z`),
              pauses: [
                { start: `2026-10-${day}T10:00:00.000Z`, end: `2026-10-${day}T10:30:00.000Z` },
              ],
            });
          }
          await storeAbsence(t.dataSource, user, 'sick', '2026-10-12', '2026-10-13');
        }
      };
      const view = () => month(`month=2026-10&branch=${linz.id}`);
      await addEmployees(0, 2);
      expect((await view()).employees).toHaveLength(2);
      const forTwo = await t.countQueries(view);
      await addEmployees(2, 20);
      expect((await view()).employees).toHaveLength(20);
      const forTwenty = await t.countQueries(view);
      expect(forTwenty).toBe(forTwo);
      expect(forTwo).toBeLessThanOrEqual(12);
    });
  });

  describe('exports', () => {
    /** A raw download as the admin (bytes, not a UTF-8 body). */
    const download = async (path: string) => {
      const response = await t.app
        .getHttpAdapter()
        .getInstance()
        .inject({
          method: 'GET',
          url: path,
          headers: { cookie: admin.cookie },
        });
      expect(response.statusCode).toBe(200);
      return response;
    };

    it('writes the month as CSV for German Excel: BOM, semicolons, decimal commas', async () => {
      const response = await download(`/api/time-sheets/month.csv?month=2026-10&branch=${wien.id}`);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="zeiterfassung-2026-10.csv"',
      );
      const text = response.rawPayload.toString('utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const rows = text
        .slice(1)
        .split('\r\n')
        .filter(Boolean)
        .map((row) => row.split(';'));
      expect(rows[0]).toEqual([
        'Mitarbeiter',
        'Datum',
        'Beginn',
        'Ende',
        'Pausen (min)',
        'Netto (h)',
        'Abwesenheit',
      ]);
      expect(rows).toHaveLength(1 + 31);
      expect(rows[24]).toEqual(['anna Test', '24.10.2026', '22:00', '06:00', '30', '8,50', '']);
      expect(rows[26]).toEqual(['anna Test', '26.10.2026', '08:00', '15:00', '0', '7,00', '']);
      expect(rows[29]).toEqual(['anna Test', '29.10.2026', '', '', '0', '0,00', 'Urlaub']);
      const all = await download('/api/time-sheets/month.csv?month=2026-10');
      const lines = all.rawPayload.toString('utf8').split('\r\n').filter(Boolean);
      const october = await month('month=2026-10');
      expect(lines).toHaveLength(1 + october.employees.length * 31);
    });

    it('lets an employee export only their own month', async () => {
      const response = await t.request(
        'GET',
        `/api/time-sheets/month.csv?month=2026-10&user=${ben.id}`,
        {
          session: annaSession,
        },
      );
      expect(response.status).toBe(200);
      expect(response.body.split('\r\n').filter(Boolean)).toHaveLength(1);
    });

    it('prints an A4 time sheet per employee with totals and signature lines', async () => {
      await t.request('GET', '/api/config');
      await t.dataSource.query(`UPDATE config SET businessName = 'Backstube Huber GmbH'`);
      const response = await download(`/api/time-sheets/month.pdf?month=2026-10&user=${anna.id}`);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="stundenzettel-2026-10-anna-test.pdf"',
      );
      const pdf = await PDFDocument.load(response.rawPayload);
      expect(pdf.getTitle()).toBe('Stundenzettel Oktober 2026 – anna Test');
      expect(pdf.getPageCount()).toBe(1);
      const { width, height } = pdf.getPage(0).getSize();
      expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
      const text = pageText(pdf.getPage(0));
      expect(text).toEqual(
        expect.arrayContaining([
          'Backstube Huber GmbH',
          'Mitarbeiter/in: anna Test',
          'Monat: Oktober 2026',
          'Sa 24.10.',
          'Pause zu kurz (30 min fehlen)',
          'automatisch beendet – bitte prüfen',
          'Summe',
          '24:00',
          'Datum, Unterschrift Mitarbeiter/in',
          'Datum, Unterschrift Arbeitgeber',
        ]),
      );
      expect(text.join(' ')).toContain('Soll 16:00 h · Ist 24:00 h · Saldo +8:00 h');
      const everyone = await download('/api/time-sheets/month.pdf?month=2026-10');
      const all = await PDFDocument.load(everyone.rawPayload);
      expect(all.getPageCount()).toBe((await month('month=2026-10')).employees.length);
    });
  });

  describe('corrections and the audit trail', () => {
    it('refuses a change without a reason, and changes nothing', async () => {
      const missing = await send('PUT', `/api/working-activities/${annaMonday.id}`, {
        end: '2026-10-26T15:00:00.000Z',
      });
      expect(missing.status).toBe(400);
      expect(missing.json<Errors>().errors).toEqual([
        { code: 'VALIDATION_FAILED', field: 'reason', message: 'Das Feld „Begründung“ fehlt.' },
      ]);
      const blank = await send('PUT', `/api/working-activities/${annaMonday.id}`, {
        end: '2026-10-26T15:00:00.000Z',
        reason: '   ',
      });
      expect(blank.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          field: 'reason',
          message: 'Das Feld „Begründung“ darf nicht leer sein.',
        },
      ]);
      const tooLong = await send('POST', '/api/working-activities', {
        user: { id: anna.id },
        start: '2026-10-28T07:00:00.000Z',
        end: '2026-10-28T08:00:00.000Z',
        reason: 'x'.repeat(501),
      });
      expect(tooLong.status).toBe(400);
      const removal = await send('DELETE', `/api/working-activities/${annaMonday.id}`);
      expect(removal.status).toBe(400);
      expect(removal.json<Errors>().errors[0].field).toBe('reason');
      const stored = await t.dataSource
        .getRepository(WorkingActivityEntity)
        .findOneByOrFail({ id: annaMonday.id });
      expect(stored.end?.toISOString()).toBe('2026-10-26T14:00:00.000Z');
      expect(await changes('month=2026-10')).toHaveLength(1);
    });

    it('keeps who, when, which activity and employee, old and new values and the reason', async () => {
      const corrected = await send('PUT', `/api/working-activities/${annaMonday.id}`, {
        end: '2026-10-26T15:00:00.000Z',
        pauses: [{ start: '2026-10-26T10:00:00.000Z', end: '2026-10-26T10:30:00.000Z' }],
        reason: ' Pause nicht gestempelt ',
      });
      expect(corrected.status).toBe(200);
      const trail = await changes('month=2026-10');
      expect(trail.map((change) => change.action)).toEqual(['created', 'updated']);
      expect(trail[0]).toMatchObject({
        by: { name: 'chefin Test' },
        activity: { id: benEntered.id },
        employee: { id: ben.id, name: 'ben Test' },
        before: null,
        after: { start: '2026-10-02T07:00:00.000Z', end: '2026-10-02T11:00:00.000Z' },
        reason: 'Stempelung vergessen',
      });
      expect(trail[1]).toEqual({
        id: expect.any(Number),
        at: expect.any(String),
        by: { id: expect.any(Number), name: 'chefin Test' },
        subject: 'activity',
        action: 'updated',
        month: '2026-10',
        record: { id: annaMonday.id },
        activity: { id: annaMonday.id },
        employee: { id: anna.id, name: 'anna Test' },
        before: {
          start: '2026-10-26T07:00:00.000Z',
          end: '2026-10-26T14:00:00.000Z',
          pauses: [],
          state: 'ended',
          comment: '',
          project: null,
          task: null,
          branch: null,
        },
        after: {
          start: '2026-10-26T07:00:00.000Z',
          end: '2026-10-26T15:00:00.000Z',
          pauses: [{ start: '2026-10-26T10:00:00.000Z', end: '2026-10-26T10:30:00.000Z' }],
          state: 'ended',
          comment: '',
          project: null,
          task: null,
          branch: null,
        },
        reason: 'Pause nicht gestempelt',
      });
      const monday = (await month(`month=2026-10&user=${anna.id}`)).employees[0].days[25];
      expect(monday).toMatchObject({
        netMinutes: 450,
        breakMinutes: 30,
        breakShortfallMinutes: 0,
        flags: { corrected: true },
      });
    });

    it('clears "automatisch beendet – bitte prüfen" once staff correct the activity', async () => {
      const tuesday = (await month(`month=2026-10&user=${anna.id}`)).employees[0].days[26];
      const [activity] = tuesday.activities;
      expect(activity.autoEnded).toBe(true);
      const checked = await send('PUT', `/api/working-activities/${activity.id}`, {
        end: '2026-10-27T15:00:00.000Z',
        reason: 'Ende laut Dienstplan',
      });
      expect(checked.json<{ data: WorkingActivity }>().data.autoEnded).toBe(false);
      const after = (await month(`month=2026-10&user=${anna.id}`)).employees[0].days[26];
      expect(after.flags).toEqual({ autoEnded: false, open: false, corrected: true });
      expect(after.netMinutes).toBe(450);
    });

    it('records deletions with the reason of the query', async () => {
      const extra = await send('POST', '/api/working-activities', {
        user: { id: anna.id },
        start: '2026-10-28T07:00:00.000Z',
        end: '2026-10-28T08:00:00.000Z',
        reason: 'Probe',
      });
      const id = extra.json<{ data: WorkingActivity }>().data.id;
      const removed = await send(
        'DELETE',
        `/api/working-activities/${id}?reason=${encodeURIComponent('doppelt erfasst')}`,
      );
      expect(removed.status).toBe(200);
      const last = (await changes('month=2026-10')).at(-1)!;
      expect(last).toMatchObject({
        action: 'deleted',
        activity: { id },
        after: null,
        before: { start: '2026-10-28T07:00:00.000Z' },
        reason: 'doppelt erfasst',
      });
    });

    it('shows employees their own entries only; only admins correct; no route edits the trail', async () => {
      const own = await changes('month=2026-10', annaSession);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((change) => change.employee?.id === anna.id)).toBe(true);
      expect(await changes(`month=2026-10&user=${ben.id}`, annaSession)).toEqual([]);
      const byEmployee = await send(
        'PUT',
        `/api/working-activities/${annaMonday.id}`,
        { comment: 'selbst', reason: 'selbst' },
        annaSession,
      );
      expect(byEmployee.status).toBe(403);
      const entry = own[0].id;
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        const response = await send(method, `/api/time-sheets/changes/${entry}`, { reason: 'x' });
        expect(response.status).toBe(404);
      }
    });

    it('records the automatic clock-out', async () => {
      await storeShift(t.dataSource, ben, '2026-11-26T06:00:00.000Z', '2026-11-26T08:00:00.000Z');
      const running = await storeActivity(t.dataSource, {
        user: ben,
        start: new Date('2026-11-26T06:00:00.000Z'),
      });
      const closed = await t.app
        .get(AutoClockOutService)
        .closeForgotten(new Date('2026-11-26T10:00:00.000Z'));
      expect(closed).toEqual([running.id]);
      const [entry] = await changes(`month=2026-11&user=${ben.id}`);
      expect(entry).toMatchObject({
        subject: 'activity',
        action: 'autoEnded',
        by: null,
        activity: { id: running.id },
        employee: { id: ben.id },
        before: { end: null, state: 'running' },
        after: { end: '2026-11-26T08:00:00.000Z', state: 'ended' },
        reason: AUTO_ENDED_NOTE,
      });
    });
  });

  describe('closing a month', () => {
    it('closes only a month that is over and has no running activity', async () => {
      const november = await send('POST', '/api/time-sheets/months/2026-11/close');
      expect(november.status).toBe(409);
      expect(november.json<Errors>().errors[0]).toEqual({
        code: 'MONTH_NOT_OVER',
        message:
          'Der Monat 11.2026 ist noch nicht zu Ende und kann noch nicht abgeschlossen werden.',
      });
      const open = await storeActivity(t.dataSource, {
        user: anna,
        start: new Date('2026-09-30T06:00:00.000Z'),
      });
      const september = await send('POST', '/api/time-sheets/months/2026-09/close');
      expect(september.status).toBe(409);
      expect(september.json<Errors>().errors[0].code).toBe('MONTH_HAS_OPEN_ACTIVITIES');
      await t.dataSource.getRepository(WorkingActivityEntity).delete(open.id);
      const byEmployee = await send(
        'POST',
        '/api/time-sheets/months/2026-10/close',
        undefined,
        annaSession,
      );
      expect(byEmployee.status).toBe(403);
      const malformed = await send('POST', '/api/time-sheets/months/2026-1/close');
      expect(malformed.status).toBe(400);
    });

    it('closes October; the month view says so and the close is audited', async () => {
      const closed = await send('POST', '/api/time-sheets/months/2026-10/close');
      expect(closed.status).toBe(200);
      expect(closed.json<{ data: TimeSheetMonth }>().data.closing).toEqual({
        closedAt: expect.any(String),
        closedBy: { id: expect.any(Number), name: 'chefin Test' },
      });
      expect((await month('month=2026-10', annaSession)).closing).not.toBeNull();
      const again = await send('POST', '/api/time-sheets/months/2026-10/close');
      expect(again.status).toBe(409);
      expect(again.json<Errors>().errors[0].message).toBe(
        'Der Monat 10.2026 ist bereits abgeschlossen.',
      );
      expect((await changes('month=2026-10')).at(-1)).toMatchObject({
        subject: 'month',
        action: 'monthClosed',
        by: { name: 'chefin Test' },
        record: null,
        activity: null,
        employee: null,
      });
    });

    it('refuses every write to activities, shifts and absences of the closed month', async () => {
      const before = await month('month=2026-10');
      const attempts = [
        send('PUT', `/api/working-activities/${annaMonday.id}`, {
          comment: 'nachträglich',
          reason: 'Versuch',
        }),
        send('DELETE', `/api/working-activities/${annaMonday.id}?reason=Versuch`),
        send('POST', '/api/working-activities', {
          user: { id: anna.id },
          start: '2026-10-31T07:00:00.000Z',
          end: '2026-10-31T09:00:00.000Z',
          reason: 'Versuch',
        }),
        send('POST', '/api/working-schedules', {
          user: { id: anna.id },
          start: '2026-10-31T07:00:00.000Z',
          end: '2026-10-31T09:00:00.000Z',
        }),
        send('POST', '/api/absences', {
          user: { id: anna.id },
          kind: 'sick',
          from: '2026-10-31',
          to: '2026-11-02',
        }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(409);
        expect(response.json()).toEqual(CLOSED_OCTOBER);
      }
      // Moving a November activity into October is a write to October.
      const november = await send('POST', '/api/working-activities', {
        user: { id: anna.id },
        start: '2026-11-02T07:00:00.000Z',
        end: '2026-11-02T09:00:00.000Z',
        reason: 'nachgetragen',
      });
      expect(november.status).toBe(201);
      const moved = await send(
        'PUT',
        `/api/working-activities/${november.json<{ data: WorkingActivity }>().data.id}`,
        { start: '2026-10-30T07:00:00.000Z', end: '2026-10-30T09:00:00.000Z', reason: 'Datum' },
      );
      expect(moved.json()).toEqual(CLOSED_OCTOBER);
      const after = await month('month=2026-10');
      expect(after.employees).toEqual(before.employees);
      expect((await changes('month=2026-10')).at(-1)?.action).toBe('monthClosed');
    });

    it('never lets the clock write into a closed month', async () => {
      // A leftover open activity of the closed month (stored behind the API's back).
      await storeShift(t.dataSource, ben, '2026-10-31T06:00:00.000Z', '2026-10-31T08:00:00.000Z');
      const leftover = await storeActivity(t.dataSource, {
        user: ben,
        start: new Date('2026-10-31T06:00:00.000Z'),
      });
      const closed = await t.app
        .get(AutoClockOutService)
        .closeForgotten(new Date('2026-11-26T10:00:00.000Z'));
      expect(closed).toEqual([]);
      const stored = await t.dataSource
        .getRepository(WorkingActivityEntity)
        .findOneByOrFail({ id: leftover.id });
      expect(stored.end).toBeNull();
      await t.dataSource.getRepository(WorkingActivityEntity).delete(leftover.id);
    });

    it('reopens with a reason (audited); then corrections work again', async () => {
      const withoutReason = await send('DELETE', '/api/time-sheets/months/2026-10/close', {});
      expect(withoutReason.status).toBe(400);
      expect(withoutReason.json<Errors>().errors[0].field).toBe('reason');
      const reopened = await send('DELETE', '/api/time-sheets/months/2026-10/close', {
        reason: 'Krankmeldung nachgereicht',
      });
      expect(reopened.status).toBe(200);
      expect((await month('month=2026-10')).closing).toBeNull();
      expect((await changes('month=2026-10')).at(-1)).toMatchObject({
        action: 'monthReopened',
        reason: 'Krankmeldung nachgereicht',
      });
      const notClosed = await send('DELETE', '/api/time-sheets/months/2026-10/close', {
        reason: 'nochmal',
      });
      expect(notClosed.status).toBe(409);
      const corrected = await send('POST', '/api/absences', {
        user: { id: anna.id },
        kind: 'sick',
        from: '2026-10-31',
        to: '2026-11-02',
      });
      expect(corrected.status).toBe(201);
    });
  });
});
