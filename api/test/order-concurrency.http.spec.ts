import type { PublicOrder } from '@bestellwerk/domain';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import { OrderMailService } from '../src/modules/ordering/notifications/order-mails.js';
import { createMenu, createOpenBranch, createProduct } from './support/order-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Only meaningful with real row locks: runs under `npm run test:mysql`. */
const onMysql = (process.env.DATABASE_URL ?? '').startsWith('mysql');
const describeMysql = onMysql ? describe : describe.skip;

describeMysql('POST /api/orders under concurrency (MySQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.get(OrderMailService).idle();
    await t.close();
  });

  it('gives 200 parallel orders over 2 branches gap-free numbers 1..N per branch; 50 repeats create nothing', async () => {
    await t.app.get(ConfigService).update({ isCashEnabled: true } as ConfigInput);
    const a = await createOpenBranch(t.dataSource);
    const b = await createOpenBranch(t.dataSource);
    const semmel = await createProduct(t.dataSource, { name: 'Kaisersemmel', price: 0.6 });
    await createMenu(t.dataSource, [a, b], [semmel]);
    const body = (branch: number) => ({
      branch,
      firstName: 'Anna',
      lastName: 'Huber',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      items: [{ product: semmel.id, amount: 1, unit: 'piece', parts: [] }],
    });
    const requests = Array.from({ length: 200 }, (_, i) => ({
      key: `parallel-${i}`,
      body: body(i % 2 === 0 ? a.id : b.id),
    }));
    const send = (r: (typeof requests)[number]) =>
      t.request('POST', '/api/orders', { body: r.body, headers: { 'idempotency-key': r.key } });

    const first = await Promise.all(requests.map(send));
    expect(first.filter((r) => r.status !== 201).map((r) => r.body)).toEqual([]);
    const orders = first.map((r) => r.json<{ data: PublicOrder }>().data);
    for (const branch of [a, b]) {
      const numbers = orders
        .filter((o) => o.branch.id === branch.id)
        .map((o) => o.ticketNumber)
        .sort((x, y) => x - y);
      expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    }
    expect(await t.dataSource.getRepository(OrderEntity).count()).toBe(200);

    const repeated = await Promise.all(requests.slice(0, 50).map(send));
    expect(repeated.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(repeated.map((r) => r.json())).toEqual(first.slice(0, 50).map((r) => r.json()));
    expect(await t.dataSource.getRepository(OrderEntity).count()).toBe(200);
  });
});
