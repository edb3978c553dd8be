import { act, render, screen } from '@testing-library/react';
import type { SignageDisplay, SignageSegment } from '@bestellwerk/domain';
import { RootStore, StoresProvider, MemoryRouter, Route, Routes } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { SignagePage } from './signage-page.js';

function segment(overrides: Partial<SignageSegment>): SignageSegment {
  return {
    id: 1,
    name: 'Frühstück',
    type: 'text',
    duration: 5,
    content: {},
    isEnabled: true,
    ...overrides,
  };
}

const SCREEN: SignageDisplay = {
  device: {
    id: 1,
    identifier: 'tv-1',
    name: 'TV Theke',
    branch: null,
    stream: { id: 3 },
    orientation: 'landscape',
    lastSeenAt: null,
  },
  stream: { id: 3, name: 'Morgen', segments: [{ id: 1 }, { id: 2 }, { id: 3 }], isEnabled: true },
  segments: [
    segment({
      id: 1,
      name: 'Frühstück',
      duration: 5,
      content: { text: 'Kaffee und Croissant 4,90 €' },
    }),
    segment({ id: 2, name: 'Ausgeblendet', isEnabled: false }),
    segment({ id: 3, name: 'Mittagsmenü', duration: 8 }),
  ],
};

function renderTv(answer: JsonRoute) {
  const { fetch } = jsonResponder({ '/api/digital-signage-devices/public/tv-1': answer });
  render(
    <StoresProvider value={new RootStore({ fetch })}>
      <MemoryRouter initialEntries={['/signage/tv-1']}>
        <Routes>
          <Route path="/signage/:device" element={<SignagePage />} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
}

afterEach(() => jest.useRealTimers());

describe('SignagePage', () => {
  it('shows the TV and plays each enabled segment for its duration, then starts over', async () => {
    jest.useFakeTimers();
    renderTv({ body: { data: SCREEN } });

    expect(await screen.findByRole('heading', { name: 'TV Theke' })).toBeInTheDocument();
    expect(screen.getByTestId('signage-segment')).toHaveTextContent('Frühstück');
    expect(screen.getByTestId('signage-segment')).toHaveTextContent('Kaffee und Croissant 4,90 €');

    act(() => jest.advanceTimersByTime(4_999));
    expect(screen.getByTestId('signage-segment')).toHaveTextContent('Frühstück');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('signage-segment')).toHaveTextContent('Mittagsmenü');
    act(() => jest.advanceTimersByTime(8_000));
    expect(screen.getByTestId('signage-segment')).toHaveTextContent('Frühstück');
  });

  it('says "TV nicht gefunden." for an unknown device', async () => {
    renderTv({ status: 404, body: { errors: [{ message: 'Nicht gefunden.' }] } });

    expect(await screen.findByRole('alert')).toHaveTextContent('TV nicht gefunden.');
  });
});
