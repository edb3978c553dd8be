import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, RootStore, Route, Routes, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import type { Log } from '@bestellwerk/domain';
import { makeMe } from '@bestellwerk/domain/testing';
import { ProtocolEntryPage } from './protocol-entry-page.js';
import { ProtocolPage } from './protocol-page.js';

const PRICE_CHANGE: Log = {
  id: 41,
  level: 'info',
  area: 'products',
  message: 'Produkt „Sachertorte“ geändert',
  record: { type: 'product', id: 12 },
  context: {
    changes: [
      { field: 'price', old: 4.5, new: 4.9 },
      { field: 'isEnabled', old: true, new: false },
    ],
  },
  user: { id: 3, username: 'chefin' },
  createdAt: '2026-11-20T09:15:00.000Z',
};

const FAILED_MAIL: Log = {
  id: 40,
  level: 'error',
  area: 'mail',
  message: 'E-Mail konnte nicht versendet werden',
  record: null,
  context: { subject: 'Ihre Bestellung' },
  user: null,
  createdAt: '2026-11-20T08:00:00.000Z',
};

const USERS = { body: { data: [{ id: 3, username: 'chefin' }] } };

function renderAt(url: string, routes: Record<string, JsonRoute>) {
  const { fetch, calls } = jsonResponder({ '/api/users': USERS, ...routes });
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ roles: ['ROLE_ADMIN'] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/backend/logs" element={<ProtocolPage />} />
          <Route path="/backend/logs/:id" element={<ProtocolEntryPage />} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
  return calls;
}

describe('ProtocolPage', () => {
  it('lists the entries of the URL filter with who, when, area and record', async () => {
    const calls = renderAt('/backend/logs?area=products&recordType=product&recordId=12', {
      '/api/logs?area=products&recordType=product&recordId=12&page=1&pageSize=50': {
        body: { data: [PRICE_CHANGE] },
        headers: { 'X-Total-Count': '1' },
      },
    });
    const list = await screen.findByRole('list', { name: 'Protokolleinträge, neueste zuerst' });
    const [item] = within(list).getAllByRole('listitem');
    expect(
      within(item).getByRole('link', { name: 'Produkt „Sachertorte“ geändert' }),
    ).toHaveAttribute('href', '/backend/logs/41');
    // 09:15 UTC is 10:15 in Vienna.
    expect(item).toHaveTextContent('20.11.2026');
    expect(item).toHaveTextContent('10:15');
    expect(item).toHaveTextContent('Produkte');
    expect(item).toHaveTextContent('Produkt 12');
    expect(item).toHaveTextContent('chefin');
    expect(screen.getByRole('status')).toHaveTextContent('1 Eintrag');
    expect(screen.getByLabelText('Bereich')).toHaveValue('products');
    expect(screen.getByLabelText('Datensatz-ID')).toHaveValue('12');
    expect(calls.map((call) => call.url)).toContain(
      '/api/logs?area=products&recordType=product&recordId=12&page=1&pageSize=50',
    );
  });

  it('applies the chosen filters to the request', async () => {
    const calls = renderAt('/backend/logs', {
      '/api/logs?page=1&pageSize=50': { body: { data: [PRICE_CHANGE, FAILED_MAIL] } },
      '/api/logs?level=error&user=3&page=1&pageSize=50': { body: { data: [FAILED_MAIL] } },
    });
    await screen.findByRole('link', { name: 'Produkt „Sachertorte“ geändert' });
    fireEvent.change(screen.getByLabelText('Stufe'), { target: { value: 'error' } });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Benutzer' }), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(
      await screen.findByRole('link', { name: 'E-Mail konnte nicht versendet werden' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Produkt „Sachertorte“ geändert' })).toBeNull();
    expect(calls.map((call) => call.url)).toContain(
      '/api/logs?level=error&user=3&page=1&pageSize=50',
    );
  });

  it('refuses a period that ends before it starts, without asking the API', async () => {
    const calls = renderAt('/backend/logs', {
      '/api/logs?page=1&pageSize=50': { body: { data: [] } },
    });
    await screen.findByText('Keine Einträge gefunden.');
    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('Bis'), { target: { value: '2026-11-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Das Bis-Datum darf nicht vor dem Von-Datum liegen.',
    );
    expect(calls.filter((call) => call.url.startsWith('/api/logs'))).toHaveLength(1);
  });

  it('says the log could not be loaded and loads again on retry', async () => {
    let answers = 0;
    renderAt('/backend/logs', {
      '/api/logs?page=1&pageSize=50': () => {
        answers += 1;
        return answers === 1
          ? { status: 500, body: { errors: [{ message: 'Serverfehler' }] } }
          : { body: { data: [FAILED_MAIL] } };
      },
    });
    expect(await screen.findByText('Protokoll konnte nicht geladen werden.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(
      await screen.findByRole('link', { name: 'E-Mail konnte nicht versendet werden' }),
    ).toBeInTheDocument();
  });

  it('pages with Weiter when there are more entries than fit', async () => {
    const calls = renderAt('/backend/logs', {
      '/api/logs?page=1&pageSize=50': {
        body: { data: [PRICE_CHANGE] },
        headers: { 'X-Total-Count': '120' },
      },
      '/api/logs?page=2&pageSize=50': {
        body: { data: [FAILED_MAIL] },
        headers: { 'X-Total-Count': '120' },
      },
    });
    expect(await screen.findByText('Seite 1 von 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Seite 2 von 3')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/logs?page=2&pageSize=50');
  });
});

describe('ProtocolEntryPage', () => {
  it('shows who, when, which record and the changed fields with Vorher and Nachher', async () => {
    renderAt('/backend/logs/41', { '/api/logs/41': { body: { data: PRICE_CHANGE } } });
    const entry = await screen.findByRole('article', { name: 'Protokolleintrag' });
    expect(entry).toHaveTextContent('Produkt „Sachertorte“ geändert');
    expect(entry).toHaveTextContent('chefin');
    expect(entry).toHaveTextContent('Produkt 12');
    expect(entry).toHaveTextContent('20.11.2026');
    const table = within(entry).getByRole('table', { name: 'Geänderte Felder' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Feld', 'Vorher', 'Nachher'],
      ['price', '4,50\u00a0€', '4,90\u00a0€'],
      ['isEnabled', 'Ja', 'Nein'],
    ]);
  });

  it('shows an entry without changes with its details and the system as actor', async () => {
    renderAt('/backend/logs/40', { '/api/logs/40': { body: { data: FAILED_MAIL } } });
    const entry = await screen.findByRole('article', { name: 'Protokolleintrag' });
    expect(entry).toHaveTextContent('System');
    const details = within(entry)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(within(entry).getByText('Betreff')).toBeInTheDocument();
    expect(details).toContain('Ihre Bestellung');
    expect(within(entry).queryByRole('table')).toBeNull();
  });
});
