import { ApiClient } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { makePublicOrder } from '@bestellwerk/domain/testing';
import { OrderStatusStore, type TabVisibility } from './order-status-store.js';

const ORDER_URL = '/api/orders/public/u1/h1';

/** A tab whose visibility the test switches. */
function fakeTab() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const tab: TabVisibility = {
    isHidden: () => hidden,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (value: boolean) => {
    hidden = value;
    listeners.forEach((listener) => listener());
  };
  return { tab, set, listeners };
}

function setup(route: JsonRoute) {
  const responder = jsonResponder({ [ORDER_URL]: route });
  const tab = fakeTab();
  const store = new OrderStatusStore(
    new ApiClient({ fetch: responder.fetch }),
    'u1',
    'h1',
    tab.tab,
  );
  const gets = () => responder.calls.filter((call) => call.url === ORDER_URL).length;
  return { store, tab, gets };
}

/** Lets pending promise callbacks run. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('OrderStatusStore', () => {
  it('pauses polling while the tab is hidden and reloads at once when it shows again', async () => {
    const { store, tab, gets } = setup({ body: { data: makePublicOrder() } });
    store.start();
    await settle();
    expect(gets()).toBe(1);

    tab.set(true);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(gets()).toBe(1);

    tab.set(false);
    await settle();
    expect(gets()).toBe(2);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(gets()).toBe(3);
    store.stop();
  });

  it('does not poll a link that answers 404', async () => {
    const { store, gets } = setup({ status: 404, body: { errors: [] } });
    store.start();
    await settle();
    expect(store.loadError?.status).toBe(404);

    await jest.advanceTimersByTimeAsync(60_000);
    expect(gets()).toBe(1);
    store.stop();
  });

  it('keeps trying after a first load that failed for another reason', async () => {
    let call = 0;
    const { store, gets } = setup(() =>
      call++ === 0 ? { status: 503 } : { body: { data: makePublicOrder() } },
    );
    store.start();
    await settle();
    expect(store.loadError?.status).toBe(503);

    await jest.advanceTimersByTimeAsync(10_000);
    expect(gets()).toBe(2);
    expect(store.order?.ticketNumber).toBe(42);
    expect(store.loadError).toBeNull();
    store.stop();
  });

  it('stops listening to the tab on stop', async () => {
    const { store, tab } = setup({ body: { data: makePublicOrder() } });
    store.start();
    expect(tab.listeners.size).toBe(1);
    store.stop();
    expect(tab.listeners.size).toBe(0);
  });
});
