import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, RootStore, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { makeMe } from '@bestellwerk/domain/testing';
import { ResourceScreen } from './resource-screen.js';
import { DONATEES } from './resource-screens.js';

const tafel = { id: 1, identifier: 'tafel-wien', name: 'Wiener Tafel', description: '' };
const gruft = { id: 2, identifier: 'gruft', name: 'Gruft', description: 'Caritas' };
const LIST = '/api/donatees?page=1&pageSize=20';

function renderScreen(routes: Record<string, JsonRoute> = {}, isAdmin = true) {
  const { fetch, calls } = jsonResponder({
    [`GET ${LIST}`]: { body: { data: [tafel, gruft] }, headers: { 'X-Total-Count': '45' } },
    ...routes,
  });
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ roles: isAdmin ? ['ROLE_ADMIN'] : ['ROLE_EMPLOYEE'] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={['/backend/donatees']}>
        <ResourceScreen resource={DONATEES} />
      </MemoryRouter>
    </StoresProvider>,
  );
  return { calls };
}

const bodyOf = (calls: { url: string; init: RequestInit }[], method: string) =>
  JSON.parse(String(calls.find((call) => call.init.method === method)?.init.body));

describe('ResourceScreen', () => {
  it('is for administrators only and loads nothing for others', () => {
    const { calls } = renderScreen({}, false);
    expect(screen.getByRole('heading', { name: 'Keine Berechtigung' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lists, searches, sorts and pages through the records', async () => {
    const { calls } = renderScreen({
      'GET /api/donatees?search=tafel&page=1&pageSize=20': {
        body: { data: [tafel] },
        headers: { 'X-Total-Count': '1' },
      },
      'GET /api/donatees?search=tafel&sort=name&order=asc&page=1&pageSize=20': {
        body: { data: [tafel] },
        headers: { 'X-Total-Count': '1' },
      },
      'GET /api/donatees?page=2&pageSize=20': {
        body: { data: [gruft] },
        headers: { 'X-Total-Count': '45' },
      },
    });

    expect(await screen.findByRole('rowheader', { name: 'Wiener Tafel' })).toBeInTheDocument();
    expect(screen.getByText('Seite 1 von 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Seite 2 von 3')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Gruft' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'tafel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText('Seite 1 von 1')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(await screen.findByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(calls.map((call) => call.url)).toContain(
      '/api/donatees?search=tafel&sort=name&order=asc&page=1&pageSize=20',
    );
  });

  it('creates a record, showing a field message from a 400 first', async () => {
    let attempt = 0;
    const { calls } = renderScreen({
      'POST /api/donatees': () =>
        attempt++ === 0
          ? {
              status: 400,
              body: { errors: [{ field: 'identifier', message: 'Kennung ist ungültig.' }] },
            }
          : { status: 201, body: { data: { ...tafel, id: 3, identifier: 'neu' } } },
    });
    await screen.findByRole('rowheader', { name: 'Wiener Tafel' });

    fireEvent.click(screen.getByRole('button', { name: 'Neuer Spendenempfänger' }));
    fireEvent.change(screen.getByLabelText(/^Kennung/), { target: { value: 'Neu!' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: ' Neue Hilfe ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const identifier = screen.getByLabelText(/^Kennung/);
    expect(
      await screen.findByText('Kennung ist ungültig.', { selector: '.bo-field-error' }),
    ).toBeInTheDocument();
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveFocus();
    expect(bodyOf(calls, 'POST')).toEqual({
      identifier: 'Neu!',
      name: 'Neue Hilfe',
      description: '',
      iban: '',
      bic: '',
    });

    fireEvent.change(identifier, { target: { value: 'neu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Spendenempfänger wurde erstellt.');
  });

  it('deletes a record after the question', async () => {
    const { calls } = renderScreen({ 'DELETE /api/donatees/2': { status: 204 } });
    await screen.findByRole('rowheader', { name: 'Gruft' });

    fireEvent.click(screen.getByRole('button', { name: 'Gruft löschen' }));
    const question = screen.getByRole('alertdialog', {
      name: 'Spendenempfänger „Gruft“ wirklich löschen?',
    });
    expect(calls.some((call) => call.init.method === 'DELETE')).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: 'Löschen' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Spendenempfänger wurde gelöscht.');
    expect(
      calls.some((call) => call.init.method === 'DELETE' && call.url === '/api/donatees/2'),
    ).toBe(true);
  });

  it('shows the load error with a retry', async () => {
    let failing = true;
    renderScreen({
      [`GET ${LIST}`]: () =>
        failing
          ? { status: 500, body: { errors: [] } }
          : { body: { data: [tafel] }, headers: { 'X-Total-Count': '1' } },
    });

    expect(
      await screen.findByText('Spendenempfänger konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('rowheader', { name: 'Wiener Tafel' })).toBeInTheDocument();
  });
});
