import type { ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Link, MemoryRouter, RootStore, StoresProvider, useLocation } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { makeBranch, makeMe } from '@bestellwerk/domain/testing';
import { makeDevice } from './device-fixtures.js';
import { DevicesPage } from './devices-page.js';

const printer = makeDevice({ id: 1, name: 'Bondrucker Theke', branch: { id: 1 } });
const tablet = makeDevice({
  id: 2,
  name: 'Tablet Hall',
  identifier: 'hall-tablet',
  type: 'tablet',
  branch: { id: 2 },
  isOnline: false,
  lastSeenAt: '2026-11-19T17:05:00.000Z',
});

/** The path the router is at, for tests that follow a link. */
function Location(): ReactNode {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderDevices(routes: Record<string, JsonRoute> = {}, isAdmin = false) {
  const { fetch, calls } = jsonResponder({
    'GET /api/devices': { body: { data: [printer, tablet] } },
    '/api/branches': {
      body: {
        data: [
          makeBranch({ id: 1, name: 'Filiale Innenstadt' }),
          makeBranch({ id: 2, name: 'Filiale Hall' }),
        ],
      },
    },
    'GET /api/devices/1/logs': {
      body: {
        data: [
          { id: 1, device: { id: 1 }, content: 'alt', createdAt: '2026-11-19T08:00:00.000Z' },
          {
            id: 2,
            device: { id: 1 },
            content: 'Papier: ok',
            createdAt: '2026-11-20T08:00:00.000Z',
          },
        ],
      },
    },
    ...routes,
  });
  const stores = new RootStore({ fetch, redirect: () => undefined });
  stores.session.setMe(
    makeMe({
      roles: isAdmin ? ['ROLE_ADMIN'] : ['ROLE_EMPLOYEE'],
      branches: [{ id: 1 }],
    }),
  );
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={['/backend/devices']}>
        <Link to="/backend/users">Benutzer</Link>
        <Location />
        <DevicesPage />
      </MemoryRouter>
    </StoresProvider>,
  );
  return { calls };
}

const posts = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((call) => call.init.method === 'POST').map((call) => call.url);

describe('DevicesPage', () => {
  it("shows employees their branches' devices with tests but without editing", async () => {
    renderDevices();

    const row = (await screen.findByRole('rowheader', { name: 'Bondrucker Theke' })).closest('tr')!;
    expect(row).toHaveTextContent('Bondrucker');
    expect(row).toHaveTextContent('Online');
    expect(await within(row).findByText('Filiale Innenstadt')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Tablet Hall' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Neues Gerät' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /bearbeiten/ })).not.toBeInTheDocument();
  });

  it('shows administrators every device with its last contact', async () => {
    renderDevices({}, true);

    const row = (await screen.findByRole('rowheader', { name: 'Tablet Hall' })).closest('tr')!;
    expect(row).toHaveTextContent('Offline');
    expect(row).toHaveTextContent('zuletzt gesehen 19.11.2026 18:05');
    expect(screen.getByRole('button', { name: 'Neues Gerät' })).toBeInTheDocument();
  });

  it('sends tests, asks for the log and lists the received logs newest first', async () => {
    const { calls } = renderDevices({
      'POST /api/devices/1/test/print': { status: 202 },
      'POST /api/devices/1/request-device-logs': { status: 202 },
      'POST /api/devices/1/test/notification': {
        status: 502,
        body: { errors: [] },
      },
    });

    const toggle = await screen.findByRole('button', {
      name: 'Bondrucker Theke: Test und Protokolle',
    });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const logs = await screen.findAllByLabelText(/^Protokoll vom/);
    expect(logs.map((log) => log.textContent)).toEqual(['Papier: ok', 'alt']);

    fireEvent.click(screen.getByRole('button', { name: 'Testdruck' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Der Testdruck wurde an den Drucker geschickt.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Protokoll anfordern' }));
    expect(await screen.findByText(/Das Protokoll wurde angefordert/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Testbenachrichtigung' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gerätetest nicht erfolgreich.');
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();

    expect(posts(calls)).toEqual([
      '/api/devices/1/test/print',
      '/api/devices/1/request-device-logs',
      '/api/devices/1/test/notification',
    ]);
  });

  it('offers no test print for other devices than printers', async () => {
    renderDevices({ 'GET /api/devices/2/logs': { body: { data: [] } } }, true);

    fireEvent.click(
      await screen.findByRole('button', { name: 'Tablet Hall: Test und Protokolle' }),
    );

    expect(await screen.findByText('Noch keine Protokolle empfangen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Testbenachrichtigung' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Testdruck' })).not.toBeInTheDocument();
  });

  it('says when the devices could not be loaded, with a retry', async () => {
    renderDevices({ 'GET /api/devices': { status: 500 } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Geräte konnten nicht geladen werden.');
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('lets administrators create a device, with server messages at the fields', async () => {
    let attempt = 0;
    const { calls } = renderDevices(
      {
        'POST /api/devices': () =>
          ++attempt === 1
            ? {
                status: 400,
                body: {
                  errors: [
                    {
                      message: 'Diese Kennung wird bereits von einem anderen Gerät verwendet.',
                      field: 'identifier',
                    },
                  ],
                },
              }
            : { status: 201, body: { data: makeDevice({ id: 3, name: 'TV Fenster' }) } },
      },
      true,
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Neues Gerät' }));
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'TV Fenster' } });
    fireEvent.change(screen.getByLabelText('Kennung *'), { target: { value: 'hall-tablet' } });
    fireEvent.change(screen.getByLabelText('Typ'), { target: { value: 'tv' } });
    fireEvent.change(screen.getByLabelText('Filiale'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const identifier = screen.getByLabelText('Kennung *');
    expect(await screen.findByText('Gerät konnte nicht erstellt werden.')).toBeInTheDocument();
    expect(identifier).toHaveAccessibleDescription(
      'Diese Kennung wird bereits von einem anderen Gerät verwendet.',
    );

    fireEvent.change(identifier, { target: { value: 'hall-tv' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Gerät wurde erstellt.');
    const bodies = calls
      .filter((call) => call.init.method === 'POST')
      .map((call) => JSON.parse(String(call.init.body)));
    expect(bodies[1]).toEqual({
      name: 'TV Fenster',
      identifier: 'hall-tv',
      type: 'tv',
      branch: { id: 2 },
      isEnabled: true,
    });
  });

  it('asks before a link leaves unsaved changes of the device form', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderDevices({}, true);

    fireEvent.click(await screen.findByRole('button', { name: 'Neues Gerät' }));
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'TV Fenster' } });
    fireEvent.click(screen.getByRole('link', { name: 'Benutzer' }));

    expect(confirm).toHaveBeenCalledWith(
      'Es gibt ungespeicherte Änderungen. Möchten Sie die Seite trotzdem verlassen?',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/backend/devices');
    expect(screen.getByLabelText('Name *')).toHaveValue('TV Fenster');

    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('link', { name: 'Benutzer' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/backend/users');
    confirm.mockRestore();
  });

  it('deletes a device after the confirmation', async () => {
    const { calls } = renderDevices({ 'DELETE /api/devices/2': { status: 204 } }, true);

    fireEvent.click(await screen.findByRole('button', { name: 'Tablet Hall löschen' }));
    fireEvent.click(
      within(
        screen.getByRole('alertdialog', { name: 'Gerät „Tablet Hall“ wirklich löschen?' }),
      ).getByRole('button', { name: 'Löschen' }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent('Gerät wurde gelöscht.');
    expect(calls.some((call) => call.init.method === 'DELETE')).toBe(true);
  });
});
