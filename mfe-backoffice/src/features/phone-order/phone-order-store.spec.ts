import { ApiRequestError, RootStore } from '@bestellwerk/client';
import type { ApiError, Branch, Product } from '@bestellwerk/domain';
import {
  makeBranch,
  makeCategory,
  makeConfig,
  makeDeliveryArea,
  makeMe,
  makeMenu,
  makePart,
  makeProduct,
} from '@bestellwerk/domain/testing';
import { bread, makeCake } from './phone-order-fixtures.js';
import { PhoneOrderStore } from './phone-order-store.js';

/** Friday, 20.11.2026, 10:00 in Vienna. */
const NOW = new Date('2026-11-20T09:00:00.000Z');
const ALWAYS_OPEN = [
  { type: 'daily' as const, date: null, isClosed: false, from: '08:00', to: '18:00' },
];

const cake = makeCake(makePart({ name: 'Aufschrift', type: 'text', optional: true }));
const strudel = makeProduct({ id: 12, name: 'Apfelstrudel', price: 3.2 });

const innenstadt = makeBranch({
  id: 1,
  name: 'Filiale Innenstadt',
  openingHours: ALWAYS_OPEN,
  isDeliveryEnabled: true,
  isDineInEnabled: true,
  isATMCardEnabled: true,
  isMollieEnabled: true,
  isDeliveryPhoneRequired: true,
  deliveryAreas: [
    makeDeliveryArea({ id: 5, price: 3.5, minimumOrderValue: null, freeFromOrderValue: null }),
  ],
});
const hall = makeBranch({
  id: 2,
  identifier: 'hall',
  name: 'Filiale Hall',
  openingHours: ALWAYS_OPEN,
});
const wattens = makeBranch({ id: 3, identifier: 'wattens', name: 'Filiale Wattens' });

function setup(options: { post?: jest.Mock; branches?: Branch[]; products?: Product[] } = {}) {
  const stores = new RootStore();
  stores.init.apply([
    {
      url: '/api/config',
      data: makeConfig({ isATMCardEnabled: true, isMollieEnabled: true }),
    },
    { url: '/api/branches', data: options.branches ?? [innenstadt, hall, wattens] },
    {
      url: '/api/menus',
      data: [
        makeMenu({
          id: 1,
          branches: [1],
          catalog: [
            {
              id: 1,
              products: [10, 11, 12].map((id) => ({ id, isEnabled: true, schedule: null })),
            },
          ],
        }),
        makeMenu({
          id: 2,
          branches: [2],
          catalog: [{ id: 1, products: [{ id: 10, isEnabled: true, schedule: null }] }],
        }),
      ],
    },
    { url: '/api/categories', data: [makeCategory({ id: 1, name: 'Brot & Kuchen' })] },
    { url: '/api/products', data: options.products ?? [bread, cake, strudel] },
  ]);
  stores.session.setMe(makeMe({ branches: [{ id: 1 }, { id: 2 }] }));
  let key = 0;
  const post = options.post ?? jest.fn();
  const store = new PhoneOrderStore({ ...stores, api: { post } }, NOW, () => `key-${++key}`);
  return { store, post };
}

function fillValidTakeaway(store: PhoneOrderStore) {
  store.addItem({ product: bread, amount: 2, unit: 'piece', parts: [] });
  store.setField('firstName', 'Berta');
  store.setField('lastName', 'Huber');
}

describe('PhoneOrderStore: choices', () => {
  it('offers the branches the user works for and the order types the branch offers', () => {
    const { store } = setup();

    expect(store.branches.map((b) => b.name)).toEqual(['Filiale Innenstadt', 'Filiale Hall']);
    expect(store.branch?.id).toBe(1);
    expect(store.orderTypes).toEqual(['takeaway', 'delivery', 'dineIn']);

    store.setOrderType('delivery');
    store.setBranch(2);
    expect(store.orderTypes).toEqual(['takeaway']);
    expect(store.orderType).toBe('takeaway');
  });

  it('lists the branch’s current catalog, narrowed by the search', () => {
    const { store } = setup();

    expect(store.productGroups[0].products.map((p) => p.name)).toEqual([
      'Bauernbrot',
      'Geburtstagstorte',
      'Apfelstrudel',
    ]);
    store.setProductSearch('  STRUDEL ');
    expect(store.productGroups.flatMap((g) => g.products).map((p) => p.name)).toEqual([
      'Apfelstrudel',
    ]);
    store.setProductSearch('Pizza');
    expect(store.productGroups).toEqual([]);
  });

  it('offers only payment on site', () => {
    const { store } = setup();

    expect(store.paymentMethods).toEqual(['cash', 'atm-card']);
    store.setPaymentMethod('mollie');
    expect(store.paymentMethod).toBe('cash');
  });

  it('takes orders only for enabled, public branches that are open or take preorders', () => {
    const closed = { ...innenstadt, openingHours: [], isPreorderEnabled: false };
    const { store } = setup({
      branches: [closed, { ...hall, isPublic: false }, { ...wattens, isEnabled: false }],
    });
    fillValidTakeaway(store);

    expect(store.branches.map((b) => b.id)).toEqual([1]);
    expect(store.closedNotice?.[0]).toBe('Derzeit haben wir leider geschlossen.');
    expect(store.clientErrors.map((error) => error.field)).toEqual(['branch']);
  });

  it('drops the items the newly chosen branch does not sell', () => {
    const { store } = setup();
    store.addItem({ product: bread, amount: 1, unit: 'piece', parts: [] });
    store.addItem({ product: strudel, amount: 1, unit: 'piece', parts: [] });

    store.setBranch(2);

    expect(store.items.map((item) => item.product.name)).toEqual(['Bauernbrot']);
  });
});

