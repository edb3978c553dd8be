import type { Log } from '@bestellwerk/domain';
import { readAppConfig } from '../src/config/app-config.js';
import { AnalyticsLogEntity } from '../src/modules/insights/entities/analytics-log.entity.js';
import { LogService } from '../src/modules/insights/log.service.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import { fixClock } from './support/test-clock.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';

describe('insights', () => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;
  const analyticsRows = async () =>
    t.dataSource.query('SELECT type, action, category, data FROM analytics_log ORDER BY id');

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('chefin', ['ROLE_ADMIN']);
    await t.createUser('verkauf', ['ROLE_EMPLOYEE']);
    admin = await t.login('chefin');
    employee = await t.login('verkauf');
  });
  afterAll(() => t.close());

  describe('POST /api/analytics-log', () => {
    it('accepts an event from anyone with 202 and { data: null }', async () => {
      const response = await t.request('POST', '/api/analytics-log', {
        body: {
          type: 'event',
          action: 'add_to_cart',
          category: 'ecommerce',
          data: { product: 12, price: 3.4, items: [{ id: 12 }] },
        },
      });
      expect(response.status).toBe(202);
      expect(response.json()).toEqual({ data: null });
      const withoutData = await t.request('POST', '/api/analytics-log', {
        body: { type: 'pageview', action: 'view', category: '' },
      });
      expect(withoutData.status).toBe(202);
      const rows = await analyticsRows();
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        type: 'event',
        action: 'add_to_cart',
        category: 'ecommerce',
      });
      const data = (raw: unknown) => (typeof raw === 'string' ? JSON.parse(raw) : raw);
      expect(data(rows[0].data)).toEqual({ product: 12, price: 3.4, items: [{ id: 12 }] });
      expect(data(rows[1].data)).toEqual({});
    });

    it('refuses unknown fields, long strings, non-object and oversize data; stores nothing', async () => {
      const before = (await analyticsRows()).length;
      const send = (body: object) => t.request('POST', '/api/analytics-log', { body });
      const unknown = await send({ type: 'e', action: 'a', category: 'c', userId: 5 });
      expect(unknown.status).toBe(400);
      expect(unknown.json()).toEqual({
        errors: [
          { code: 'VALIDATION_FAILED', message: 'Unbekanntes Feld „userId“.', field: 'userId' },
        ],
      });
      const long = await send({ type: 'e'.repeat(101), action: 'a', category: 'c' });
      expect(long.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Das Feld „Art“ darf höchstens 100 Zeichen lang sein.',
            field: 'type',
          },
        ],
      });
      const list = await send({ type: 'e', action: 'a', category: 'c', data: [1, 2] });
      expect(list.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Das Feld „Daten“ muss ein Objekt sein.',
            field: 'data',
          },
        ],
      });
      const oversize = await send({
        type: 'e',
        action: 'a',
        category: 'c',
        data: { blob: 'x'.repeat(10_000) },
      });
      expect(oversize.status).toBe(400);
      expect(oversize.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Das Feld „Daten“ darf als JSON höchstens 10000 Zeichen lang sein.',
            field: 'data',
          },
        ],
      });
      const missing = await send({ action: 'a' });
      expect(missing.json<Errors>().errors.map((error) => error.field)).toEqual([
        'type',
        'category',
      ]);
      expect(await analyticsRows()).toHaveLength(before);
    });

    it('accepts data of exactly 10 000 characters', async () => {
      const data = { blob: 'x'.repeat(10_000 - '{"blob":""}'.length) };
      expect(JSON.stringify(data)).toHaveLength(10_000);
      const response = await t.request('POST', '/api/analytics-log', {
        body: { type: 'e', action: 'a', category: 'c', data },
      });
      expect(response.status).toBe(202);
    });

    it('refuses an event over 16 KB unread with a German 413, even within the field limits', async () => {
      const before = (await analyticsRows()).length;
      // 9 000 characters of JSON are allowed, but as '€' they are 27 KB.
      const data = { blob: '€'.repeat(9_000) };
      expect(JSON.stringify(data).length).toBeLessThan(10_000);
      const response = await t.request('POST', '/api/analytics-log', {
        body: { type: 'e', action: 'a', category: 'c', data },
      });
      expect(response.status).toBe(413);
      expect(response.json()).toEqual({
        errors: [{ code: 'PAYLOAD_TOO_LARGE', message: 'Die Anfrage ist zu groß.' }],
      });
      expect(await analyticsRows()).toHaveLength(before);
      // Other routes keep their own limits: a contact form of 20 KB is read (and refused by field).
      const contact = await t.request('POST', '/api/custom/forms', {
        body: { comment: 'x'.repeat(20_000) },
      });
      expect(contact.status).toBe(400);
    });
  });

  describe('logs', () => {
    let logs: LogService;
    let userId: number;

    beforeAll(async () => {
      logs = t.app.get(LogService);
      userId = (await t.createUser('kassierer', ['ROLE_EMPLOYEE'])).id;
      // Without the sign-in entries of the sessions above.
      await t.dataSource.query('DELETE FROM log');
      await logs.write('info', 'mail', 'Bestellbestätigung gesendet', { order: 1 });
      await logs.write('error', 'payment', 'Zahlung fehlgeschlagen', { order: 2 }, userId);
      await logs.write('warning', 'printer', 'Drucker offline');
      // Written at a known time, for the date filters.
      await t.dataSource.query(
        "UPDATE log SET createdAt = '2024-03-01 10:00:00.000000' WHERE channel = 'mail'",
      );
    });

    it('is for admins only', async () => {
      expect((await t.request('GET', '/api/logs')).status).toBe(401);
      expect((await t.request('GET', '/api/logs', { session: employee })).status).toBe(403);
      expect((await t.request('GET', '/api/logs/1', { session: employee })).status).toBe(403);
    });

    it('lists log records newest first with their user and context', async () => {
      const response = await t.request('GET', '/api/logs', { session: admin });
      expect(response.status).toBe(200);
      expect(response.headers['x-total-count']).toBe('3');
      const records = response.json<{ data: Log[] }>().data;
      expect(records.map((record) => record.area)).toEqual(['printer', 'payment', 'mail']);
      expect(records[1]).toEqual({
        id: expect.any(Number),
        level: 'error',
        area: 'payment',
        message: 'Zahlung fehlgeschlagen',
        record: null,
        context: { order: 2 },
        user: { id: userId, username: 'kassierer' },
        createdAt: expect.any(String),
      });
      const one = await t.request('GET', `/api/logs/${records[1].id}`, { session: admin });
      expect(one.json<{ data: Log }>().data).toEqual(records[1]);
      const missing = await t.request('GET', '/api/logs/99999', { session: admin });
      expect(missing.status).toBe(404);
      expect(missing.json()).toEqual({
        errors: [{ code: 'LOG_NOT_FOUND', message: 'Log wurde nicht gefunden.' }],
      });
    });

    it('filters by level, area and Vienna days, and pages', async () => {
      const channels = async (query: string) =>
        (await t.request('GET', `/api/logs${query}`, { session: admin }))
          .json<{ data: Log[] }>()
          .data.map((record) => record.area);
      expect(await channels('?level=error')).toEqual(['payment']);
      expect(await channels('?area=printer')).toEqual(['printer']);
      expect(await channels('?from=2024-03-01&to=2024-03-01')).toEqual(['mail']);
      expect(await channels('?to=2024-02-29')).toEqual([]);
      expect(await channels('?from=2024-03-02')).toEqual(['printer', 'payment']);
      // 00:30 on 2 March in Vienna (CET) is 23:30 UTC on 1 March: counted to 2 March.
      await t.dataSource.query(
        "UPDATE log SET createdAt = '2024-03-01 23:30:00.000000' WHERE channel = 'mail'",
      );
      expect(await channels('?from=2024-03-02&to=2024-03-02')).toEqual(['mail']);
      await t.dataSource.query(
        "UPDATE log SET createdAt = '2024-03-01 10:00:00.000000' WHERE channel = 'mail'",
      );
      const page = await t.request('GET', '/api/logs?pageSize=2&page=2', { session: admin });
      expect(page.headers['x-total-count']).toBe('3');
      expect(page.json<{ data: Log[] }>().data.map((record) => record.area)).toEqual(['mail']);
      const bad = await t.request('GET', '/api/logs?level=debug&pageSize=1000', {
        session: admin,
      });
      expect(bad.status).toBe(400);
      expect(bad.json<Errors>().errors.map((error) => error.field)).toEqual(['level', 'pageSize']);
    });

    it('never fails the caller when a record cannot be written', async () => {
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      await expect(logs.write('error', 'test', 'kaputt', circular)).resolves.toBeUndefined();
    });
  });
});

