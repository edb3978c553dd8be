import type { AddressInfo } from 'node:net';
import type { OrderBoardEvent, PublicOrder } from '@bestellwerk/domain';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { OrderMailService } from '../src/modules/ordering/notifications/order-mails.js';
import { OrderStreamService } from '../src/modules/ordering/board/order-stream.service.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import type { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import { createMenu, createOpenBranch, createProduct } from './support/order-fixtures.js';
import { createOrderIn } from './support/order-status-fixtures.js';
import { openEventStream, type Frame, type StreamClient } from './support/event-stream-client.js';
import { signInBranchStaff } from './support/staff-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

const isOrderEvent = (frame: Frame) => frame.kind === 'event' && frame.event === 'order';
const dataOf = (frame: Frame) =>
  JSON.parse((frame as { data: string }).data) as OrderBoardEvent & Record<string, unknown>;

describe('GET /api/orders/events (server-sent events)', () => {
  let t: TestApp;
  let port: number;
  let wien: BranchEntity;
  let graz: BranchEntity;
  let strudel: ProductEntity;
  let admin: StaffSession;
  let wienStaff: StaffSession;
  let grazStaff: StaffSession;
  const clients: StreamClient[] = [];

  const open = async (session: StaffSession | null, headers: Record<string, string> = {}) => {
    const client = await openEventStream(port, '/api/orders/events', {
      ...(session ? { cookie: session.cookie } : {}),
      ...headers,
    });
    clients.push(client);
    return client;
  };

  const order = (branch: BranchEntity) => ({
    branch: branch.id,
    firstName: 'Anna',
    lastName: 'Huber',
    email: '',
    phone: '+436641234567',
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
    items: [{ product: strudel.id, amount: 1, unit: 'piece', parts: [] }],
  });
  const place = (branch: BranchEntity) => t.create<PublicOrder>('/api/orders', order(branch));
  const waitFor = async (condition: () => boolean, ms = 2000) => {
    const until = Date.now() + ms;
    while (!condition()) {
      if (Date.now() > until) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(ConfigService).update({ isCashEnabled: true } as ConfigInput);
    wien = await createOpenBranch(t.dataSource, { name: 'Wien', email: '' });
    graz = await createOpenBranch(t.dataSource, { name: 'Graz', email: '' });
    strudel = await createProduct(t.dataSource, { name: 'Apfelstrudel', price: 3.9 });
    await createMenu(t.dataSource, [wien, graz], [strudel]);
    ({ admin, wienStaff, grazStaff } = await signInBranchStaff(t, wien, graz));
    t.app.get(OrderStreamService).pingIntervalMs = 150;
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await t.app.get(OrderMailService).idle();
    await t.close();
  });

  it('streams uncompressed and unbuffered as text/event-stream, no-cache', async () => {
    const client = await open(wienStaff, { 'accept-encoding': 'gzip, deflate, br' });
    expect(client.response.statusCode).toBe(200);
    expect(client.response.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
    });
    expect(client.response.headers['content-encoding']).toBeUndefined();
    expect(client.response.headers.etag).toBeUndefined();
    expect(await client.next((frame) => frame.kind === 'retry')).toEqual({
      kind: 'retry',
      ms: 5000,
    });
  });

  // Timed from the answer, not from the request: placing an order on a loaded CI machine took
  // 2.8 s once, and that is the bench's business (budgets are never timed in tests).
  it('sends a placed order within a second of its answer to staff of its branch and admins, not to others', async () => {
    const wienBoard = await open(wienStaff);
    const grazBoard = await open(grazStaff);
    const adminBoard = await open(admin);
    const placed = await place(wien);
    const event = await wienBoard.next(isOrderEvent, 1000);
    expect(dataOf(event)).toEqual({ type: 'placed', order: placed.id, branch: wien.id });
    expect(dataOf(await adminBoard.next(isOrderEvent))).toMatchObject({ order: placed.id });

    // Graz's first order event is Graz's own order: Wien's never reached it.
    const grazOrder = await place(graz);
    expect(dataOf(await grazBoard.next(isOrderEvent))).toEqual({
      type: 'placed',
      order: grazOrder.id,
      branch: graz.id,
    });
    expect(dataOf(await adminBoard.next(isOrderEvent))).toMatchObject({ order: grazOrder.id });
    expect(wienBoard.frames.filter(isOrderEvent)).toEqual([]);
  });

  it('sends status changes as "updated"', async () => {
    const board = await open(wienStaff);
    const stored = await createOrderIn(t.dataSource, 'open', { branch: wien });
    const response = await t.request('POST', `/api/orders/${stored.id}/status/confirm`, {
      session: wienStaff,
    });
    expect(response.status).toBe(200);
    expect(dataOf(await board.next(isOrderEvent))).toEqual({
      type: 'updated',
      order: stored.id,
      branch: wien.id,
    });
  });

  it('sends an employee of two branches the events of both, never those of a third', async () => {
    const linz = await createOpenBranch(t.dataSource, { name: 'Linz', email: '' });
    await createMenu(t.dataSource, [linz], [strudel]);
    await t.createUser('wien-graz', ['ROLE_EMPLOYEE'], { branchIds: [wien.id, graz.id] });
    const board = await open(await t.login('wien-graz'));
    const inLinz = await place(linz);
    const inGraz = await place(graz);
    const inWien = await place(wien);
    expect(dataOf(await board.next(isOrderEvent))).toEqual({
      type: 'placed',
      order: inGraz.id,
      branch: graz.id,
    });
    expect(dataOf(await board.next(isOrderEvent))).toEqual({
      type: 'placed',
      order: inWien.id,
      branch: wien.id,
    });
    const linzOrder = await createOrderIn(t.dataSource, 'open', { branch: linz });
    await t.request('POST', `/api/orders/${linzOrder.id}/status/confirm`, { session: admin });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(board.frames.filter(isOrderEvent).map(dataOf)).toEqual([]);
    expect(inLinz.id).toBeGreaterThan(0);
  });

  it('sends the customer\'s answer to a counter-proposal on the status page as "updated"', async () => {
    const board = await open(wienStaff);
    for (const answer of ['reject', 'confirm'] as const) {
      const stored = await createOrderIn(t.dataSource, 'counter-proposed', { branch: wien });
      const response = await t.request(
        'POST',
        `/api/orders/public/${stored.uid}/${stored.hash}/${answer}-counter-appointment`,
      );
      expect(response.status).toBe(200);
      expect(dataOf(await board.next(isOrderEvent))).toEqual({
        type: 'updated',
        order: stored.id,
        branch: wien.id,
      });
    }
  });

  it('sends a ": ping" comment line at every interval', async () => {
    const board = await open(wienStaff);
    expect(await board.next((frame) => frame.kind === 'comment', 1000)).toEqual({
      kind: 'comment',
      text: 'ping',
    });
    expect(await board.next((frame) => frame.kind === 'comment', 1000)).toEqual({
      kind: 'comment',
      text: 'ping',
    });
  });

  it('ends the stream of a session that signed out, at the latest at its next ping', async () => {
    await t.createUser('kurz-da', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
    const session = await t.login('kurz-da');
    const board = await open(session);
    const streams = t.app.get(OrderStreamService);
    const before = streams.openStreams;
    const logout = await t.request('POST', '/api/logout', { session });
    expect(logout.status).toBe(200);
    await board.ended;
    expect(streams.openStreams).toBe(before - 1);
    // Nothing is sent to it any more.
    await place(wien);
    expect(board.frames.filter(isOrderEvent)).toEqual([]);
  });

  it('forgets a client that went away: no stream, no subscription left behind', async () => {
    const streams = t.app.get(OrderStreamService);
    const before = streams.openStreams;
    const boards = await Promise.all([open(wienStaff), open(grazStaff), open(admin)]);
    expect(streams.openStreams).toBe(before + 3);
    for (const board of boards) board.close();
    await waitFor(() => streams.openStreams === before);
    // Publishing to nobody is fine.
    await place(wien);
  });

  it('ends every stream when the app shuts down, so the server can close', async () => {
    const board = await open(admin);
    t.app.get(OrderStreamService).onModuleDestroy();
    await board.ended;
    expect(t.app.get(OrderStreamService).openStreams).toBe(0);
  });

  it('needs a staff session: 401 in JSON', async () => {
    const client = await open(null);
    expect(client.response.statusCode).toBe(401);
    expect(client.response.headers['content-type']).toMatch(/^application\/json/);
  });
});
