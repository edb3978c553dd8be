import { ApiRequestError } from '@bestellwerk/client';
import { anna, ben, carl, makeShift, MONDAY } from './schedule-fixtures.js';
import { ScheduleStore, type ScheduleContext } from './schedule-store.js';

const TZ = 'Europe/Vienna';

// Anna: Monday 07:00–15:00 and 14:00–18:00 (overlap). Ben: Monday 14:00–22:00, Tuesday from
// 05:00 (7 h rest). Carl works in branch 2. One of Anna's shifts lies in the week before.
const annaEarly = makeShift(anna, '2026-11-23T06:00', '2026-11-23T14:00', { comment: 'Ofen' });
const annaLate = makeShift(anna, '2026-11-23T13:00', '2026-11-23T17:00');
const benLate = makeShift(ben, '2026-11-23T13:00', '2026-11-23T21:00');
const benEarly = makeShift(ben, '2026-11-24T04:00', '2026-11-24T12:00');
const carlShift = makeShift(carl, '2026-11-25T06:00', '2026-11-25T14:00', { branch: { id: 2 } });
const lastWeek = makeShift(anna, '2026-11-16T06:00', '2026-11-16T14:00');

function fakeApi(overrides: Partial<Record<'get' | 'post' | 'put' | 'delete', jest.Mock>> = {}) {
  const get = jest.fn(async (path: string) => {
    if (path === '/users') return [anna, ben, carl];
    if (path.startsWith('/departments')) return [];
    if (path.startsWith('/working-schedules'))
      return [annaEarly, annaLate, benLate, benEarly, carlShift, lastWeek];
    throw new Error(path);
  });
  const api = {
    get,
    post: jest.fn(async () => ({})),
    put: jest.fn(async () => ({})),
    delete: jest.fn(async () => null),
    ...overrides,
  };
  return api;
}

async function loadedStore(api = fakeApi(), isAdmin = true) {
  const store = new ScheduleStore({
    api: api as unknown as ScheduleContext['api'],
    timeZone: TZ,
    breakRule: 'AT',
    isAdmin,
    me: anna,
    today: '2026-11-26',
  });
  await store.setBranch(1);
  return { store, api };
}

