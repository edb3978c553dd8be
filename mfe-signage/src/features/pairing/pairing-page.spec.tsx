import { act, render, screen } from '@testing-library/react';
import {
  RootStore,
  StoresProvider,
  MemoryRouter,
  Route,
  Routes,
  useParams,
} from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { PairingPage } from './pairing-page.js';

const PAIRINGS = '/api/digital-signage-devices/public/pairings';

function DevicePage() {
  const { device } = useParams();
  return <p>TV {device}</p>;
}

function renderPairing(routes: Record<string, JsonRoute>) {
  const responder = jsonResponder(routes);
  render(
    <StoresProvider value={new RootStore({ fetch: responder.fetch })}>
      <MemoryRouter initialEntries={['/signage']}>
        <Routes>
          <Route path="/signage" element={<PairingPage />} />
          <Route path="/signage/:device" element={<DevicePage />} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
  return responder;
}

async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => undefined);
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('PairingPage', () => {
  it('shows a code large, polls every 3 s and opens the paired TV, remembering it', async () => {
    let state: unknown = { status: 'waiting', code: 'K7MX2P', expiresAt: '2026-11-23T10:15:00Z' };
    const responder = renderPairing({
      [`POST ${PAIRINGS}`]: {
        status: 201,
        body: { data: { code: 'K7MX2P', token: 'geheim', expiresAt: '2026-11-23T10:15:00Z' } },
      },
      [`${PAIRINGS}/geheim`]: () => ({ body: { data: state } }),
    });
    await settle();
    expect(screen.getByText('K7MX2P')).toHaveClass('signage-pairing__code');
    expect(screen.getByText(/Code im Backoffice unter „TVs“/)).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(3_000));
    await settle();
    expect(responder.calls.filter((call) => call.url === `${PAIRINGS}/geheim`)).toHaveLength(1);

    state = { status: 'paired', identifier: 'linz-schaufenster' };
    act(() => jest.advanceTimersByTime(3_000));
    await settle();
    expect(screen.getByText('TV linz-schaufenster')).toBeInTheDocument();
    expect(localStorage.getItem('bestellwerk.signage.device')).toBe('linz-schaufenster');
  });

  it('asks for a new code when the shown one expired', async () => {
    const codes = ['AAAAAA', 'BBBBBB'];
    renderPairing({
      [`POST ${PAIRINGS}`]: () => {
        const code = codes.shift()!;
        return {
          status: 201,
          body: { data: { code, token: code, expiresAt: '2026-11-23T10:15:00Z' } },
        };
      },
      [`${PAIRINGS}/AAAAAA`]: { body: { data: { status: 'expired' } } },
    });
    await settle();
    expect(screen.getByText('AAAAAA')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3_000));
    await settle();
    expect(screen.getByText('BBBBBB')).toBeInTheDocument();
  });

  it('opens the remembered TV without pairing', async () => {
    localStorage.setItem('bestellwerk.signage.device', 'wien-schaufenster');
    const responder = renderPairing({});
    await settle();
    expect(screen.getByText('TV wien-schaufenster')).toBeInTheDocument();
    expect(responder.calls).toHaveLength(0);
  });

  it('keeps trying while the server cannot be reached', async () => {
    let online = false;
    renderPairing({
      [`POST ${PAIRINGS}`]: () => {
        if (!online) throw new TypeError('Failed to fetch');
        return {
          status: 201,
          body: { data: { code: 'CCCCCC', token: 't', expiresAt: '2026-11-23T10:15:00Z' } },
        };
      },
    });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Keine Verbindung zum Server.');
    online = true;
    act(() => jest.advanceTimersByTime(3_000));
    await settle();
    expect(screen.getByText('CCCCCC')).toBeInTheDocument();
  });
});
