import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import type { AbsenceEntry, HolidayBalance } from '@bestellwerk/domain';
import { makeMe } from '@bestellwerk/domain/testing';
import { HolidayBalancesPage } from './holiday-balances-page.js';

const anna = makeMe({ id: 7, firstName: 'Anna', lastName: 'Berger' });
const ben = makeMe({ id: 8, username: 'ben', firstName: 'Ben', lastName: 'Huber' });
const carla = makeMe({ id: 9, username: 'carla', firstName: 'Carla', lastName: 'Zach' });
const balance = (user: number, values: Partial<HolidayBalance>): HolidayBalance => ({
  id: user * 10,
  user: { id: user },
  year: 2026,
  entitlement: 25,
  carryOver: 0,
  taken: 0,
  planned: 0,
  left: 25,
  ...values,
});
const annaBalance = balance(7, { carryOver: 2.5, taken: 10, planned: 3, left: 14.5 });
const carlaBalance = balance(9, { taken: 24, planned: 2, left: -1 });
const christmas: AbsenceEntry = {
  id: 31,
  user: { id: 7 },
  kind: 'holiday',
  from: '2026-12-22',
  to: '2026-12-31',
  comment: 'Weihnachten',
};
const ANNA_ABSENCES = '/api/absences?user=7&from=2026-01-01&to=2026-12-31&sort=from&order=asc';

function renderPage(routes: Record<string, JsonRoute> = {}) {
  const { fetch, calls } = jsonResponder({
    '/api/users': { body: { data: [carla, ben, anna] } },
    'GET /api/holiday-balances?year=2026': { body: { data: [annaBalance, carlaBalance] } },
    'GET /api/holiday-balances?year=2025': {
      body: { data: [balance(8, { year: 2025, entitlement: 28, left: 3 })] },
    },
    [`GET ${ANNA_ABSENCES}`]: { body: { data: [christmas] } },
    ...routes,
  });
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ roles: ['ROLE_ADMIN'] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={['/backend/holiday-balances']}>
        <HolidayBalancesPage />
      </MemoryRouter>
    </StoresProvider>,
  );
  return { calls };
}