describe('ScheduleStore', () => {
  it('loads the week around Monday with a day either side and shows one branch', async () => {
    const { store, api } = await loadedStore();
    expect(store.monday).toBe(MONDAY);
    expect(api.get).toHaveBeenCalledWith('/working-schedules?from=2026-11-22&to=2026-11-30');
    expect(api.get).toHaveBeenCalledWith('/departments?branch=1');
    expect(store.rows.map((row) => row.firstName)).toEqual(['Anna', 'Ben']);
    expect(store.shiftsOf(anna.id, MONDAY)).toEqual([annaEarly, annaLate]);
    expect(store.shiftsOf(anna.id, '2026-11-16')).toEqual([]);
  });

  it('adds up planned net hours per day and week: overlaps once, less the required break', async () => {
    const { store } = await loadedStore();
    // Anna 07:00–18:00 (the overlap counted once) = 11 h, less 30 min break (AT) = 10:30.
    expect(store.dayMs(anna.id, MONDAY)).toBe(10.5 * 3600_000);
    // Ben: two 8-hour shifts on two days, each 7:30 net.
    expect(store.weekMs(ben.id)).toBe(15 * 3600_000);
  });

  it('warns of overlaps and rest under 11 h on both shifts, naming the other', async () => {
    const { store } = await loadedStore();
    expect(store.warningsOf(annaEarly.id).map((w) => w.text)).toEqual([
      'Überschneidung mit Mo 23.11. 14:00–18:00',
    ]);
    expect(store.warningsOf(benEarly.id).map((w) => w.text)).toEqual([
      'Ruhezeit unter 11 h (Mo 23.11. 14:00–22:00): Nur 7:00 h Ruhezeit zwischen den Schichten (mindestens 11 h).',
    ]);
    expect(store.warningsOf(carlShift.id)).toEqual([]);
  });

  it('saves a night shift that ends the next morning', async () => {
    const { store, api } = await loadedStore();
    const draft = { ...store.draftOf(null, { user: ben.id, day: '2026-11-27' }) };
    expect(await store.save({ ...draft, start: '22:00', end: '06:00', comment: 'Nacht' })).toBe(
      true,
    );
    expect(api.post).toHaveBeenCalledWith('/working-schedules', {
      user: { id: ben.id },
      branch: { id: 1 },
      department: null,
      start: '2026-11-27T21:00:00.000Z',
      end: '2026-11-28T05:00:00.000Z',
      comment: 'Nacht',
    });
    expect(store.changes.notice).toBe('Planung wurde erstellt.');
  });

  it('keeps the form with the messages when a time is wrong or the server refuses', async () => {
    const put = jest.fn(async () => {
      throw new ApiRequestError(400, [
        {
          code: 'VALIDATION_FAILED',
          field: 'end',
          message: 'Das Ende muss nach dem Beginn liegen.',
        },
      ]);
    });
    const { store, api } = await loadedStore(fakeApi({ put }));
    expect(await store.save({ ...store.draftOf(annaEarly), start: '12:00', end: '12:00' })).toBe(
      false,
    );
    expect(store.changes.fieldErrors).toEqual({
      end: 'Beginn und Ende dürfen nicht gleich sein.',
    });
    expect(api.put).not.toHaveBeenCalled();
    expect(await store.save(store.draftOf(annaEarly))).toBe(false);
    expect(store.changes.error).toBe(
      'Planung konnte nicht aktualisiert werden. Das Ende muss nach dem Beginn liegen.',
    );
    expect(Object.keys(store.changes.fieldErrors)).toEqual(['end']);
  });

  it('moves a shift to another day and employee keeping its wall-clock times', async () => {
    const { store, api } = await loadedStore();
    expect(await store.move(annaEarly.id, ben.id, '2026-11-29')).toBe(true);
    expect(api.put).toHaveBeenCalledWith(`/working-schedules/${annaEarly.id}`, {
      user: { id: ben.id },
      start: '2026-11-29T06:00:00.000Z',
      end: '2026-11-29T14:00:00.000Z',
    });
    expect(store.changes.notice).toBe('Planung wurde aktualisiert.');
  });

  it('copies the week before and tells how many were copied and skipped', async () => {
    const post = jest.fn(async () => ({
      created: [annaEarly, benLate],
      skipped: [
        { shift: lastWeek, reason: 'Überschneidung mit der Schicht am 23.11.2026, 07:00–15:00.' },
      ],
    }));
    const { store } = await loadedStore(fakeApi({ post }));
    expect(await store.copyPreviousWeek()).toBe(true);
    expect(post).toHaveBeenCalledWith('/working-schedules/copy-week', {
      from: '2026-11-16',
      to: MONDAY,
      branch: { id: 1 },
    });
    expect(store.changes.notice).toBe(
      '2 Schichten kopiert, 1 übersprungen: Anna Berger: Überschneidung mit der Schicht am 23.11.2026, 07:00–15:00.',
    );
  });

  it('goes from week to week and says when the schedule could not be loaded', async () => {
    const { store, api } = await loadedStore();
    await store.nextWeek();
    expect(store.monday).toBe('2026-11-30');
    api.get.mockRejectedValueOnce(new ApiRequestError(500, []));
    await store.previousWeek();
    expect(store.status).toBe('failed');
    await store.thisWeek();
    expect(store.status).toBe('done');
    expect(store.monday).toBe(MONDAY);
  });

  it('shows an employee only their own row and loads no user list', async () => {
    const { store, api } = await loadedStore(fakeApi(), false);
    expect(api.get).not.toHaveBeenCalledWith('/users');
    expect(store.rows.map((row) => row.id)).toEqual([anna.id]);
  });
});
