import type { Order, PublicOrder } from '@bestellwerk/domain';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import type { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { createMenu, createOpenBranch, createProduct } from './support/order-fixtures.js';
import { startSmtpServer } from './support/smtp-server.js';
import { settleEvents } from './support/staff-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://bestellen.example.at';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * An order paid online reaches the kitchen and the inboxes with its money: while unpaid it is
 * not on the board and nobody is mailed; once paid it is, and the e-mails go out; a failed
 * payment never shows up.
 */
describe('online orders are announced when paid', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let branch: BranchEntity;
  let strudel: ProductEntity;
  let admin: StaffSession;

  const place = (paymentMethod: string) =>
    t.create<PublicOrder>('/api/orders', {
      branch: branch.id,
      firstName: 'Jana',
      lastName: 'Novak',
      email: 'jana@example.com',
      phone: '+436641234567',
      paymentMethod,
      legalInstructions: true,
      privacyPolicy: true,
      isDelivery: false,
      isDineIn: false,
      items: [{ product: strudel.id, amount: 2, unit: 'piece', parts: [] }],
    });

  const onBoard = async () => {
    const response = await t.request('GET', `/api/orders/current?branch=${branch.id}`, {
      session: admin,
    });
    return response.json<{ data: Order[] }>().data.map((order) => order.id);
  };

  /** Decides the order's Testzahlung on its page, as the customer's browser does. */
  const decide = async (order: PublicOrder, decision: 'pay' | 'fail') => {
    const page = String(order.paymentRedirectUrl).slice(PUBLIC_URL.length);
    const answer = await t.request('POST', `${page}/${decision}`, { headers: FORM, rawBody: '' });
    expect(answer.status).toBe(303);
  };

  const settle = () => settleEvents(t);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      smtpUrl: smtp.url,
      publicUrl: PUBLIC_URL,
      mollie: null,
      datatrans: null,
    });
    await t.app
      .get(ConfigService)
      .update({ isCashEnabled: true, isMollieEnabled: true } as ConfigInput);
    branch = await createOpenBranch(t.dataSource, { name: 'Wien Neubau', isMollieEnabled: true });
    strudel = await createProduct(t.dataSource, { name: 'Apfelstrudel', price: 3.9 });
    await createMenu(t.dataSource, [branch], [strudel]);
    await t.createUser('chefin', ['ROLE_ADMIN']);
    admin = await t.login('chefin');
  });
  afterAll(async () => {
    await settle();
    await t.close();
    await smtp.close();
  });

  it('keeps an unpaid online order off the board and out of the inboxes, then announces it paid', async () => {
    const mailsBefore = smtp.received.length;
    const order = await place('mollie');
    await settle();
    expect(order.paymentRedirectUrl).toContain('/api/payments/test/');
    expect(await onBoard()).not.toContain(order.id);
    expect(smtp.received).toHaveLength(mailsBefore);

    await decide(order, 'pay');
    await settle();
    expect(await onBoard()).toContain(order.id);
    const mails = smtp.received.slice(mailsBefore);
    expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual([
      'filiale@example.com',
      'jana@example.com',
    ]);
    expect(mails.find((mail) => mail.envelopeTo[0] === 'jana@example.com')?.body).toMatch(
      /Gesamt: 7,80\s€/,
    );
  });

  it('never announces an online order whose payment failed', async () => {
    const mailsBefore = smtp.received.length;
    const order = await place('mollie');
    await decide(order, 'fail');
    await settle();
    expect(await onBoard()).not.toContain(order.id);
    expect(smtp.received).toHaveLength(mailsBefore);
  });

  it('announces a cash order at once', async () => {
    const mailsBefore = smtp.received.length;
    const order = await place('cash');
    await settle();
    expect(await onBoard()).toContain(order.id);
    expect(smtp.received.length - mailsBefore).toBe(2);
  });
});
