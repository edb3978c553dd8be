import type { AddressInfo } from 'node:net';
import type { ErrorEnvelope as Errors, PublicOrder } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { readAppConfig } from '../src/config/app-config.js';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { OrderMailService } from '../src/modules/ordering/notifications/order-mails.js';
import { ReadinessService } from '../src/modules/operations/readiness.service.js';
import { RECONNECT_FRAME, ShutdownState } from '../src/modules/operations/shutdown-state.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import {
  checkoutBody,
  createMenu,
  createOpenBranch,
  createProduct,
  itemInput,
} from './support/order-fixtures.js';
import { openEventStream, type Frame } from './support/event-stream-client.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

/** Redis of this machine (the suites' Redis); a port in this suite's range where nothing listens. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DEAD_REDIS_URL = 'redis://127.0.0.1:3349';
const METRICS_TOKEN = 'prometheus-geheim-1234';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The value of one sample line of the exposition text, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('operations: health, readiness, request ids, metrics', () => {
  let t: TestApp;
  let admin: StaffSession;
  let wien: BranchEntity;
  let strudelId: number;

  const metrics = async () => {
    const response = await t.request('GET', '/metrics', { headers: bearer(METRICS_TOKEN) });
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ metricsToken: METRICS_TOKEN });
    await t.createUser('chefin', ['ROLE_ADMIN']);
    admin = await t.login('chefin');
    await t.app.get(ConfigService).update({ isCashEnabled: true } as ConfigInput);
    wien = await createOpenBranch(t.dataSource, { name: 'Wien', email: '' });
    const strudel = await createProduct(t.dataSource, { name: 'Apfelstrudel', price: 3.9 });
    strudelId = strudel.id;
    await createMenu(t.dataSource, [wien], [strudel]);
  });
  afterAll(async () => {
    await t.app.get(OrderMailService).idle();
    await t.close();
  });

  describe('GET /api/health', () => {
    it('answers 200 without a session, never cached', async () => {
      const response = await t.request('GET', '/api/health');
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({ data: { status: 'ok' } });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('GET /api/ready', () => {
    // The suites run once without Redis and once with REDIS_URL (test-app.ts takes it over).
    const redis = process.env.REDIS_URL ? 'ok' : 'not-configured';
    it(`answers 200 when the database answers (Redis: ${redis})`, async () => {
      const response = await t.request('GET', '/api/ready');
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({ data: { database: 'ok', redis } });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    describe('checked on their own', () => {
      const readiness = (dataSource: DataSource, redisUrl: string | null) =>
        new ReadinessService(dataSource, t.app.get(ShutdownState), {
          ...readAppConfig({}),
          redisUrl,
        });

      it('pings Redis when REDIS_URL is set', async () => {
        const service = readiness(t.dataSource, REDIS_URL);
        try {
          expect(await service.check()).toEqual({ ready: { database: 'ok', redis: 'ok' } });
        } finally {
          await service.onApplicationShutdown();
        }
      });

      it('names an unreachable Redis and an unreachable database in German', async () => {
        // A MariaDB where nothing listens (a port of this suite's range), never connected.
        const closed = new DataSource({ type: 'mysql', host: '127.0.0.1', port: 3349 });
        const service = readiness(closed, DEAD_REDIS_URL);
        try {
          expect(await service.check()).toEqual({
            problems: [
              {
                code: 'DATABASE_UNREACHABLE',
                field: 'database',
                message: 'Die Datenbank ist nicht erreichbar.',
              },
              { code: 'REDIS_UNREACHABLE', field: 'redis', message: 'Redis ist nicht erreichbar.' },
            ],
          });
        } finally {
          await service.onApplicationShutdown();
        }
      });
    });
  });

  describe('request ids', () => {
    it('gives every request its own id in X-Request-Id', async () => {
      const first = await t.request('GET', '/api/health');
      const second = await t.request('GET', '/api/nicht-vorhanden');
      expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.status).toBe(404);
      expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    });

    it('adopts a well-formed incoming id and replaces a malformed one', async () => {
      const adopted = await t.request('GET', '/api/health', {
        headers: { 'x-request-id': 'lb-7f3a.42:beta' },
      });
      expect(adopted.headers['x-request-id']).toBe('lb-7f3a.42:beta');
      for (const malformed of ['mit leerzeichen', 'x'.repeat(200), '"><script>']) {
        const replaced = await t.request('GET', '/api/health', {
          headers: { 'x-request-id': malformed },
        });
        expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    });
  });

  describe('GET /metrics', () => {
    it('refuses a missing or wrong token with a German 401', async () => {
      for (const headers of [{}, bearer('falsch'), { authorization: METRICS_TOKEN }]) {
        const response = await t.request('GET', '/metrics', { headers });
        expect(response.status).toBe(401);
        expect(response.json<Errors>().errors).toEqual([
          {
            code: 'METRICS_TOKEN_INVALID',
            message: 'Das Token für die Metriken fehlt oder ist falsch.',
          },
        ]);
      }
    });

    it('counts requests by route pattern and status, never by raw URL', async () => {
      await t.request('GET', '/api/health');
      await t.request('GET', '/api/orders/public/geheim-uid-1/geheim-hash-1');
      await t.request('GET', '/api/gibt-es-nicht');
      const text = await metrics();
      expect(text).toContain('# TYPE http_requests_total counter');
      expect(
        sample(text, 'http_requests_total{method="GET",route="/api/health",status="200"}'),
      ).toBeGreaterThanOrEqual(1);
      expect(text).toMatch(
        /http_requests_total\{method="GET",route="\/api\/orders\/public\/:uid\/:hash",status="404"\} 1/,
      );
      expect(text).toMatch(
        /http_requests_total\{method="GET",route="\(keine Route\)",status="404"\}/,
      );
      expect(text).toMatch(
        /http_request_duration_seconds_bucket\{le="[0-9.]+",method="GET",route="\/api\/health",status="200"\}/,
      );
      expect(text).not.toContain('geheim-uid-1');
      expect(text).not.toContain('gibt-es-nicht');
    });

    it('counts orders placed and reports process metrics', async () => {
      const before = sample(await metrics(), 'bestellwerk_orders_placed_total') ?? 0;
      await t.create<PublicOrder>(
        '/api/orders',
        checkoutBody(wien, [itemInput({ id: strudelId }, 1)], { email: '' }),
      );
      const text = await metrics();
      expect(sample(text, 'bestellwerk_orders_placed_total')).toBe(before + 1);
      expect(text).toContain('process_cpu_user_seconds_total');
      expect(text).toContain('nodejs_heap_size_used_bytes');
    });

    it('reports the database pool on MariaDB/MySQL and none on SQLite', async () => {
      const text = await metrics();
      if (t.dataSource.options.type === 'better-sqlite3')
        expect(text).not.toMatch(/^bestellwerk_database_pool_connections\{/m);
      else {
        expect(
          sample(text, 'bestellwerk_database_pool_connections{pool="primary",state="open"}'),
        ).toBeGreaterThanOrEqual(1);
        expect(
          sample(text, 'bestellwerk_database_pool_connections{pool="primary",state="limit"}'),
        ).toBeGreaterThanOrEqual(1);
      }
    });
  });

  describe('on shutdown (ShutdownState.begin, as SIGTERM does)', () => {
    let port: number;
    const isRetry = (frame: Frame) => frame.kind === 'retry';

    beforeAll(async () => {
      await t.create('/api/digital-signage-devices', { identifier: 'theke', name: 'Theke' }, admin);
      await t.app.listen(0, '127.0.0.1');
      port = (t.app.getHttpServer().address() as AddressInfo).port;
    });

    it('counts open streams, then tells them to reconnect, ends them and answers not ready', async () => {
      const board = await openEventStream(port, '/api/orders/events', { cookie: admin.cookie });
      const tv = await openEventStream(port, '/api/digital-signage-devices/public/theke/events');
      await board.next(isRetry);
      await tv.next((frame) => frame.kind === 'event' && frame.event === 'display');
      const text = await metrics();
      expect(sample(text, 'bestellwerk_sse_connections{stream="board"}')).toBe(1);
      expect(sample(text, 'bestellwerk_sse_connections{stream="tv"}')).toBe(1);

      t.app.get(ShutdownState).begin();

      for (const stream of [board, tv]) {
        await stream.ended;
        expect(stream.frames.at(-1)).toEqual({ kind: 'retry', ms: 1000 });
      }
      const ready = await t.request('GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.json<Errors>().errors).toEqual([
        { code: 'SHUTTING_DOWN', message: 'Der Server wird gerade beendet.' },
      ]);
      expect((await t.request('GET', '/api/health')).status).toBe(200);
      const after = await metrics();
      expect(sample(after, 'bestellwerk_sse_connections{stream="board"}')).toBe(0);
      expect(sample(after, 'bestellwerk_sse_connections{stream="tv"}')).toBe(0);
    });

    it('answers a new event stream with the reconnect hint at once', async () => {
      const late = await openEventStream(port, '/api/orders/events', { cookie: admin.cookie });
      await late.ended;
      expect(late.response.statusCode).toBe(200);
      expect(late.frames).toEqual([{ kind: 'retry', ms: 1000 }]);
      expect(RECONNECT_FRAME).toBe(': Server wird beendet, bitte neu verbinden\nretry: 1000\n\n');
    });
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: null });
  });
  afterAll(() => t.close());

  it('does not exist (German 404), whatever the caller sends', async () => {
    for (const headers of [{}, bearer('irgendwas')]) {
      const response = await t.request('GET', '/metrics', { headers });
      expect(response.status).toBe(404);
      expect(response.json<Errors>().errors[0].code).toBe('NOT_FOUND');
    }
  });
});
