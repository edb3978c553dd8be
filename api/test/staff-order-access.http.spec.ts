import {
  ORDER_TRANSITION_MESSAGES as M,
  type Order,
  type OrderMachineState,
  type OrderStatusAction,
} from '@bestellwerk/domain';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import type { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { createMenu, createOpenBranch, createProduct } from './support/order-fixtures.js';
import { createOrderIn, type OrderKind } from './support/order-status-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

const NOT_FOUND = {
  errors: [{ code: 'ORDER_NOT_FOUND', message: 'Bestellung wurde nicht gefunden.' }],
};
const ACTIONS: OrderStatusAction[] = ['confirm', 'reject', 'in-delivery', 'completed', 'cancel'];
const KINDS: OrderKind[] = ['takeaway', 'delivery', 'dineIn'];

/** 200 with these flags, or 409 with this message. */
type Outcome = { ok: Partial<Order> } | { conflict: string };
type Row = Outcome | Partial<Record<OrderKind, Outcome>>;

const ok = (flags: Partial<Order>): Outcome => ({ ok: flags });
const no = (message: string): Outcome => ({ conflict: message });
const CANCELED = ok({ isCanceled: true, counterAppointment: null });
const REJECTED = ok({ isRejected: true, counterAppointment: null });
const NO_DELIVERY_STEP = {
  takeaway: no(M.notConfirmed),
  delivery: no(M.notConfirmed),
  dineIn: no(M.dineInHasNoDelivery),
};

/**
 * Every staff action in every state that goes on, per order type, written out: what the
 * HTTP API must answer. (Terminal states refuse everything; see below.)
 */
const TRANSITIONS: Record<
  'open' | 'counter-proposed' | 'confirmed' | 'in-delivery',
  Record<OrderStatusAction, Row>
> = {
  open: {
    confirm: ok({ isConfirmed: true }),
    reject: REJECTED,
    'in-delivery': NO_DELIVERY_STEP,
    completed: no(M.notConfirmed),
    cancel: CANCELED,
  },
  'counter-proposed': {
    confirm: ok({ isConfirmed: true, counterAppointment: null }),
    reject: REJECTED,
    'in-delivery': NO_DELIVERY_STEP,
    completed: no(M.notConfirmed),
    cancel: CANCELED,
  },
  confirmed: {
    confirm: no(M.alreadyConfirmed),
    reject: REJECTED,
    'in-delivery': {
      takeaway: ok({ isInDelivery: true }),
      delivery: ok({ isInDelivery: true }),
      dineIn: no(M.dineInHasNoDelivery),
    },
    completed: {
      takeaway: ok({ isCompleted: true, isDelivered: false }),
      delivery: ok({ isCompleted: true, isDelivered: true }),
      dineIn: ok({ isCompleted: true, isDelivered: false }),
    },
    cancel: CANCELED,
  },
  // Dine-in orders never get here.
  'in-delivery': {
    confirm: no(M.alreadyConfirmed),
    reject: no(M.rejectAfterDispatch),
    'in-delivery': {
      takeaway: no(M.alreadyReadyForPickup),
      delivery: no(M.alreadyOutForDelivery),
    },
    completed: {
      takeaway: ok({ isCompleted: true, isDelivered: false }),
      delivery: ok({ isCompleted: true, isDelivered: true }),
    },
    cancel: CANCELED,
  },
};

const TERMINAL: [OrderMachineState, string][] = [
  ['completed', M.completed],
  ['rejected', M.rejected],
  ['canceled', M.canceled],
  ['failed', M.failed],
];

const outcomeOf = (row: Row, kind: OrderKind): Outcome | undefined =>
  'ok' in row || 'conflict' in row ? (row as Outcome) : (row as Record<OrderKind, Outcome>)[kind];

const CASES = Object.entries(TRANSITIONS).flatMap(([state, actions]) =>
  KINDS.flatMap((kind) =>
    ACTIONS.flatMap((action) => {
      const outcome = outcomeOf(actions[action], kind);
      return outcome ? [[state as OrderMachineState, kind, action, outcome] as const] : [];
    }),
  ),
);

describe('staff orders: branch access on every order endpoint, every status transition', () => {
  let t: TestApp;
  let wien: BranchEntity;
  let graz: BranchEntity;
  let admin: StaffSession;
  let wienStaff: StaffSession;
  let bothStaff: StaffSession;
  let nobody: StaffSession;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(ConfigService).update({ isSmsEnabled: true } as ConfigInput);
    wien = await createOpenBranch(t.dataSource, { name: 'Wien', phone: '+4312345678' });
    graz = await createOpenBranch(t.dataSource, { name: 'Graz', phone: '+433161234' });
    const product = await createProduct(t.dataSource, { name: 'Semmel', price: 0.6 });
    await createMenu(t.dataSource, [wien, graz], [product]);
    await t.createUser('chefin', ['ROLE_ADMIN']);
    await t.createUser('wien-verkauf', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
    await t.createUser('beide', ['ROLE_EMPLOYEE'], { branchIds: [wien.id, graz.id] });
    await t.createUser('niemand', ['ROLE_EMPLOYEE']);
    admin = await t.login('chefin');
    wienStaff = await t.login('wien-verkauf');
    bothStaff = await t.login('beide');
    nobody = await t.login('niemand');
  });
  afterAll(() => t.close());

  /** Every call staff make on one order, as [name, method, path, body]. */
  const calls = (order: OrderEntity): [string, string, string, unknown][] => [
    ['read', 'GET', `/api/orders/${order.id}`, undefined],
    ...ACTIONS.map((action): [string, string, string, unknown] => [
      action,
      'POST',
      `/api/orders/${order.id}/status/${action}`,
      undefined,
    ]),
    ['item', 'PUT', `/api/orders/${order.id}/items/0`, { amount: 2 }],
    ['payment', 'POST', `/api/orders/${order.id}/update-payment-status`, undefined],
    ['e-mail', 'POST', `/api/orders/${order.id}/resend-new-order-email`, undefined],
    ['sms', 'POST', `/api/orders/${order.id}/resend-new-order-sms`, undefined],
  ];

  describe('an employee of Wien and an order of Graz', () => {
    it('gets the 404 of a missing order for reading and for every change, never a 403', async () => {
      const order = await createOrderIn(t.dataSource, 'confirmed', { branch: graz });
      const read = async () =>
        (await t.request('GET', `/api/orders/${order.id}`, { session: admin })).json<{
          data: Order;
        }>().data;
      const before = await read();
      for (const session of [wienStaff, nobody]) {
        for (const [name, method, path, body] of calls(order)) {
          const response = await t.request(method, path, { session, body });
          expect({ name, status: response.status, body: response.json() }).toEqual({
            name,
            status: 404,
            body: NOT_FOUND,
          });
        }
      }
      expect(await read()).toEqual(before);
    });

    it('does not find it in any list', async () => {
      const order = await createOrderIn(t.dataSource, 'open', { branch: graz });
      for (const path of [
        '/api/orders',
        `/api/orders?branch=${graz.id}`,
        '/api/orders/current',
        `/api/orders/current?branch=${graz.id}`,
        '/api/orders/missed',
      ]) {
        const response = await t.request('GET', path, { session: wienStaff });
        expect({ path, status: response.status }).toEqual({ path, status: 200 });
        const ids = response.json<{ data: Order[] }>().data.map((found) => found.id);
        expect({ path, found: ids.includes(order.id) }).toEqual({ path, found: false });
      }
    });

    it('an employee of both branches and an admin may do everything', async () => {
      for (const session of [bothStaff, admin]) {
        const order = await createOrderIn(t.dataSource, 'open', { branch: graz });
        const statuses: Record<string, number> = {};
        for (const [name, method, path, body] of calls(order)) {
          if (['reject', 'cancel', 'in-delivery', 'completed'].includes(name)) continue;
          statuses[name] = (await t.request(method, path, { session, body })).status;
        }
        // The item has no product any more (fixture orders): the change is refused as such.
        expect(statuses).toEqual({
          read: 200,
          confirm: 200,
          item: 409,
          payment: 409,
          'e-mail': 200,
          sms: 200,
        });
        const cancel = await t.request('POST', `/api/orders/${order.id}/status/cancel`, {
          session,
        });
        expect(cancel.status).toBe(200);
      }
    });
  });

  describe('POST /api/orders/{id}/status/{action}: every state, order type and action', () => {
    it.each(CASES)('%s %s order, %s', async (state, kind, action, outcome) => {
      const order = await createOrderIn(t.dataSource, state, { branch: wien, kind });
      const read = async () =>
        (await t.request('GET', `/api/orders/${order.id}`, { session: wienStaff })).json<{
          data: Order;
        }>().data;
      const before = await read();
      const response = await t.request('POST', `/api/orders/${order.id}/status/${action}`, {
        session: wienStaff,
      });
      if ('conflict' in outcome) {
        expect({ status: response.status, body: response.json() }).toEqual({
          status: 409,
          body: { errors: [{ code: 'ORDER_TRANSITION_REFUSED', message: outcome.conflict }] },
        });
        expect(await read()).toEqual(before);
      } else {
        expect(response.status).toBe(200);
        expect(response.json<{ data: Order }>().data).toMatchObject(outcome.ok);
      }
    });

    it.each(TERMINAL.flatMap(([state, message]) => KINDS.map((kind) => [state, kind, message])))(
      'a %s %s order refuses every action with its 409',
      async (state, kind, message) => {
        const order = await createOrderIn(t.dataSource, state as OrderMachineState, {
          branch: wien,
          kind: kind as OrderKind,
        });
        for (const action of ACTIONS) {
          const response = await t.request('POST', `/api/orders/${order.id}/status/${action}`, {
            session: wienStaff,
          });
          expect({ action, status: response.status, body: response.json() }).toEqual({
            action,
            status: 409,
            body: { errors: [{ code: 'ORDER_TRANSITION_REFUSED', message }] },
          });
        }
      },
    );
  });
});
