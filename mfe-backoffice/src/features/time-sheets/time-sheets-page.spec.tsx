import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import type { TimeSheetMonth, WorkingTimeChange } from '@bestellwerk/domain';
import { makeBranch, makeMe } from '@bestellwerk/domain/testing';
import { makeMonth } from './time-sheet-fixtures.js';
import { TimeSheetsPage } from './time-sheets-page.js';

const CHANGE: WorkingTimeChange = {
  id: 1,
  at: '2026-10-03T08:00:00.000Z',
  by: { id: 1, name: 'Chefin Huber' },
  subject: 'activity',
  action: 'updated',
  month: '2026-10',
  record: { id: 7 },
  activity: { id: 7 },
  employee: { id: 3, name: 'Anna Berger' },
  before: {
    start: '2026-10-02T06:00:00.000Z',
    end: '2026-10-02T12:00:00.000Z',
    pauses: [],
    state: 'ended',
    comment: '',
    project: null,
    task: null,
    branch: null,
  },
  after: {
    start: '2026-10-02T06:00:00.000Z',
    end: '2026-10-02T13:00:00.000Z',
    pauses: [],
    state: 'ended',
    comment: '',
    project: null,
    task: null,
    branch: null,
  },
  reason: 'Ende vergessen',
};

function renderPage({
  month = makeMonth(),
  isAdmin = true,
  routes = {},
  now = '2026-10-20T10:00:00.000Z',
}: {
  month?: TimeSheetMonth;
  isAdmin?: boolean;
  routes?: Record<string, JsonRoute>;
  now?: string;
} = {}) {
  jest.useFakeTimers({ now: new Date(now), advanceTimers: true });
  const { fetch, calls } = jsonResponder({
    'GET /api/time-sheets/month?month=2026-10': { body: { data: month } },
    'GET /api/time-sheets/changes?month=2026-10': { body: { data: [CHANGE] } },
    '/api/branches': { body: { data: [makeBranch({ id: 1, name: 'Wien-Neubau' })] } },
    ...routes,
  });
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ roles: isAdmin ? ['ROLE_ADMIN'] : ['ROLE_EMPLOYEE'] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={['/backend/time-sheets']}>
        <TimeSheetsPage />
      </MemoryRouter>
    </StoresProvider>,
  );
  return calls;
}

afterEach(() => jest.useRealTimers());

describe('TimeSheetsPage', () => {
  it('shows this month: employees with totals, the days with readable flags, the audit trail', async () => {
    renderPage();
    const employees = await screen.findByRole('table', { name: 'Mitarbeitende, Oktober 2026' });
    const row = within(employees).getByRole('row', { name: /Anna Berger/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8:00', '7:00', '-1:00', '–', '–', '1']);
    const day = screen.getByTestId('day-2026-10-02');
    expect(day).toHaveTextContent('Fr, 02.10.2026');
    expect(day).toHaveTextContent('08:00–15:00');
    expect(within(day).getByText('Pause zu kurz (30 min fehlen)')).toBeInTheDocument();
    expect(within(day).getByText('automatisch beendet – bitte prüfen')).toBeInTheDocument();
    const trail = screen.getByRole('region', { name: 'Änderungsprotokoll' });
    expect(trail).toHaveTextContent('Chefin Huber');
    expect(trail).toHaveTextContent('08:00–14:00 → 08:00–15:00');
    expect(trail).toHaveTextContent('Begründung: Ende vergessen');
    expect(screen.getByRole('link', { name: 'CSV exportieren' })).toHaveAttribute(
      'href',
      '/api/time-sheets/month.csv?month=2026-10',
    );
    expect(screen.getByRole('link', { name: 'PDF (Stundenzettel)' })).toHaveAttribute(
      'href',
      '/api/time-sheets/month.pdf?month=2026-10&user=3',
    );
  });

  it('needs a reason before it sends a correction', async () => {
    const calls = renderPage({
      routes: { 'PUT /api/working-activities/7': { body: { data: {} } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: '08:00–15:00 korrigieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Aktivität korrigieren' });
    fireEvent.change(within(dialog).getByLabelText('Ende'), { target: { value: '15:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(within(dialog).getByText('Bitte geben Sie eine Begründung an.')).toBeInTheDocument();
    expect(calls.some((call) => call.init.method === 'PUT')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Begründung (Pflichtfeld)'), {
      target: { value: 'Ende vergessen' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toMatchObject({
      end: '2026-10-02T13:30:00.000Z',
      reason: 'Ende vergessen',
    });
  });

  it('offers to enter a missing day', async () => {
    renderPage();
    const day = await screen.findByTestId('day-2026-10-05');
    fireEvent.click(within(day).getByRole('button', { name: 'Aktivität nachtragen' }));
    expect(screen.getByRole('dialog', { name: 'Aktivität nachtragen' })).toHaveTextContent(
      'Anna Berger, Montag, 05.10.2026',
    );
  });

  it('offers closing only once the month is over', async () => {
    renderPage();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Abschließen ist ab dem 01.11.2026 möglich.',
    );
    expect(screen.queryByRole('button', { name: 'Monat abschließen' })).not.toBeInTheDocument();
  });

  it('closes the last month after confirmation', async () => {
    const calls = renderPage({
      now: '2026-11-03T10:00:00.000Z',
      routes: {
        'GET /api/time-sheets/month?month=2026-11': {
          body: { data: makeMonth({ month: '2026-11' }) },
        },
        'GET /api/time-sheets/changes?month=2026-11': { body: { data: [] } },
        'POST /api/time-sheets/months/2026-10/close': { body: { data: makeMonth() } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Vorheriger Monat' }));
    await screen.findByRole('table', { name: 'Mitarbeitende, Oktober 2026' });
    fireEvent.click(await screen.findByRole('button', { name: 'Monat abschließen' }));
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Ja, abschließen' }));
    await waitFor(() =>
      expect(calls.map((call) => `${call.init.method ?? 'GET'} ${call.url}`)).toContain(
        'POST /api/time-sheets/months/2026-10/close',
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Ja, abschließen' })).not.toBeInTheDocument(),
    );
  });

  it('shows a closed month read-only with the badge', async () => {
    renderPage({
      month: makeMonth({
        closing: { closedAt: '2026-11-02T08:00:00.000Z', closedBy: { id: 1, name: 'Chefin' } },
      }),
    });
    expect(await screen.findByText('abgeschlossen')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Der Monat 10.2026 ist abgeschlossen (Chefin) und kann nicht mehr geändert werden.',
    );
    expect(screen.queryByRole('button', { name: /korrigieren/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aktivität nachtragen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Monat abschließen' })).not.toBeInTheDocument();
  });

  it('shows an employee only their own days, read-only', async () => {
    renderPage({ isAdmin: false });
    expect(
      await screen.findByRole('heading', { name: 'Anna Berger, Oktober 2026' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Mitarbeitende/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /korrigieren/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Monat abschließen' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Filiale')).not.toBeInTheDocument();
  });

  it('says the catalogue message when the month cannot be loaded', async () => {
    renderPage({
      routes: { 'GET /api/time-sheets/month?month=2026-10': { status: 500, body: { errors: [] } } },
    });
    expect(
      await screen.findAllByText('Aktivitäten konnten nicht geladen werden.'),
    ).not.toHaveLength(0);
  });
});
