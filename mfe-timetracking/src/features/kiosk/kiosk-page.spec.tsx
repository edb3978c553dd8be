import { act, fireEvent, screen } from '@testing-library/react';
import type { KioskDay, KioskEmployee, WorkingActivity } from '@bestellwerk/domain';
import type { JsonRoute } from '@bestellwerk/client/testing';
import { renderRoute } from '../../shared/testing/render-route.js';
import { KIOSK_IDLE_MS } from './kiosk-store.js';
import { KioskPage } from './kiosk-page.js';

const BASE = '/api/time-clock-kiosk/3/k3y/employees';
// Thursday 26.11.2026, 07:00 in Vienna.
const NOW = new Date('2026-11-26T06:00:00.000Z');
const ANNA: KioskEmployee = { id: 7, firstName: 'Anna', lastNameInitial: 'B.', state: 'stopped' };
const BEN: KioskEmployee = { id: 8, firstName: 'Ben', lastNameInitial: 'K.', state: 'working' };
const PIN = '4826';

const RUNNING: WorkingActivity = {
  id: 1,
  user: { id: 7 },
  branch: { id: 3 },
  department: null,
  project: null,
  task: null,
  state: 'running',
  start: NOW.toISOString(),
  end: null,
  pauses: [],
  comment: '',
  autoEnded: false,
};

function day(overrides: Partial<KioskDay> = {}): KioskDay {
  return {
    employee: ANNA,
    workingActivity: null,
    netMs: 90 * 60_000,
    breakMs: 15 * 60_000,
    now: NOW.toISOString(),
    nextShift: {
      id: 4,
      user: { id: 7 },
      branch: { id: 3 },
      department: null,
      start: '2026-11-27T05:00:00.000Z',
      end: '2026-11-27T13:00:00.000Z',
      comment: '',
    },
    ...overrides,
  };
}

/** Answers `answer` when the request carries the right PIN, else the API's 401. */
const withPin =
  (answer: JsonRoute, pin = PIN): JsonRoute =>
  (init) =>
    JSON.parse(String(init.body)).pin === pin
      ? typeof answer === 'function'
        ? answer(init)
        : answer
      : {
          status: 401,
          body: {
            errors: [{ code: 'KIOSK_PIN_REFUSED', message: 'Mitarbeiter oder PIN ist falsch.' }],
          },
        };

function renderKiosk(routes: Record<string, JsonRoute>) {
  return renderRoute(
    '/time-tracking/kiosk/3/k3y',
    '/time-tracking/kiosk/:branchId/:apiKey',
    <KioskPage />,
    {
      [BASE]: { body: { data: [ANNA, BEN] } },
      ...routes,
    },
  );
}

/** Taps Anna's tile and types the PIN on the pad. */
async function openAnnaWithPin(pin = PIN) {
  fireEvent.click(await screen.findByRole('button', { name: /Anna B\./ }));
  for (const digit of pin) fireEvent.click(screen.getByRole('button', { name: digit }));
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
}