describe('PhoneOrderStore: the order', () => {
  it('builds the StaffOrderInput: form, type flags, items, appointment, payment; no legal flags', () => {
    const { store } = setup();
    store.setOrderType('delivery');
    store.addItem({ product: cake, amount: 1, unit: 'piece', parts: [1, 'Alles Gute, Anna!'] });
    store.setField('firstName', 'Berta');
    store.setField('lastName', 'Huber');
    store.setField('phone', '+436641234567');
    store.setField('street', 'Museumstraße 3');
    store.setField('zipCode', '6020');
    store.setField('city', 'Innsbruck');
    store.setField('comment', 'Bitte läuten.');
    store.setPaymentMethod('atm-card');
    store.setAppointmentDay('2026-11-21');
    store.setAppointmentTime('11:30');

    const body = store.body;

    expect(body).toMatchObject({
      branch: 1,
      isDelivery: true,
      isDineIn: false,
      deliveryArea: 5,
      table: null,
      firstName: 'Berta',
      lastName: 'Huber',
      phone: '+436641234567',
      street: 'Museumstraße 3',
      country: 'AT',
      comment: 'Bitte läuten.',
      paymentMethod: 'atm-card',
      appointmentDate: '2026-11-21T10:30:00.000Z',
      donatee: null,
      items: [{ product: 11, amount: 1, unit: 'piece', parts: [1, 'Alles Gute, Anna!'] }],
    });
    expect(body).not.toHaveProperty('legalInstructions');
    expect(body).not.toHaveProperty('privacyPolicy');
    expect(store.clientErrors).toEqual([]);
  });

  it('prices like the server: options, amount and the delivery fee', () => {
    const { store } = setup();
    store.setOrderType('delivery');
    store.addItem({ product: cake, amount: 1, unit: 'piece', parts: [1, null] });
    store.addItem({ product: bread, amount: 2, unit: 'piece', parts: [] });

    // (30 + 12) + 2 × 4.50 + 3.50 delivery.
    expect(store.priced.pricing.gross).toBe(51);
    expect(store.priced.pricing.totalGross).toBe(54.5);
    expect(store.priced.items.map((item) => item.gross)).toEqual([42, 9]);
  });

  it('asks the fields the branch requires for the order type, never the legal checkboxes', () => {
    const { store } = setup();

    expect([...store.requiredFields]).toEqual(['firstName', 'lastName', 'paymentMethod']);
    store.setOrderType('delivery');
    expect([...store.requiredFields]).toEqual([
      'deliveryArea',
      'firstName',
      'lastName',
      'phone',
      'street',
      'zipCode',
      'city',
      'country',
      'paymentMethod',
    ]);
  });

  it('shows the rules’ messages at their fields after the first submit', async () => {
    const { store, post } = setup();
    store.addItem({ product: cake, amount: 1, unit: 'piece', parts: [null, null] });
    expect(store.fieldErrors).toEqual({});

    await expect(store.submit()).resolves.toEqual({ kind: 'invalid' });

    expect(post).not.toHaveBeenCalled();
    expect(store.fieldErrors).toMatchObject({
      firstName: 'Bitte geben Sie Ihren Vornamen an.',
      lastName: 'Bitte geben Sie Ihren Nachnamen an.',
    });
    expect(store.fieldErrors['items.0']).toContain('Bitte wählen Sie eine Option aus.');
    expect(store.fieldErrors).not.toHaveProperty('legalInstructions');
  });

  it('offers the appointment times of the planner and wants a time once a day is chosen', () => {
    const { store } = setup();
    fillValidTakeaway(store);

    store.setAppointmentDay('2026-11-20');
    expect(store.appointmentTimes[0]).toBe('10:00');
    expect(store.appointmentTimes.at(-1)).toBe('17:55');
    expect(store.clientErrors).toEqual([
      { message: 'Bitte wählen Sie eine Uhrzeit aus.', field: 'appointmentDate' },
    ]);

    store.setAppointmentTime('17:55');
    expect(store.clientErrors).toEqual([]);
    // Another day keeps the time while it offers it, and drops it otherwise.
    store.setAppointmentDay('2026-11-21');
    expect(store.appointmentTime).toBe('17:55');
    store.setAppointmentTime('08:00');
    store.setAppointmentDay('2026-11-20');
    expect(store.appointmentTime).toBe('');
    store.clearAppointment();
    expect(store.body.appointmentDate).toBeNull();
  });
});

