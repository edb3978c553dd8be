import { act, fireEvent, screen, within } from '@testing-library/react';
import type { WorkingActivity, WorkingSchedule } from '@bestellwerk/domain';
import type { JsonRoute } from '@bestellwerk/client/testing';
import { renderRoute } from '../../shared/testing/render-route.js';
import { TimeClockPage } from './time-clock-page.js';

const USER = { id: 7, username: 'anna', firstName: 'Anna', lastName: 'Berger' };
const BASE = '/api/time-tracking/anna/t0ken';
// Thursday 26.11.2026, 12:00 in Vienna.
const NOW = new Date('2026-11-26T11:00:00.000Z');

function activity(overrides: Partial<WorkingActivity>): WorkingActivity {
  return {
    id: 1,
    user: { id: 7 },
    branch: null,
    department: null,
    project: null,
    task: null,
    state: 'running',
    start: '2026-11-26T05:00:00.000Z',
    end: null,
    pauses: [],
    comment: '',
    autoEnded: false,
    ...overrides,
  };
}

const RUNNING = activity({});
const SHIFT: WorkingSchedule = {
  id: 3,
  user: { id: 7 },
  branch: null,
  department: null,
  start: '2026-11-27T05:00:00.000Z',
  end: '2026-11-27T13:00:00.000Z',
  comment: 'Frühdienst',
};

function renderPage(routes: Record<string, JsonRoute>) {
  return renderRoute('/time-tracking/anna/t0ken', '/time-tracking/:a/:b', <TimeClockPage />, {
    [`${BASE}/working-schedules`]: { body: { data: [SHIFT] } },
    [`${BASE}/working-activities`]: { body: { data: [] } },
    [`${BASE}/holiday-balances`]: {
      body: {
        data: [
          {
            ...{ id: 1, user: { id: 7 }, year: 2026, entitlement: 25, carryOver: 2 },
            ...{ taken: 4.5, planned: 3, left: 19.5 },
          },
          {
            ...{ id: 2, user: { id: 7 }, year: 2025, entitlement: 25, carryOver: 0 },
            ...{ taken: 26, planned: 0, left: -1 },
          },
        ],
      },
    },
    ...routes,
  });
}