describe('KioskPage', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('lists the employees as tiles with their state', async () => {
    renderKiosk({});
    const tiles = await screen.findByRole('list', { name: 'Mitarbeitende' });
    expect(tiles).toHaveTextContent('Anna B.nicht eingestempelt');
    expect(tiles).toHaveTextContent('Ben K.arbeitet');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Zeiterfassung');
  });

  it('opens the PIN pad, checks the PIN, shows the day and starts work with the big button', async () => {
    const { calls, redirects } = renderKiosk({
      [`POST ${BASE}/7/day`]: withPin({ body: { data: day() } }),
      [`POST ${BASE}/7/start`]: withPin({
        body: {
          data: day({ employee: { ...ANNA, state: 'working' }, workingActivity: RUNNING }),
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Anna B\./ }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hallo Anna');
    const field = screen.getByLabelText('PIN');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    // Typed from a keyboard: only digits count.
    fireEvent.change(field, { target: { value: '48a26' } });
    expect(field).toHaveValue(PIN);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    expect(await screen.findByRole('button', { name: 'Arbeit beginnen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sie sind nicht eingestempelt.');
    expect(screen.getByText('1:30 h')).toBeInTheDocument();
    expect(screen.getByText('0:15 h')).toBeInTheDocument();
    expect(screen.getByText('Fr, 27.11.2026, 06:00–14:00')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Arbeit beginnen' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Arbeit beenden' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Arbeitszeit läuft seit 07:00.');
    const start = calls.find((call) => call.url === `${BASE}/7/start`);
    expect(start?.init.body).toBe(JSON.stringify({ pin: PIN }));
    expect(redirects).toEqual([]);
    // The PIN is never shown as text.
    expect(document.body.textContent).not.toContain(PIN);
  });

  it('says a wrong PIN is wrong, empties the field and stays on the pad', async () => {
    renderKiosk({ [`POST ${BASE}/7/day`]: withPin({ body: { data: day() } }) });
    await openAnnaWithPin('1357');
    expect(await screen.findByRole('alert')).toHaveTextContent('Mitarbeiter oder PIN ist falsch.');
    expect(screen.getByLabelText('PIN')).toHaveValue('');
    expect(screen.getByLabelText('PIN')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Arbeit beginnen' })).not.toBeInTheDocument();
  });

  it('refuses a PIN that is too short before asking the server', async () => {
    const { calls } = renderKiosk({});
    await openAnnaWithPin('12');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die PIN besteht aus 4 bis 6 Ziffern.',
    );
    expect(calls.filter((call) => call.init.method === 'POST')).toEqual([]);
  });

  it("shows the lock's message with the minutes after too many wrong PINs", async () => {
    const locked = 'Zu viele falsche PIN-Eingaben. Bitte versuchen Sie es in 15 Minuten erneut.';
    renderKiosk({
      [`POST ${BASE}/7/day`]: {
        status: 429,
        headers: { 'retry-after': '900' },
        body: { errors: [{ code: 'KIOSK_PIN_LOCKED', message: locked }] },
      },
    });
    await openAnnaWithPin();
    expect(await screen.findByRole('alert')).toHaveTextContent(locked);
  });

  it("shows the server's 409 and where the clock really stands", async () => {
    renderKiosk({
      [`POST ${BASE}/7/day`]: withPin(
        (() => {
          let calls = 0;
          return () => {
            calls += 1;
            return {
              body: {
                data:
                  calls === 1
                    ? day()
                    : day({ employee: { ...ANNA, state: 'working' }, workingActivity: RUNNING }),
              },
            };
          };
        })(),
      ),
      [`POST ${BASE}/7/start`]: {
        status: 409,
        body: { errors: [{ code: 'WORK_ALREADY_RUNNING', message: 'Die Arbeit läuft bereits.' }] },
      },
    });
    await openAnnaWithPin();
    fireEvent.click(await screen.findByRole('button', { name: 'Arbeit beginnen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Arbeit läuft bereits.');
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('says the punch failed in the words of the spec when no answer came', async () => {
    renderKiosk({
      [`POST ${BASE}/7/day`]: withPin({ body: { data: day() } }),
      [`POST ${BASE}/7/start`]: { status: 500, body: { errors: [] } },
    });
    await openAnnaWithPin();
    fireEvent.click(await screen.findByRole('button', { name: 'Arbeit beginnen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Aktivität konnte nicht gestartet werden.',
    );
  });

  it('goes back to the list after 20 s without a touch, forgetting the employee', async () => {
    renderKiosk({ [`POST ${BASE}/7/day`]: withPin({ body: { data: day() } }) });
    await openAnnaWithPin();
    expect(await screen.findByRole('button', { name: 'Arbeit beginnen' })).toBeInTheDocument();
    // A touch restarts the countdown.
    act(() => jest.advanceTimersByTime(KIOSK_IDLE_MS - 1000));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Fertig' }));
    act(() => jest.advanceTimersByTime(KIOSK_IDLE_MS - 1000));
    expect(screen.getByRole('button', { name: 'Arbeit beginnen' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(await screen.findByRole('list', { name: 'Mitarbeitende' })).toBeInTheDocument();
    expect(screen.queryByText('1:30 h')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Zeiterfassung');
    // The next tap starts from an empty PIN.
    fireEvent.click(screen.getByRole('button', { name: /Ben K\./ }));
    expect(screen.getByLabelText('PIN')).toHaveValue('');
  });

  it('goes back to the list with "Fertig" and from the pad with "Abbrechen"', async () => {
    const { calls } = renderKiosk({ [`POST ${BASE}/7/day`]: withPin({ body: { data: day() } }) });
    await openAnnaWithPin();
    fireEvent.click(await screen.findByRole('button', { name: 'Fertig' }));
    expect(await screen.findByRole('list', { name: 'Mitarbeitende' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Anna B\./ }));
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    // The list is loaded again, with where each clock stands now.
    await act(async () => {});
    expect(screen.getByRole('list', { name: 'Mitarbeitende' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === BASE)).toHaveLength(3);
  });

  it("shows the server's message for a wrong tablet key, without sending anyone to the sign-in", async () => {
    const { redirects } = renderKiosk({
      [BASE]: {
        status: 401,
        body: {
          errors: [{ code: 'COUNTER_KEY_INVALID', message: 'Der Zugangsschlüssel ist ungültig.' }],
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Zugangsschlüssel ist ungültig.',
    );
    expect(redirects).toEqual([]);
  });
});
