import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { ERROR_MESSAGES } from '@bestellwerk/domain';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { createBranch, createOrder } from './support/order-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

const NOT_FOUND = {
  errors: [{ code: 'ORDER_NOT_FOUND', message: 'Bestellung wurde nicht gefunden.' }],
};
const SEND_FAILED = {
  errors: [{ code: 'NOTICE_SEND_FAILED', message: ERROR_MESSAGES.NOTICE_SEND_FAILED }],
};

/** A real HTTP server standing in for the SMS gateway: records requests, answers `status`. */
async function startGateway() {
  const received: { method: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
  const gateway = { received, status: 202, url: '', close: () => Promise.resolve() };
  const server: Server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      received.push({ method: request.method!, headers: request.headers, body: JSON.parse(text) });
      response.writeHead(gateway.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ accepted: gateway.status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  gateway.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return gateway;
}

async function setUp(t: TestApp) {
  await t.app.get(ConfigService).update({ isSmsEnabled: true } as ConfigInput);
  const wien = await createBranch(t.dataSource, { name: 'Wien', phone: '+43 1 234 56 78' });
  const graz = await createBranch(t.dataSource, { name: 'Graz', phone: '+43 316 1234' });
  await t.createUser('wien-verkauf', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
  await t.createUser('graz-verkauf', ['ROLE_EMPLOYEE'], { branchIds: [graz.id] });
  return {
    wien,
    graz,
    wienStaff: await t.login('wien-verkauf'),
    grazStaff: await t.login('graz-verkauf'),
  };
}

const resend = (t: TestApp, id: number, session?: StaffSession) =>
  t.request('POST', `/api/orders/${id}/resend-new-order-sms`, { session });

describe('POST /api/orders/{id}/resend-new-order-sms through an SMS gateway', () => {
  let t: TestApp;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let wien: BranchEntity;
  let wienStaff: StaffSession;
  let grazStaff: StaffSession;

  beforeAll(async () => {
    gateway = await startGateway();
    t = await createTestApp({
      sms: { gatewayUrl: gateway.url, gatewayToken: 'sms-token-123', sender: 'Baeckerei' },
    });
    ({ wien, wienStaff, grazStaff } = await setUp(t));
  });
  beforeEach(() => {
    gateway.status = 202;
    gateway.received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('posts { to, from, text } with the Bearer token and answers { data: null } once taken', async () => {
    const order = await createOrder(t.dataSource, {
      branch: wien,
      isDelivery: true,
      totalGross: 23.4,
      appointmentDate: null,
    });
    const response = await resend(t, order.id, wienStaff);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ data: null });
    expect(gateway.received).toEqual([
      {
        method: 'POST',
        headers: expect.objectContaining({
          authorization: 'Bearer sms-token-123',
          'content-type': 'application/json; charset=utf-8',
        }),
        body: {
          to: '+43 1 234 56 78',
          from: 'Baeckerei',
          text: `Neue Bestellung Nr. ${order.ticketNumber} (Lieferung), 23,40 €, sofort`,
        },
      },
    ]);
  });

  it('answers 502 in German when the gateway refuses', async () => {
    const order = await createOrder(t.dataSource, { branch: wien });
    gateway.status = 500;
    const refused = await resend(t, order.id, wienStaff);
    expect(refused.status).toBe(502);
    expect(refused.json()).toEqual(SEND_FAILED);
    expect(gateway.received).toHaveLength(1);
  });

  it('answers 409 when SMS are switched off or the branch has no phone number', async () => {
    const order = await createOrder(t.dataSource, { branch: wien });
    await t.app.get(ConfigService).update({ isSmsEnabled: false } as ConfigInput);
    const off = await resend(t, order.id, wienStaff);
    expect(off.status).toBe(409);
    expect(off.json()).toEqual({
      errors: [{ code: 'SMS_DISABLED', message: ERROR_MESSAGES.SMS_DISABLED }],
    });
    await t.app.get(ConfigService).update({ isSmsEnabled: true } as ConfigInput);

    const silent = await createBranch(t.dataSource, { name: 'Ohne Telefon', phone: '' });
    await t.createUser('chefin', ['ROLE_ADMIN']);
    const admin = await t.login('chefin');
    const noPhone = await resend(
      t,
      (await createOrder(t.dataSource, { branch: silent })).id,
      admin,
    );
    expect(noPhone.status).toBe(409);
    expect(noPhone.json()).toEqual({
      errors: [{ code: 'NOTICE_NO_PHONE', message: ERROR_MESSAGES.NOTICE_NO_PHONE }],
    });
    expect(gateway.received).toEqual([]);
  });

  it('answers 404 for orders of other branches, 401 without session; sends nothing', async () => {
    const order = await createOrder(t.dataSource, { branch: wien });
    expect((await resend(t, order.id, grazStaff)).json()).toEqual(NOT_FOUND);
    expect((await resend(t, order.id)).status).toBe(401);
    expect(gateway.received).toEqual([]);
  });

  it('answers 502 when the gateway is gone', async () => {
    const order = await createOrder(t.dataSource, { branch: wien });
    await gateway.close();
    const response = await resend(t, order.id, wienStaff);
    expect(response.status).toBe(502);
    expect(response.json()).toEqual(SEND_FAILED);
  });
});

describe('POST /api/orders/{id}/resend-new-order-sms without a gateway (outbox)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes the message as a .txt file into the mail outbox and answers { data: null }', async () => {
    const { wien, wienStaff } = await setUp(t);
    const order = await createOrder(t.dataSource, { branch: wien, totalGross: 5 });
    const response = await resend(t, order.id, wienStaff);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ data: null });
    const outbox = join(t.storageDir, 'outbox');
    const files = readdirSync(outbox).filter((name) => name.endsWith('.txt'));
    expect(files).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d-]+Z-sms-[0-9a-f]{8}\.txt$/),
    ]);
    expect(readFileSync(join(outbox, files[0]), 'utf8')).toBe(
      `An: +43 1 234 56 78\nVon: Bestellwerk\n\nNeue Bestellung Nr. ${order.ticketNumber} (Abholung), 5,00 €, sofort\n`,
    );
  });
});
