import type { PublicOrder } from '@bestellwerk/domain';
import type { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import { OrderEventsService } from '../src/modules/order-events/order-events.service.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { createBranch, ORDER_NOT_FOUND } from './support/order-fixtures.js';
import { createOrderIn, setOrderReviews } from './support/order-status-fixtures.js';
import { signInBranchStaff } from './support/staff-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

type Data<T> = { data: T };

/**
 * The customer's status poll, GET /api/orders/public/{uid}/{hash}: an unchanged order answers
 * the ETag it was last answered with by 304 without loading the order; any change of the order
 * answers its new state; a wrong hash is the same 404 as ever.
 */
describe('public order status poll', () => {
  let t: TestApp;
  let wienStaff: StaffSession;
  let wien: BranchEntity;

  const path = (order: Pick<OrderEntity, 'uid' | 'hash'>) =>
    `/api/orders/public/${order.uid}/${order.hash}`;
  const poll = (order: Pick<OrderEntity, 'uid' | 'hash'>, etag?: string) =>
    t.request('GET', path(order), { headers: etag ? { 'if-none-match': etag } : {} });

  beforeAll(async () => {
    t = await createTestApp();
    wien = await createBranch(t.dataSource, { name: 'Wien' });
    const graz = await createBranch(t.dataSource, { name: 'Graz' });
    ({ wienStaff } = await signInBranchStaff(t, wien, graz));
  });
  afterAll(() => t.close());

  it('answers an unchanged order 304 without a body and without asking the database', async () => {
    const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
    const first = await poll(order);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    let again: Awaited<ReturnType<typeof poll>> | undefined;
    expect(
      await t.countQueries(async () => {
        again = await poll(order, etag);
      }),
    ).toBe(0);
    expect(again!.status).toBe(304);
    expect(again!.raw).toHaveLength(0);
    expect(again!.headers.etag).toBe(etag);
    expect(again!.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers the new state after a staff status change, then 304 again', async () => {
    const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
    const etag = String((await poll(order)).headers.etag);
    const confirmed = await t.request('POST', `/api/orders/${order.id}/status/confirm`, {
      session: wienStaff,
      body: {},
    });
    expect(confirmed.status).toBe(200);
    await t.app.get(OrderEventsService).idle();
    const fresh = await poll(order, etag);
    expect(fresh.status).toBe(200);
    expect(fresh.json<Data<PublicOrder>>().data.isConfirmed).toBe(true);
    const newEtag = String(fresh.headers.etag);
    expect(newEtag).not.toBe(etag);
    expect((await poll(order, newEtag)).status).toBe(304);
  });

  it('answers the rating the customer just gave', async () => {
    await setOrderReviews(t.dataSource, true);
    const order = await createOrderIn(t.dataSource, 'completed', { branch: wien });
    const etag = String((await poll(order)).headers.etag);
    const rated = await t.request('POST', `${path(order)}/questionnaire`, {
      body: { rating: 5, foodRating: 4, serviceRating: 5, processRating: 3 },
    });
    expect(rated.status).toBe(200);
    await t.app.get(OrderEventsService).idle();
    const fresh = await poll(order, etag);
    expect(fresh.status).toBe(200);
    expect(fresh.json<Data<PublicOrder>>().data.questionnaireRating).toBe(5);
  });

  it('answers a wrong hash the same 404, whatever If-None-Match it names', async () => {
    const order = await createOrderIn(t.dataSource, 'open', { branch: wien });
    const etag = String((await poll(order)).headers.etag);
    for (const wrong of [
      { uid: order.uid, hash: `${order.hash.slice(0, -1)}${order.hash.endsWith('A') ? 'B' : 'A'}` },
      { uid: order.uid, hash: 'x' },
      { uid: 'unbekannt', hash: order.hash },
    ]) {
      const response = await poll(wrong, etag);
      expect(response.status).toBe(404);
      expect(response.json()).toEqual(ORDER_NOT_FOUND);
    }
  });
});
