import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, RootStore, Route, Routes, StoresProvider } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { makeMe } from '@bestellwerk/domain/testing';
import { LOGIN_LINK_SENT } from './login-link.js';
import { LoginLinkPage } from './login-link-page.js';
import { LoginPage } from './login-page.js';

function renderSession(path: string, routes: Record<string, JsonRoute>) {
  const { fetch, calls } = jsonResponder(routes);
  const redirect = jest.fn();
  const stores = new RootStore({ fetch, redirect, currentPath: () => path });
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/backend/login" element={<LoginPage />} />
          <Route path="/backend/login/link/:token" element={<LoginLinkPage />} />
          <Route path="/backend" element={<h1>Backoffice</h1>} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
  return { stores, calls, redirect };
}

describe('sign-in', () => {
  it('shows the lockout message of the API as it comes', async () => {
    const message =
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.';
    renderSession('/backend/login', {
      'POST /api/login': { status: 429, body: { errors: [{ message }] } },
    });
    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: 'anna' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'falsch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('asks for a sign-in link and says the same whether or not the account exists', async () => {
    const { calls } = renderSession('/backend/login', {
      'POST /api/login/link': { body: { data: null } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Passwort vergessen' }));
    expect(screen.getByRole('heading', { name: 'Passwort vergessen' })).toHaveFocus();

    fireEvent.change(screen.getByLabelText('Benutzername oder E-Mail'), {
      target: { value: ' anna@korn.example ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Anmeldelink senden' }));

    expect(await screen.findByRole('status')).toHaveTextContent(LOGIN_LINK_SENT);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ username: 'anna@korn.example' });

    fireEvent.click(screen.getByRole('button', { name: 'Zurück zur Anmeldung' }));
    expect(screen.getByLabelText('Passwort')).toBeInTheDocument();
  });

  it('signs in with a link token once and goes on to /backend', async () => {
    const { stores, calls } = renderSession('/backend/login/link/t0k3n', {
      'POST /api/login/link/t0k3n': { body: { data: makeMe() } },
    });

    expect(await screen.findByRole('heading', { name: 'Backoffice' })).toBeInTheDocument();
    expect(stores.session.me?.username).toBe('anna');
    // The token is spent once; after the sign-in only init is reloaded.
    expect(calls.filter((call) => call.url.startsWith('/api/login/link'))).toHaveLength(1);
  });

  it('shows why a link does not work, with a way back to the sign-in, and no redirect', async () => {
    const { redirect } = renderSession('/backend/login/link/alt', {
      'POST /api/login/link/alt': {
        status: 401,
        body: { errors: [{ message: 'Der Anmeldelink ist ungültig oder abgelaufen.' }] },
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Anmeldelink ist ungültig oder abgelaufen.',
    );
    expect(redirect).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Zur Anmeldung' }));
    });
    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
  });
});