describe('PhoneOrderStore: sending', () => {
  it('posts to /api/orders/staff with an Idempotency-Key and answers the created order', async () => {
    const post = jest.fn().mockResolvedValue({ id: 77 });
    const { store } = setup({ post });
    fillValidTakeaway(store);

    await expect(store.submit()).resolves.toEqual({ kind: 'created', order: { id: 77 } });

    expect(post).toHaveBeenCalledWith('/orders/staff', store.body, {
      headers: { 'Idempotency-Key': 'key-1' },
    });
  });

  it('maps the server’s field errors to their controls and lists them all on top', async () => {
    const errors: ApiError[] = [
      {
        code: 'VALIDATION_FAILED',
        message: 'Bitte geben Sie den Vornamen an.',
        field: 'firstName',
      },
      {
        code: 'VALIDATION_FAILED',
        message: '„Bauernbrot“: Diese Menge kann nicht bestellt werden.',
        field: 'items.0.amount',
      },
      {
        code: 'VALIDATION_FAILED',
        message: 'Zum ausgewählten Zeitpunkt haben wir leider geschlossen.',
        field: 'appointmentDate',
      },
      {
        code: 'VALIDATION_FAILED',
        message: 'Bitte wählen Sie eine verfügbare Zahlungsart aus.',
        field: 'paymentMethod',
      },
      {
        code: 'VALIDATION_FAILED',
        message: 'Derzeit bieten wir leider keine Lieferung an.',
        field: 'isDelivery',
      },
      { code: 'VALIDATION_FAILED', message: 'Die Bestellung konnte nicht angelegt werden.' },
    ];
    const post = jest.fn().mockRejectedValue(new ApiRequestError(400, errors));
    const { store } = setup({ post });
    fillValidTakeaway(store);

    await expect(store.submit()).resolves.toEqual({ kind: 'failed' });

    expect(store.fieldErrors).toEqual({
      firstName: 'Bitte geben Sie den Vornamen an.',
      'items.0': '„Bauernbrot“: Diese Menge kann nicht bestellt werden.',
      appointmentDate: 'Zum ausgewählten Zeitpunkt haben wir leider geschlossen.',
      paymentMethod: 'Bitte wählen Sie eine verfügbare Zahlungsart aus.',
      orderType: 'Derzeit bieten wir leider keine Lieferung an.',
    });
    expect(store.topErrors.map((error) => error.message)).toEqual(
      errors.map((error) => error.message),
    );

    store.setField('firstName', 'Bertha');
    expect(store.fieldErrors).not.toHaveProperty('firstName');
    store.removeItem(0);
    expect(Object.keys(store.fieldErrors)).not.toContain('items.0');
  });

  it('keeps the key for the same order after a network failure, takes a new one after a refusal', async () => {
    const post = jest
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(0, []))
      .mockRejectedValueOnce(new ApiRequestError(0, []))
      .mockRejectedValueOnce(
        new ApiRequestError(400, [{ code: 'VALIDATION_FAILED', message: 'Nein' }]),
      )
      .mockRejectedValueOnce(
        new ApiRequestError(400, [{ code: 'VALIDATION_FAILED', message: 'Nein' }]),
      );
    const { store } = setup({ post });
    fillValidTakeaway(store);

    await store.submit();
    await store.submit();
    expect(store.topErrors).toEqual([
      { code: 'NETWORK_ERROR', message: 'Ein unbekannter Fehler ist aufgetreten.' },
    ]);
    await store.submit();
    await store.submit();

    const keys = post.mock.calls.map(
      (call) => (call[2] as { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(keys).toEqual(['key-1', 'key-1', 'key-1', 'key-2']);
  });
});
