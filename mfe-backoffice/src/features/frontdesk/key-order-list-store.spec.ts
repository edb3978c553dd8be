import { ApiClient } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { makeOrder } from '@bestellwerk/domain/testing';
import { KeyOrderListStore } from './key-order-list-store.js';

const LIST = '/api/orders/frontdesk/1/key';

function setup(route: JsonRoute) {
  const responder = jsonResponder({ [LIST]: route });
  const redirect = jest.fn();
  const store = new KeyOrderListStore(
    new ApiClient({
      fetch: responder.fetch,
      redirect,
      currentPath: () => '/backend/frontdesk/1/key',
    }),
    '/orders/frontdesk/1/key',
  );
  const loads = () => responder.calls.length;
  return { store, loads, redirect };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('KeyOrderListStore', () => {
  it('loads the list and reloads it every 10 s until stopped', async () => {
    const { store, loads } = setup({ body: { data: [makeOrder({ id: 1 })] } });
    store.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(store.status).toBe('done');
    expect(store.orders).toHaveLength(1);

    await jest.advanceTimersByTimeAsync(10_000);
    expect(loads()).toBe(2);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(loads()).toBe(3);

    store.stop();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(loads()).toBe(3);
  });

  it('shows an invalid key without sending anyone to the sign-in, and stops asking', async () => {
    const { store, loads, redirect } = setup({
      status: 401,
      body: { errors: [{ message: 'Der Zugangsschlüssel ist ungültig.' }] },
    });
    store.start();
    await jest.advanceTimersByTimeAsync(0);

    expect(store.status).toBe('error');
    expect(store.error?.message).toBe('Der Zugangsschlüssel ist ungültig.');
    expect(redirect).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(loads()).toBe(1);
    store.stop();
  });

  it('keeps the last list when a reload fails and keeps trying', async () => {
    let fail = false;
    const { store, loads } = setup(() =>
      fail ? { status: 503 } : { body: { data: [makeOrder({ id: 1 })] } },
    );
    store.start();
    await jest.advanceTimersByTimeAsync(0);

    fail = true;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(store.refreshFailed).toBe(true);
    expect(store.orders).toHaveLength(1);

    fail = false;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(loads()).toBe(3);
    expect(store.refreshFailed).toBe(false);
    store.stop();
  });
});
