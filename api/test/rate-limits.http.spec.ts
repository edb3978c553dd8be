import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { DEFAULT_RATE_LIMITS, parseRateLimit, readAppConfig } from '../src/config/app-config.js';
import { createApp } from '../src/app.js';
import { RATE_LIMITED_ROUTES, UNLIMITED_PUBLIC_WRITES } from '../src/http/rate-limits.js';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { OrderMailService } from '../src/modules/ordering/notifications/order-mails.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import type { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import { dataUrl, png } from './support/media-fixtures.js';
import {
  checkoutBody,
  createMenu,
  createOpenBranch,
  createProduct,
  itemInput,
} from './support/order-fixtures.js';
import { startRedisRelay } from './support/redis-relay.js';
import { routeCatalog } from './support/route-catalog.js';
import { createTestApp, type HttpResponse, type TestApp } from './support/test-app.js';

const TOO_MANY = (minutes: number) =>
  `Zu viele Anfragen. Bitte versuchen Sie es in ${minutes} Minuten erneut.`;
const TOO_MANY_FOR_ADDRESS = (minutes: number) =>
  `Zu viele Anfragen mit dieser E-Mail-Adresse. Bitte versuchen Sie es in ${minutes} Minuten erneut.`;

/** A contact form as the storefront sends it, from `email`. */
const contactForm = (email: string) => ({
  subject: 'Frage zur Torte',
  firstName: 'Anna',
  lastName: 'Huber',
  phone: '+436641234567',
  email,
  comment: 'Gibt es die Sachertorte auch glutenfrei?',
  privacy: true,
});

const event = { type: 'event', action: 'page_view', category: 'engagement', data: { path: '/' } };

/** The 429 of a limit: German message, Retry-After in seconds, within the window. */
function expectRefused(response: HttpResponse, windowMinutes: number, field?: string) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan((windowMinutes - 1) * 60);
  expect(retryAfter).toBeLessThanOrEqual(windowMinutes * 60);
  expect(response.json()).toEqual({
    errors: [
      field
        ? {
            code: 'TOO_MANY_REQUESTS_FOR_ADDRESS',
            message: TOO_MANY_FOR_ADDRESS(windowMinutes),
            field,
          }
        : { code: 'TOO_MANY_REQUESTS', message: TOO_MANY(windowMinutes) },
    ],
  });
}

