import { ApiClient } from '@bestellwerk/client';
import { jsonResponder } from '@bestellwerk/client/testing';
import { ActionErrorStore } from '../../shared/layout/index.js';
import { makeMonth } from './time-sheet-fixtures.js';
import { TimeSheetStore } from './time-sheet-store.js';

function storeWith(routes: Parameters<typeof jsonResponder>[0]) {
  const { fetch, calls } = jsonResponder({
    'GET /api/time-sheets/month?month=2026-10': { body: { data: makeMonth() } },
    'GET /api/time-sheets/changes?month=2026-10': { body: { data: [] } },
    ...routes,
  });
  const api = new ApiClient({ fetch, csrfToken: () => 'csrf', redirect: () => undefined });
  const errors = new ActionErrorStore();
  return { store: new TimeSheetStore(api, errors, '2026-10'), errors, calls };
}

describe('TimeSheetStore', () => {
  it('loads the month and selects the only employee', async () => {
    const { store } = storeWith({});
    expect(await store.load()).toBe(true);
    expect(store.selected?.name).toBe('Anna Berger');
    expect(store.isClosed).toBe(false);
  });

  it('steps to the month before with the branch filter', async () => {
    const { store, calls } = storeWith({
      'GET /api/time-sheets/month?month=2026-09&branch=2': {
        body: { data: makeMonth({ month: '2026-09' }) },
      },
      'GET /api/time-sheets/changes?month=2026-09': { body: { data: [] } },
    });
    store.branch = 2;
    await store.step(-1);
    expect(store.month).toBe('2026-09');
    expect(calls.map((call) => call.url)).toContain(
      '/api/time-sheets/month?month=2026-09&branch=2',
    );
    expect(store.sheet?.month).toBe('2026-09');
  });

  it('says the catalogue message when the month cannot be loaded', async () => {
    const { store, errors } = storeWith({
      'GET /api/time-sheets/month?month=2026-10': { status: 500, body: { errors: [] } },
    });
    expect(await store.load()).toBe(false);
    expect(errors.errorFor('load')?.title).toBe('Aktivitäten konnten nicht geladen werden.');
  });

  it('sends a correction with its reason as PUT, then reloads', async () => {
    const { store, calls } = storeWith({
      'PUT /api/working-activities/7': { body: { data: {} } },
    });
    const saved = await store.save(
      {
        activityId: 7,
        employeeId: 3,
        date: '2026-10-02',
        start: '08:00',
        end: '15:30',
        pauses: [],
        comment: '',
        reason: 'Ende vergessen',
        openState: null,
      },
      'Europe/Vienna',
    );
    expect(saved).toBe(true);
    const put = calls.find((call) => call.init.method === 'PUT')!;
    expect(JSON.parse(String(put.init.body))).toMatchObject({
      end: '2026-10-02T13:30:00.000Z',
      reason: 'Ende vergessen',
    });
    expect(calls.at(-1)?.url).toMatch(/^\/api\/time-sheets\/(month|changes)/);
  });

  it('keeps the server’s 409 when a closed month refuses the change', async () => {
    const { store, errors } = storeWith({
      'POST /api/working-activities': {
        status: 409,
        body: {
          errors: [
            {
              code: 'MONTH_CLOSED',
              message: 'Der Monat 10.2026 ist abgeschlossen und kann nicht mehr geändert werden.',
            },
          ],
        },
      },
    });
    const saved = await store.save({
      activityId: null,
      employeeId: 3,
      date: '2026-10-05',
      start: '08:00',
      end: '12:00',
      pauses: [],
      comment: '',
      reason: 'nachgetragen',
      openState: null,
    });
    expect(saved).toBe(false);
    expect(errors.errorFor('save')?.message).toBe(
      'Der Monat 10.2026 ist abgeschlossen und kann nicht mehr geändert werden.',
    );
  });

  it('closes the month and reloads it', async () => {
    let closed = false;
    const { store } = storeWith({
      'POST /api/time-sheets/months/2026-10/close': () => {
        closed = true;
        return { body: { data: makeMonth() } };
      },
      'GET /api/time-sheets/month?month=2026-10': () => ({
        body: {
          data: makeMonth({
            closing: closed
              ? { closedAt: '2026-11-02T08:00:00.000Z', closedBy: { id: 1, name: 'Chefin' } }
              : null,
          }),
        },
      }),
    });
    await store.load();
    expect(store.isClosed).toBe(false);
    expect(await store.closeMonth()).toBe(true);
    expect(store.isClosed).toBe(true);
  });
});