const sent = (calls: { url: string; init: RequestInit }[], method: string) =>
  calls
    .filter((call) => call.init.method === method)
    .map((call) => [call.url, call.init.body ? JSON.parse(String(call.init.body)) : null]);

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('HolidayBalancesPage', () => {
  beforeEach(() =>
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00.000Z'), advanceTimers: true }),
  );
  afterEach(() => jest.useRealTimers());

  it('lists every employee with entitlement, carry-over, taken, planned and left', async () => {
    renderPage();
    const annaRow = await rowOf('Anna Berger');
    expect(
      within(annaRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['25 Tage', '2,5 Tage', '10 Tage', '3 Tage', '14,5 Tage', expect.any(String)]);
    const overdrawn = within(await rowOf('Carla Zach')).getByText('1 Tag überzogen');
    expect(overdrawn).toHaveClass('bo-holidays__overdrawn');
    expect(await rowOf('Ben Huber')).toHaveTextContent('Kein Urlaubskonto für 2026');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Anna Berger',
      'Ben Huber',
      'Carla Zach',
    ]);
  });

  it('creates a missing account and changes entitlement and carry-over', async () => {
    const { calls } = renderPage({
      'POST /api/holiday-balances': { status: 201, body: { data: balance(8, {}) } },
      'PUT /api/holiday-balances/70': { body: { data: annaBalance } },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Urlaubskonto für Ben Huber anlegen' }),
    );
    expect(
      screen.getByRole('heading', { name: 'Neues Urlaubskonto 2026: Ben Huber' }),
    ).toHaveFocus();
    const form = screen.getByRole('form', { name: 'Urlaubskonto von Ben Huber' });
    fireEvent.change(within(form).getByLabelText('Anspruch (Tage)'), { target: { value: '27,5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Urlaubskonto anlegen' }));
    expect(await screen.findByText('Urlaubskonto wurde erstellt.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Urlaubskonto von Ben Huber' })).toBeNull();

    fireEvent.click(
      screen.getByRole('button', { name: 'Urlaubskonto von Anna Berger bearbeiten' }),
    );
    const edit = screen.getByRole('form', { name: 'Urlaubskonto von Anna Berger' });
    fireEvent.change(within(edit).getByLabelText('Übertrag (Tage)'), { target: { value: '-1' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Urlaubskonto wurde aktualisiert.')).toBeInTheDocument();
    expect(sent(calls, 'POST').concat(sent(calls, 'PUT'))).toEqual([
      ['/api/holiday-balances', { user: { id: 8 }, year: 2026, entitlement: 27.5, carryOver: 3 }],
      ['/api/holiday-balances/70', { entitlement: 25, carryOver: -1 }],
    ]);
  });

  it("shows the server's message at the field when an account is refused", async () => {
    renderPage({
      'POST /api/holiday-balances': {
        status: 400,
        body: {
          errors: [
            {
              code: 'VALIDATION_FAILED',
              field: 'entitlement',
              message: 'Das Feld „Urlaubsanspruch“ darf höchstens 366 sein.',
            },
          ],
        },
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Urlaubskonto für Ben Huber anlegen' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Urlaubskonto anlegen' }));
    const input = screen.getByLabelText('Anspruch (Tage)');
    expect(
      await screen.findByText('Das Feld „Urlaubsanspruch“ darf höchstens 366 sein.'),
    ).toHaveAttribute('id', input.getAttribute('aria-describedby'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Urlaubskonto konnte nicht erstellt werden. Das Feld „Urlaubsanspruch“ darf höchstens 366 sein.',
    );
  });

  it("lists, adds and deletes an employee's absences and counts again", async () => {
    const { calls } = renderPage({
      'POST /api/absences': { status: 201, body: { data: { ...christmas, id: 32 } } },
      'DELETE /api/absences/31': { body: { data: null } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Abwesenheiten von Anna Berger' }));
    const panel = screen.getByRole('region', { name: 'Abwesenheiten von Anna Berger 2026' });
    const row = (await within(panel).findByRole('rowheader', { name: 'Urlaub' })).closest('tr')!;
    expect(row).toHaveTextContent('22.12.2026');
    expect(row).toHaveTextContent('31.12.2026');
    expect(row).toHaveTextContent('Weihnachten');

    fireEvent.change(within(panel).getByLabelText('Art'), { target: { value: 'sick' } });
    fireEvent.change(within(panel).getByLabelText('Erster Tag'), {
      target: { value: '2026-12-01' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Eintragen' }));
    expect(await within(panel).findByText('Abwesenheit wurde erstellt.')).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'Urlaub ab 22.12.2026 löschen' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Löschen' }));
    expect(await within(panel).findByText('Abwesenheit wurde gelöscht.')).toBeInTheDocument();
    expect(sent(calls, 'POST')).toEqual([
      [
        '/api/absences',
        { kind: 'sick', from: '2026-12-01', to: '2026-12-01', comment: '', user: { id: 7 } },
      ],
    ]);
    expect(sent(calls, 'DELETE')).toEqual([['/api/absences/31', null]]);
    // The accounts are read again after each change: taken and planned follow the absences.
    expect(calls.filter((call) => call.url === '/api/holiday-balances?year=2026')).toHaveLength(3);
  });

  it('changes the year and says when the accounts could not be loaded', async () => {
    const { calls } = renderPage({
      'GET /api/holiday-balances?year=2024': { status: 500, body: { errors: [] } },
    });
    await rowOf('Anna Berger');
    fireEvent.change(screen.getByLabelText('Jahr'), { target: { value: '2024' } });
    expect(
      await screen.findByText('Urlaubskonten konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/holiday-balances?year=2024');
  });
});
