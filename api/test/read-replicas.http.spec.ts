import type { OrdersFigures, Product, StatisticsAnswer } from '@bestellwerk/domain';
import mysql from 'mysql2/promise';
import { parseDatabaseUrl } from '../src/database/database-url.js';
import {
  readPrimaryWhileReplicasCatchUp,
  REPLICA_CATCH_UP_MS,
} from '../src/database/replica-reads.js';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import { createMenu, createOpenBranch, createProduct } from './support/order-fixtures.js';
import { settleEvents } from './support/staff-fixtures.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

/** Replication needs MySQL/MariaDB: runs under `npm run test:mysql` (SQLite: replica-reads.spec.ts). */
const onMysql = (process.env.DATABASE_URL ?? '').startsWith('mysql');
const describeMysql = onMysql ? describe : describe.skip;

/**
 * DATABASE_REPLICA_URLS with a stand-in replica: a second database on the same server holding a
 * copy of the primary's tables taken once (a replica that stopped following). A read that shows
 * the copy's rows, or misses what was written after the copy, was served by the replica.
 * `npm run test:scale` proves the same with a real MariaDB replica.
 */
describeMysql('read replicas (DATABASE_REPLICA_URLS, MySQL)', () => {
  let t: TestApp;
  let replica: TestDatabase;
  let server: mysql.Connection;
  let admin: StaffSession;
  let semmel: Product & { id: number };
  let branchId: number;

  const names = () => {
    const [primary, copy] = [t.dataSource.options.database, parseDatabaseUrl(replica.url)];
    return { primary: String(primary), replica: copy.driver === 'mysql' ? copy.database : '' };
  };
  /** Copies every table of the primary into the replica's database, as it is now. */
  const copyPrimaryToReplica = async () => {
    const { primary, replica: copy } = names();
    const [tables] = await server.query<mysql.RowDataPacket[]>(
      'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?',
      [primary],
    );
    for (const { name } of tables) {
      await server.query(`CREATE TABLE \`${copy}\`.\`${name}\` LIKE \`${primary}\`.\`${name}\``);
      await server.query(
        `INSERT INTO \`${copy}\`.\`${name}\` SELECT * FROM \`${primary}\`.\`${name}\``,
      );
    }
  };
  /** Public data last moved long enough ago that replicas count as caught up. */
  const replicasCaughtUp = () =>
    readPrimaryWhileReplicasCatchUp(t.dataSource, Date.now() - REPLICA_CATCH_UP_MS);
  const anonymousProducts = async () =>
    (await t.request('GET', '/api/products')).json<{ data: Product[] }>().data;
  const initProducts = async () =>
    (await t.request('GET', '/api/init'))
      .json<{ data: { url: string; data: Product[] }[] }>()
      .data.find((entry) => entry.url === '/api/products')!.data;

  beforeAll(async () => {
    replica = await createTestDatabase();
    t = await createTestApp({ databaseReplicaUrls: replica.url });
    const target = parseDatabaseUrl(replica.url);
    if (target.driver !== 'mysql') throw new Error('unreachable');
    server = await mysql.createConnection({
      host: target.host,
      port: target.port,
      user: target.username,
      password: target.password,
    });
    await t.app.get(ConfigService).update({ isCashEnabled: true } as ConfigInput);
    const branch = await createOpenBranch(t.dataSource, { name: 'Wien', email: '' });
    branchId = branch.id;
    semmel = (await createProduct(t.dataSource, {
      name: 'Kaisersemmel',
      price: 0.6,
    })) as unknown as Product & { id: number };
    await createMenu(t.dataSource, [branch], [semmel]);
    await t.createUser('chefin', ['ROLE_ADMIN']);
    await copyPrimaryToReplica();
    // Signed in after the copy: the session exists on the primary only.
    admin = await t.login('chefin');
    const { replica: copy } = names();
    await server.query(`UPDATE \`${copy}\`.product SET name = 'Kaisersemmel (Replikat)'`);
  });
  afterAll(async () => {
    await settleEvents(t);
    await t.close();
    await server.end();
    await replica.drop();
  });
  beforeEach(replicasCaughtUp);

  it('turns on TypeORM replication with the primary as the default for every query', () => {
    expect(t.dataSource.driver.isReplicated).toBe(true);
    expect(t.dataSource.defaultReplicationModeForReads()).toBe('master');
  });

  it('reads the anonymous public lists and /api/init from the replica, staff lists from the primary', async () => {
    expect((await anonymousProducts()).map((p) => p.name)).toEqual(['Kaisersemmel (Replikat)']);
    expect((await initProducts()).map((p) => p.name)).toEqual(['Kaisersemmel (Replikat)']);
    const staff = await t.request('GET', '/api/products', { session: admin });
    expect(staff.json<{ data: Product[] }>().data.map((p) => p.name)).toEqual(['Kaisersemmel']);
  });

  it('reads public data from the primary right after it was written, before the replica has it', async () => {
    const changed = await t.request('PUT', `/api/products/${semmel.id}`, {
      session: admin,
      body: { price: 0.7 },
    });
    expect(changed.status).toBe(200);
    expect((await initProducts()).map((p) => [p.name, p.price])).toEqual([['Kaisersemmel', 0.7]]);
    expect((await anonymousProducts()).map((p) => [p.name, p.price])).toEqual([
      ['Kaisersemmel', 0.7],
    ]);
  });

  it('places orders on the primary and answers statistics from the replica', async () => {
    const placed = await t.request('POST', '/api/orders', {
      body: {
        branch: branchId,
        firstName: 'Anna',
        lastName: 'Huber',
        phone: '+436641234567',
        paymentMethod: 'cash',
        legalInstructions: true,
        privacyPolicy: true,
        items: [{ product: semmel.id, amount: 1, unit: 'piece', parts: [] }],
      },
    });
    expect(placed.status).toBe(201);
    await settleEvents(t);
    const [order] = await t.dataSource.getRepository(OrderEntity).find();
    const totalOrders = async () => {
      const answer = await t.request(
        'GET',
        `/api/statistics/orders?from=${order.businessDay}&to=${order.businessDay}`,
        { session: admin },
      );
      expect(answer.status).toBe(200);
      return answer.json<{ data: StatisticsAnswer<OrdersFigures> }>().data.figures.total;
    };
    // The replica's copy was taken before the order: its roll-ups count nothing.
    expect(await totalOrders()).toBe(0);
    // Right after a write of public data the same figures come from the primary.
    readPrimaryWhileReplicasCatchUp(t.dataSource);
    expect(await totalOrders()).toBe(1);
  });
});

describeMysql('a read replica that is down (DATABASE_REPLICA_URLS, MySQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Nothing listens on port 1: every replica connection is refused.
    t = await createTestApp({ databaseReplicaUrls: 'mysql://root@127.0.0.1:1/gone' });
    await createProduct(t.dataSource, { name: 'Kaisersemmel', price: 0.6 });
  });
  afterAll(() => t.close());

  it('answers the anonymous reads from the primary', async () => {
    readPrimaryWhileReplicasCatchUp(t.dataSource, Date.now() - REPLICA_CATCH_UP_MS);
    const products = await t.request('GET', '/api/products');
    expect(products.status).toBe(200);
    expect(products.json<{ data: Product[] }>().data.map((p) => p.name)).toEqual(['Kaisersemmel']);
  });
});
