import { act, render, screen } from '@testing-library/react';
import type { SignageDisplay } from '@bestellwerk/domain';
import {
  makeCategory,
  makeMenu,
  makeProduct,
  makeSignageDisplay,
  makeSignageSegment,
} from '@bestellwerk/domain/testing';
import { RootStore, StoresProvider, MemoryRouter, Route, Routes } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { SignagePage } from './signage-page.js';

/** An EventSource the test drives: `emit('display', data)`, `fail()`. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const event = { data: JSON.stringify(data ?? {}) } as MessageEvent;
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
}

const DEVICE_URL = '/api/digital-signage-devices/public/wien-theke';
// Monday 23.11.2026, 10:00 in Vienna.
const MONDAY_10 = new Date('2026-11-23T10:00:00+01:00');

function menuDisplay(price: number, version: string): SignageDisplay {
  return makeSignageDisplay(
    [
      makeSignageSegment({
        id: 1,
        name: 'Brot',
        type: 'menu',
        duration: 5,
        content: { categories: [], unavailable: 'dim', showPrices: true },
      }),
      makeSignageSegment({
        id: 2,
        name: 'Willkommen',
        type: 'text',
        duration: 8,
        content: { title: 'Willkommen', html: '<p>Schön, dass Sie da sind</p>' },
      }),
    ],
    {
      version,
      catalog: {
        menus: [
          makeMenu({
            catalog: [{ id: 10, products: [{ id: 100, isEnabled: true, schedule: null }] }],
          }),
        ],
        categories: [makeCategory({ id: 10, name: 'Brot' })],
        products: [makeProduct({ id: 100, name: 'Bauernbrot', price })],
      },
    },
  );
}

function renderTv(
  route: JsonRoute,
  path = '/signage/wien-theke',
  more: Record<string, JsonRoute> = {},
) {
  const responder = jsonResponder({ [DEVICE_URL]: route, ...more });
  render(
    <StoresProvider value={new RootStore({ fetch: responder.fetch })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/signage/:device" element={<SignagePage />} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
  return responder;
}

/** Lets the fetches and the media checks settle. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => undefined);
}

function shown(): HTMLElement {
  return document.querySelector('.signage-layer--shown')!;
}

beforeEach(() => {
  jest.useFakeTimers({ now: MONDAY_10 });
  localStorage.clear();
  FakeEventSource.last = null;
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

describe('SignagePage', () => {
  it('plays each segment for its duration, then starts over, fading the next one in', async () => {
    renderTv({ body: { data: menuDisplay(4.5, 'v1') } });
    await settle();
    expect(shown()).toHaveTextContent('Bauernbrot4,50 €');

    act(() => jest.advanceTimersByTime(4_999));
    expect(shown()).toHaveTextContent('Bauernbrot');
    act(() => jest.advanceTimersByTime(1));
    await settle();
    expect(shown()).toHaveTextContent('Schön, dass Sie da sind');
    // The menu board stays beneath while the text fades in: never a blank frame.
    expect(document.querySelector('.signage-layer--leaving')).toHaveTextContent('Bauernbrot');
    act(() => jest.advanceTimersByTime(1_000));
    expect(document.querySelector('.signage-layer--leaving')).toBeNull();

    act(() => jest.advanceTimersByTime(7_000));
    await settle();
    expect(shown()).toHaveTextContent('Bauernbrot');
  });

  it('refetches on a new version from the event stream and shows the new price without a reload', async () => {
    let price = 4.5;
    const responder = renderTv(() => ({ body: { data: menuDisplay(price, `v-${price}`) } }));
    await settle();
    expect(FakeEventSource.last?.url).toBe(`${DEVICE_URL}/events`);
    const loads = () => responder.calls.filter((call) => call.url === DEVICE_URL).length;
    expect(loads()).toBe(1);

    FakeEventSource.last!.emit('display', { version: 'v-4.5' });
    await settle();
    expect(loads()).toBe(1); // The same version: nothing to load.

    price = 4.9;
    FakeEventSource.last!.emit('display', { version: 'v-4.9' });
    await settle();
    expect(loads()).toBe(2);
    // The menu board keeps playing, with the new price.
    expect(shown()).toHaveTextContent('Bauernbrot4,90 €');
    expect(document.querySelector('.signage-layer--incoming')).toBeNull();
  });

  it('polls every 15 s after the event stream failed three times', async () => {
    const responder = renderTv({ body: { data: menuDisplay(4.5, 'v1') } });
    await settle();
    const loads = () => responder.calls.filter((call) => call.url === DEVICE_URL).length;
    for (let i = 0; i < 3; i++) FakeEventSource.last!.emit('error');
    expect(FakeEventSource.last!.closed).toBe(true);
    act(() => jest.advanceTimersByTime(15_000));
    await settle();
    expect(loads()).toBe(2);
  });

  it('keeps playing the last display when the network drops', async () => {
    let online = true;
    renderTv(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return { body: { data: menuDisplay(4.5, 'v1') } };
    });
    await settle();
    online = false;
    FakeEventSource.last!.emit('display', { version: 'v2' });
    await settle();
    expect(shown()).toHaveTextContent('Bauernbrot4,50 €');
    act(() => jest.advanceTimersByTime(5_000));
    await settle();
    expect(shown()).toHaveTextContent('Schön, dass Sie da sind');
  });

  it('starts offline from the display it kept, and hides prices once they are too old', async () => {
    renderTv({ body: { data: menuDisplay(4.5, 'v1') } });
    await settle();
    expect(localStorage.length).toBeGreaterThan(0);

    // Ten hours later, restarted without network.
    document.body.innerHTML = '';
    jest.setSystemTime(new Date(MONDAY_10.getTime() + 10 * 3_600_000));
    renderTv(() => {
      throw new TypeError('Failed to fetch');
    });
    await settle();
    expect(shown()).toHaveTextContent('Bauernbrot4,50 €');

    // Past the 12 hours of priceMaxAgeHours the next check hides them.
    jest.setSystemTime(new Date(MONDAY_10.getTime() + 12 * 3_600_000 + 60_000));
    act(() => jest.advanceTimersByTime(30_000));
    await settle();
    expect(document.body).not.toHaveTextContent('4,50 €');
    expect(document.body).toHaveTextContent('Preise derzeit nicht verfügbar');
  });

  it('switches boards by daypart: the breakfast board stops at 11:00', async () => {
    const breakfast = makeSignageSegment({
      id: 5,
      type: 'text',
      duration: 600,
      content: { html: '<p>Frühstück bis 11 Uhr</p>' },
      daypart: { weekdays: [], from: '06:00', to: '11:00', startDate: null, endDate: null },
    });
    const cake = makeSignageSegment({
      id: 6,
      type: 'text',
      duration: 600,
      content: { html: '<p>Kuchen am Nachmittag</p>' },
      daypart: { weekdays: [], from: '11:00', to: null, startDate: null, endDate: null },
    });
    jest.setSystemTime(new Date('2026-11-23T10:59:00+01:00'));
    renderTv({ body: { data: makeSignageDisplay([breakfast, cake]) } });
    await settle();
    expect(shown()).toHaveTextContent('Frühstück bis 11 Uhr');

    // Within 30 s after 11:00, though the breakfast board had ten minutes left.
    act(() => jest.advanceTimersByTime(90_000));
    await settle();
    expect(shown()).toHaveTextContent('Kuchen am Nachmittag');
  });

  it('plays an older payload without playlist as its segments', async () => {
    const { playlist: _playlist, catalog: _catalog, ...old } = menuDisplay(4.5, 'v1');
    renderTv({ body: { data: old } });
    await settle();
    expect(document.querySelector('.signage-player')).toHaveAttribute('data-segment-id', '1');
    act(() => jest.advanceTimersByTime(5_000));
    await settle();
    expect(shown()).toHaveTextContent('Schön, dass Sie da sind');
  });

  it('reports the segment it shows every 30 s', async () => {
    const beats: unknown[] = [];
    renderTv({ body: { data: menuDisplay(4.5, 'v1') } }, '/signage/wien-theke', {
      [`POST ${DEVICE_URL}/heartbeat`]: (init) => {
        beats.push(JSON.parse(String(init.body)));
        return { status: 201, body: { data: { reload: false } } };
      },
    });
    await settle();
    for (let second = 0; second < 30; second++) {
      act(() => jest.advanceTimersByTime(1_000));
      await settle();
    }
    // 30 s of 5 s menu + 8 s text: the menu board again (26–31 s).
    expect(document.querySelector('.signage-player')).toHaveAttribute('data-segment-id', '1');
    expect(beats.at(-1)).toEqual({ segment: { id: 1 } });
    expect(beats.length).toBe(2);
  });

  it('says "TV nicht gefunden." for an unknown device', async () => {
    renderTv({ status: 404, body: { errors: [{ message: 'Nicht gefunden.' }] } });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('TV nicht gefunden.');
  });
});
