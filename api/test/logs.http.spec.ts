import type { Log, LogFieldChange } from '@bestellwerk/domain';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';
import { REDACTED } from '../src/common/logging/log-secrets.js';
import { readAppConfig } from '../src/config/app-config.js';
import { LogEntity } from '../src/modules/insights/entities/log.entity.js';
import { LogRetentionService } from '../src/modules/insights/log-retention.service.js';
import { LogService } from '../src/modules/insights/log.service.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import { MailService } from '../src/modules/mail/mail.service.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { PaymentsService } from '../src/modules/payments/payments.service.js';
import { SmsService } from '../src/modules/sms/sms.service.js';
import { createBranch, createOrder, createProduct } from './support/order-fixtures.js';
import { createOrderIn } from './support/order-status-fixtures.js';
import { startSmtpServer } from './support/smtp-server.js';
import { settleEvents } from './support/staff-fixtures.js';
import {
  createTestApp,
  TEST_PASSWORD,
  type StaffSession,
  type TestApp,
} from './support/test-app.js';
import { fixClock } from './support/test-clock.js';

const DAY = 24 * 60 * 60 * 1000;

describe('application log: what is written', () => {
  let t: TestApp;
  let admin: StaffSession;
  let adminId: number;
  let branch: BranchEntity;

  /** The entries of a filter, newest first. */
  const entries = async (query = ''): Promise<Log[]> => {
    const response = await t.request('GET', `/api/logs${query}`, { session: admin });
    expect(response.status).toBe(200);
    return response.json<{ data: Log[] }>().data;
  };
  const changesOf = (entry: Log) => entry.context.changes as LogFieldChange[];

  beforeAll(async () => {
    // Ports where nothing listens: every mail and SMS fails.
    const probe = await startSmtpServer();
    await probe.close();
    t = await createTestApp({
      smtpUrl: probe.url,
      sms: { gatewayUrl: 'http://127.0.0.1:9/sms', gatewayToken: 'gw-token', sender: 'Test' },
      paymentTestMode: true,
      mollie: null,
      datatrans: null,
    });
    adminId = (await t.createUser('chefin', ['ROLE_ADMIN'])).id;
    admin = await t.login('chefin');
    branch = await createBranch(t.dataSource, { name: 'Wien' });
  });
  afterAll(() => t.close());

  it('a product price change: area products, record product and id, user, old and new price', async () => {
    const product = await createProduct(t.dataSource, { name: 'Sachertorte', price: 4.5 });
    const response = await t.request('PUT', `/api/products/${product.id}`, {
      session: admin,
      body: { price: 4.9 },
    });
    expect(response.status).toBe(200);
    const [entry] = await entries(`?recordType=product&recordId=${product.id}`);
    expect(entry).toMatchObject({
      level: 'info',
      area: 'products',
      message: 'Produkt „Sachertorte“ geändert',
      record: { type: 'product', id: product.id },
      user: { id: adminId, username: 'chefin' },
    });
    expect(changesOf(entry)).toEqual([{ field: 'price', old: 4.5, new: 4.9 }]);
  });

  it('CRUD create and delete name the record; an unchanged save writes nothing', async () => {
    const created = await t.create<{ id: number }>('/api/tags', { name: 'Vegan' }, admin);
    const same = await t.request('PUT', `/api/tags/${created.id}`, {
      session: admin,
      body: { name: 'Vegan' },
    });
    expect(same.status).toBe(200);
    expect((await t.request('DELETE', `/api/tags/${created.id}`, { session: admin })).status).toBe(
      200,
    );
    const written = await entries(`?recordType=tag&recordId=${created.id}`);
    expect(written.map((entry) => [entry.area, entry.message, entry.user?.id])).toEqual([
      ['tags', 'Tag „Vegan“ gelöscht', adminId],
      ['tags', 'Tag „Vegan“ angelegt', adminId],
    ]);
  });

  it('never stores a password: a user update logs its other fields only', async () => {
    const user = await t.createUser('anna', ['ROLE_EMPLOYEE']);
    const response = await t.request('PUT', `/api/users/${user.id}`, {
      session: admin,
      body: { firstName: 'Anna-Maria', password: 'ganz-neu-geheim-9' },
    });
    expect(response.status).toBe(200);
    const [entry] = await entries(`?recordType=user&recordId=${user.id}`);
    expect(changesOf(entry)).toEqual([{ field: 'firstName', old: 'anna', new: 'Anna-Maria' }]);
    const stored = await t.dataSource.getRepository(LogEntity).find();
    expect(JSON.stringify(stored)).not.toContain('ganz-neu-geheim-9');
    expect(JSON.stringify(stored)).not.toContain(TEST_PASSWORD);
  });

  it('replaces secret fields of any writer by the deny list', async () => {
    await t.app.get(LogService).record({
      level: 'info',
      area: 'test',
      message: 'Geheimnisse',
      context: { apiKey: 'k-1', nested: { csrfToken: 't-2', pin: '1234', name: 'ok' } },
      changes: [{ field: 'webhookSecret', old: 'alt', new: 'neu' }],
    });
    const [entry] = await entries('?area=test');
    expect(entry.context).toEqual({
      apiKey: REDACTED,
      nested: { csrfToken: REDACTED, pin: REDACTED, name: 'ok' },
      changes: [{ field: 'webhookSecret', old: REDACTED, new: REDACTED }],
    });
  });

  it('a config change lists the changed settings', async () => {
    const response = await t.request('POST', '/api/config', {
      session: admin,
      body: { shopName: 'Bäckerei Test' },
    });
    expect(response.status).toBe(200);
    const [entry] = await entries('?area=config');
    expect(entry).toMatchObject({ message: 'Konfiguration geändert', user: { id: adminId } });
    expect(changesOf(entry)).toEqual([{ field: 'shopName', old: '', new: 'Bäckerei Test' }]);
  });

  it('sign-ins: success, a wrong password, and the lockout after five failures', async () => {
    const user = await t.createUser('bernd', ['ROLE_EMPLOYEE']);
    await t.dataSource.query("DELETE FROM log WHERE channel = 'auth'");
    await t.login('bernd');
    const wrong = { username: 'bernd', password: 'falsch-falsch-1' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await t.request('POST', '/api/login', { body: wrong })).status).toBe(401);
    }
    // Locked: each further try is refused, and the lock is logged once.
    expect((await t.request('POST', '/api/login', { body: wrong })).status).toBe(429);
    expect((await t.request('POST', '/api/login', { body: wrong })).status).toBe(429);
    const auth = await entries('?area=auth');
    expect(auth.map((entry) => [entry.level, entry.message])).toEqual([
      ['warning', 'Anmeldung gesperrt (zu viele Fehlversuche)'],
      ...Array(5).fill([
        'warning',
        'Anmeldung fehlgeschlagen (falscher Benutzername oder falsches Passwort)',
      ]),
      ['info', 'Angemeldet'],
    ]);
    expect(auth[6]).toMatchObject({ user: { id: user.id }, record: { type: 'user', id: user.id } });
    expect(auth[1]).toMatchObject({ user: null, record: { type: 'user', id: user.id } });
    expect(auth[1].context).toMatchObject({ username: 'bernd' });
    expect(JSON.stringify(auth)).not.toContain('falsch-falsch-1');
  });

  it('an order status change names the order and the staff member', async () => {
    const order = await createOrderIn(t.dataSource, 'open', { branch });
    const response = await t.request('POST', `/api/orders/${order.id}/status/cancel`, {
      session: admin,
      body: {},
    });
    expect(response.status).toBe(200);
    await settleEvents(t);
    const written = await entries(`?area=orders&recordType=order&recordId=${order.id}`);
    expect(written.map((entry) => [entry.message, entry.user?.id, entry.context.action])).toEqual([
      ['Bestellung storniert', adminId, 'cancel'],
    ]);
  });

  it('a payment status change names the order and the new state', async () => {
    const payments = t.app.get(PaymentsService);
    const order = await createOrder(t.dataSource, { branch, paymentMethod: 'mollie' });
    const start = await payments.start(order);
    await t.dataSource
      .getRepository(OrderEntity)
      .update(order.id, { paymentReference: start!.reference });
    await payments.decideTestPayment(start!.reference, 'failed');
    const written = await entries(`?area=payments&recordId=${order.id}`);
    expect(written.map((entry) => [entry.level, entry.message, entry.context])).toEqual([
      [
        'warning',
        'Zahlungsstatus: fehlgeschlagen',
        { paymentStatus: 'failed', paymentMethod: 'mollie' },
      ],
    ]);
  });

  it('a device test that fails is a device error', async () => {
    const tablet = await t.create<{ id: number }>(
      '/api/devices',
      { identifier: 'tab', name: 'Tablet', type: 'tablet', branch: { id: branch.id } },
      admin,
    );
    const response = await t.request('POST', `/api/devices/${tablet.id}/test/print`, {
      session: admin,
    });
    expect(response.status).toBe(409);
    const [entry] = await entries(`?area=devices&recordType=device&recordId=${tablet.id}`);
    expect(entry).toMatchObject({
      level: 'error',
      message: 'Testdruck nicht erfolgreich',
      user: { id: adminId },
      context: { test: 'print', error: response.json<Errors>().errors[0].message },
    });
  });

  it('mail and SMS failures are errors without the recipient', async () => {
    const from = { name: 'Shop', address: 'shop@example.com' };
    const sent = await t.app.get(MailService).send({
      from,
      to: 'kundin@example.com',
      subject: 'Ihre Bestellung',
      text: 'Hallo',
    });
    expect(sent).toBe(false);
    const [mail] = await entries('?area=mail&level=error');
    expect(mail).toMatchObject({
      message: 'E-Mail konnte nicht versendet werden',
      context: { subject: 'Ihre Bestellung' },
    });
    expect(JSON.stringify(mail)).not.toContain('kundin@example.com');

    await expect(
      t.app.get(SmsService).send({ to: '+436641234567', text: 'Abholbereit' }),
    ).rejects.toThrow();
    const [sms] = await entries('?area=sms');
    expect(sms).toMatchObject({ level: 'error', message: 'SMS konnte nicht versendet werden' });
    expect(JSON.stringify(sms)).not.toContain('+436641234567');
  });
});

