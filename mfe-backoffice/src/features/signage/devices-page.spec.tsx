import { act, fireEvent, screen, within } from '@testing-library/react';
import { makeBranch, makeSignageDevice, makeSignageSegment } from '@bestellwerk/domain/testing';
import { SignageDevicesPage } from './devices-page.js';
import { DEVICE_STATUS_REFRESH_MS } from './device-status-polling.js';
import { bodyOf, page, renderSignagePage } from './signage-test-support.js';

const counterTv = makeSignageDevice({
  id: 1,
  name: 'TV Theke',
  identifier: 'innenstadt-theke',
  branch: { id: 1 },
  stream: { id: 7 },
  lastSeenAt: '2026-11-26T09:00:00.000Z',
  currentSegment: { id: 2 },
  isOnline: true,
});
const windowTv = makeSignageDevice({
  id: 2,
  name: 'TV Schaufenster',
  identifier: 'innenstadt-fenster',
  stream: null,
  orientation: 'portrait',
  lastSeenAt: '2026-11-25T16:45:00.000Z',
  isOnline: false,
});

const routes = {
  'GET /api/digital-signage-devices?page=1&pageSize=20': page([counterTv, windowTv]),
  'GET /api/branches': { body: { data: [makeBranch({ id: 1, name: 'Innenstadt' })] } },
  'GET /api/digital-signage-streams': {
    body: { data: [{ id: 7, name: 'Theke', isEnabled: true, segments: [], entries: [] }] },
  },
  'GET /api/digital-signage-segments': {
    body: { data: [makeSignageSegment({ id: 2, name: 'Kuchentafel' })] },
  },
};

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('TVs', () => {
  afterEach(() => jest.useRealTimers());

  it('lists branch, stream, orientation, online state with last contact and current segment', async () => {
    renderSignagePage(<SignageDevicesPage />, '/backend/signage/devices', routes);
    const counter = await rowOf('TV Theke');
    expect(await within(counter).findByText('Innenstadt')).toBeInTheDocument();
    expect(await within(counter).findByText('Theke')).toBeInTheDocument();
    expect(counter).toHaveTextContent('Querformat');
    expect(counter).toHaveTextContent('Online');
    expect(counter).toHaveTextContent('zuletzt gesehen 26.11.2026 10:00');
    expect(await within(counter).findByText('Kuchentafel')).toBeInTheDocument();
    const window = await rowOf('TV Schaufenster');
    expect(window).toHaveTextContent('Hochformat');
    expect(window).toHaveTextContent('Offline');
    expect(window).toHaveTextContent('zuletzt gesehen 25.11.2026 17:45');
  });

  it('refreshes the online state every 30 seconds without reloading the list', async () => {
    jest.useFakeTimers();
    const { calls } = renderSignagePage(<SignageDevicesPage />, '/backend/signage/devices', {
      ...routes,
      'GET /api/digital-signage-devices': {
        body: {
          data: [
            counterTv,
            { ...windowTv, isOnline: true, lastSeenAt: '2026-11-26T09:30:00.000Z' },
          ],
        },
      },
    });
    expect(await rowOf('TV Schaufenster')).toHaveTextContent('Offline');
    await act(async () => {
      jest.advanceTimersByTime(DEVICE_STATUS_REFRESH_MS);
    });
    const window = await rowOf('TV Schaufenster');
    expect(window).toHaveTextContent('Online');
    expect(window).toHaveTextContent('zuletzt gesehen 26.11.2026 10:30');
    expect(calls.filter((call) => call.url.includes('page=1&pageSize=20'))).toHaveLength(1);
  });

  it('creates a TV with branch, stream and orientation', async () => {
    const { calls } = renderSignagePage(<SignageDevicesPage />, '/backend/signage/devices', {
      ...routes,
      'POST /api/digital-signage-devices': {
        status: 201,
        body: { data: makeSignageDevice({ id: 3, name: 'TV Café' }) },
      },
    });
    await rowOf('TV Theke');
    fireEvent.click(screen.getByRole('button', { name: 'Neuer TV' }));
    expect(
      screen.getByText(/Nach dem Speichern können Sie hier den Bildschirm koppeln/),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'TV Café' } });
    fireEvent.change(screen.getByLabelText(/^Kennung/), { target: { value: 'innenstadt-cafe' } });
    const branch = screen.getByLabelText(/^Filiale/);
    await within(branch).findByRole('option', { name: 'Innenstadt' });
    fireEvent.change(branch, { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Stream'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText(/^Ausrichtung/), { target: { value: 'portrait' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('TV wurde erstellt.')).toBeInTheDocument();
    expect(bodyOf(calls, 'POST')).toEqual({
      name: 'TV Café',
      identifier: 'innenstadt-cafe',
      branch: { id: 1 },
      stream: { id: 7 },
      orientation: 'portrait',
    });
  });

  it('pairs a screen by its code, showing the server’s message at the field first', async () => {
    let attempt = 0;
    const { calls } = renderSignagePage(<SignageDevicesPage />, '/backend/signage/devices', {
      ...routes,
      'POST /api/digital-signage-devices/1/pair': () =>
        attempt++ === 0
          ? {
              status: 400,
              body: {
                errors: [{ field: 'code', message: 'Der Code ist ungültig oder abgelaufen.' }],
              },
            }
          : { body: { data: counterTv } },
      'POST /api/digital-signage-devices/1/reload': { body: { data: counterTv } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'TV Theke bearbeiten' }));
    expect(screen.getByText('/signage')).toBeInTheDocument();

    const code = screen.getByLabelText('Code vom Bildschirm');
    const pair = screen.getByRole('button', { name: 'Koppeln' });
    fireEvent.change(code, { target: { value: 'ab3k' } });
    expect(pair).toBeDisabled();
    fireEvent.change(code, { target: { value: 'ab3kx9' } });
    expect(code).toHaveValue('AB3KX9');
    fireEvent.click(pair);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Code ist ungültig oder abgelaufen.',
    );
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('Der Code ist ungültig oder abgelaufen.');
    expect(bodyOf(calls, 'POST', '/pair')).toEqual({ code: 'AB3KX9' });

    fireEvent.change(code, { target: { value: 'hn7pq2' } });
    expect(code).not.toHaveAttribute('aria-invalid');
    fireEvent.keyDown(code, { key: 'Enter' });
    expect(
      await screen.findByText('Der Bildschirm ist jetzt mit dem TV „TV Theke“ gekoppelt.'),
    ).toBeInTheDocument();
    expect(bodyOf(calls, 'POST', '/pair')).toEqual({ code: 'HN7PQ2' });

    fireEvent.click(screen.getByRole('button', { name: 'Jetzt neu laden' }));
    expect(
      await screen.findByText(/TV „TV Theke“ lädt beim nächsten Lebenszeichen neu/),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/digital-signage-devices/1/reload')).toBe(true);
  });
});