describe('TimeClockPage', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('starts work with one tap and then offers a pause and the end', async () => {
    const { calls } = renderPage({
      [`${BASE}/me`]: { body: { data: { user: USER, workingActivity: null, projects: [] } } },
      [`POST ${BASE}/working-activities/start`]: {
        status: 201,
        body: { data: activity({ start: NOW.toISOString() }) },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Hallo Anna' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sie sind nicht eingestempelt.');
    fireEvent.click(screen.getByRole('button', { name: 'Arbeit beginnen' }));

    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Arbeit beenden' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Arbeitszeit läuft seit 12:00.');
    const start = calls.find((call) => call.url === `${BASE}/working-activities/start`);
    expect(start?.init.method).toBe('POST');
    expect(start?.init.body).toBe('{}');
  });

  it('books the start on a chosen project and task and names them while working', async () => {
    const projects = [
      {
        id: 4,
        name: 'Weihnachtsbäckerei',
        tasks: [
          { id: 8, name: 'Stollen backen' },
          { id: 9, name: 'Kekse' },
        ],
      },
      { id: 5, name: 'Inventur', tasks: [] },
    ];
    const { calls } = renderPage({
      [`${BASE}/me`]: { body: { data: { user: USER, workingActivity: null, projects } } },
      [`POST ${BASE}/working-activities/start`]: {
        status: 201,
        body: { data: activity({ start: NOW.toISOString(), project: { id: 4 }, task: { id: 8 } }) },
      },
    });
    const project = await screen.findByRole('combobox', { name: 'Projekt (optional)' });
    expect(screen.queryByRole('combobox', { name: 'Aufgabe (optional)' })).toBeNull();
    fireEvent.change(project, { target: { value: '4' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Aufgabe (optional)' }), {
      target: { value: '8' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Arbeit beginnen' }));

    expect(await screen.findByText('Projekt: Weihnachtsbäckerei – Stollen backen')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Projekt (optional)' })).toBeNull();
    const start = calls.find((call) => call.url === `${BASE}/working-activities/start`);
    expect(JSON.parse(String(start?.init.body))).toEqual({ project: { id: 4 }, task: { id: 8 } });
  });

  it('pauses, resumes and ends, replacing and then clearing the current activity', async () => {
    const paused = activity({
      state: 'paused',
      pauses: [{ start: NOW.toISOString(), end: null }],
    });
    renderPage({
      [`${BASE}/me`]: { body: { data: { user: USER, workingActivity: RUNNING, projects: [] } } },
      [`POST ${BASE}/working-activities/pause`]: { body: { data: paused } },
      [`POST ${BASE}/working-activities/resume`]: {
        body: {
          data: activity({ pauses: [{ start: NOW.toISOString(), end: NOW.toISOString() }] }),
        },
      },
      [`POST ${BASE}/working-activities/end`]: {
        body: { data: activity({ state: 'ended', end: NOW.toISOString() }) },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Weiter' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Pause seit 12:00.');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Arbeit beenden' }));
    expect(await screen.findByRole('button', { name: 'Arbeit beginnen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sie sind nicht eingestempelt.');
  });

  it("shows the live net time and today's, this week's and this month's totals", async () => {
    renderPage({
      [`${BASE}/me`]: { body: { data: { user: USER, workingActivity: RUNNING, projects: [] } } },
      [`${BASE}/working-activities`]: {
        body: {
          data: [
            RUNNING,
            activity({
              id: 2,
              state: 'ended',
              start: '2026-11-23T06:00:00.000Z',
              end: '2026-11-23T14:30:00.000Z',
              pauses: [{ start: '2026-11-23T10:00:00.000Z', end: '2026-11-23T10:30:00.000Z' }],
            }),
            activity({
              id: 3,
              state: 'ended',
              start: '2026-11-02T06:00:00.000Z',
              end: '2026-11-02T07:00:00.000Z',
              autoEnded: true,
            }),
          ],
        },
      },
    });
    await screen.findByRole('heading', { name: 'Hallo Anna' });
    // Running since 06:00 Vienna, now 12:00: six hours.
    expect(screen.getByText('6:00:00')).toBeInTheDocument();
    const value = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(value('Heute netto')).toBe('6:00 h');
    expect(value('Heute Pausen')).toBe('0:00 h');
    expect(value('Diese Woche')).toBe('14:00 h');
    expect(value('Dieser Monat')).toBe('15:00 h');
    expect(screen.getByRole('region', { name: 'Letzte Arbeitstage' })).toHaveTextContent(
      'Mo, 02.11.202607:00–08:001:00 hautomatisch beendet – bitte prüfen',
    );
    act(() => jest.advanceTimersByTime(61_000));
    expect(screen.getByText('6:01:01')).toBeInTheDocument();
  });

  it('lists the next shifts and the last worked days', async () => {
    // Today's early shift (02:00–05:00) is over at noon: not a "next" shift any more.
    const over = {
      ...SHIFT,
      id: 2,
      start: '2026-11-26T01:00:00.000Z',
      end: '2026-11-26T04:00:00.000Z',
    };
    renderPage({
      [`${BASE}/me`]: { body: { data: { user: USER, workingActivity: RUNNING, projects: [] } } },
      [`${BASE}/working-activities`]: { body: { data: [RUNNING] } },
      [`${BASE}/working-schedules`]: { body: { data: [over, SHIFT] } },
    });
    const shifts = await screen.findByRole('region', { name: 'Nächste Schichten' });
    expect(shifts).not.toHaveTextContent('26.11.2026');
    expect(shifts).toHaveTextContent('Fr, 27.11.2026');
    expect(shifts).toHaveTextContent('06:00–14:00');
    expect(shifts).toHaveTextContent('Frühdienst');
    const days = screen.getByRole('region', { name: 'Letzte Arbeitstage' });
    expect(days).toHaveTextContent('Do, 26.11.2026');
    expect(days).toHaveTextContent('06:00–jetzt');
    expect(days).toHaveTextContent('6:00 h');
    const holiday = screen.getByRole('region', { name: 'Urlaub' });
    const [thisYear, lastYear] = within(holiday).getAllByRole('listitem');
    expect(thisYear).toHaveTextContent('Anspruch 25 Tage');
    expect(thisYear).toHaveTextContent('Übertrag 2 Tage');
    expect(thisYear).toHaveTextContent('genommen 4,5 Tage');
    expect(thisYear).toHaveTextContent('geplant 3 Tage');
    expect(thisYear).toHaveTextContent('übrig 19,5 Tage');
    expect(lastYear).not.toHaveTextContent('Übertrag');
    expect(lastYear).toHaveTextContent('überzogen 1 Tag');
  });

  it('warns before a statutory break falls due, and not during the break', async () => {
    // Running since 06:00; at 11:40 the Austrian rule (30 min after 6 h) is 20 minutes away.
    jest.setSystemTime(new Date('2026-11-26T10:40:00.000Z'));
    renderPage({
      [`${BASE}/me`]: { body: { data: { user: USER, workingActivity: RUNNING, projects: [] } } },
      [`${BASE}/working-activities`]: { body: { data: [RUNNING] } },
      [`POST ${BASE}/working-activities/pause`]: {
        body: {
          data: activity({
            state: 'paused',
            pauses: [{ start: '2026-11-26T10:40:00.000Z', end: null }],
          }),
        },
      },
    });
    expect(await screen.findByText('Pause fällig in 20 min')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await screen.findByRole('button', { name: 'Weiter' });
    expect(screen.queryByText(/Pause fällig/)).not.toBeInTheDocument();
  });

  it("reloads after a conflict and shows the server's message", async () => {
    let meAnswers = 0;
    renderPage({
      [`${BASE}/me`]: () => ({
        body: {
          data: { user: USER, workingActivity: meAnswers++ === 0 ? null : RUNNING, projects: [] },
        },
      }),
      [`POST ${BASE}/working-activities/start`]: {
        status: 409,
        body: { errors: [{ message: 'Die Arbeit läuft bereits.' }] },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Arbeit beginnen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Arbeit läuft bereits.');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it("says the spec's message when an action fails otherwise", async () => {
    renderPage({
      [`${BASE}/me`]: { body: { data: { user: USER, workingActivity: RUNNING, projects: [] } } },
      [`POST ${BASE}/working-activities/pause`]: { status: 500, body: { errors: [] } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Aktivität konnte nicht pausiert werden.',
    );
  });

  it('shows the messages of parts that could not be loaded', async () => {
    renderPage({
      [`${BASE}/me`]: { body: { data: { user: USER, workingActivity: null, projects: [] } } },
      [`${BASE}/working-schedules`]: { status: 500, body: { errors: [] } },
      [`${BASE}/working-activities`]: { status: 500, body: { errors: [] } },
      [`${BASE}/holiday-balances`]: { status: 500, body: { errors: [] } },
    });
    await screen.findByRole('heading', { name: 'Hallo Anna' });
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Aktivitäten konnten nicht geladen werden.',
      'Arbeitsplanung konnte nicht geladen werden.',
      'Urlaubskonten konnten nicht geladen werden.',
    ]);
  });

  it('shows the spec message for a bad link instead of sending the user to the staff login', async () => {
    const { redirects } = renderPage({
      [`${BASE}/me`]: { status: 401, body: { errors: [{ message: 'x' }] } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Benutzer konnte nicht geladen werden.',
    );
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
    expect(redirects).toEqual([]);
  });
});
