import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type {
  Category,
  Device,
  InitEntry,
  OrderBoardEvent,
  Product,
  PublicOrder,
  SignageDevice,
  SignageDisplay,
  SignageSegment,
  SignageStream,
} from '@bestellwerk/domain';
import { Redis } from 'ioredis';
import { ClusterBus } from '../src/modules/cluster/cluster-bus.js';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { AutoPrintService } from '../src/modules/devices/auto-print.service.js';
import { PrintJobEntity } from '../src/modules/devices/entities/print-job.entity.js';
import { PublicDataVersion } from '../src/modules/init/public-data-version.js';
import { OrderEventsService } from '../src/modules/order-events/order-events.service.js';
import { OrderMailService } from '../src/modules/ordering/notifications/order-mails.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { SignageEventsService } from '../src/modules/signage/signage-events.service.js';
import { openEventStream, type Frame, type StreamClient } from './support/event-stream-client.js';
import { createOpenBranch } from './support/order-fixtures.js';
import { createOrderIn } from './support/order-status-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

type Data<T> = { data: T };

const isEvent = (name: string) => (frame: Frame) => frame.kind === 'event' && frame.event === name;
const dataOf = <T>(frame: Frame) => JSON.parse((frame as { data: string }).data) as T;

/** Resolves at `version`'s next move (heard through the bus for another instance's write). */
const nextMove = (version: PublicDataVersion) =>
  new Promise<void>((resolve) => {
    const stop = version.subscribe(() => {
      stop();
      resolve();
    });
  });

