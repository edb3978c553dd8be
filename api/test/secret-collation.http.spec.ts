import type { PublicOrder } from '@bestellwerk/domain';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import { OrderMailService } from '../src/modules/ordering/notifications/order-mails.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import type { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import {
  checkoutBody,
  createMenu,
  createOpenBranch,
  createProduct,
  itemInput,
  ORDER_NOT_FOUND,
} from './support/order-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** `text` with the case of every letter swapped ('aB1' → 'Ab1'). */
function swapCase(text: string): string {
  return [...text].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
}

/**
 * Secrets and keys are compared byte for byte on both databases: MariaDB's default collation
 * (utf8mb4_unicode_ci) found a row for a key in other letter case, SQLite never did.
 */
describe('secrets and keys are case-sensitive on every database', () => {
  let t: TestApp;
  let wien: BranchEntity;
  let semmel: ProductEntity;

  const order = (headers: Record<string, string>, comment = '') =>
    t.request('POST', '/api/orders', {
      body: checkoutBody(wien, [itemInput(semmel, 2)], { comment }),
      headers,
    });
  const orderCount = () => t.dataSource.getRepository(OrderEntity).count();

  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: null });
    await t.app.get(ConfigService).update({ isCashEnabled: true } as ConfigInput);
    wien = await createOpenBranch(t.dataSource, { name: 'Wien Neubau' });
    semmel = await createProduct(t.dataSource, { name: 'Kaisersemmel', price: 0.6 });
    await createMenu(t.dataSource, [wien], [semmel]);
  });
  afterAll(async () => {
    await t.app.get(OrderMailService).idle();
    await t.close();
  });

  it('finds no order for a status link whose uid differs only in letter case', async () => {
    const placed = await order({});
    expect(placed.status).toBe(201);
    const { uid, hash } = placed.json<{ data: PublicOrder }>().data;
    expect(uid).toMatch(/[a-zA-Z]/);
    expect((await t.request('GET', `/api/orders/public/${uid}/${hash}`)).status).toBe(200);
    const otherCase = await t.request('GET', `/api/orders/public/${swapCase(uid)}/${hash}`);
    expect({ status: otherCase.status, body: otherCase.json() }).toEqual({
      status: 404,
      body: ORDER_NOT_FOUND,
    });
  });

  it('treats an Idempotency-Key in other letter case as another key', async () => {
    const first = await order({ 'idempotency-key': 'Kasse-Abc-1' });
    expect(first.status).toBe(201);
    const before = await orderCount();
    // Same body, key in lower case: a new order, not the replay of the first.
    const lower = await order({ 'idempotency-key': 'kasse-abc-1' });
    expect(lower.status).toBe(201);
    expect(lower.json<{ data: PublicOrder }>().data.uid).not.toBe(
      first.json<{ data: PublicOrder }>().data.uid,
    );
    expect(await orderCount()).toBe(before + 1);
    // Another body under the upper-case twin of a key: no 422, it is a key of its own.
    const upper = await order({ 'idempotency-key': 'KASSE-ABC-1' }, 'bitte schneiden');
    expect(upper.status).toBe(201);
    expect(await orderCount()).toBe(before + 2);
    // The original key still replays its own order.
    const replay = await order({ 'idempotency-key': 'Kasse-Abc-1' });
    expect(replay.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before + 2);
  });
});