describe('rate limits of the anonymous writes (production defaults)', () => {
  let t: TestApp;
  let wien: BranchEntity;
  let semmel: ProductEntity;

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const order = (ip: string, email: string) =>
    t.request('POST', '/api/orders', {
      headers: from(ip),
      body: checkoutBody(wien, [itemInput(semmel, 2)], { email }),
    });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: DEFAULT_RATE_LIMITS, smtpUrl: null });
    await t.app.get(ConfigService).update({ isCashEnabled: true } as ConfigInput);
    wien = await createOpenBranch(t.dataSource, { name: 'Wien Neubau' });
    semmel = await createProduct(t.dataSource, { name: 'Kaisersemmel', price: 0.6 });
    await createMenu(t.dataSource, [wien], [semmel]);
  });
  afterAll(async () => {
    await t.app.get(OrderMailService).idle();
    await t.close();
  });

  it('runs with limits a shop never meets but a script does', () => {
    expect(DEFAULT_RATE_LIMITS.ordersPerIp).toEqual({ max: 60, windowMs: 10 * 60_000 });
    expect(DEFAULT_RATE_LIMITS.ordersPerEmail).toEqual({ max: 5, windowMs: 60 * 60_000 });
    expect(DEFAULT_RATE_LIMITS.uploadsPerIp).toEqual({ max: 30, windowMs: 10 * 60_000 });
    expect(DEFAULT_RATE_LIMITS.contactPerIp).toEqual({ max: 5, windowMs: 60 * 60_000 });
    expect(DEFAULT_RATE_LIMITS.contactPerEmail).toEqual({ max: 5, windowMs: 60 * 60_000 });
    expect(DEFAULT_RATE_LIMITS.analyticsPerIp).toEqual({ max: 120, windowMs: 60_000 });
  });

  it('refuses the 61st order from one IP within 10 minutes with a German 429 and Retry-After; other IPs go on', async () => {
    for (let i = 1; i <= 60; i++) {
      const placed = await order('203.0.113.10', `kundin-${i}@example.com`);
      expect(placed.status).toBe(201);
    }
    const sixtyFirst = await order('203.0.113.10', 'kundin-61@example.com');
    expectRefused(sixtyFirst, 10);
    // Refused before anything was stored: still sixty orders.
    const [{ count }] = await t.dataSource.query('SELECT COUNT(*) AS count FROM customer_order');
    expect(Number(count)).toBe(60);
    expect((await order('203.0.113.11', 'kundin-62@example.com')).status).toBe(201);
  });

  it('refuses the 6th order within an hour to one mailbox from any IP, however the address is spelled', async () => {
    const spellings = [
      'opfer@example.com',
      'Opfer@Example.com',
      ' OPFER@example.com ',
      'opfer+1@example.com',
      'opfer+bestellung@example.com',
    ];
    for (const [i, email] of spellings.entries()) {
      expect((await order(`198.51.100.${i + 1}`, email)).status).toBe(201);
    }
    const sixth = await order('198.51.100.99', 'opfer+6@EXAMPLE.com');
    expectRefused(sixth, 60, 'email');
    // The IP of the refused order may still order for someone else.
    expect((await order('198.51.100.99', 'jemand-anderes@example.com')).status).toBe(201);
  });

  it('refuses the 31st upload from one IP within 10 minutes, before reading its body', async () => {
    const upload = (ip: string, body: unknown) =>
      t.request('POST', '/api/uploads', { headers: from(ip), body });
    const photo = { name: 'torte.png', data: dataUrl(png(2, 2), 'image/png') };
    for (let i = 0; i < 30; i++) expect((await upload('203.0.113.20', photo)).status).toBe(201);
    expectRefused(await upload('203.0.113.20', photo), 10);
    // Refused in onRequest: an invalid body gets the 429, not the 400.
    expectRefused(await upload('203.0.113.20', { name: 1 }), 10);
    expect((await upload('203.0.113.21', photo)).status).toBe(201);
  });

  it('refuses the 6th contact message from one IP within an hour', async () => {
    const send = (email: string) =>
      t.request('POST', '/api/custom/forms', {
        headers: from('203.0.113.30'),
        body: contactForm(email),
      });
    for (let i = 1; i <= 5; i++) expect((await send(`besuch-${i}@example.com`)).status).toBe(201);
    expectRefused(await send('besuch-6@example.com'), 60);
  });

  it('refuses the 6th contact message within an hour from one address, whatever the IP', async () => {
    const send = (ip: string) =>
      t.request('POST', '/api/custom/forms', {
        headers: from(ip),
        body: contactForm('Stammgast@example.com'),
      });
    for (let i = 1; i <= 5; i++) expect((await send(`192.0.2.${i}`)).status).toBe(201);
    expectRefused(await send('192.0.2.77'), 60, 'email');
  });

  it('refuses the 121st analytics event from one IP within a minute', async () => {
    const track = (ip: string) =>
      t.request('POST', '/api/analytics-log', { headers: from(ip), body: event });
    for (let i = 0; i < 120; i++) expect((await track('203.0.113.40')).status).toBe(202);
    const refused = await track('203.0.113.40');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      errors: [
        {
          code: 'TOO_MANY_REQUESTS',
          message: 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.',
        },
      ],
    });
    expect((await track('203.0.113.41')).status).toBe(202);
  });

  it('counts an IPv6 client per /64 network, not per address', async () => {
    const send = (ip: string, email: string) =>
      t.request('POST', '/api/custom/forms', { headers: from(ip), body: contactForm(email) });
    for (let i = 1; i <= 5; i++) {
      expect((await send(`2001:db8:1:2::${i}`, `v6-${i}@example.com`)).status).toBe(201);
    }
    expectRefused(await send('2001:db8:1:2:ffff::1', 'v6-6@example.com'), 60);
    expect((await send('2001:db8:1:3::1', 'v6-7@example.com')).status).toBe(201);
  });

  it('never limits the payment providers’ webhooks', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.request('POST', '/api/payments/datatrans/webhook', {
          headers: from('203.0.113.50'),
          body: { transactionId: 'unbekannt' },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 429)).toEqual([]);
  });

  it('leaves no anonymous write unconsidered: each is limited or exempt for a stated reason', () => {
    const catalog = routeCatalog(t.app);
    const publicWrites = catalog.nest
      .filter((route) => route.isPublic && !['GET', 'HEAD', 'OPTIONS'].includes(route.method))
      .map((route) => `${route.method} ${route.path}`);
    const considered = [
      ...Object.keys(RATE_LIMITED_ROUTES),
      ...Object.keys(UNLIMITED_PUBLIC_WRITES),
    ];
    const shape = (key: string) => key.replace(/:\w+/g, ':');
    expect(publicWrites.map(shape).filter((key) => !considered.map(shape).includes(key))).toEqual(
      [],
    );
    // Every limited route is really served (a typo would limit nothing).
    expect(
      Object.keys(RATE_LIMITED_ROUTES)
        .map(shape)
        .filter((key) => !publicWrites.map(shape).includes(key)),
    ).toEqual([]);
  });
});

