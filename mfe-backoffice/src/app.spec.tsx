import { fireEvent, render, screen } from '@testing-library/react';
import { RootStore, StoresProvider, MemoryRouter } from '@bestellwerk/client';
import { makeBranch, makeMe } from '@bestellwerk/domain/testing';
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
    ...routes,
  });
  const stores = new RootStore({ fetch, redirect: () => undefined, currentPath: () => path });
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={[path]}>
        <BackofficeApp />
      </MemoryRouter>
    </StoresProvider>,
  );
  return { stores, calls };
}

function signIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('BackofficeApp', () => {
  it('sends visitors without a session from /backend to the login', () => {
    renderBackoffice('/backend');

    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('shows the German error of the API when the login fails', async () => {
    renderBackoffice('/backend/login', {
      'POST /api/login': {
        status: 401,
        body: { errors: [{ message: 'Benutzername oder Passwort ist falsch.' }] },
      },
    });

    signIn('anna', 'falsch');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Benutzername oder Passwort ist falsch.',
    );
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
  });

  it('signs in, greets the user and lists the branches the employee works for', async () => {
    const { calls } = renderBackoffice('/backend/login', {
      'POST /api/login': { body: { data: makeMe() } },
    });

    signIn('anna', 'geheim');

    expect(await screen.findByRole('heading', { name: 'Willkommen, Anna' })).toBeInTheDocument();
    expect(await screen.findByText('Filiale Innenstadt – 6020 Innsbruck')).toBeInTheDocument();
    expect(screen.queryByText('Filiale Hall – 6020 Innsbruck')).not.toBeInTheDocument();
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      username: 'anna',
      password: 'geheim',
    });
  });

  it('signs out on /backend/logout and returns to the login', async () => {
    const { stores, calls } = renderBackoffice('/backend/logout', {
      'POST /api/logout': { status: 204 },
    });
    stores.session.setMe(makeMe());

    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(stores.session.isSignedIn).toBe(false);
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual(['POST /api/logout']);
  });
});
