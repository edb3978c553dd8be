import type { Donatee, Order, PublicOrder } from '@bestellwerk/domain';
import { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { createBranch, createOrder } from './support/order-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';
const NOT_FOUND = {
  errors: [{ code: 'ORDER_NOT_FOUND', message: 'Bestellung wurde nicht gefunden.' }],
};

/** The exact key set of the PublicOrder contract: nothing about the customer. */
const PUBLIC_ORDER_KEYS = [
  'appointment',
  'appointmentDate',
  'branch',
  'counterAppointment',
  'createdAt',
  'hash',
  'id',
  'isCanceled',
  'isCompleted',
  'isConfirmed',
  'isDelivered',
  'isDelivery',
  'isDineIn',
  'isFailed',
  'isInDelivery',
  'isPaid',
  'isRefunded',
  'isRejected',
  'items',
  'paymentMethod',
  'paymentRedirectUrl',
  'pricing',
  'questionnaireRating',
  'rejectionMessage',
  'tableIdentifier',
  'ticketNumber',
  'uid',
];

describe('orders: data model and reads', () => {
  let t: TestApp;
  let admin: StaffSession;
  let wienEmployee: StaffSession;
  let homeless: StaffSession;
  let wien: BranchEntity;
  let graz: BranchEntity;
  let wienOrder: OrderEntity;
  let grazOrder: OrderEntity;

  const list = async (session: StaffSession, query = '') => {
    const response = await t.request('GET', `/api/orders${query}`, { session });
    expect(response.status).toBe(200);
    return {
      orders: response.json<{ data: Order[] }>().data,
      total: Number(response.headers['x-total-count']),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    wien = await createBranch(t.dataSource, { name: 'Wien Neubau' });
    graz = await createBranch(t.dataSource, { name: 'Graz Innere Stadt' });
    await t.createUser('chefin', ['ROLE_ADMIN']);
    await t.createUser('wien-verkauf', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
    await t.createUser('ohne-filiale', ['ROLE_EMPLOYEE']);
    admin = await t.login('chefin');
    wienEmployee = await t.login('wien-verkauf');
    homeless = await t.login('ohne-filiale');
    wienOrder = await createOrder(t.dataSource, {
      branch: wien,
      createdAt: new Date('2024-03-20T08:00:00.000Z'),
      firstName: 'Maria',
      lastName: 'Gruber',
      email: 'maria@example.com',
      items: [
        { name: 'Kaisersemmel', amount: 4, unitPrice: 0.6, gross: 2.4, net: 2.18 },
        {
          name: 'Torte nach Wunsch',
          amount: 1,
          unitPrice: 39.9,
          gross: 39.9,
          net: 36.27,
          parts: [{ name: 'Aufschrift', type: 'text', values: ['Alles Gute'], uploads: [] }],
          calculationModel: 'approximate',
        },
      ],
      rating: 5,
    });
    grazOrder = await createOrder(t.dataSource, {
      branch: graz,
      createdAt: new Date('2024-03-21T09:00:00.000Z'),
      firstName: 'Josef',
      lastName: 'Berger',
      isDelivery: true,
      isConfirmed: true,
      paymentMethod: 'mollie',
      paymentReference: 'tr_geheim',
    });
  });
  afterAll(() => t.close());

  describe('GET /api/orders', () => {
    it('needs a staff session', async () => {
      const response = await t.request('GET', '/api/orders');
      expect(response.status).toBe(401);
    });

    it('gives admins every order, newest first, in the Order contract with items and pricing', async () => {
      const { orders, total } = await list(admin);
      expect(total).toBe(2);
      expect(orders.map((order) => order.id)).toEqual([grazOrder.id, wienOrder.id]);
      const maria = orders[1];
      expect(maria).toMatchObject({
        uid: wienOrder.uid,
        hash: wienOrder.hash,
        ticketNumber: 1,
        businessDay: '2024-03-20',
        branch: { id: wien.id },
        firstName: 'Maria',
        lastName: 'Gruber',
        email: 'maria@example.com',
        country: 'AT',
        deliveryArea: null,
        donatee: null,
        comment: '',
        rejectionMessage: '',
        questionnaireRating: 5,
        isEnteredByStaff: false,
        createdAt: '2024-03-20T08:00:00.000Z',
        pricing: { gross: 42.3, totalGross: 42.3, deliveryGross: 0, taxes: expect.any(Object) },
      });
      expect(maria.items).toEqual([
        {
          index: 0,
          product: null,
          productUid: 'P-1',
          name: 'Kaisersemmel',
          amount: 4,
          unit: 'piece',
          parts: [],
          calculationModel: 'fixed',
          isPriceHidden: false,
          unitPrice: 0.6,
          gross: 2.4,
          net: 2.18,
          taxRate: 10,
        },
        expect.objectContaining({
          index: 1,
          name: 'Torte nach Wunsch',
          parts: [{ name: 'Aufschrift', type: 'text', values: ['Alles Gute'], uploads: [] }],
          calculationModel: 'approximate',
          unitPrice: 39.9,
        }),
      ]);
      // Bookkeeping that is no part of the contract stays inside.
      expect(orders[0]).not.toHaveProperty('paymentReference');
      expect(orders[0]).not.toHaveProperty('deliveryAreaName');
    });

    it('gives an employee only the orders of their own branches, also when asking for another', async () => {
      expect((await list(wienEmployee)).orders.map((order) => order.id)).toEqual([wienOrder.id]);
      expect(await list(wienEmployee, `?branch=${graz.id}`)).toEqual({ orders: [], total: 0 });
      expect(await list(homeless)).toEqual({ orders: [], total: 0 });
    });

    it('filters by branch, business days, status, order type and payment method', async () => {
      const ids = async (query: string) => (await list(admin, query)).orders.map((o) => o.id);
      expect(await ids(`?branch=${wien.id}`)).toEqual([wienOrder.id]);
      expect(await ids('?from=2024-03-21')).toEqual([grazOrder.id]);
      expect(await ids('?to=2024-03-20')).toEqual([wienOrder.id]);
      expect(await ids('?from=2024-03-20&to=2024-03-21')).toEqual([grazOrder.id, wienOrder.id]);
      expect(await ids('?status=open')).toEqual([wienOrder.id]);
      expect(await ids('?status=confirmed')).toEqual([grazOrder.id]);
      expect(await ids('?status=completed')).toEqual([]);
      expect(await ids('?orderType=delivery')).toEqual([grazOrder.id]);
      expect(await ids('?orderType=takeaway')).toEqual([wienOrder.id]);
      expect(await ids('?orderType=dineIn')).toEqual([]);
      expect(await ids('?paymentMethod=mollie')).toEqual([grazOrder.id]);
    });

    it('searches name, e-mail, phone, uid and ticket number; every word must match', async () => {
      const ids = async (search: string) =>
        (await list(admin, `?search=${encodeURIComponent(search)}`)).orders.map((o) => o.id);
      expect(await ids('gruber')).toEqual([wienOrder.id]);
      expect(await ids('Maria Gruber')).toEqual([wienOrder.id]);
      expect(await ids('Maria Berger')).toEqual([]);
      expect(await ids('maria@example')).toEqual([wienOrder.id]);
      expect(await ids(grazOrder.uid)).toEqual([grazOrder.id]);
      expect(await ids('1')).toEqual(expect.arrayContaining([wienOrder.id, grazOrder.id]));
      expect(await ids('100%')).toEqual([]);
    });

    it('pages with X-Total-Count', async () => {
      const first = await list(admin, '?pageSize=1');
      const second = await list(admin, '?pageSize=1&page=2');
      expect(first.total).toBe(2);
      expect(first.orders.map((o) => o.id)).toEqual([grazOrder.id]);
      expect(second.orders.map((o) => o.id)).toEqual([wienOrder.id]);
    });

    it('refuses invalid and unknown filter parameters in German, naming them', async () => {
      const response = await t.request(
        'GET',
        '/api/orders?status=bezahlt&from=2026-02-30&branch=abc',
        { session: admin },
      );
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual(
        expect.arrayContaining([
          {
            code: 'VALIDATION_FAILED',
            field: 'status',
            message:
              'Das Feld „Status“ muss einer dieser Werte sein: open, confirmed, completed, rejected, canceled, failed.',
          },
          {
            code: 'VALIDATION_FAILED',
            field: 'from',
            message: 'Das Feld „Von“ muss ein Datum im Format JJJJ-MM-TT sein.',
          },
          {
            code: 'VALIDATION_FAILED',
            field: 'branch',
            message: 'Das Feld „Filiale“ hat ein ungültiges Format.',
          },
        ]),
      );
      const unknown = await t.request('GET', '/api/orders?isPaid=true', { session: admin });
      expect(unknown.status).toBe(400);
      expect(unknown.json()).toEqual({
        errors: [
          { code: 'VALIDATION_FAILED', message: 'Unbekanntes Feld „isPaid“.', field: 'isPaid' },
        ],
      });
    });

    it('loads items without N+1: the query count is the same for 3 and for 30 orders', async () => {
      const branch = await createBranch(t.dataSource);
      await t.createUser('zaehler', ['ROLE_EMPLOYEE'], { branchIds: [branch.id] });
      const session = await t.login('zaehler');
      const many = Array.from({ length: 4 }, (_v, i) => ({ name: `Artikel ${i}` }));
      const read = () => t.request('GET', '/api/orders', { session });
      for (let i = 0; i < 3; i += 1) await createOrder(t.dataSource, { branch, items: many });
      const withThree = await t.countQueries(read);
      expect((await read()).json<{ data: Order[] }>().data).toHaveLength(3);
      for (let i = 0; i < 27; i += 1) await createOrder(t.dataSource, { branch, items: many });
      const withThirty = await t.countQueries(read);
      const thirty = (await read()).json<{ data: Order[] }>().data;
      expect(thirty).toHaveLength(30);
      expect(thirty.every((order) => order.items.length === 4)).toBe(true);
      expect(withThirty).toBe(withThree);
      expect(withThree).toBeLessThanOrEqual(6);
    });
  });

  describe('GET /api/orders/{id}', () => {
    it('answers staff of the branch and admins with the order', async () => {
      const own = await t.request('GET', `/api/orders/${wienOrder.id}`, { session: wienEmployee });
      expect(own.status).toBe(200);
      expect(own.json<{ data: Order }>().data).toMatchObject({
        id: wienOrder.id,
        firstName: 'Maria',
        items: [expect.objectContaining({ index: 0 }), expect.objectContaining({ index: 1 })],
      });
      const byAdmin = await t.request('GET', `/api/orders/${grazOrder.id}`, { session: admin });
      expect(byAdmin.json<{ data: Order }>().data).toMatchObject({ isDelivery: true });
    });

    it('answers a foreign-branch order exactly like a missing one', async () => {
      const foreign = await t.request('GET', `/api/orders/${grazOrder.id}`, {
        session: wienEmployee,
      });
      const missing = await t.request('GET', '/api/orders/999999', { session: wienEmployee });
      const noBranches = await t.request('GET', `/api/orders/${wienOrder.id}`, {
        session: homeless,
      });
      for (const response of [foreign, missing, noBranches]) {
        expect(response.status).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    });

    it('needs a staff session and a numeric id', async () => {
      expect((await t.request('GET', `/api/orders/${wienOrder.id}`)).status).toBe(401);
      const bad = await t.request('GET', '/api/orders/abc', { session: admin });
      expect(bad.status).toBe(400);
    });
  });

  describe('GET /api/orders/public/{uid}/{hash}', () => {
    it('shows the customer the PublicOrder contract without personal data', async () => {
      const response = await t.request(
        'GET',
        `/api/orders/public/${wienOrder.uid}/${wienOrder.hash}`,
      );
      expect(response.status).toBe(200);
      const order = response.json<{ data: PublicOrder }>().data;
      expect(Object.keys(order).sort()).toEqual(PUBLIC_ORDER_KEYS);
      expect(order).toMatchObject({
        id: wienOrder.id,
        ticketNumber: 1,
        questionnaireRating: 5,
        branch: { id: wien.id },
        items: [expect.objectContaining({ name: 'Kaisersemmel' }), expect.anything()],
      });
      expect(response.body).not.toMatch(/Gruber|maria@example\.com|6641234567/);
    });

    it('answers a wrong hash exactly like an unknown uid', async () => {
      const wrongHash = await t.request(
        'GET',
        `/api/orders/public/${wienOrder.uid}/${grazOrder.hash}`,
      );
      const shortHash = await t.request(
        'GET',
        `/api/orders/public/${wienOrder.uid}/${wienOrder.hash.slice(0, -1)}`,
      );
      const unknownUid = await t.request('GET', `/api/orders/public/unbekannt/${wienOrder.hash}`);
      const junk = await t.request('GET', `/api/orders/public/${wienOrder.uid}/%27%20OR%201=1`);
      for (const response of [wrongHash, shortHash, unknownUid, junk]) {
        expect(response.status).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    });
  });

  describe('data model', () => {
    it('generates long random uids and hashes', () => {
      expect(wienOrder.uid).toMatch(/^[\w-]{16,}$/);
      expect(wienOrder.hash).toMatch(/^[\w-]{32,}$/);
      expect(wienOrder.hash).not.toBe(grazOrder.hash);
    });

    it('keeps the item snapshot when the product changes or is deleted', async () => {
      const products = t.dataSource.getRepository(ProductEntity);
      const product = await products.save(
        products.create({ uid: 'P-STOLLEN', name: 'Butterstollen', price: 18.9 }),
      );
      const order = await createOrder(t.dataSource, {
        branch: wien,
        items: [
          {
            product,
            productUid: 'P-STOLLEN',
            name: 'Butterstollen',
            unitPrice: 18.9,
            gross: 18.9,
          },
        ],
      });
      const read = async () =>
        (await t.request('GET', `/api/orders/${order.id}`, { session: admin })).json<{
          data: Order;
        }>().data.items[0];
      expect(await read()).toMatchObject({ product: { id: product.id }, name: 'Butterstollen' });
      await products.update(product.id, { name: 'Stollen neu', price: 25 });
      expect(await read()).toMatchObject({ name: 'Butterstollen', unitPrice: 18.9 });
      await products.delete(product.id);
      expect(await read()).toMatchObject({
        product: null,
        productUid: 'P-STOLLEN',
        name: 'Butterstollen',
        unitPrice: 18.9,
      });
    });

    it('refuses a second order with the same ticket number on the same branch and day', async () => {
      const day = '2026-12-24';
      await createOrder(t.dataSource, { branch: graz, businessDay: day, ticketNumber: 7 });
      await expect(
        createOrder(t.dataSource, { branch: graz, businessDay: day, ticketNumber: 7 }),
      ).rejects.toThrow();
      await expect(
        createOrder(t.dataSource, { branch: wien, businessDay: day, ticketNumber: 7 }),
      ).resolves.toBeDefined();
    });

    it('does not let a branch with orders be deleted', async () => {
      const response = await t.request('DELETE', `/api/branches/${graz.id}`, { session: admin });
      expect(response.status).toBe(409);
      expect(await t.dataSource.getRepository(OrderEntity).countBy({ id: grazOrder.id })).toBe(1);
    });

    it('counts ticket numbers per branch and Vienna business day', async () => {
      const branch = await createBranch(t.dataSource);
      const at = (instant: string) =>
        createOrder(t.dataSource, { branch, createdAt: new Date(instant) });
      // 22:30 UTC is 23:30 in Vienna (still the 20th); 23:30 UTC is already 00:30 on the 21st.
      const lateEvening = await at('2024-03-20T22:30:00.000Z');
      const afterMidnight = await at('2024-03-20T23:30:00.000Z');
      const nextMorning = await at('2024-03-21T07:00:00.000Z');
      const otherBranch = await createOrder(t.dataSource, {
        branch: await createBranch(t.dataSource),
        createdAt: new Date('2024-03-21T07:00:00.000Z'),
      });
      expect(
        [lateEvening, afterMidnight, nextMorning, otherBranch].map((o) => [
          o.businessDay,
          o.ticketNumber,
        ]),
      ).toEqual([
        ['2024-03-20', 1],
        ['2024-03-21', 1],
        ['2024-03-21', 2],
        ['2024-03-21', 1],
      ]);
    });
  });

  describe('donatees', () => {
    let donatee: Donatee;

    it('lets admins create donatees and refuses a taken identifier in German', async () => {
      const created = await t.request('POST', '/api/donatees', {
        session: admin,
        body: {
          identifier: 'wiener-tafel',
          name: 'Wiener Tafel',
          description: 'Lebensmittel für Menschen in Not',
        },
      });
      expect(created.status).toBe(201);
      donatee = created.json<{ data: Donatee }>().data;
      expect(donatee).toEqual({
        id: expect.any(Number),
        identifier: 'wiener-tafel',
        name: 'Wiener Tafel',
        description: 'Lebensmittel für Menschen in Not',
        iban: '',
        bic: '',
      });
      const duplicate = await t.request('POST', '/api/donatees', {
        session: admin,
        body: { identifier: 'wiener-tafel', name: 'Noch eine' },
      });
      expect(duplicate.status).toBe(400);
      expect(duplicate.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Diese Kennung wird bereits von einem anderen Spendenempfänger verwendet.',
            field: 'identifier',
          },
        ],
      });
    });

    it('keeps a checked bank account, compact in the database and printed in groups', async () => {
      const saved = await t.request('PUT', `/api/donatees/${donatee.id}`, {
        session: admin,
        body: { iban: 'at61 1904 3002 3457 3201', bic: 'giba atww xxx' },
      });
      expect(saved.status).toBe(200);
      expect(saved.json<{ data: Donatee }>().data).toMatchObject({
        iban: 'AT61 1904 3002 3457 3201',
        bic: 'GIBAATWWXXX',
      });
      const [row] = await t.dataSource.query(
        'SELECT iban, bic FROM donatee WHERE id = ' + Number(donatee.id),
      );
      expect(row).toEqual({ iban: 'AT611904300234573201', bic: 'GIBAATWWXXX' });

      const wrong = await t.request('PUT', `/api/donatees/${donatee.id}`, {
        session: admin,
        body: { iban: 'AT61 1904 3002 3457 3202', bic: 'GIBAAT' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            field: 'iban',
            message:
              'Das Feld „IBAN“ muss eine gültige IBAN sein (z. B. AT61 1904 3002 3457 3201).',
          },
          {
            code: 'VALIDATION_FAILED',
            field: 'bic',
            message:
              'Das Feld „BIC“ muss ein gültiger BIC mit 8 oder 11 Zeichen sein (z. B. GIBAATWWXXX).',
          },
        ],
      });
      const unchanged = await t.request('GET', `/api/donatees/${donatee.id}`);
      expect(unchanged.json<{ data: Donatee }>().data.bic).toBe('GIBAATWWXXX');

      const cleared = await t.request('PUT', `/api/donatees/${donatee.id}`, {
        session: admin,
        body: { iban: '', bic: '' },
      });
      expect(cleared.json<{ data: Donatee }>().data).toMatchObject({ iban: '', bic: '' });
    });

    it('lists donatees for everyone and searches name and description', async () => {
      await t.request('POST', '/api/donatees', {
        session: admin,
        body: { identifier: 'tierschutz', name: 'Tierschutzhaus', description: '' },
      });
      const all = await t.request('GET', '/api/donatees');
      expect(all.status).toBe(200);
      expect(all.json<{ data: Donatee[] }>().data.map((d) => d.identifier)).toEqual([
        'tierschutz',
        'wiener-tafel',
      ]);
      const search = await t.request('GET', '/api/donatees?search=NOT');
      expect(search.json<{ data: Donatee[] }>().data.map((d) => d.identifier)).toEqual([
        'wiener-tafel',
      ]);
      const one = await t.request('GET', `/api/donatees/${donatee.id}`);
      expect(one.json<{ data: Donatee }>().data.name).toBe('Wiener Tafel');
      const missing = await t.request('GET', '/api/donatees/99999');
      expect(missing.status).toBe(404);
      expect(missing.json()).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Spendenempfänger wurde nicht gefunden.' }],
      });
    });

    it('refuses writes by anonymous callers (401) and employees (403)', async () => {
      const body = { identifier: 'neu', name: 'Neu' };
      expect((await t.request('POST', '/api/donatees', { body })).status).toBe(401);
      const byEmployee = await t.request('POST', '/api/donatees', {
        session: wienEmployee,
        body,
      });
      expect(byEmployee.status).toBe(403);
      const deleteByEmployee = await t.request('DELETE', `/api/donatees/${donatee.id}`, {
        session: wienEmployee,
      });
      expect(deleteByEmployee.status).toBe(403);
    });

    it('keeps orders when their donatee is deleted (the reference becomes null)', async () => {
      const order = await createOrder(t.dataSource, { branch: wien, donatee: { id: donatee.id } });
      const before = await t.request('GET', `/api/orders/${order.id}`, { session: admin });
      expect(before.json<{ data: Order }>().data.donatee).toEqual({ id: donatee.id });
      const removed = await t.request('DELETE', `/api/donatees/${donatee.id}`, { session: admin });
      expect(removed.status).toBe(200);
      const after = await t.request('GET', `/api/orders/${order.id}`, { session: admin });
      expect(after.json<{ data: Order }>().data.donatee).toBeNull();
    });
  });
});