describe('rate limits in the environment', () => {
  it('reads RATE_LIMIT_<NAME>=max/window and keeps the defaults for the rest', () => {
    const config = readAppConfig({
      RATE_LIMIT_ORDERS_PER_IP: '30/10m',
      RATE_LIMIT_ANALYTICS_PER_IP: '600/60s',
      RATE_LIMIT_CONTACT_PER_EMAIL: '2/1h',
    });
    expect(config.rateLimits).toEqual({
      ...DEFAULT_RATE_LIMITS,
      ordersPerIp: { max: 30, windowMs: 600_000 },
      analyticsPerIp: { max: 600, windowMs: 60_000 },
      contactPerEmail: { max: 2, windowMs: 3_600_000 },
    });
    expect(readAppConfig({}).redisUrl).toBeNull();
    expect(readAppConfig({ REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe('redis://cache:6379');
  });

  it('stops the start on a limit it cannot read', () => {
    expect(() => parseRateLimit('RATE_LIMIT_ORDERS_PER_IP', '10 pro Minute')).toThrow(
      'RATE_LIMIT_ORDERS_PER_IP "10 pro Minute" ist kein gültiges Limit: erwartet Anzahl/Zeitfenster, z. B. 10/10m, 5/1h oder 120/60s.',
    );
    expect(() => readAppConfig({ RATE_LIMIT_UPLOADS_PER_IP: '0/10m' })).toThrow(
      'RATE_LIMIT_UPLOADS_PER_IP',
    );
  });
});

describe('rate limits shared by two instances through Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `bestellwerk-test-${randomUUID()}:`;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const shared = { rateLimits: DEFAULT_RATE_LIMITS, redisUrl, rateLimitPrefix: prefix };
    first = await createTestApp(shared);
    second = await createTestApp(shared);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts the contact messages of one IP on both instances together', async () => {
    const send = (t: TestApp, i: number) =>
      t.request('POST', '/api/custom/forms', {
        headers: { 'x-forwarded-for': '203.0.113.60' },
        body: contactForm(`geteilt-${i}@example.com`),
      });
    for (const [i, t] of [first, second, first, second, first].entries()) {
      expect((await send(t, i)).status).toBe(201);
    }
    expectRefused(await send(second, 6), 60);
    expectRefused(await send(first, 7), 60);
  });

  it('keeps the counters under its own prefix, without the addresses', async () => {
    await first.request('POST', '/api/custom/forms', {
      headers: { 'x-forwarded-for': '203.0.113.61' },
      body: contactForm('geheim@example.com'),
    });
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    await redis.quit();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('geheim');
    expect(keys.some((key) => key.includes('contactPerEmail:'))).toBe(true);
  });
});

describe('rate limits when Redis fails', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

  it('stops the start with a clear message when REDIS_URL cannot be reached', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bestellwerk-redis-'));
    try {
      await expect(
        createApp({
          config: {
            ...readAppConfig({}),
            databaseUrl: `sqlite:${join(folder, 'db.sqlite')}`,
            webRoot: null,
            seedDemoData: false,
            storageDir: folder,
            redisUrl: 'redis://127.0.0.1:1',
          },
          logger: false,
        }),
      ).rejects.toThrow('REDIS_URL: Redis für die Rate-Limits ist nicht erreichbar');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('lets requests through while Redis is gone, and limits again once it is back', async () => {
    const relay = await startRedisRelay(redisUrl);
    const prefix = `bestellwerk-test-${randomUUID()}:`;
    const t = await createTestApp({
      rateLimits: DEFAULT_RATE_LIMITS,
      redisUrl: relay.url,
      rateLimitPrefix: prefix,
    });
    const send = (i: number) =>
      t.request('POST', '/api/custom/forms', {
        headers: { 'x-forwarded-for': '203.0.113.70' },
        body: contactForm(`ausfall-${i}@example.com`),
      });
    try {
      for (let i = 1; i <= 5; i++) expect((await send(i)).status).toBe(201);
      expect((await send(6)).status).toBe(429);
      relay.cut();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Without Redis nothing can be counted: the shop keeps taking messages.
      expect((await send(7)).status).toBe(201);
      relay.restore();
      // ioredis reconnects by itself; the counter is still there.
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 429; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await send(8 + attempt)).status;
      }
      expect(status).toBe(429);
    } finally {
      await t.close();
      relay.close();
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });
});