describe('business days in the installation time zone (TIME_ZONE)', () => {
  let t: TestApp;
  let admin: StaffSession;

  beforeAll(async () => {
    t = await createTestApp({ timeZone: 'America/New_York' });
    await t.createUser('chefin', ['ROLE_ADMIN']);
    admin = await t.login('chefin');
    await t.dataSource.query('DELETE FROM log');
    await t.app.get(LogService).write('info', 'mail', 'Bestellbestätigung gesendet');
    // 02:00 UTC on 1 March is still 29 February in New York (21:00), already 1 March in Vienna.
    await t.dataSource.query("UPDATE log SET createdAt = '2024-03-01 02:00:00.000000'");
  });
  afterAll(() => t.close());

  it('tells the browser the zone in the config', async () => {
    const response = await t.request('GET', '/api/config');
    expect(response.json<{ data: { timeZone: string } }>().data.timeZone).toBe('America/New_York');
  });

  it('filters ?from/?to by the days of that zone', async () => {
    const channels = async (query: string) =>
      (await t.request('GET', `/api/logs${query}`, { session: admin }))
        .json<{ data: Log[] }>()
        .data.map((record) => record.area);
    expect(await channels('?from=2024-02-29&to=2024-02-29')).toEqual(['mail']);
    expect(await channels('?from=2024-03-01')).toEqual([]);
  });
});