describe('two API instances on one database, joined by Redis (REDIS_URL)', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  // The suite's own channels: parallel runs on the same Redis never hear each other.
  const redisPrefix = `bestellwerk-test-${randomUUID()}:`;
  let a: TestApp;
  let b: TestApp;
  let portB: number;
  let adminA: StaffSession;
  let adminB: StaffSession;
  let wien: BranchEntity;
  let loaf: Product;
  let tv: SignageDevice;
  const clients: StreamClient[] = [];

  const listenOnB = async (path: string, session?: StaffSession) => {
    const client = await openEventStream(portB, path, session ? { cookie: session.cookie } : {});
    clients.push(client);
    return client;
  };
  const post = <T>(path: string, body: object): Promise<T> =>
    a.create<T>(`/api/${path}`, body, adminA);
  const putOnA = (path: string, body: object) =>
    a.request('PUT', `/api/${path}`, { session: adminA, body });
  const placeOnA = () =>
    a.create<PublicOrder>('/api/orders', {
      branch: wien.id,
      firstName: 'Anna',
      lastName: 'Huber',
      email: '',
      phone: '+436641234567',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      appointmentDate: new Date(Date.now() + 3 * 3600_000).toISOString(),
      items: [{ product: loaf.id, amount: 1, unit: 'piece', parts: [] }],
    });
  const initPriceOnB = async () => {
    const response = await b.request('GET', '/api/init');
    expect(response.status).toBe(200);
    const entries = response.json<{ data: InitEntry[] }>().data;
    const products = entries.find((entry) => entry.url === '/api/products')?.data as Product[];
    return products.find((product) => product.id === loaf.id)?.price;
  };
  const jobsOf = (orderId: number) =>
    a.dataSource.getRepository(PrintJobEntity).count({ where: { order: { id: orderId } } });
  const autoPrintsSettled = async () => {
    await Promise.all([a, b].map((t) => t.app.get(OrderEventsService).idle()));
    await Promise.all([a, b].map((t) => t.app.get(AutoPrintService).idle()));
  };

  beforeAll(async () => {
    a = await createTestApp({ redisUrl, redisPrefix });
    b = await createTestApp({ redisUrl, redisPrefix, databaseUrl: a.databaseUrl });
    b.app.get(SignageEventsService).debounceMs = 50;
    await b.app.listen(0, '127.0.0.1');
    portB = (b.app.getHttpServer().address() as AddressInfo).port;

    await a.app.get(ConfigService).update({ isCashEnabled: true } as ConfigInput);
    await a.createUser('chefin', ['ROLE_ADMIN']);
    adminA = await a.login('chefin');
    adminB = await b.login('chefin');
    wien = await createOpenBranch(a.dataSource, { name: 'Wien', email: '' });
    const bread = await post<Category>('categories', { name: 'Brot', isEnabled: true });
    loaf = await post<Product>('products', { name: 'Bauernbrot', price: 4.5, isEnabled: true });
    await post('menus', {
      name: 'Wien',
      availableFrom: '2026-01-01T00:00:00.000Z',
      branches: [wien.id],
      catalog: [{ id: bread.id, products: [{ id: loaf.id, isEnabled: true, schedule: null }] }],
    });
    const board = await post<SignageSegment>('digital-signage-segments', {
      name: 'Brottafel',
      type: 'menu',
      duration: 20,
      content: { categories: [bread.id] },
    });
    const pickup = await post<SignageSegment>('digital-signage-segments', {
      name: 'Abholbereit',
      type: 'pickup',
      duration: 10,
    });
    const stream = await post<SignageStream>('digital-signage-streams', {
      name: 'Schaufenster',
      entries: [
        { segment: { id: board.id }, daypart: null },
        { segment: { id: pickup.id }, daypart: null },
      ],
    });
    tv = await post<SignageDevice>('digital-signage-devices', {
      identifier: 'wien-tv',
      name: 'Wien',
      branch: { id: wien.id },
      stream: { id: stream.id },
    });
    const printer = await post<Device>('devices', {
      identifier: 'wien-drucker',
      name: 'Wien',
      type: 'printer',
      branch: { id: wien.id },
    });
    expect(printer.id).toEqual(expect.any(Number));
    expect((await putOnA(`branches/${wien.id}`, { isAutoPrintEnabled: true })).status).toBe(200);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    for (const t of [a, b]) await t?.app.get(OrderMailService).idle();
    // B shares A's database: B first, then A removes it.
    await b?.close();
    await a?.close();
  });

  it('gives each instance an id of its own and shares messages through Redis', () => {
    const [busA, busB] = [a.app.get(ClusterBus), b.app.get(ClusterBus)];
    expect(busA.isShared && busB.isShared).toBe(true);
    expect(busA.instanceId).not.toBe(busB.instanceId);
  });

  // Timed from A's answer, as the one-instance board test.
  it('sends an order placed through A to a board connected to B within a second', async () => {
    const board = await listenOnB('/api/orders/events', adminB);
    await board.next((frame) => frame.kind === 'retry');
    const placed = await placeOnA();
    const event = await board.next(isEvent('order'), 1000);
    expect(dataOf<OrderBoardEvent>(event)).toEqual({
      type: 'placed',
      order: placed.id,
      branch: wien.id,
    });
  });

  it('answers a price changed through A in B’s /api/init at once, not after its 5 s cache', async () => {
    expect(await initPriceOnB()).toBe(4.5);
    // B's answer is cached now; only a move of B's version (heard from A) ends it early.
    const moved = nextMove(b.app.get(PublicDataVersion));
    expect((await putOnA(`products/${loaf.id}`, { price: 4.7 })).status).toBe(200);
    await moved;
    expect(await initPriceOnB()).toBe(4.7);
  });

  it('tells a TV listening on B of a price changed through A, and B shows the new price', async () => {
    const tv = await listenOnB('/api/digital-signage-devices/public/wien-tv/events');
    const first = dataOf<{ version: string }>(await tv.next(isEvent('display')));
    expect((await putOnA(`products/${loaf.id}`, { price: 4.9 })).status).toBe(200);
    const { version } = dataOf<{ version: string }>(await tv.next(isEvent('display'), 1000));
    expect(version).not.toBe(first.version);
    const shown = (await b.request('GET', '/api/digital-signage-devices/public/wien-tv')).json<
      Data<SignageDisplay>
    >().data;
    expect(shown.version).toBe(version);
    expect(shown.catalog.products.find((product) => product.id === loaf.id)?.price).toBe(4.9);
  });

  it('tells a TV listening on B when an order goes out for pickup through A', async () => {
    const order = await createOrderIn(a.dataSource, 'confirmed', { branch: wien });
    const tv = await listenOnB('/api/digital-signage-devices/public/wien-tv/events');
    await tv.next(isEvent('display'));
    const moved = await a.request('POST', `/api/orders/${order.id}/status/in-delivery`, {
      session: adminA,
      body: {},
    });
    expect(moved.status).toBe(200);
    await tv.next(isEvent('display'), 1000);
    const shown = (await b.request('GET', '/api/digital-signage-devices/public/wien-tv')).json<
      Data<SignageDisplay>
    >().data;
    expect(shown.pickupTickets).toContain(order.ticketNumber);
  });

  it('reloads a TV listening on B at once when an admin asks A, and not again at its heartbeat', async () => {
    const stream = await listenOnB('/api/digital-signage-devices/public/wien-tv/events');
    await stream.next(isEvent('display'));
    const asked = await a.request('POST', `/api/digital-signage-devices/${tv.id}/reload`, {
      session: adminA,
    });
    expect(asked.status).toBe(200);
    await stream.next(isEvent('reload'), 1000);
    const heartbeat = await b.request(
      'POST',
      '/api/digital-signage-devices/public/wien-tv/heartbeat',
      { body: {} },
    );
    expect(heartbeat.status).toBe(200);
    expect(heartbeat.json<Data<{ reload: boolean }>>().data.reload).toBe(false);
  });

  it('prints once when A and B confirm the same order at the same time', async () => {
    const placed = await placeOnA();
    const confirm = (t: TestApp, session: StaffSession) =>
      t.request('POST', `/api/orders/${placed.id}/status/confirm`, { session, body: {} });
    const answers = await Promise.all([confirm(a, adminA), confirm(b, adminB)]);
    expect(answers.map((answer) => answer.status)).toContain(200);
    await autoPrintsSettled();
    expect(await jobsOf(placed.id)).toBe(1);
  });

  it('prints once when both instances hear the same confirmation at once', async () => {
    // Confirmed in the database without an event; then reported by A and B together.
    const order = await createOrderIn(a.dataSource, 'confirmed', { branch: wien });
    const change = { type: 'updated', order: order.id, branch: wien.id, cause: 'confirm' } as const;
    a.app.get(OrderEventsService).publish(change);
    b.app.get(OrderEventsService).publish(change);
    a.app.get(OrderEventsService).publish(change);
    await autoPrintsSettled();
    expect(await jobsOf(order.id)).toBe(1);
  });

  it('counts a visitor whose page views reach both instances once: one salt per day', async () => {
    const userAgent = `Mozilla/5.0 Besucherin ${randomUUID()}`;
    const view = (t: TestApp) =>
      t.request('POST', '/api/analytics-log', {
        headers: { 'user-agent': userAgent },
        body: { type: 'pageview', action: 'view', category: '' },
      });
    expect((await view(a)).status).toBe(202);
    expect((await view(b)).status).toBe(202);
    const rows: { visitor: string }[] = await a.dataSource.query(
      'SELECT visitor FROM analytics_log',
    );
    expect(rows).toHaveLength(2);
    expect(rows[1].visitor).toBe(rows[0].visitor);
    // The salt lives in Redis (memory, with an expiry), never in the database.
    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`${redisPrefix}visitor-salt:*`);
      expect(keys).toHaveLength(1);
      expect(await redis.pttl(keys[0])).toBeGreaterThan(24 * 3600_000);
    } finally {
      await redis.quit();
    }
  });

  it('keeps its channels under the configured prefix', async () => {
    const redis = new Redis(redisUrl);
    try {
      const channels = (await redis.pubsub('CHANNELS', `${redisPrefix}*`)) as string[];
      expect(channels.sort()).toEqual([
        `${redisPrefix}order-changes`,
        `${redisPrefix}public-data-moved`,
        `${redisPrefix}signage-reload`,
      ]);
    } finally {
      await redis.quit();
    }
  });
});
