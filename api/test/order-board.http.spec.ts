import { ERROR_MESSAGES, type BranchAdmin, type Order } from '@bestellwerk/domain';
import { ApiClock } from '../src/modules/auth/clock.js';
import type { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { createBranch, createOrder } from './support/order-fixtures.js';
import { createOrderIn } from './support/order-status-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

const MINUTE = 60_000;
const INVALID_KEY = {
  errors: [{ code: 'COUNTER_KEY_INVALID', message: ERROR_MESSAGES.COUNTER_KEY_INVALID }],
};

/** The order board's lists: current, missed, and the counter tablet's views by API key. */
describe('order board: current, missed, frontdesk and backoffice', () => {
  let t: TestApp;
  let admin: StaffSession;
  let wienStaff: StaffSession;
  let nobody: StaffSession;
  let wien: BranchEntity;
  let graz: BranchEntity;

  const get = (url: string, session?: StaffSession) => t.request('GET', url, { session });
  const ids = async (url: string, session?: StaffSession): Promise<number[]> => {
    const response = await get(url, session);
    expect({ url, status: response.status, body: response.body }).toMatchObject({ status: 200 });
    return response.json<{ data: Order[] }>().data.map((order) => order.id);
  };
  const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * MINUTE);

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('chefin', ['ROLE_ADMIN']);
    admin = await t.login('chefin');
    await t.createUser('niemand', ['ROLE_EMPLOYEE']);
    nobody = await t.login('niemand');
  });
  beforeEach(async () => {
    // Fresh branches per test: each test sees only its own orders.
    wien = await createBranch(t.dataSource, { name: 'Wien' });
    graz = await createBranch(t.dataSource, { name: 'Graz' });
    const username = `wien-${wien.id}`;
    await t.createUser(username, ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
    wienStaff = await t.login(username);
  });
  afterAll(() => t.close());

  describe('GET /api/orders/current', () => {
    it('lists open orders by due time (confirmed, else asked, else placed), then id', async () => {
      const placedAsap = await createOrder(t.dataSource, { branch: wien, createdAt: at(-10) });
      const askedLater = await createOrder(t.dataSource, {
        branch: wien,
        createdAt: at(-60),
        appointmentDate: at(120),
      });
      const confirmedSooner = await createOrder(t.dataSource, {
        branch: wien,
        createdAt: at(-5),
        appointmentDate: at(180),
        appointment: at(30),
        isConfirmed: true,
      });
      const underway = await createOrder(t.dataSource, {
        branch: wien,
        createdAt: at(-50),
        appointmentDate: at(60),
        appointment: at(60),
        isConfirmed: true,
        isInDelivery: true,
        isDelivery: true,
      });
      const sameTime = await createOrder(t.dataSource, {
        branch: wien,
        createdAt: at(-1),
        appointmentDate: at(120),
      });
      for (const state of ['completed', 'rejected', 'canceled', 'failed'] as const)
        await createOrderIn(t.dataSource, state, { branch: wien });
      await createOrder(t.dataSource, { branch: graz });

      const expected = [placedAsap, confirmedSooner, underway, askedLater, sameTime].map(
        (order) => order.id,
      );
      expect(await ids(`/api/orders/current?branch=${wien.id}`, admin)).toEqual(expected);
      expect(await ids('/api/orders/current', wienStaff)).toEqual(expected);
    });

    it('answers the staff Order contract with items', async () => {
      const order = await createOrder(t.dataSource, {
        branch: wien,
        items: [{ name: 'Sachertorte', amount: 2, gross: 9, unitPrice: 4.5 }],
      });
      const response = await get('/api/orders/current', wienStaff);
      expect(response.json<{ data: Order[] }>().data).toEqual([
        expect.objectContaining({
          id: order.id,
          firstName: 'Anna',
          branch: { id: wien.id },
          items: [expect.objectContaining({ index: 0, name: 'Sachertorte', gross: 9 })],
        }),
      ]);
    });

    it('gives employees only their branches, also when they ask for another; none without branches', async () => {
      await createOrder(t.dataSource, { branch: graz });
      const own = await createOrder(t.dataSource, { branch: wien });
      expect(await ids('/api/orders/current', wienStaff)).toEqual([own.id]);
      expect(await ids(`/api/orders/current?branch=${graz.id}`, wienStaff)).toEqual([]);
      expect(await ids('/api/orders/current', nobody)).toEqual([]);
      expect((await ids('/api/orders/current', admin)).length).toBeGreaterThanOrEqual(2);
    });

    it('gives an employee of two branches the orders of both (current and missed), never of a third', async () => {
      const linz = await createBranch(t.dataSource, { name: 'Linz' });
      const username = `wien-graz-${wien.id}`;
      await t.createUser(username, ['ROLE_EMPLOYEE'], { branchIds: [wien.id, graz.id] });
      const both = await t.login(username);
      const inWien = await createOrderIn(t.dataSource, 'open', { branch: wien });
      const inGraz = await createOrderIn(t.dataSource, 'confirmed', { branch: graz });
      const missedInGraz = await createOrderIn(t.dataSource, 'open', {
        branch: graz,
        appointmentDate: at(-30),
      });
      await createOrderIn(t.dataSource, 'open', { branch: linz });
      await createOrderIn(t.dataSource, 'open', { branch: linz, appointmentDate: at(-30) });
      const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
      expect(sorted(await ids('/api/orders/current', both))).toEqual(
        sorted([inWien.id, inGraz.id, missedInGraz.id]),
      );
      expect(await ids('/api/orders/missed', both)).toEqual([missedInGraz.id]);
      expect(sorted(await ids(`/api/orders/current?branch=${graz.id}`, both))).toEqual(
        sorted([inGraz.id, missedInGraz.id]),
      );
      expect(await ids(`/api/orders/current?branch=${linz.id}`, both)).toEqual([]);
      expect(await ids(`/api/orders/missed?branch=${linz.id}`, both)).toEqual([]);
    });

    it('costs the same number of queries for 3 and for 30 orders', async () => {
      const count = () => t.countQueries(() => get('/api/orders/current', wienStaff));
      for (let i = 0; i < 3; i += 1) await createOrder(t.dataSource, { branch: wien });
      const few = await count();
      for (let i = 0; i < 27; i += 1)
        await createOrder(t.dataSource, {
          branch: wien,
          items: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
        });
      expect(await count()).toBe(few);
      expect(await ids('/api/orders/current', wienStaff)).toHaveLength(30);
    });

    it('needs a session and refuses a malformed branch in German', async () => {
      expect((await get('/api/orders/current')).status).toBe(401);
      const bad = await get('/api/orders/current?branch=abc', admin);
      expect(bad.status).toBe(400);
      expect(bad.json()).toEqual({
        errors: [
          expect.objectContaining({
            code: 'VALIDATION_FAILED',
            field: 'branch',
            message: expect.any(String),
          }),
        ],
      });
    });
  });

  describe('GET /api/orders/missed', () => {
    it('lists unconfirmed open orders whose due time has passed, earliest first', async () => {
      const askedEarlier = await createOrder(t.dataSource, {
        branch: wien,
        createdAt: at(-120),
        appointmentDate: at(-60),
      });
      const asap = await createOrder(t.dataSource, { branch: wien, createdAt: at(-5) });
      const proposed = await createOrderIn(t.dataSource, 'counter-proposed', {
        branch: wien,
        appointmentDate: at(-30),
      });
      // Not missed: asked for later, confirmed, or closed.
      await createOrder(t.dataSource, { branch: wien, appointmentDate: at(30) });
      await createOrder(t.dataSource, {
        branch: wien,
        appointmentDate: at(-60),
        appointment: at(-60),
        isConfirmed: true,
      });
      for (const state of ['rejected', 'canceled', 'failed'] as const)
        await createOrderIn(t.dataSource, state, { branch: wien, appointmentDate: at(-60) });
      await createOrder(t.dataSource, { branch: graz, appointmentDate: at(-60) });

      expect(await ids('/api/orders/missed', wienStaff)).toEqual([
        askedEarlier.id,
        proposed.id,
        asap.id,
      ]);
      expect(await ids(`/api/orders/missed?branch=${wien.id}`, admin)).toEqual([
        askedEarlier.id,
        proposed.id,
        asap.id,
      ]);
      expect(await ids(`/api/orders/missed?branch=${graz.id}`, wienStaff)).toEqual([]);
    });
  });

  describe('GET /api/orders/missed with the clock moved on', () => {
    afterEach(() => t.app.get(ApiClock).set(null));

    it('counts an order as missed once the clock passes its due time unconfirmed', async () => {
      const clock = t.app.get(ApiClock);
      const now = new Date();
      clock.set(now);
      const order = await createOrder(t.dataSource, {
        branch: wien,
        createdAt: new Date(now.getTime() - 5 * MINUTE),
        appointmentDate: new Date(now.getTime() + 10 * MINUTE),
      });
      expect(await ids('/api/orders/missed', wienStaff)).toEqual([]);
      clock.set(new Date(now.getTime() + 11 * MINUTE));
      expect(await ids('/api/orders/missed', wienStaff)).toEqual([order.id]);
      // Confirmed in time, it is not missed any more.
      await t.request('POST', `/api/orders/${order.id}/status/confirm`, { session: wienStaff });
      expect(await ids('/api/orders/missed', wienStaff)).toEqual([]);
    });
  });

  describe('GET /api/orders/frontdesk|backoffice/{branchId}/{apiKey}', () => {
    const counter = (view: string, branch: { id: number | string }, key: string) =>
      `/api/orders/${view}/${branch.id}/${key}`;

    let open: OrderEntity;
    let confirmed: OrderEntity;
    let underway: OrderEntity;

    beforeEach(async () => {
      open = await createOrderIn(t.dataSource, 'open', { branch: wien });
      confirmed = await createOrderIn(t.dataSource, 'confirmed', {
        branch: wien,
        appointment: at(90),
      });
      underway = await createOrderIn(t.dataSource, 'in-delivery', {
        branch: wien,
        kind: 'delivery',
        appointment: at(45),
      });
      for (const state of ['completed', 'rejected', 'canceled', 'failed'] as const)
        await createOrderIn(t.dataSource, state, { branch: wien });
      await createOrderIn(t.dataSource, 'confirmed', { branch: graz });
    });

    it('frontdesk: the confirmed open orders of the branch, without login', async () => {
      expect(await ids(counter('frontdesk', wien, wien.apiKey))).toEqual([
        underway.id,
        confirmed.id,
      ]);
    });

    it('backoffice: every open order of the branch incl. unconfirmed ones', async () => {
      const response = await get(counter('backoffice', wien, wien.apiKey));
      const orders = response.json<{ data: Order[] }>().data;
      expect(orders.map((order) => order.id)).toEqual([underway.id, confirmed.id, open.id]);
      expect(orders[0]).toMatchObject({ firstName: 'Anna', isInDelivery: true });
      // Customer data behind a key in the URL: no copy in shared caches.
      expect(response.headers['cache-control']).toBe('private, no-cache');
    });

    it.each<[string, (key: string) => [string | number, string]]>([
      ['a wrong key', () => [wien.id, 'falscher-schluessel']],
      ["another branch's key", () => [wien.id, graz.apiKey]],
      ['an unknown branch', (key) => [999_999, key]],
      ['a malformed branch id', (key) => ['abc', key]],
      ['branch id 0', (key) => [0, key]],
      ['a key with other characters', () => [wien.id, 'key%20or%201=1']],
      ['a key that is too long', () => [wien.id, 'k'.repeat(65)]],
    ])('%s: the same 401, whatever was wrong', async (_name, path) => {
      const [branch, key] = path(wien.apiKey);
      for (const view of ['frontdesk', 'backoffice']) {
        const response = await get(counter(view, { id: branch }, key));
        expect({ view, status: response.status, body: response.json() }).toEqual({
          view,
          status: 401,
          body: INVALID_KEY,
        });
      }
      // A staff session does not open it either.
      expect((await get(counter('backoffice', { id: branch }, key), admin)).status).toBe(401);
    });

    it('costs the same number of queries for few and many orders', async () => {
      const count = () => t.countQueries(() => get(counter('backoffice', wien, wien.apiKey)));
      const few = await count();
      for (let i = 0; i < 20; i += 1)
        await createOrderIn(t.dataSource, i % 2 ? 'open' : 'confirmed', { branch: wien });
      expect(await count()).toBe(few);
    });
  });

  describe('POST /api/branches/{id}/api-key', () => {
    const rotate = (id: number | string, session?: StaffSession) =>
      t.request('POST', `/api/branches/${id}/api-key`, { session });

    it('gives the branch a new 32-byte key; the old one stops working at once', async () => {
      const old = wien.apiKey;
      expect((await get(`/api/orders/frontdesk/${wien.id}/${old}`)).status).toBe(200);
      const response = await rotate(wien.id, admin);
      expect(response.status).toBe(200);
      const branch = response.json<{ data: BranchAdmin }>().data;
      expect(branch).toMatchObject({ id: wien.id, name: 'Wien', isAutoPrintEnabled: false });
      expect(branch.apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(branch.apiKey).not.toBe(old);
      const stored = await t.dataSource
        .getRepository(BranchEntity)
        .findOneByOrFail({ id: wien.id });
      expect(stored.apiKey).toBe(branch.apiKey);

      for (const view of ['frontdesk', 'backoffice']) {
        expect((await get(`/api/orders/${view}/${wien.id}/${old}`)).status).toBe(401);
        expect((await get(`/api/orders/${view}/${wien.id}/${branch.apiKey}`)).status).toBe(200);
      }
      const again = (await rotate(wien.id, admin)).json<{ data: BranchAdmin }>().data;
      expect(again.apiKey).not.toBe(branch.apiKey);
    });

    it('is for admins only: 401 anonymous, 403 employees, 403 without CSRF token; 404 unknown', async () => {
      expect((await rotate(wien.id)).status).toBe(401);
      const employee = await rotate(wien.id, wienStaff);
      expect(employee.status).toBe(403);
      const noCsrf = await t.request('POST', `/api/branches/${wien.id}/api-key`, {
        session: admin,
        headers: { 'x-csrf-token': 'falsch' },
      });
      expect(noCsrf.status).toBe(403);
      const stored = await t.dataSource
        .getRepository(BranchEntity)
        .findOneByOrFail({ id: wien.id });
      expect(stored.apiKey).toBe(wien.apiKey);
      const unknown = await rotate(999_999, admin);
      expect(unknown.status).toBe(404);
      expect(unknown.json()).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Filiale wurde nicht gefunden.' }],
      });
      expect((await rotate('abc', admin)).status).toBe(400);
    });
  });
});
