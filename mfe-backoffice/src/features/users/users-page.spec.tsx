import { fireEvent, render, screen, within } from '@testing-library/react';
import { Link, MemoryRouter, RootStore, StoresProvider, useLocation } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { makeBranch, makeMe } from '@bestellwerk/domain/testing';
import { makeUser } from './user-fixtures.js';
import { UsersPage } from './users-page.js';

const bert = makeUser({
  id: 8,
  username: 'bert',
  email: 'bert@korn.example',
  firstName: 'Bert',
  lastName: 'Huber',
  branches: [{ id: 2 }],
});

function LocationProbe() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

function renderUsers(routes: Record<string, JsonRoute> = {}, isAdmin = true) {
  const { fetch, calls } = jsonResponder({
    'GET /api/users': { body: { data: [makeMe({ roles: ['ROLE_ADMIN'] }), bert] } },
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
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(makeMe({ roles: isAdmin ? ['ROLE_ADMIN'] : ['ROLE_EMPLOYEE'] }));
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={['/backend/users']}>
        <UsersPage />
        <Link to="/backend/devices">Geräte</Link>
        <LocationProbe />
      </MemoryRouter>
    </StoresProvider>,
  );
  return { calls };
}

const requests = (calls: { url: string; init: RequestInit }[]) =>
  calls.map((call) => `${call.init.method ?? 'GET'} ${call.url}`);

afterEach(() => jest.restoreAllMocks());

describe('UsersPage', () => {
  it('tells employees they may not manage users and loads nothing', () => {
    const { calls } = renderUsers({}, false);

    expect(screen.getByRole('alert')).toHaveTextContent('Keine Berechtigung.');
    expect(calls).toEqual([]);
  });

  it('lists the users with their roles, branches and state, and filters by search', async () => {
    renderUsers();

    const row = (await screen.findByRole('rowheader', { name: 'bert' })).closest('tr')!;
    expect(row).toHaveTextContent('Bert Huber');
    expect(row).toHaveTextContent('Mitarbeiter');
    expect(await within(row).findByText('Filiale Hall')).toBeInTheDocument();
    expect(row).toHaveTextContent('Aktiv');
    // Nobody deletes their own account here.
    expect(screen.queryByRole('button', { name: 'anna löschen' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'huber' } });
    expect(screen.queryByRole('rowheader', { name: 'anna' })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'bert' })).toBeInTheDocument();
  });

  it('creates a user, showing the server messages at their fields first', async () => {
    let attempt = 0;
    const { calls } = renderUsers({
      'POST /api/users': () =>
        ++attempt === 1
          ? {
              status: 400,
              body: {
                errors: [
                  { message: 'Dieser Benutzername ist bereits vergeben.', field: 'username' },
                ],
              },
            }
          : { status: 201, body: { data: { ...bert, id: 9, username: 'carla' } } },
    });
    await screen.findByRole('rowheader', { name: 'bert' });

    fireEvent.click(screen.getByRole('button', { name: 'Neuer Benutzer' }));
    fireEvent.change(screen.getByLabelText('Benutzername *'), { target: { value: 'bert' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort *'), {
      target: { value: 'geheim-und-lang' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Administrator' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Filiale Hall' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const username = screen.getByLabelText('Benutzername *');
    expect(await screen.findByText('Benutzer konnte nicht erstellt werden.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Dieser Benutzername ist bereits vergeben.');
    expect(username).toHaveFocus();

    fireEvent.change(username, { target: { value: 'carla' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Benutzer wurde erstellt.');
    const body = JSON.parse(String(calls.filter((c) => c.init.method === 'POST')[1].init.body));
    expect(body).toEqual({
      username: 'carla',
      email: '',
      firstName: '',
      lastName: '',
      password: 'geheim-und-lang',
      roles: ['ROLE_EMPLOYEE', 'ROLE_ADMIN'],
      branches: [{ id: 2 }],
      isEnabled: true,
      isLocked: false,
      expiresAt: null,
    });
  });

  it('shows what was chosen in the form: roles, branches and typed text', async () => {
    renderUsers();
    await screen.findByRole('rowheader', { name: 'bert' });

    fireEvent.click(screen.getByRole('button', { name: 'Neuer Benutzer' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Administrator' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Filiale Hall' }));
    fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'Carla' } });

    expect(screen.getByRole('checkbox', { name: 'Administrator' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mitarbeiter' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Filiale Hall' })).toBeChecked();
    expect(screen.getByLabelText('Vorname')).toHaveValue('Carla');
    expect(screen.getByLabelText('Neues Passwort *')).toHaveAttribute('type', 'password');
  });

  it('deletes a user only after the confirmation', async () => {
    const { calls } = renderUsers({ 'DELETE /api/users/8': { status: 204 } });

    fireEvent.click(await screen.findByRole('button', { name: 'bert löschen' }));
    const question = screen.getByRole('alertdialog', {
      name: 'Benutzer „bert“ wirklich löschen?',
    });
    expect(within(question).getByRole('button', { name: 'Löschen' })).toHaveFocus();
    fireEvent.click(within(question).getByRole('button', { name: 'Löschen' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Benutzer wurde gelöscht.');
    expect(requests(calls)).toContain('DELETE /api/users/8');
  });

  it('shows the catalogue message with a retry when deleting fails', async () => {
    renderUsers({ 'DELETE /api/users/8': { status: 500 } });

    fireEvent.click(await screen.findByRole('button', { name: 'bert löschen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Benutzer konnte nicht gelöscht werden.');
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('asks before unsaved changes are left by a link or by Abbrechen', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderUsers();

    fireEvent.click(await screen.findByRole('button', { name: 'bert bearbeiten' }));
    // Unchanged: leaving needs no question.
    fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'Berti' } });
    fireEvent.click(screen.getByRole('link', { name: 'Geräte' }));

    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/backend/users');

    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Vorname')).toHaveValue('Berti');

    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('link', { name: 'Geräte' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/backend/devices');
  });

  it("shows the time-tracking section in an existing user's form only", async () => {
    renderUsers();
    fireEvent.click(await screen.findByRole('button', { name: 'Neuer Benutzer' }));
    expect(screen.queryByRole('heading', { name: 'Zeiterfassung' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'bert bearbeiten' }));
    const section = screen.getByRole('region', { name: 'Zeiterfassung' });
    expect(section).toHaveTextContent('Noch kein Link');
    expect(section).toHaveTextContent('Noch keine PIN.');
  });

  it('leaves an unchanged form without asking', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    renderUsers();

    fireEvent.click(await screen.findByRole('button', { name: 'bert bearbeiten' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));

    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByRole('rowheader', { name: 'bert' })).toBeInTheDocument();
  });
});
