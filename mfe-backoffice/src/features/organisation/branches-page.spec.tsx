import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { makeMe } from '@bestellwerk/domain/testing';
import { BranchesPage } from './branches-page.js';

const LIST = '/api/branches?page=1&pageSize=20';
const area = { id: 7, area: '1070 Wien', price: 3.5, tax: 20, free: false };
const neubau = {
  id: 1,
  identifier: 'wien-neubau',
  name: 'Wien Neubau',
  city: 'Wien',
  isEnabled: true,
  isPublic: false,
  openingHours: [{ type: 'daily', date: null, isClosed: false, from: '07:00', to: '18:00' }],
  deliveryHours: [],
  isDeliveryHoursEnabled: false,
  isDeliveryEmailRequired: true,
  deliveryAreas: [
    { ...area, freeFromOrderValue: null, minimumOrderValue: null },
    {
      id: 8,
      area: '1080 Wien',
      price: 4,
      tax: 20,
      free: false,
      freeFromOrderValue: 40,
      minimumOrderValue: null,
    },
  ],
};

function renderPage(routes: Record<string, JsonRoute> = {}) {
  const { fetch, calls } = jsonResponder({
    [`GET ${LIST}`]: { body: { data: [neubau] }, headers: { 'X-Total-Count': '1' } },
    'GET /api/divisions': { body: { data: [] } },
    'GET /api/tags': { body: { data: [{ id: 3, name: 'Gastgarten' }] } },
    'GET /api/images': { body: { data: [] } },
    ...routes,
  });
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ roles: ['ROLE_ADMIN'] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={['/backend/branches']}>
        <BranchesPage />
      </MemoryRouter>
    </StoresProvider>,
  );
  return { calls };
}

const bodyOf = (calls: { url: string; init: RequestInit }[], method: string) =>
  JSON.parse(String(calls.filter((call) => call.init.method === method).at(-1)?.init.body));

const section = (name: string) => screen.getByRole('group', { name });

