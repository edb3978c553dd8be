import { fireEvent, render, screen, within } from '@testing-library/react';
import { RootStore, StoresProvider, MemoryRouter } from '@bestellwerk/client';
import { makeBranch, makeMe, makeOrder } from '@bestellwerk/domain/testing';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import BackofficeApp from './app.js';

function renderBackoffice(path: string, routes: Record<string, JsonRoute> = {}) {
  const { fetch, calls } = jsonResponder({
    '/api/branches': {
      body: {
        data: [
          makeBranch({ id: 1, name: 'Filiale Innenstadt' }),
          makeBranch({ id: 2, name: 'Filiale Hall' }),
        ],
      },
    },
    '/api/orders/current': { body: { data: [] } },
    '/api/orders/missed': { body: { data: [] } },
    ...routes,
  });
  const stores = new RootStore({ fetch, redirect: () => undefined, currentPath: () => path });
  const view = (signedIn?: Parameters<typeof makeMe>[0]) => {
    if (signedIn) stores.session.setMe(makeMe(signedIn));
    render(
      <StoresProvider value={stores}>
        <MemoryRouter initialEntries={[path]}>
          <BackofficeApp />
        </MemoryRouter>
      </StoresProvider>,
    );
  };
  return { stores, calls, view };
}

function signIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('BackofficeApp', () => {
  it('sends visitors without a session from /backend to the login', () => {
    renderBackoffice('/backend').view();

    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('shows the German error of the API when the login fails', async () => {
    renderBackoffice('/backend/login', {
      'POST /api/login': {
        status: 401,
        body: { errors: [{ message: 'Benutzername oder Passwort ist falsch.' }] },
      },
    }).view();

    signIn('anna', 'falsch');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Benutzername oder Passwort ist falsch.',
    );
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
  });

  it('signs in, greets the user and lists the branches the employee works for', async () => {
    const { calls, view } = renderBackoffice('/backend/login', {
      'POST /api/login': { body: { data: makeMe() } },
    });
    view();

    signIn('anna', 'geheim');

    expect(await screen.findByRole('heading', { name: 'Willkommen, Anna' })).toBeInTheDocument();
    const branches = await screen.findByRole('list', { name: 'Ihre Filialen' });
    expect(branches).toHaveTextContent('Filiale Innenstadt – 6020 Innsbruck');
    expect(branches).not.toHaveTextContent('Filiale Hall');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      username: 'anna',
      password: 'geheim',
    });
  });

  it('signs out on /backend/logout and returns to the login', async () => {
    const { stores, calls, view } = renderBackoffice('/backend/logout', {
      'POST /api/logout': { status: 204 },
    });
    view({});

    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(stores.session.isSignedIn).toBe(false);
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual(['POST /api/logout']);
  });

  it('frames staff pages with the navigation, the user name and the new-order badge', async () => {
    renderBackoffice('/backend/orders', {
      '/api/orders/current': { body: { data: [makeOrder({ id: 1, ticketNumber: 4 })] } },
    }).view({});

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestellungen' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Backoffice' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Übersicht',
      'Bestellungen',
      'Verlauf',
      'Telefonbestellung',
      'Bewertungen',
      'Geräte',
      'Etiketten',
      'Zeiterfassung',
      'Dienstplan',
      'Statistik',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Verwaltung' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Bestellungen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Abmelden' })).toHaveAttribute(
      'href',
      '/backend/logout',
    );
    expect(document.querySelector('.bo-frame__name')).toHaveTextContent(
      'Angemeldet als Anna Berger',
    );
    expect(await screen.findByRole('link', { name: 'Bestellung Nr. 4' })).toBeInTheDocument();
    expect(screen.getByTestId('new-orders-badge')).toHaveTextContent('1 neue Bestellung');
  });

  it('shows Benutzer to administrators only', async () => {
    renderBackoffice('/backend/users').view({ roles: ['ROLE_EMPLOYEE'] });

    expect(await screen.findByRole('heading', { name: 'Keine Berechtigung' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Benutzer' })).not.toBeInTheDocument();
  });

  it('offers the management screens to administrators, by section', async () => {
    renderBackoffice('/backend').view({ roles: ['ROLE_ADMIN'] });

    const admin = await screen.findByRole('navigation', { name: 'Verwaltung' });
    expect(within(admin).getByRole('link', { name: 'Benutzer' })).toHaveAttribute(
      'href',
      '/backend/users',
    );
    expect(
      within(within(admin).getByRole('list', { name: 'Katalog' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/backend/menus', '/backend/categories', '/backend/products', '/backend/tags']);
  });

  it('opens the counter views without a login', async () => {
    renderBackoffice('/backend/frontdesk/1/k3y', {
      '/api/orders/frontdesk/1/k3y': { body: { data: [] } },
    }).view();

    expect(await screen.findByRole('heading', { name: 'Abholstatus' })).toBeInTheDocument();
  });

  it('shows the not-found view for unknown staff pages', async () => {
    renderBackoffice('/backend/gibt-es-nicht').view({});

    expect(await screen.findByRole('navigation', { name: 'Backoffice' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bestellungen' })).not.toBeInTheDocument();
  });
});

describe('BackofficeApp sign-in return', () => {
  it('opens the staff page asked for after signing in', async () => {
    renderBackoffice('/backend/orders', {
      'POST /api/login': { body: { data: makeMe() } },
    }).view();
    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();

    signIn('anna', 'geheim');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestellungen' }),
    ).toBeInTheDocument();
  });
});
