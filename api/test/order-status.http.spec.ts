import {
  ERROR_MESSAGES,
  ORDER_TRANSITION_MESSAGES as M,
  RATING_MESSAGE,
  type FixedMessageCode,
  type Order,
  type OrderStatusAction,
  type PublicOrder,
} from '@bestellwerk/domain';
import { ConflictError } from '../src/common/errors/app-errors.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import { QuestionnaireEntity } from '../src/modules/ordering/entities/questionnaire.entity.js';
import {
  OrderStatusService,
  toStatusFields,
} from '../src/modules/ordering/board/order-status.service.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { applyOrderAction } from '@bestellwerk/domain';
import { createBranch, ORDER_NOT_FOUND as NOT_FOUND } from './support/order-fixtures.js';
import { askedTime, createOrderIn, setOrderReviews } from './support/order-status-fixtures.js';
import { signInBranchStaff } from './support/staff-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

type Errors = { errors: { code: string; message: string; field?: string }[] };
/** A status action the order's state does not allow; the domain words why. */
const conflict = (message: string) => ({ errors: [{ code: 'ORDER_TRANSITION_REFUSED', message }] });
/** An error of the catalogue with a fixed message. */
const refused = (code: FixedMessageCode) => ({ errors: [{ code, message: ERROR_MESSAGES[code] }] });

