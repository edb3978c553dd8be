import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { makeBranch, makeMe } from '@bestellwerk/domain/testing';
import { anna, ben, carl, makeShift } from './schedule-fixtures.js';
import { SchedulePage } from './schedule-page.js';

const WEEK = '/api/working-schedules?from=2026-11-22&to=2026-11-30';
const annaEarly = makeShift(anna, '2026-11-23T06:00', '2026-11-23T14:00');
const annaLate = makeShift(anna, '2026-11-23T13:00', '2026-11-23T17:00');
const benShift = makeShift(ben, '2026-11-24T06:00', '2026-11-24T14:00', { comment: 'Ofen' });

function renderSchedule(routes: Record<string, JsonRoute> = {}, isAdmin = true) {
  const { fetch, calls } = jsonResponder({
    '/api/branches': {
      body: { data: [makeBranch({ id: 1, name: 'Wien' }), makeBranch({ id: 2, name: 'Graz' })] },
    },
    '/api/users': { body: { data: [anna, ben, carl] } },
    '/api/departments?branch=1': {
      body: { data: [{ id: 4, name: 'Backstube', description: '', branch: { id: 1 } }] },
    },
    [`GET ${WEEK}`]: { body: { data: [annaEarly, annaLate, benShift] } },
    ...routes,
  });
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ ...anna, roles: isAdmin ? ['ROLE_ADMIN'] : ['ROLE_EMPLOYEE'] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={['/backend/schedule']}>
        <SchedulePage />
      </MemoryRouter>
    </StoresProvider>,
  );
  return { calls };
}

const bodiesOf = (calls: { url: string; init: RequestInit }[], method: string) =>
  calls
    .filter((call) => call.init.method === method)
    .map((call) => [call.url, JSON.parse(String(call.init.body ?? 'null'))]);

/** A DataTransfer for jsdom, which has none. */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    dropEffect: 'none',
    effectAllowed: 'all',
  };
}

