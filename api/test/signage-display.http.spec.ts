import type { AddressInfo } from 'node:net';
import type {
  Category,
  Product,
  SignageDevice,
  SignageDisplay,
  SignageSegment,
  SignageStream,
} from '@bestellwerk/domain';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { readAppConfig } from '../src/config/app-config.js';
import { SignageEventsService } from '../src/modules/signage/signage-events.service.js';
import { openEventStream, type Frame, type StreamClient } from './support/event-stream-client.js';
import { createOpenBranch } from './support/order-fixtures.js';
import { createOrderIn } from './support/order-status-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

type Data<T> = { data: T };

const isDisplay = (frame: Frame) => frame.kind === 'event' && frame.event === 'display';
const versionOf = (frame: Frame) =>
  (JSON.parse((frame as { data: string }).data) as { version: string }).version;

describe('a TV’s display: GET /api/digital-signage-devices/public/{identifier}', () => {
  let t: TestApp;
  let port: number;
  let admin: StaffSession;
  let wien: BranchEntity;
  let graz: BranchEntity;
  let bread: Category;
  let cakes: Category;
  let loaf: Product;
  let roll: Product;
  let strudel: Product;
  let board: SignageSegment;
  let pickup: SignageSegment;
  let notice: SignageSegment;
  let stream: SignageStream;
  let tv: SignageDevice;
  const clients: StreamClient[] = [];

  const post = <T>(path: string, body: object): Promise<T> =>
    t.create<T>(`/api/${path}`, body, admin);
  const put = (path: string, body: object) =>
    t.request('PUT', `/api/${path}`, { session: admin, body });
  const display = async (identifier = 'wien-tv') =>
    (await t.request('GET', `/api/digital-signage-devices/public/${identifier}`)).json<
      Data<SignageDisplay>
    >().data;
  const listen = async (identifier = 'wien-tv') => {
    const client = await openEventStream(
      port,
      `/api/digital-signage-devices/public/${identifier}/events`,
    );
    clients.push(client);
    return client;
  };
  const act = (orderId: number, action: string) =>
    t.request('POST', `/api/orders/${orderId}/status/${action}`, { session: admin, body: {} });

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    await t.createUser('chefin', ['ROLE_ADMIN']);
    admin = await t.login('chefin');
    wien = await createOpenBranch(t.dataSource, { name: 'Wien' });
    graz = await createOpenBranch(t.dataSource, { name: 'Graz' });
    bread = await post<Category>('categories', { name: 'Brot', isEnabled: true });
    cakes = await post<Category>('categories', { name: 'Torten', isEnabled: true });
    loaf = await post<Product>('products', { name: 'Bauernbrot', price: 4.5, isEnabled: true });
    roll = await post<Product>('products', { name: 'Semmel', price: 0.6, isEnabled: false });
    strudel = await post<Product>('products', {
      name: 'Apfelstrudel',
      price: 3.9,
      isEnabled: true,
    });
    const entry = (product: Product) => ({ id: product.id, isEnabled: true, schedule: null });
    await post('menus', {
      name: 'Wien',
      availableFrom: '2026-01-01T00:00:00.000Z',
      branches: [wien.id],
      catalog: [
        { id: bread.id, products: [entry(loaf), entry(roll)] },
        { id: cakes.id, products: [entry(strudel)] },
      ],
    });
    await post('menus', {
      name: 'Graz',
      availableFrom: '2026-01-01T00:00:00.000Z',
      branches: [graz.id],
      catalog: [{ id: cakes.id, products: [entry(strudel)] }],
    });
    board = await post('digital-signage-segments', {
      name: 'Brottafel',
      type: 'menu',
      duration: 20,
      content: { categories: [bread.id] },
      daypart: { weekdays: [1, 2, 3, 4, 5, 6], from: '06:00', to: '11:00' },
    });
    pickup = await post('digital-signage-segments', {
      name: 'Abholbereit',
      type: 'pickup',
      duration: 10,
    });
    notice = await post('digital-signage-segments', {
      name: 'Aus',
      type: 'text',
      duration: 10,
      content: { html: '<p>Aus</p>' },
      isEnabled: false,
    });
    stream = await post('digital-signage-streams', {
      name: 'Schaufenster',
      entries: [
        { segment: { id: board.id }, daypart: null },
        { segment: { id: notice.id }, daypart: null },
        { segment: { id: pickup.id }, daypart: { from: '11:00' } },
      ],
    });
    tv = await post('digital-signage-devices', {
      identifier: 'wien-tv',
      name: 'Wien',
      branch: { id: wien.id },
      stream: { id: stream.id },
    });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t.close();
  });

  it('plays the enabled segments with both dayparts, not filtered by the time of day', async () => {
    const shown = await display();
    expect(shown.device).toMatchObject({ id: tv.id, identifier: 'wien-tv' });
    expect(shown.stream?.id).toBe(stream.id);
    expect(shown.playlist).toEqual([
      { segment: board, daypart: null },
      {
        segment: pickup,
        daypart: { weekdays: [], from: '11:00', to: null, startDate: null, endDate: null },
      },
    ]);
    expect(shown.segments).toEqual([board, pickup]);
    expect(shown).toMatchObject({
      timeZone: 'Europe/Vienna',
      priceMaxAgeHours: 12,
      pickupTickets: [],
      images: [],
      uploads: [],
      imageTemplates: [],
      generatedAt: expect.any(String),
      version: expect.any(String),
    });
  });

  it('lists the branch’s menus and the board’s categories with their public products and prices', async () => {
    const { catalog } = await display();
    expect(catalog.menus.map((menu) => menu.name)).toEqual(['Wien']);
    expect(catalog.categories.map((category) => category.name)).toEqual(['Brot']);
    // The disabled roll is left out as the storefront leaves it out.
    expect(catalog.products).toEqual([
      expect.objectContaining({ id: loaf.id, name: 'Bauernbrot', price: 4.5, unit: loaf.unit }),
    ]);
  });

  it('shows every category of the menus when a board names none', async () => {
    await put(`digital-signage-segments/${board.id}`, { content: { categories: [] } });
    const { catalog } = await display();
    expect(catalog.categories.map((category) => category.name).sort()).toEqual(['Brot', 'Torten']);
    expect(catalog.products.map((product) => product.name).sort()).toEqual([
      'Apfelstrudel',
      'Bauernbrot',
    ]);
    await put(`digital-signage-segments/${board.id}`, { content: { categories: [bread.id] } });
  });

  it('keeps its version and ETag while nothing changes; a price change moves both', async () => {
    const first = await t.request('GET', '/api/digital-signage-devices/public/wien-tv');
    const again = await t.request('GET', '/api/digital-signage-devices/public/wien-tv');
    expect(again.json<Data<SignageDisplay>>().data.version).toBe(
      first.json<Data<SignageDisplay>>().data.version,
    );
    const etag = first.headers.etag as string;
    expect(again.headers.etag).toBe(etag);
    const notModified = await t.request('GET', '/api/digital-signage-devices/public/wien-tv', {
      headers: { 'if-none-match': etag },
    });
    expect(notModified.status).toBe(304);
    expect((await put(`products/${loaf.id}`, { price: 4.9 })).status).toBe(200);
    const changed = await display();
    expect(changed.version).not.toBe(first.json<Data<SignageDisplay>>().data.version);
    expect(changed.catalog.products[0].price).toBe(4.9);
  });

  it('shows the ticket numbers of the branch’s takeaway orders ready for pickup now', async () => {
    const ready = await createOrderIn(t.dataSource, 'confirmed', { branch: wien });
    const delivery = await createOrderIn(t.dataSource, 'confirmed', {
      branch: wien,
      kind: 'delivery',
    });
    const elsewhere = await createOrderIn(t.dataSource, 'confirmed', { branch: graz });
    const before = await display();
    expect((await act(ready.id, 'in-delivery')).status).toBe(200);
    expect((await act(delivery.id, 'in-delivery')).status).toBe(200);
    expect((await act(elsewhere.id, 'in-delivery')).status).toBe(200);
    const after = await display();
    expect(after.pickupTickets).toEqual([ready.ticketNumber]);
    expect(after.version).not.toBe(before.version);
    expect((await act(ready.id, 'completed')).status).toBe(200);
    expect((await display()).pickupTickets).toEqual([]);
  });

  it('records the visit and answers a repeated load from memory, without a query', async () => {
    await display();
    const [row] = await t.dataSource.query('SELECT lastSeenAt FROM signage_device WHERE id = ?', [
      tv.id,
    ]);
    expect(row.lastSeenAt).not.toBeNull();
    expect(await t.countQueries(() => display())).toBe(0);
  });

  it('reads the price age from SIGNAGE_PRICE_MAX_AGE_HOURS (whole hours, 1 to 168)', () => {
    expect(readAppConfig({}).signagePriceMaxAgeHours).toBe(12);
    expect(readAppConfig({ SIGNAGE_PRICE_MAX_AGE_HOURS: '6' }).signagePriceMaxAgeHours).toBe(6);
    expect(() => readAppConfig({ SIGNAGE_PRICE_MAX_AGE_HOURS: '0,5' })).toThrow(
      /SIGNAGE_PRICE_MAX_AGE_HOURS/,
    );
  });

  it('answers an unknown TV with a German 404, also for its events', async () => {
    for (const path of ['gibt-es-nicht', 'gibt-es-nicht/events']) {
      const response = await t.request('GET', `/api/digital-signage-devices/public/${path}`);
      expect(response.status).toBe(404);
      expect(response.json()).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'TV wurde nicht gefunden.' }],
      });
    }
  });

  it('costs the same number of queries for 2 or 14 segments and 1 or 21 products', async () => {
    const measure = async (identifier: string) => {
      // A write moves the data version, so the display is built afresh.
      await put(`categories/${cakes.id}`, { name: `Torten ${identifier}` });
      return t.countQueries(() => display(identifier));
    };
    const small = await post<SignageStream>('digital-signage-streams', {
      name: 'Klein',
      segments: [{ id: board.id }, { id: pickup.id }],
    });
    await post('digital-signage-devices', {
      identifier: 'klein',
      name: 'Klein',
      branch: { id: graz.id },
      stream: { id: small.id },
    });
    const few = await measure('klein');

    const products: Product[] = [];
    for (let i = 0; i < 20; i += 1)
      products.push(
        await post<Product>('products', { name: `Torte ${i}`, price: 3 + i, isEnabled: true }),
      );
    const entry = (product: Product) => ({ id: product.id, isEnabled: true, schedule: null });
    const big = await post<{ id: number }>('branches', { identifier: 'linz', name: 'Linz' });
    await post('menus', {
      name: 'Linz',
      availableFrom: '2026-01-01T00:00:00.000Z',
      branches: [big.id],
      catalog: [{ id: cakes.id, products: [entry(strudel), ...products.map(entry)] }],
    });
    const boards: SignageSegment[] = [];
    for (let i = 0; i < 12; i += 1)
      boards.push(
        await post<SignageSegment>('digital-signage-segments', {
          name: `Tafel ${i}`,
          type: 'menu',
          duration: 10,
          content: { categories: [cakes.id] },
        }),
      );
    const large = await post<SignageStream>('digital-signage-streams', {
      name: 'Groß',
      segments: [...boards, board, pickup].map(({ id }) => ({ id })),
    });
    await post('digital-signage-devices', {
      identifier: 'gross',
      name: 'Groß',
      branch: { id: big.id },
      stream: { id: large.id },
    });
    const many = await measure('gross');
    expect((await display('gross')).catalog.products).toHaveLength(21);
    expect(many).toBe(few);
  });

  describe('live events', () => {
    it('tells the TV its version at once and a new one within 1 s after a price change', async () => {
      const client = await listen();
      expect(client.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      const current = await display();
      expect(versionOf(await client.next(isDisplay))).toBe(current.version);
      expect((await put(`products/${loaf.id}`, { price: 5.2 })).status).toBe(200);
      // Within a second of the answer: the wait fails the test after 1000 ms.
      const version = versionOf(await client.next(isDisplay, 1000));
      const refetched = await display();
      expect(refetched.version).toBe(version);
      expect(refetched.catalog.products[0].price).toBe(5.2);
    });

    it('sends one event for a burst of writes, and none for changes the TV does not show', async () => {
      const client = await listen();
      await client.next(isDisplay);
      // Sent together so that they land inside one debounce window even on a loaded machine;
      // each one moves the data version, and the TV hears of the burst fewer times than that.
      await Promise.all([5.3, 5.4, 5.5].map((price) => put(`products/${loaf.id}`, { price })));
      await client.next(isDisplay, 1000);
      let more = 0;
      while (
        await client.next(isDisplay, 500).then(
          () => true,
          () => false,
        )
      )
        more += 1;
      expect(more).toBeLessThan(2);
      // A product in no menu of Wien: the data version moves, the display does not.
      await post('products', { name: 'Anderswo', price: 1, isEnabled: true });
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(client.frames.filter(isDisplay)).toEqual([]);
    });

    it('tells the TV when an order of its branch becomes ready for pickup', async () => {
      const client = await listen();
      await client.next(isDisplay);
      const order = await createOrderIn(t.dataSource, 'confirmed', { branch: wien });
      await act(order.id, 'in-delivery');
      const version = versionOf(await client.next(isDisplay, 1000));
      const shown = await display();
      expect(shown.version).toBe(version);
      expect(shown.pickupTickets).toEqual([order.ticketNumber]);
    });

    it('tells the TV of a segment change and ends the stream when the TV is deleted', async () => {
      const doomed = await post<SignageDevice>('digital-signage-devices', {
        identifier: 'weg',
        name: 'Weg',
        branch: { id: wien.id },
        stream: { id: stream.id },
      });
      const client = await listen('weg');
      await client.next(isDisplay);
      await put(`digital-signage-segments/${pickup.id}`, { duration: 11 });
      await client.next(isDisplay, 1000);
      const events = t.app.get(SignageEventsService);
      const open = events.openStreams;
      await t.request('DELETE', `/api/digital-signage-devices/${doomed.id}`, { session: admin });
      await client.ended;
      expect(events.openStreams).toBe(open - 1);
    });
  });
});