describe('order status: staff actions, counter-appointment, rating', () => {
  let t: TestApp;
  let admin: StaffSession;
  let wienStaff: StaffSession;
  let grazStaff: StaffSession;
  let wien: BranchEntity;

  const act = (
    session: StaffSession,
    id: number,
    action: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => t.request('POST', `/api/orders/${id}/status/${action}`, { session, body, headers });

  /** Runs a staff action that must succeed and answers the order. */
  const ok = async (id: number, action: OrderStatusAction, body?: unknown): Promise<Order> => {
    const response = await act(wienStaff, id, action, body);
    expect({ status: response.status, body: response.body }).toMatchObject({ status: 200 });
    return response.json<{ data: Order }>().data;
  };

  const reload = async (id: number): Promise<Order> => {
    const response = await t.request('GET', `/api/orders/${id}`, { session: admin });
    expect(response.status).toBe(200);
    return response.json<{ data: Order }>().data;
  };

  const publicPath = (order: OrderEntity, suffix = '') =>
    `/api/orders/public/${order.uid}/${order.hash}${suffix}`;

  const publicOrder = async (order: OrderEntity): Promise<PublicOrder> => {
    const response = await t.request('GET', publicPath(order));
    expect(response.status).toBe(200);
    return response.json<{ data: PublicOrder }>().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    wien = await createBranch(t.dataSource, { name: 'Wien Neubau' });
    const graz = await createBranch(t.dataSource, { name: 'Graz Innere Stadt' });
    ({ admin, wienStaff, grazStaff } = await signInBranchStaff(t, wien, graz));
  });
  afterAll(() => t.close());

  describe('POST /api/orders/{id}/status/{action}', () => {
    it('confirm: confirmed at the asked time, as staff read it, and so it stays', async () => {
      const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
      const answered = await ok(order.id, 'confirm');
      expect(answered).toMatchObject({
        id: order.id,
        isConfirmed: true,
        appointment: askedTime().toISOString(),
        counterAppointment: null,
        firstName: 'Anna',
      });
      expect(await reload(order.id)).toEqual({ ...answered, updatedAt: expect.any(String) });
    });

    it('confirm: at a time staff give, which replaces the asked one', async () => {
      const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
      const at = new Date(askedTime().getTime() + 30 * 60_000).toISOString();
      expect(await ok(order.id, 'confirm', { appointment: at })).toMatchObject({
        isConfirmed: true,
        appointment: at,
        appointmentDate: askedTime().toISOString(),
      });
    });

    it('confirm with a counterAppointment: unconfirmed, the customer sees the proposal', async () => {
      const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
      const proposal = new Date(askedTime().getTime() + 60 * 60_000).toISOString();
      expect(await ok(order.id, 'confirm', { counterAppointment: proposal })).toMatchObject({
        isConfirmed: false,
        appointment: null,
        counterAppointment: proposal,
      });
      expect(await publicOrder(order)).toMatchObject({
        isConfirmed: false,
        counterAppointment: proposal,
      });
    });

    it.each<[string, unknown, string]>([
      ['an appointment that is no date-time', { appointment: 'morgen' }, 'appointment'],
      ['a date-time without zone', { appointment: '2026-11-20T08:30:00' }, 'appointment'],
      ['a counterAppointment that is a number', { counterAppointment: 5 }, 'counterAppointment'],
      [
        'a counterAppointment in the past',
        { counterAppointment: '2020-01-01T10:00:00Z' },
        'counterAppointment',
      ],
      ['an unknown field', { ticketNumber: 7 }, 'ticketNumber'],
    ])('confirm refuses %s (400 on the field, nothing changes)', async (_name, body, field) => {
      const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
      const response = await act(wienStaff, order.id, 'confirm', body);
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        expect.objectContaining({ field, message: expect.any(String) }),
      ]);
      expect(await reload(order.id)).toMatchObject({
        isConfirmed: false,
        counterAppointment: null,
      });
    });

    it('confirm with appointment and counterAppointment together: 400', async () => {
      const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
      const at = askedTime().toISOString();
      const response = await act(wienStaff, order.id, 'confirm', {
        appointment: at,
        counterAppointment: at,
      });
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            field: 'counterAppointment',
            message: M.appointmentAndCounter,
          },
        ],
      });
    });

    it('delivery order: confirm, out for delivery, completed and delivered', async () => {
      const order = await createOrderIn(t.dataSource, 'open', { branch: wien, kind: 'delivery' });
      await ok(order.id, 'confirm');
      expect(await ok(order.id, 'in-delivery')).toMatchObject({
        isConfirmed: true,
        isInDelivery: true,
        isCompleted: false,
      });
      const again = await act(wienStaff, order.id, 'in-delivery');
      expect(again.status).toBe(409);
      expect(again.json()).toEqual(conflict(M.alreadyOutForDelivery));
      expect(await ok(order.id, 'completed')).toMatchObject({
        isCompleted: true,
        isDelivered: true,
      });
    });

    it('takeaway order: ready for pickup, then completed (not "delivered")', async () => {
      const order = await createOrderIn(t.dataSource, 'confirmed', { branch: wien });
      expect(await ok(order.id, 'in-delivery')).toMatchObject({ isInDelivery: true });
      expect(await ok(order.id, 'completed')).toMatchObject({
        isCompleted: true,
        isDelivered: false,
      });
    });

    it('dine-in order: no in-delivery step (409), completed straight from confirmed', async () => {
      const order = await createOrderIn(t.dataSource, 'confirmed', {
        branch: wien,
        kind: 'dineIn',
      });
      const response = await act(wienStaff, order.id, 'in-delivery');
      expect(response.status).toBe(409);
      expect(response.json()).toEqual(conflict(M.dineInHasNoDelivery));
      expect(await ok(order.id, 'completed')).toMatchObject({ isCompleted: true });
    });

    it.each<['in-delivery' | 'completed']>([['in-delivery'], ['completed']])(
      '%s before confirmation: 409',
      async (action) => {
        const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
        const response = await act(wienStaff, order.id, action);
        expect(response.status).toBe(409);
        expect(response.json()).toEqual(conflict(M.notConfirmed));
      },
    );

    it('confirm twice: 409', async () => {
      const order = await createOrderIn(t.dataSource, 'confirmed', { branch: wien });
      const response = await act(wienStaff, order.id, 'confirm');
      expect(response.status).toBe(409);
      expect(response.json()).toEqual(conflict(M.alreadyConfirmed));
    });

    it('reject with a message the customer reads on the status page', async () => {
      const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
      expect(
        await ok(order.id, 'reject', { message: '  Heute leider ausverkauft.  ' }),
      ).toMatchObject({ isRejected: true, rejectionMessage: 'Heute leider ausverkauft.' });
      expect(await publicOrder(order)).toMatchObject({
        isRejected: true,
        rejectionMessage: 'Heute leider ausverkauft.',
      });
    });

    it('reject without body, and reject of a confirmed order', async () => {
      const open = await createOrderIn(t.dataSource, 'open', { branch: wien });
      expect(await ok(open.id, 'reject')).toMatchObject({ isRejected: true, rejectionMessage: '' });
      const confirmed = await createOrderIn(t.dataSource, 'confirmed', { branch: wien });
      expect(await ok(confirmed.id, 'reject', {})).toMatchObject({ isRejected: true });
    });

    it.each<[string, unknown]>([
      ['over 1000 characters', { message: 'x'.repeat(1001) }],
      ['not a text', { message: 42 }],
    ])('reject refuses a message %s (400 on message)', async (_name, body) => {
      const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
      const response = await act(wienStaff, order.id, 'reject', body);
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        expect.objectContaining({ field: 'message' }),
      ]);
    });

    it('reject once out for delivery: 409, cancel still works', async () => {
      const order = await createOrderIn(t.dataSource, 'in-delivery', {
        branch: wien,
        kind: 'delivery',
      });
      const response = await act(wienStaff, order.id, 'reject', { message: 'Zu spät.' });
      expect(response.status).toBe(409);
      expect(response.json()).toEqual(conflict(M.rejectAfterDispatch));
      expect(await ok(order.id, 'cancel')).toMatchObject({ isCanceled: true });
    });

    it.each<['completed' | 'rejected' | 'canceled' | 'failed', string]>([
      ['completed', M.completed],
      ['rejected', M.rejected],
      ['canceled', M.canceled],
      ['failed', M.failed],
    ])('a %s order refuses every action with 409', async (state, message) => {
      const order = await createOrderIn(t.dataSource, state, { branch: wien });
      for (const action of ['confirm', 'reject', 'in-delivery', 'completed', 'cancel']) {
        const response = await act(wienStaff, order.id, action);
        expect({ action, status: response.status, body: response.json() }).toEqual({
          action,
          status: 409,
          body: conflict(message),
        });
      }
    });

    it('unknown action: 404 in German; a body for an action without input: 400', async () => {
      const order = await createOrderIn(t.dataSource, 'confirmed', { branch: wien });
      const unknown = await act(wienStaff, order.id, 'archive');
      expect(unknown.status).toBe(404);
      expect(unknown.json()).toEqual(refused('UNKNOWN_STATUS_ACTION'));
      const withBody = await act(wienStaff, order.id, 'cancel', { reason: 'x' });
      expect(withBody.status).toBe(400);
      expect(withBody.json()).toEqual(refused('NO_INPUT_EXPECTED'));
      expect(await ok(order.id, 'cancel', {})).toMatchObject({ isCanceled: true });
    });

    it('an employee of another branch gets the same 404 as for a missing order', async () => {
      const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
      const foreign = await act(grazStaff, order.id, 'cancel');
      expect(foreign.status).toBe(404);
      expect(foreign.json()).toEqual(NOT_FOUND);
      const missing = await act(grazStaff, 999_999, 'cancel');
      expect(missing.status).toBe(404);
      expect(missing.json()).toEqual(NOT_FOUND);
      expect(await reload(order.id)).toMatchObject({ isCanceled: false });
      // Admins act on every branch.
      const byAdmin = await act(admin, order.id, 'confirm');
      expect(byAdmin.status).toBe(200);
    });

    it('needs a session (401) and the CSRF token (403); a bad id is a 400', async () => {
      const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
      const anonymous = await t.request('POST', `/api/orders/${order.id}/status/confirm`);
      expect(anonymous.status).toBe(401);
      const noCsrf = await act(wienStaff, order.id, 'confirm', undefined, { 'x-csrf-token': '' });
      expect(noCsrf.status).toBe(403);
      expect(noCsrf.json<Errors>().errors[0].message).toMatch(/CSRF/);
      expect(await reload(order.id)).toMatchObject({ isConfirmed: false });
      const badId = await act(wienStaff, 0, 'confirm');
      expect(badId.status).toBe(400);
    });

    it('two simultaneous actions that exclude each other: exactly one wins, the other 409', async () => {
      const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
      const responses = await Promise.all([
        act(wienStaff, order.id, 'cancel'),
        act(admin, order.id, 'reject'),
        act(wienStaff, order.id, 'cancel'),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
      const stored = await reload(order.id);
      expect([stored.isCanceled, stored.isRejected].filter(Boolean)).toHaveLength(1);

      const twice = await createOrderIn(t.dataSource, 'open', { branch: wien });
      const later = new Date(askedTime().getTime() + 60 * 60_000).toISOString();
      const confirms = await Promise.all([
        act(wienStaff, twice.id, 'confirm'),
        act(admin, twice.id, 'confirm', { appointment: later }),
      ]);
      expect(confirms.map((response) => response.status).sort()).toEqual([200, 409]);
      const winner = confirms.find((response) => response.status === 200)!;
      expect(await reload(twice.id)).toMatchObject({
        isConfirmed: true,
        appointment: winner.json<{ data: Order }>().data.appointment,
      });
    });

    it('the UPDATE is conditional: a change read from a stale state is refused', async () => {
      const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
      const repository = t.dataSource.getRepository(OrderEntity);
      const stale = await repository.findOneByOrFail({ id: order.id });
      // Someone else cancels in between.
      await repository.update({ id: order.id }, { isCanceled: true });
      const service = t.app.get(OrderStatusService);
      const result = applyOrderAction(toStatusFields(stale), 'confirm', {}, new Date());
      await expect(service.apply(stale, result)).rejects.toEqual(
        new ConflictError('ORDER_CHANGED_MEANWHILE'),
      );
      expect(await reload(order.id)).toMatchObject({ isConfirmed: false, isCanceled: true });
    });
  });

  describe('POST /api/orders/public/{uid}/{hash}/…-counter-appointment', () => {
    it('accept: confirmed at the proposed time, the reloaded order says so', async () => {
      const order = await createOrderIn(t.dataSource, 'counter-proposed', { branch: wien });
      const proposal = order.counterAppointment!.toISOString();
      const response = await t.request('POST', publicPath(order, '/confirm-counter-appointment'));
      expect(response.status).toBe(200);
      const answered = response.json<{ data: PublicOrder }>().data;
      expect(answered).toMatchObject({
        isConfirmed: true,
        appointment: proposal,
        counterAppointment: null,
      });
      expect(answered).not.toHaveProperty('firstName');
      expect(await publicOrder(order)).toEqual(answered);
      // Nothing left to accept or reject.
      for (const suffix of ['/confirm-counter-appointment', '/reject-counter-appointment']) {
        const again = await t.request('POST', publicPath(order, suffix));
        expect(again.status).toBe(409);
        expect(again.json()).toEqual(conflict(M.noCounterAppointment));
      }
    });

    it('reject: the order is cancelled', async () => {
      const order = await createOrderIn(t.dataSource, 'counter-proposed', { branch: wien });
      const response = await t.request('POST', publicPath(order, '/reject-counter-appointment'), {
        body: {},
      });
      expect(response.status).toBe(200);
      expect(response.json<{ data: PublicOrder }>().data).toMatchObject({
        isCanceled: true,
        isConfirmed: false,
        counterAppointment: null,
      });
      expect(await publicOrder(order)).toMatchObject({ isCanceled: true });
      const again = await t.request('POST', publicPath(order, '/confirm-counter-appointment'));
      expect(again.status).toBe(409);
      expect(again.json()).toEqual(conflict(M.canceled));
    });

    it('without a proposal there is nothing to accept: 409', async () => {
      const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
      const response = await t.request('POST', publicPath(order, '/confirm-counter-appointment'));
      expect(response.status).toBe(409);
      expect(response.json()).toEqual(conflict(M.noCounterAppointment));
    });

    it('a staff proposal, then the customer accepts it', async () => {
      const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
      const proposal = new Date(askedTime().getTime() + 45 * 60_000).toISOString();
      await ok(order.id, 'confirm', { counterAppointment: proposal });
      const response = await t.request('POST', publicPath(order, '/confirm-counter-appointment'));
      expect(response.status).toBe(200);
      expect(await reload(order.id)).toMatchObject({ isConfirmed: true, appointment: proposal });
    });

    it.each<[string, (order: OrderEntity) => string]>([
      ['a wrong hash', (order) => `/api/orders/public/${order.uid}/${'a'.repeat(43)}`],
      ['an unknown uid', (order) => `/api/orders/public/unbekannt123/${order.hash}`],
      ['a malformed uid', (order) => `/api/orders/public/${'%27x'}/${order.hash}`],
    ])('%s answers the order 404 and changes nothing', async (_name, path) => {
      const order = await createOrderIn(t.dataSource, 'counter-proposed', { branch: wien });
      for (const suffix of [
        '/confirm-counter-appointment',
        '/reject-counter-appointment',
        '/questionnaire',
      ]) {
        const response = await t.request('POST', `${path(order)}${suffix}`, {
          body: suffix === '/questionnaire' ? { rating: 5 } : undefined,
        });
        expect(response.status).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
      expect(await publicOrder(order)).toMatchObject({ isConfirmed: false, isCanceled: false });
    });
  });

  describe('POST /api/orders/public/{uid}/{hash}/questionnaire', () => {
    const answers = {
      rating: 5,
      foodRating: 4,
      serviceRating: 5,
      processRating: 3,
      comment: 'Top!',
    };
    const rate = (order: OrderEntity, body: unknown) =>
      t.request('POST', publicPath(order, '/questionnaire'), { body });

    beforeEach(() => setOrderReviews(t.dataSource, true));

    it('stores the rating once; the public order shows it', async () => {
      const order = await createOrderIn(t.dataSource, 'completed', { branch: wien });
      const response = await rate(order, answers);
      expect(response.status).toBe(200);
      expect(response.json<{ data: PublicOrder }>().data).toMatchObject({
        id: order.id,
        questionnaireRating: 5,
      });
      expect(await publicOrder(order)).toMatchObject({ questionnaireRating: 5 });
      const stored = await t.dataSource
        .getRepository(QuestionnaireEntity)
        .findOneByOrFail({ order: { id: order.id } });
      expect(stored).toMatchObject({
        foodRating: 4,
        serviceRating: 5,
        processRating: 3,
        comment: 'Top!',
      });
    });

    it('the comment is optional', async () => {
      const order = await createOrderIn(t.dataSource, 'completed', { branch: wien });
      const { comment: _comment, ...ratings } = answers;
      expect((await rate(order, ratings)).status).toBe(200);
    });

    it('a second rating: 409, the first one stays', async () => {
      const order = await createOrderIn(t.dataSource, 'completed', { branch: wien });
      expect((await rate(order, answers)).status).toBe(200);
      const second = await rate(order, { ...answers, rating: 1 });
      expect(second.status).toBe(409);
      expect(second.json()).toEqual(refused('ORDER_ALREADY_RATED'));
      expect(await publicOrder(order)).toMatchObject({ questionnaireRating: 5 });
    });

    it('two simultaneous ratings: one 200, one 409 (unique index per order)', async () => {
      const order = await createOrderIn(t.dataSource, 'completed', { branch: wien });
      const responses = await Promise.all([rate(order, answers), rate(order, answers)]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      expect(
        await t.dataSource.getRepository(QuestionnaireEntity).countBy({ order: { id: order.id } }),
      ).toBe(1);
    });

    it('incomplete: 400 naming each missing rating', async () => {
      const order = await createOrderIn(t.dataSource, 'completed', { branch: wien });
      const response = await rate(order, { rating: 5, serviceRating: 4 });
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({
        errors: [
          { code: 'VALIDATION_FAILED', field: 'foodRating', message: RATING_MESSAGE },
          { code: 'VALIDATION_FAILED', field: 'processRating', message: RATING_MESSAGE },
        ],
      });
      expect(await publicOrder(order)).toMatchObject({ questionnaireRating: null });
    });

    it.each<[string, unknown]>([
      ['0 (not set)', 0],
      ['6', 6],
      ['2.5', 2.5],
      ['"5" as text', '5'],
      ['null', null],
    ])('a rating of %s: 400 on that field', async (_name, value) => {
      const order = await createOrderIn(t.dataSource, 'completed', { branch: wien });
      const response = await rate(order, { ...answers, foodRating: value });
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ code: 'VALIDATION_FAILED', field: 'foodRating', message: RATING_MESSAGE }],
      });
    });

    it.each<[string, unknown]>([
      ['a comment over 2000 characters', { ...answers, comment: 'x'.repeat(2001) }],
      ['an unknown field', { ...answers, tip: 5 }],
    ])('%s: 400', async (_name, body) => {
      const order = await createOrderIn(t.dataSource, 'completed', { branch: wien });
      const response = await rate(order, body);
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors[0].field).toBeDefined();
    });

    it('reviews switched off: 409', async () => {
      await setOrderReviews(t.dataSource, false);
      const order = await createOrderIn(t.dataSource, 'completed', { branch: wien });
      const response = await rate(order, answers);
      expect(response.status).toBe(409);
      expect(response.json()).toEqual(refused('RATING_DISABLED'));
    });

    it.each<['open' | 'confirmed' | 'in-delivery' | 'canceled' | 'rejected']>([
      ['open'],
      ['confirmed'],
      ['in-delivery'],
      ['canceled'],
      ['rejected'],
    ])('a %s order cannot be rated yet: 409', async (state) => {
      const order = await createOrderIn(t.dataSource, state, { branch: wien });
      const response = await rate(order, answers);
      expect(response.status).toBe(409);
      expect(response.json()).toEqual(refused('RATING_BEFORE_COMPLETION'));
    });
  });

  describe('GET /api/orders/public/{uid}/{hash}: revalidated with an ETag', () => {
    it('private no-cache with an ETag, 304 while unchanged, a new ETag after a status change', async () => {
      const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
      const first = await t.request('GET', publicPath(order));
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);

      const unchanged = await t.request('GET', publicPath(order), {
        headers: { 'if-none-match': etag },
      });
      expect(unchanged.status).toBe(304);
      expect(unchanged.body).toBe('');

      await ok(order.id, 'confirm');
      const changed = await t.request('GET', publicPath(order), {
        headers: { 'if-none-match': etag },
      });
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json<{ data: PublicOrder }>().data.isConfirmed).toBe(true);
    });
  });
});