describe('application log: reading', () => {
  let t: TestApp;
  let admin: StaffSession;
  let annaId: number;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('chefin', ['ROLE_ADMIN']);
    annaId = (await t.createUser('anna', ['ROLE_EMPLOYEE'])).id;
    admin = await t.login('chefin');
    await t.dataSource.query('DELETE FROM log');
    const logs = t.app.get(LogService);
    await logs.record({
      level: 'info',
      area: 'products',
      message: 'a',
      record: { type: 'product', id: 12 },
      userId: annaId,
    });
    await logs.record({ level: 'error', area: 'mail', message: 'b' });
    await logs.record({
      level: 'info',
      area: 'products',
      message: 'c',
      record: { type: 'product', id: 13 },
    });
    const rows = await t.dataSource.getRepository(LogEntity).find();
    ids = Object.fromEntries(rows.map((row) => [row.message, row.id]));
  });
  afterAll(() => t.close());

  const messages = async (query: string) => {
    const response = await t.request('GET', `/api/logs${query}`, { session: admin });
    expect(response.status).toBe(200);
    return response.json<{ data: Log[] }>().data.map((entry) => entry.message);
  };

  it('filters by area, user, record and level', async () => {
    expect(await messages('?area=products')).toEqual(['c', 'a']);
    expect(await messages(`?user=${annaId}`)).toEqual(['a']);
    expect(await messages('?recordType=product&recordId=13')).toEqual(['c']);
    expect(await messages('?recordType=product')).toEqual(['c', 'a']);
    expect(await messages('?level=error')).toEqual(['b']);
  });

  it('pages with the total in X-Total-Count', async () => {
    const response = await t.request('GET', '/api/logs?pageSize=2&page=2', { session: admin });
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.json<{ data: Log[] }>().data.map((entry) => entry.message)).toEqual(['a']);
  });

  it('answers bad filters with German 400s at their fields', async () => {
    const response = await t.request(
      'GET',
      '/api/logs?user=abc&recordId=0&area=Produkte!&from=2026-13-01',
      { session: admin },
    );
    expect(response.status).toBe(400);
    const errors = response.json<Errors>().errors;
    expect(errors.map((error) => error.field).sort()).toEqual(['area', 'from', 'recordId', 'user']);
    const reversed = await t.request('GET', '/api/logs?from=2026-11-10&to=2026-11-09', {
      session: admin,
    });
    expect(reversed.status).toBe(400);
    expect(reversed.json<Errors>().errors).toEqual([
      expect.objectContaining({
        field: 'to',
        message: 'Das Bis-Datum darf nicht vor dem Von-Datum liegen.',
      }),
    ]);
  });

  it('offers no route that changes or deletes an entry', async () => {
    const id = ids.a;
    for (const [method, url] of [
      ['PUT', `/api/logs/${id}`],
      ['PATCH', `/api/logs/${id}`],
      ['DELETE', `/api/logs/${id}`],
      ['POST', '/api/logs'],
      ['DELETE', '/api/logs'],
    ] as const) {
      const response = await t.request(method, url, { session: admin, body: { message: 'x' } });
      expect([method, url, [404, 405].includes(response.status)]).toEqual([method, url, true]);
    }
    const one = await t.request('GET', `/api/logs/${id}`, { session: admin });
    expect(one.json<{ data: Log }>().data.message).toBe('a');
  });
});

