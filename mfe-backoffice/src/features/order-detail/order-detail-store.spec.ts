import { ApiClient } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import { makeOrder } from '@bestellwerk/domain/testing';
import { ORDER_LOAD_FAILED, OrderDetailStore } from './order-detail-store.js';

const ORDER = '/api/orders/1';

function setup(routes: Record<string, JsonRoute> = {}) {
  const responder = jsonResponder({
    [`GET ${ORDER}`]: { body: { data: makeOrder({ id: 1 }) } },
    ...routes,
  });
  const onLoaded = jest.fn();
  const store = new OrderDetailStore(
    new ApiClient({ fetch: responder.fetch, csrfToken: () => 'csrf', redirect: () => undefined }),
    1,
    onLoaded,
  );
  const requests = () => responder.calls.map((call) => `${call.init.method ?? 'GET'} ${call.url}`);
  const bodyOf = (method: string, url: string) => {
    const call = responder.calls.find((c) => c.init.method === method && c.url === url);
    return call?.init.body === undefined ? undefined : JSON.parse(String(call.init.body));
  };
  return { store, onLoaded, requests, bodyOf, calls: responder.calls };
}

describe('OrderDetailStore', () => {
  it('loads the order with a loading flag and tells the board', async () => {
    const { store, onLoaded } = setup();

    const loading = store.load();
    expect(store.loading.order).toBe(true);
    await loading;

    expect(store.loading.order).toBe(false);
    expect(store.order?.id).toBe(1);
    expect(onLoaded).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('shows a failed first load as the page error', async () => {
    const { store } = setup({
      [`GET ${ORDER}`]: { status: 404, body: { errors: [{ message: 'Nicht gefunden.' }] } },
    });

    await store.load();

    expect(store.loadError?.status).toBe(404);
    expect(store.order).toBeNull();
  });

  it('keeps the order when a reload fails and records it with a retry', async () => {
    let fail = false;
    const { store } = setup({
      [`GET ${ORDER}`]: () => (fail ? { status: 503 } : { body: { data: makeOrder({ id: 1 }) } }),
    });
    await store.load();

    fail = true;
    await store.load();
    expect(store.order?.id).toBe(1);
    expect(store.actions.errorFor('load')?.title).toBe(ORDER_LOAD_FAILED);

    fail = false;
    await store.actions.errorFor('load')!.retry();
    expect(store.actions.errors).toEqual([]);
  });

  it('confirms with the CSRF header, then reloads the order', async () => {
    const { store, requests, bodyOf, calls } = setup({
      [`POST ${ORDER}/status/confirm`]: { body: { data: makeOrder({ id: 1, isConfirmed: true }) } },
    });
    await store.load();

    expect(await store.confirm()).toBe(true);

    expect(requests()).toEqual([`GET ${ORDER}`, `POST ${ORDER}/status/confirm`, `GET ${ORDER}`]);
    expect(bodyOf('POST', `${ORDER}/status/confirm`)).toEqual({});
    expect((calls[1].init.headers as Record<string, string>)['X-CSRF-Token']).toBe('csrf');
    expect(store.notice).toBe('Die Bestellung wurde bestätigt.');
  });

  it('proposes another time as counterAppointment', async () => {
    const { store, bodyOf } = setup({ [`POST ${ORDER}/status/confirm`]: { body: { data: null } } });

    await store.confirm({ counterAppointment: '2026-11-21T11:30:00.000Z' });

    expect(bodyOf('POST', `${ORDER}/status/confirm`)).toEqual({
      counterAppointment: '2026-11-21T11:30:00.000Z',
    });
    expect(store.notice).toBe('Der Terminvorschlag wurde gesendet.');
  });

  it('rejects with the trimmed message, or without one', async () => {
    const { store, bodyOf } = setup({ [`POST ${ORDER}/status/reject`]: { body: { data: null } } });

    await store.reject('  Leider ausverkauft.  ');
    expect(bodyOf('POST', `${ORDER}/status/reject`)).toEqual({ message: 'Leider ausverkauft.' });
  });

  it('sends in-delivery, completed and cancel without a body', async () => {
    const routes = Object.fromEntries(
      ['in-delivery', 'completed', 'cancel'].map((action) => [
        `POST ${ORDER}/status/${action}`,
        { body: { data: null } },
      ]),
    );
    const { store, bodyOf } = setup(routes);

    await store.markInDelivery();
    await store.complete();
    await store.cancel();

    for (const action of ['in-delivery', 'completed', 'cancel'])
      expect(bodyOf('POST', `${ORDER}/status/${action}`)).toBeUndefined();
  });

  it('records a refused cancel with the server message and its catalogue title; retry sends again', async () => {
    let refuse = true;
    const { store, requests } = setup({
      [`POST ${ORDER}/status/cancel`]: () =>
        refuse
          ? {
              status: 409,
              body: { errors: [{ message: 'Die Bestellung ist bereits abgeschlossen.' }] },
            }
          : { body: { data: null } },
    });

    expect(await store.cancel()).toBe(false);
    expect(store.actions.errorFor('cancel')).toEqual(
      expect.objectContaining({
        title: 'Bestellung konnte nicht storniert werden.',
        message: 'Die Bestellung ist bereits abgeschlossen.',
        status: 409,
      }),
    );
    expect(requests()).not.toContain(`GET ${ORDER}`);

    refuse = false;
    expect(await store.actions.errorFor('cancel')!.retry()).toBe(true);
    expect(store.actions.errorFor('cancel')).toBeUndefined();
    expect(requests().filter((r) => r === `POST ${ORDER}/status/cancel`)).toHaveLength(2);
  });

  it.each([
    ['print', 'Beleg konnte nicht gedruckt werden.', (s: OrderDetailStore) => s.print()],
    [
      'update-payment-status',
      'Zahlungsstatus konnte nicht geprüft werden.',
      (s: OrderDetailStore) => s.checkPaymentStatus(),
    ],
    [
      'resend-email',
      'Bestätigung konnte nicht gesendet werden.',
      (s: OrderDetailStore) => s.resendEmail(),
    ],
    [
      'resend-sms',
      'Bestätigung konnte nicht gesendet werden.',
      (s: OrderDetailStore) => s.resendSms(),
    ],
    [
      'confirm',
      'Bestellstatus konnte nicht geändert werden.',
      (s: OrderDetailStore) => s.confirm(),
    ],
    [
      'update-item',
      'Bestellung konnte nicht aktualisiert werden.',
      (s: OrderDetailStore) => s.updateItem(0, { amount: 1 }),
    ],
  ])(
    'shows the catalogue message when %s fails without one of the server',
    async (action, message, run) => {
      const { store } = setup();

      await run(store);

      expect(store.actions.errorFor(action)?.message).toBe(message);
    },
  );

  it('prints and says to how many printers', async () => {
    const { store } = setup({
      [`POST ${ORDER}/print`]: { body: { data: { jobs: 2, online: 1 } } },
    });

    await store.print();

    expect(store.notice).toBe('Der Bon wurde an 2 Drucker gesendet.');
  });

  it('says the receipt is queued when no printer of the branch is online', async () => {
    const { store } = setup({
      [`POST ${ORDER}/print`]: { body: { data: { jobs: 1, online: 0 } } },
    });

    await store.print();

    expect(store.notice).toBe(
      'Der Bon wurde in die Warteschlange gestellt. Derzeit ist kein Drucker der Filiale online.',
    );
  });

  it('changes an item by index with its unit', async () => {
    const { store, bodyOf } = setup({ [`PUT ${ORDER}/items/2`]: { body: { data: makeOrder() } } });

    await store.updateItem(2, { amount: 1.5, unit: 'kg' });

    expect(bodyOf('PUT', `${ORDER}/items/2`)).toEqual({ amount: 1.5, unit: 'kg' });
  });

  it('offers the receipt as its own address', () => {
    expect(setup().store.receiptUrl).toBe('/api/orders/1/receipt');
  });
});