describe('BranchesPage', () => {
  it('lists branches with identifier, city and the active and public flags', async () => {
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'Wien Neubau' })).closest('tr')!;
    expect(within(row).getByText('wien-neubau')).toBeInTheDocument();
    expect(within(row).getByText('Wien')).toBeInTheDocument();
    expect(within(row).getByText('Ja / Nein')).toBeInTheDocument();
  });

  it('groups every field in labelled sections, the requirements as a grid', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Neue Filiale' }));

    for (const name of [
      'Stammdaten',
      'Adresse & Kontakt',
      'Bestellarten',
      'Zahlung',
      'Pflichtangaben',
      'Öffnungszeiten',
      'Lieferung',
      'Bilder',
    ])
      expect(section(name)).toBeInTheDocument();
    expect(within(section('Adresse & Kontakt')).getByLabelText('Breitengrad')).toBeInTheDocument();
    expect(
      within(section('Zahlung')).getByLabelText('Online-Zahlung (Datatrans)'),
    ).toBeInTheDocument();

    const grid = within(section('Pflichtangaben')).getByRole('table');
    expect(within(grid).getAllByRole('checkbox')).toHaveLength(9);
    fireEvent.click(within(grid).getByLabelText('Telefon bei Vor Ort verpflichtend'));

    const delivery = section('Lieferung');
    expect(within(delivery).queryByRole('group', { name: 'Lieferzeiten' })).toBeNull();
    fireEvent.click(within(delivery).getByLabelText('Eigene Lieferzeiten'));
    expect(within(delivery).getByRole('group', { name: 'Lieferzeiten' })).toBeInTheDocument();
  });

  it('edits opening hours by rows and previews the week with a one-off closed day', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Neue Filiale' }));
    const hours = within(section('Öffnungszeiten'));

    fireEvent.click(hours.getByRole('button', { name: 'Zeile hinzufügen' }));
    fireEvent.change(hours.getByLabelText('Von'), { target: { value: '07:00' } });
    fireEvent.change(hours.getByLabelText('Bis'), { target: { value: '12:30' } });
    fireEvent.click(hours.getByRole('button', { name: 'Zeile hinzufügen' }));
    const second = within(hours.getByRole('group', { name: 'Eintrag 2' }));
    fireEvent.change(second.getByLabelText('Art'), { target: { value: 'once' } });
    fireEvent.change(second.getByLabelText('Datum'), { target: { value: '2026-12-24' } });
    fireEvent.click(second.getByLabelText('Geschlossen'));
    expect(second.getByLabelText('Von')).toBeDisabled();

    fireEvent.change(hours.getByLabelText('Woche mit dem Datum'), {
      target: { value: '2026-12-23' },
    });
    const preview = hours.getByRole('table', {
      name: /Vorschau der Woche 21\.12\.2026 – 27\.12\.2026/,
    });
    const rows = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Montag21.12.202607:00 – 12:30',
      'Dienstag22.12.202607:00 – 12:30',
      'Mittwoch23.12.202607:00 – 12:30',
      'Donnerstag24.12.2026Geschlossen (Einmalig)',
      'Freitag25.12.202607:00 – 12:30',
      'Samstag26.12.202607:00 – 12:30',
      'Sonntag27.12.202607:00 – 12:30',
    ]);

    fireEvent.click(hours.getByRole('button', { name: 'Nächste Woche' }));
    expect(hours.getByRole('table', { name: /28\.12\.2026 – 03\.01\.2027/ })).toBeInTheDocument();
    expect(hours.queryByText(/Einmalig\)/)).toBeNull();

    fireEvent.click(hours.getByRole('button', { name: 'Eintrag 2 nach oben' }));
    expect(
      within(hours.getByRole('group', { name: 'Eintrag 1' })).getByLabelText('Art'),
    ).toHaveValue('once');
    fireEvent.click(hours.getByRole('button', { name: 'Eintrag 1 entfernen' }));
    expect(hours.queryByRole('group', { name: 'Eintrag 2' })).toBeNull();
    expect(hours.getByRole('button', { name: 'Zeile hinzufügen' })).toHaveFocus();
  });

  it('saves hours and delivery areas with their ids, and shows server messages at the row', async () => {
    let attempt = 0;
    const { calls } = renderPage({
      'PUT /api/branches/1': () =>
        attempt++ === 0
          ? {
              status: 400,
              body: {
                errors: [
                  {
                    field: 'openingHours.0.from',
                    message:
                      'Das Feld „Öffnungszeiten, Eintrag 1: Von“ muss eine Uhrzeit im Format HH:mm sein.',
                  },
                ],
              },
            }
          : { body: { data: neubau } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Wien Neubau bearbeiten' }));

    const areas = within(section('Lieferung'));
    fireEvent.click(areas.getByRole('button', { name: 'Liefergebiet 1 entfernen' }));
    fireEvent.change(areas.getByLabelText(/^Gebiet/), {
      target: { value: '1080 Wien-Josefstadt' },
    });
    fireEvent.click(areas.getByRole('button', { name: 'Liefergebiet hinzufügen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const from = within(section('Öffnungszeiten')).getByLabelText('Von');
    expect(await screen.findByText(/muss eine Uhrzeit im Format HH:mm sein/)).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveFocus();

    const body = bodyOf(calls, 'PUT');
    expect(body.openingHours).toEqual(neubau.openingHours);
    expect(body.isDeliveryEmailRequired).toBe(true);
    expect(body.deliveryAreas).toEqual([
      { ...neubau.deliveryAreas[1], area: '1080 Wien-Josefstadt' },
      {
        area: '',
        price: null,
        tax: null,
        free: false,
        freeFromOrderValue: null,
        minimumOrderValue: null,
      },
    ]);

    fireEvent.change(from, { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Filiale wurde aktualisiert.');
  });
});

describe('BranchesPage delivery areas', () => {
  it('reads fees and order values typed with a decimal comma and shows them in German', async () => {
    const { calls } = renderPage({ 'PUT /api/branches/1': { body: { data: neubau } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Wien Neubau bearbeiten' }));

    const first = within(screen.getByRole('group', { name: 'Liefergebiet 1' }));
    const fee = first.getByLabelText('Liefergebühr');
    expect(fee).toHaveValue('3,50');
    fireEvent.focus(fee);
    fireEvent.change(fee, { target: { value: '7,40' } });
    fireEvent.blur(fee);
    expect(fee).toHaveValue('7,40');

    const minimum = first.getByLabelText('Mindestbestellwert');
    fireEvent.focus(minimum);
    fireEvent.change(minimum, { target: { value: '1.234,5' } });
    fireEvent.blur(minimum);
    expect(minimum).toHaveValue('1.234,50');

    const second = within(screen.getByRole('group', { name: 'Liefergebiet 2' }));
    expect(second.getByLabelText('Kostenlos ab Bestellwert')).toHaveValue('40,00');
    expect(second.getByLabelText('Steuersatz')).toHaveValue('20');

    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Filiale wurde aktualisiert.');
    const body = bodyOf(calls, 'PUT');
    expect(body.deliveryAreas[0]).toMatchObject({ id: 7, price: 7.4, minimumOrderValue: 1234.5 });
  });
});