describe('analytics retention', () => {
  const DAY = 24 * 60 * 60 * 1000;
  let t: TestApp;

  /** Stores an event created `days` days before `now`, as if sent back then. */
  const storeEventOf = (now: Date, days: number, action: string) =>
    t.dataSource.getRepository(AnalyticsLogEntity).insert({
      type: 'event',
      action,
      category: 'engagement',
      data: {},
      createdAt: new Date(now.getTime() - days * DAY),
    });
  const actions = async () =>
    (await t.dataSource.getRepository(AnalyticsLogEntity).find({ order: { id: 'ASC' } })).map(
      (event) => event.action,
    );
  const track = () =>
    t.request('POST', '/api/analytics-log', {
      body: { type: 'event', action: 'neu', category: 'engagement' },
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps events 400 days by default; ANALYTICS_RETENTION_DAYS changes it', () => {
    expect(readAppConfig({}).analyticsRetentionDays).toBe(400);
    expect(readAppConfig({ ANALYTICS_RETENTION_DAYS: '90' }).analyticsRetentionDays).toBe(90);
  });

  it('deletes events older than 400 days at the first event of a day and keeps the younger ones', async () => {
    const clock = fixClock(t, new Date('2027-06-01T10:00:00.000Z'));
    await storeEventOf(clock.now(), 401, 'alt');
    await storeEventOf(clock.now(), 399, 'jung');
    expect((await track()).status).toBe(202);
    expect(await actions()).toEqual(['jung', 'neu']);

    // Once a day: an old event stored later the same day stays until the next day.
    await storeEventOf(clock.now(), 500, 'später-alt');
    clock.advance(23 * 60 * 60 * 1000);
    await track();
    expect(await actions()).toEqual(['jung', 'neu', 'später-alt', 'neu']);
    clock.advance(60 * 60 * 1000);
    await track();
    expect(await actions()).toEqual(['jung', 'neu', 'neu', 'neu']);
  });
});