describe('SchedulePage', () => {
  // Thursday 26 November 2026, week 48.
  beforeEach(() =>
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00.000Z'), advanceTimers: true }),
  );
  afterEach(() => jest.useRealTimers());

  it('shows the week of a branch with shifts, planned hours and conflicts', async () => {
    renderSchedule();
    const grid = await screen.findByRole('region', { name: /Dienstplan KW 48/ });
    expect(screen.getByRole('heading', { name: 'KW 48 · 23.11.2026 – 29.11.2026' })).toBeVisible();
    const headings = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual([
      'Mitarbeiter/in',
      'Mo 23.11.',
      'Di 24.11.',
      'Mi 25.11.',
      'Do 26.11.',
      'Fr 27.11.',
      'Sa 28.11.',
      'So 29.11.',
      'Woche (netto)',
    ]);
    const annaRow = within(grid).getByRole('rowheader', { name: 'Anna Berger' }).closest('tr')!;
    expect(annaRow).toHaveTextContent('07:00–15:00');
    expect(annaRow).toHaveTextContent('⚠ Überschneidung mit Mo 23.11. 14:00–18:00');
    // 07:00–18:00 with the overlap once, less the 30-minute break: 10:30 net.
    expect(annaRow).toHaveTextContent('10:30 h');
    const benRow = within(grid).getByRole('rowheader', { name: 'Ben Huber' }).closest('tr')!;
    expect(benRow).toHaveTextContent('07:00–15:00Ofen');
    expect(within(grid).queryByRole('rowheader', { name: 'Carl Graz' })).toBeNull();
    const conflicts = screen.getByRole('region', { name: 'Konflikte' });
    expect(within(conflicts).getAllByRole('listitem')).toHaveLength(2);
  });

  it('adds a shift in an empty cell', async () => {
    const { calls } = renderSchedule({
      'POST /api/working-schedules': { status: 201, body: { data: benShift } },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Schicht für Ben Huber am Fr 27.11. anlegen' }),
    );
    const form = screen.getByRole('region', { name: 'Neue Schicht' });
    expect(within(form).getByRole('heading', { name: 'Neue Schicht' })).toHaveFocus();
    fireEvent.change(within(form).getByLabelText('Beginn (HH:mm)'), { target: { value: '22:00' } });
    fireEvent.change(within(form).getByLabelText('Ende (HH:mm)'), { target: { value: '06:00' } });
    fireEvent.change(within(form).getByLabelText('Abteilung'), { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Planung wurde erstellt.')).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST')).toEqual([
      [
        '/api/working-schedules',
        {
          user: { id: ben.id },
          branch: { id: 1 },
          department: { id: 4 },
          start: '2026-11-27T21:00:00.000Z',
          end: '2026-11-28T05:00:00.000Z',
          comment: '',
        },
      ],
    ]);
    expect(screen.queryByRole('region', { name: 'Neue Schicht' })).toBeNull();
  });

  it('moves a shift by drag and drop, and with "Verschieben" in the form', async () => {
    const { calls } = renderSchedule({
      [`PUT /api/working-schedules/${benShift.id}`]: { body: { data: benShift } },
    });
    const shift = await screen.findByRole('button', {
      name: /Schicht Ben Huber, Di 24.11. 07:00–15:00/,
    });
    const transfer = dataTransfer();
    fireEvent.dragStart(shift, { dataTransfer: transfer });
    const target = screen
      .getByRole('button', { name: 'Schicht für Anna Berger am Mi 25.11. anlegen' })
      .closest('td')!;
    fireEvent.dragOver(target, { dataTransfer: transfer });
    fireEvent.drop(target, { dataTransfer: transfer });
    expect(await screen.findByText('Planung wurde aktualisiert.')).toBeInTheDocument();

    fireEvent.click(shift);
    const form = screen.getByRole('region', { name: 'Schicht bearbeiten' });
    const move = within(form).getByRole('group', { name: 'Verschieben' });
    fireEvent.change(within(move).getByLabelText('Auf den Tag'), {
      target: { value: '2026-11-28' },
    });
    await act(async () => {
      fireEvent.click(within(move).getByRole('button', { name: 'Verschieben' }));
    });
    expect(bodiesOf(calls, 'PUT')).toEqual([
      [
        `/api/working-schedules/${benShift.id}`,
        {
          user: { id: anna.id },
          start: '2026-11-25T06:00:00.000Z',
          end: '2026-11-25T14:00:00.000Z',
        },
      ],
      [
        `/api/working-schedules/${benShift.id}`,
        {
          user: { id: ben.id },
          start: '2026-11-28T06:00:00.000Z',
          end: '2026-11-28T14:00:00.000Z',
        },
      ],
    ]);
  });

  it('deletes a shift after the question', async () => {
    const { calls } = renderSchedule({
      [`DELETE /api/working-schedules/${benShift.id}`]: { body: { data: null } },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: /Schicht Ben Huber, Di 24.11. 07:00–15:00/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Schicht löschen' }));
    const question = screen.getByRole('alertdialog', {
      name: 'Schicht Di 24.11. 07:00–15:00 wirklich löschen?',
    });
    expect(calls.some((call) => call.init.method === 'DELETE')).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Planung wurde gelöscht.')).toBeInTheDocument();
    expect(bodiesOf(calls, 'DELETE')).toEqual([[`/api/working-schedules/${benShift.id}`, null]]);
    expect(screen.queryByRole('region', { name: 'Schicht bearbeiten' })).toBeNull();
  });

  it('copies the week before and says how many shifts came over', async () => {
    const { calls } = renderSchedule({
      'POST /api/working-schedules/copy-week': {
        status: 201,
        body: { data: { created: [annaEarly], skipped: [] } },
      },
    });
    await screen.findByRole('region', { name: /Dienstplan KW 48/ });
    fireEvent.click(screen.getByRole('button', { name: 'Vorwoche kopieren' }));
    expect(await screen.findByText('1 Schicht kopiert.')).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST')).toEqual([
      [
        '/api/working-schedules/copy-week',
        { from: '2026-11-16', to: '2026-11-23', branch: { id: 1 } },
      ],
    ]);
  });

  it('says when the schedule could not be loaded', async () => {
    renderSchedule({ [`GET ${WEEK}`]: { status: 500, body: { errors: [] } } });
    expect(await screen.findByText('Planung konnte nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('shows employees their own shifts read-only', async () => {
    const { calls } = renderSchedule({}, false);
    const grid = await screen.findByRole('region', { name: /Dienstplan KW 48/ });
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Anna Berger']);
    expect(within(grid).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Vorwoche kopieren' })).toBeNull();
    expect(calls.map((call) => call.url)).not.toContain('/api/users');
  });
});
