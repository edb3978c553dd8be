import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatInstantDateTime, type OrderMachineState } from '@bestellwerk/domain';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { OrderEventsService } from '../src/modules/order-events/order-events.service.js';
import type { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { createBranch } from './support/order-fixtures.js';
import { askedTime, createOrderIn, type OrderKind } from './support/order-status-fixtures.js';
import { startSmtpServer, type ReceivedMail } from './support/smtp-server.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://bestellen.example.at';

/** `DD.MM.YYYY HH:mm` on Vienna's wall clock, as the messages write times. */
const vienna = (at: Date) => formatInstantDateTime(at, 'Europe/Vienna');

/** A real HTTP server standing in for the SMS gateway: records the JSON bodies it gets. */
async function startGateway() {
  const received: { to: string; from: string; text: string }[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      received.push(JSON.parse(text) as (typeof received)[number]);
      response.writeHead(202, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const statusLink = (order: OrderEntity) => `${PUBLIC_URL}/status/${order.uid}/${order.hash}`;

/** The customer's messages after staff status changes, over a real SMTP server and SMS gateway. */
describe('customer notices on status changes (SMTP and SMS gateway)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let branch: BranchEntity;
  let staff: StaffSession;

  const order = (state: OrderMachineState, kind: OrderKind = 'takeaway', fields = {}) =>
    createOrderIn(t.dataSource, state, {
      branch,
      kind,
      firstName: 'Jürgen',
      lastName: 'Größ',
      email: 'juergen@example.com',
      phone: '+43 664 1234567',
      ...fields,
    });

  /** Runs a staff action, waits for its notices and answers the status and what was sent. */
  const act = async (id: number, action: string, body?: unknown) => {
    const mailsBefore = smtp.received.length;
    const smsBefore = gateway.received.length;
    const response = await t.request('POST', `/api/orders/${id}/status/${action}`, {
      session: staff,
      body,
    });
    await t.app.get(OrderEventsService).idle();
    return {
      status: response.status,
      mails: smtp.received.slice(mailsBefore),
      sms: gateway.received.slice(smsBefore),
    };
  };

  const only = (mails: ReceivedMail[]) => {
    expect(mails).toHaveLength(1);
    expect(mails[0].envelopeTo).toEqual(['juergen@example.com']);
    expect(mails[0].headers.get('from')).toContain('Bäckerei Süß');
    expect(mails[0].body).toContain('Guten Tag Jürgen Größ,');
    return mails[0];
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    gateway = await startGateway();
    t = await createTestApp({
      smtpUrl: smtp.url,
      publicUrl: PUBLIC_URL,
      timeZone: 'Europe/Vienna',
      sms: { gatewayUrl: gateway.url, gatewayToken: null, sender: 'Baeckerei' },
    });
    await t.app
      .get(ConfigService)
      .update({ shopName: 'Bäckerei Süß', isSmsEnabled: true } as ConfigInput);
    branch = await createBranch(t.dataSource, {
      name: 'Wien Neubau',
      street: 'Neubaugasse 1',
      zipCode: '1070',
      city: 'Wien',
    });
    await t.createUser('wien-verkauf', ['ROLE_EMPLOYEE'], { branchIds: [branch.id] });
    staff = await t.login('wien-verkauf');
  });
  afterAll(async () => {
    await t.app.get(OrderEventsService).idle();
    await t.close();
    await smtp.close();
    await gateway.close();
  });

  it('confirmed: mail and SMS with the time and the status link, once however often confirmed', async () => {
    const placed = await order('open');
    const first = await act(placed.id, 'confirm');
    expect(first.status).toBe(200);
    const mail = only(first.mails);
    expect(mail.headers.get('subject')).toBe(
      `Ihre Bestellung Nr. ${placed.ticketNumber} ist bestätigt`,
    );
    expect(mail.body).toContain(
      `Ihre Bestellung Nr. ${placed.ticketNumber} bei Wien Neubau ist bestätigt.`,
    );
    expect(mail.body).toContain(`Termin: ${vienna(askedTime())}`);
    expect(mail.body).toContain(`Bestellstatus: ${statusLink(placed)}`);
    expect(first.sms).toEqual([
      {
        to: '+43 664 1234567',
        from: 'Baeckerei',
        text: `Bäckerei Süß: Ihre Bestellung Nr. ${placed.ticketNumber} ist bestätigt (${vienna(askedTime())}). ${statusLink(placed)}`,
      },
    ]);

    const again = await act(placed.id, 'confirm');
    expect(again.status).toBe(409);
    expect(again.mails).toEqual([]);
    expect(again.sms).toEqual([]);
  });

  it('counter-proposed: the proposed time and the link to answer; the same proposal twice tells once', async () => {
    const placed = await order('open');
    const proposal = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    proposal.setUTCHours(15, 30, 0, 0);
    const first = await act(placed.id, 'confirm', { counterAppointment: proposal.toISOString() });
    expect(first.status).toBe(200);
    const mail = only(first.mails);
    expect(mail.headers.get('subject')).toBe(
      `Neuer Terminvorschlag für Ihre Bestellung Nr. ${placed.ticketNumber}`,
    );
    expect(mail.body).toContain(`Wir schlagen Ihnen diesen Termin vor: ${vienna(proposal)}`);
    expect(mail.body).toContain('Bitte nehmen Sie den Vorschlag auf der Seite Ihrer Bestellung an');
    expect(mail.body).toContain(`Bestellstatus: ${statusLink(placed)}`);
    expect(first.sms[0].text).toContain(
      `Neuer Terminvorschlag für Ihre Bestellung Nr. ${placed.ticketNumber}`,
    );
    expect(first.sms[0].text).toContain(statusLink(placed));

    const doubleClick = await act(placed.id, 'confirm', {
      counterAppointment: proposal.toISOString(),
    });
    expect(doubleClick.status).toBe(200);
    expect(doubleClick.mails).toEqual([]);
    expect(doubleClick.sms).toEqual([]);

    const other = new Date(proposal.getTime() + 60 * 60 * 1000);
    const changed = await act(placed.id, 'confirm', { counterAppointment: other.toISOString() });
    expect(changed.mails).toHaveLength(1);
    expect(changed.mails[0].body).toContain(`vor: ${vienna(other)}`);
  });

  it('rejected: with the reason staff gave', async () => {
    const placed = await order('open');
    const rejected = await act(placed.id, 'reject', { message: 'Leider ausverkauft.' });
    expect(rejected.status).toBe(200);
    const mail = only(rejected.mails);
    expect(mail.headers.get('subject')).toBe(
      `Ihre Bestellung Nr. ${placed.ticketNumber} wurde abgelehnt`,
    );
    expect(mail.body).toContain('können wir leider nicht annehmen.');
    expect(mail.body).toContain('Begründung: Leider ausverkauft.');
    expect(mail.body).toContain(`Bestellstatus: ${statusLink(placed)}`);
    expect(rejected.sms[0].text).toContain('wurde leider abgelehnt.');
    expect((await act(placed.id, 'reject')).mails).toEqual([]);
  });

  it('takeaway ready for pickup (with the address), delivery out for delivery; completing tells nothing', async () => {
    const takeaway = await order('confirmed');
    const ready = await act(takeaway.id, 'in-delivery');
    const pickup = only(ready.mails);
    expect(pickup.headers.get('subject')).toBe(
      `Ihre Bestellung Nr. ${takeaway.ticketNumber} ist abholbereit`,
    );
    expect(pickup.body).toContain('liegt bei Wien Neubau zur Abholung bereit.');
    expect(pickup.body).toContain('Adresse: Neubaugasse 1, 1070 Wien');
    expect(pickup.body).toContain(`Bestellstatus: ${statusLink(takeaway)}`);
    expect(ready.sms[0].text).toContain('ist abholbereit.');
    expect((await act(takeaway.id, 'in-delivery')).mails).toEqual([]);

    const delivery = await order('confirmed', 'delivery');
    const onItsWay = await act(delivery.id, 'in-delivery');
    expect(only(onItsWay.mails).headers.get('subject')).toBe(
      `Ihre Bestellung Nr. ${delivery.ticketNumber} ist unterwegs`,
    );
    expect(onItsWay.mails[0].body).toContain(`Bestellstatus: ${statusLink(delivery)}`);

    const completed = await act(delivery.id, 'completed');
    expect(completed.status).toBe(200);
    expect(completed.mails).toEqual([]);
    expect(completed.sms).toEqual([]);
  });

  it('only by the channels the customer gave; no SMS while SMS are switched off', async () => {
    const phoneOnly = await order('open', 'takeaway', { email: '' });
    const byPhone = await act(phoneOnly.id, 'confirm');
    expect(byPhone.mails).toEqual([]);
    expect(byPhone.sms).toHaveLength(1);

    await t.app.get(ConfigService).update({ isSmsEnabled: false } as ConfigInput);
    try {
      const mailOnly = await act((await order('open')).id, 'confirm');
      expect(mailOnly.mails).toHaveLength(1);
      expect(mailOnly.sms).toEqual([]);
    } finally {
      await t.app.get(ConfigService).update({ isSmsEnabled: true } as ConfigInput);
    }
  });
});

describe('customer notices when the mail server is gone, and without SMTP (outbox)', () => {
  let t: TestApp;
  let branch: BranchEntity;
  let staff: StaffSession;

  beforeAll(async () => {
    // Nothing listens there: every send fails.
    t = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9', publicUrl: PUBLIC_URL });
    branch = await createBranch(t.dataSource, { name: 'Graz' });
    await t.createUser('graz-verkauf', ['ROLE_EMPLOYEE'], { branchIds: [branch.id] });
    staff = await t.login('graz-verkauf');
  });
  afterAll(async () => {
    await t.app.get(OrderEventsService).idle();
    await t.close();
  });

  it('a failing mail server never fails the staff action', async () => {
    const placed = await createOrderIn(t.dataSource, 'open', { branch });
    const response = await t.request('POST', `/api/orders/${placed.id}/status/confirm`, {
      session: staff,
    });
    expect(response.status).toBe(200);
    await t.app.get(OrderEventsService).idle();
  });

  it('without SMTP_URL the mail lies in the outbox as .eml, the SMS as .txt', async () => {
    const outboxApp = await createTestApp({ publicUrl: PUBLIC_URL });
    try {
      await outboxApp.app.get(ConfigService).update({ isSmsEnabled: true } as ConfigInput);
      const graz = await createBranch(outboxApp.dataSource, { name: 'Graz' });
      await outboxApp.createUser('graz', ['ROLE_EMPLOYEE'], { branchIds: [graz.id] });
      const session = await outboxApp.login('graz');
      const placed = await createOrderIn(outboxApp.dataSource, 'confirmed', {
        branch: graz,
        phone: '+43 316 99',
      });
      const response = await outboxApp.request(
        'POST',
        `/api/orders/${placed.id}/status/in-delivery`,
        { session },
      );
      expect(response.status).toBe(200);
      await outboxApp.app.get(OrderEventsService).idle();
      const outbox = join(outboxApp.storageDir, 'outbox');
      const files = readdirSync(outbox);
      const eml = files.filter((name) => name.endsWith('.eml'));
      const txt = files.filter((name) => name.endsWith('.txt'));
      expect(eml).toHaveLength(1);
      expect(txt).toHaveLength(1);
      const raw = readFileSync(join(outbox, eml[0]), 'utf8');
      expect(raw).toContain('To: anna.huber@example.com');
      expect(raw.replace(/=\r\n/g, '')).toContain(`/status/${placed.uid}/${placed.hash}`);
      expect(readFileSync(join(outbox, txt[0]), 'utf8')).toContain(
        `An: +43 316 99\nVon: Bestellwerk\n\nBestellwerk: Ihre Bestellung Nr. ${placed.ticketNumber} ist abholbereit. ${statusLink(placed)}`,
      );
    } finally {
      await outboxApp.close();
    }
  });
});