describe('application log: retention', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps entries 365 days by default; LOG_RETENTION_DAYS changes it', () => {
    expect(readAppConfig({}).logRetentionDays).toBe(365);
    expect(readAppConfig({ LOG_RETENTION_DAYS: '30' }).logRetentionDays).toBe(30);
  });

  it('the daily job deletes entries older than the retention, once a day', async () => {
    const clock = fixClock(t, new Date('2027-06-01T10:00:00.000Z'));
    const repository = t.dataSource.getRepository(LogEntity);
    const storeOf = (days: number, message: string) =>
      repository.insert({
        level: 'info',
        channel: 'test',
        message,
        context: {},
        createdAt: new Date(clock.now().getTime() - days * DAY),
      });
    await storeOf(366, 'alt');
    await storeOf(364, 'jung');
    const job = t.app.get(LogRetentionService);
    const left = async () =>
      (await repository.find({ order: { id: 'ASC' } })).map((row) => row.message);
    await job.runDaily();
    expect(await left()).toEqual(['jung']);

    await storeOf(400, 'später-alt');
    clock.advance(23 * 60 * 60 * 1000);
    await job.runDaily();
    expect(await left()).toEqual(['jung', 'später-alt']);
    clock.advance(60 * 60 * 1000);
    await job.runDaily();
    expect(await left()).toEqual(['jung']);
  });
});
