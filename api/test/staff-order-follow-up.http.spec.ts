import { ERROR_MESSAGES, type Order } from '@bestellwerk/domain';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import { OrderMailService } from '../src/modules/ordering/notifications/order-mails.js';
import { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { TestPaymentEntity } from '../src/modules/payments/entities/test-payment.entity.js';
import { PaymentsService } from '../src/modules/payments/payments.service.js';
import {
  createBranch,
  createOrder,
  ORDER_NOT_FOUND as NOT_FOUND,
} from './support/order-fixtures.js';
import { startSmtpServer } from './support/smtp-server.js';
import {
  recordOrderChanges,
  settleEvents as settle,
  signInBranchStaff,
} from './support/staff-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

/** Follow-ups on an order: re-check the payment, resend the branch's new-order e-mail. */
describe('order follow-ups: update-payment-status, resend-new-order-email', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let wien: BranchEntity;
  let graz: BranchEntity;
  let admin: StaffSession;
  let wienStaff: StaffSession;
  let grazStaff: StaffSession;

  const post = (id: number, action: string, session: StaffSession | null = wienStaff) =>
    t.request('POST', `/api/orders/${id}/${action}`, { session: session ?? undefined });

  /** An order paid online whose payment was started (Testzahlung, as without a Mollie account). */
  const startedOnlineOrder = async () => {
    const order = await createOrder(t.dataSource, { branch: wien, paymentMethod: 'mollie' });
    const start = await t.app.get(PaymentsService).start(order);
    await t.dataSource
      .getRepository(OrderEntity)
      .update(order.id, { paymentReference: start!.reference });
    return { order, reference: start!.reference };
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      smtpUrl: smtp.url,
      // Datatrans behind a port nobody listens on: the provider cannot be asked.
      datatrans: {
        merchantId: '1100000000',
        password: 'geheim',
        apiUrl: 'http://127.0.0.1:9',
        payUrl: 'http://127.0.0.1:9',
      },
    });
    await t.app.get(ConfigService).update({ shopName: 'Bäckerei' } as ConfigInput);
    wien = await createBranch(t.dataSource, { name: 'Wien', email: 'wien@example.com' });
    graz = await createBranch(t.dataSource, { name: 'Graz', email: 'graz@example.com' });
    ({ admin, wienStaff, grazStaff } = await signInBranchStaff(t, wien, graz));
  });
  const changes = recordOrderChanges(() => t);
  afterAll(async () => {
    await t.app.get(OrderMailService).idle();
    await t.close();
    await smtp.close();
  });

  describe('POST /api/orders/{id}/update-payment-status', () => {
    it('applies what the provider says now, answers the order and publishes the change once', async () => {
      const { order, reference } = await startedOnlineOrder();
      const open = await post(order.id, 'update-payment-status');
      expect(open.status).toBe(200);
      expect(open.json<{ data: Order }>().data).toMatchObject({ id: order.id, isPaid: false });

      await t.dataSource.getRepository(TestPaymentEntity).update({ reference }, { status: 'paid' });
      const paid = await post(order.id, 'update-payment-status');
      expect(paid.status).toBe(200);
      expect(paid.json<{ data: Order }>().data).toMatchObject({
        id: order.id,
        isPaid: true,
        firstName: 'Anna',
      });
      const again = await post(order.id, 'update-payment-status', admin);
      expect(again.json<{ data: Order }>().data.isPaid).toBe(true);
      await settle(t);
      // Paid: the order is new to the kitchen now (it was not on the board while unpaid).
      expect(changes).toEqual([
        { type: 'placed', order: order.id, branch: wien.id, cause: 'payment-updated' },
      ]);
    });

    it('marks a payment that ended without money as failed', async () => {
      const { order, reference } = await startedOnlineOrder();
      await t.dataSource
        .getRepository(TestPaymentEntity)
        .update({ reference }, { status: 'failed' });
      const response = await post(order.id, 'update-payment-status');
      expect(response.json<{ data: Order }>().data).toMatchObject({
        isFailed: true,
        isPaid: false,
      });
    });

    it.each(['cash', 'atm-card', 'hydro-ag-voucher'] as const)(
      'refuses an order paid on site (%s) with 409',
      async (paymentMethod) => {
        const order = await createOrder(t.dataSource, { branch: wien, paymentMethod });
        const response = await post(order.id, 'update-payment-status');
        expect(response.status).toBe(409);
        expect(response.json()).toEqual({
          errors: [{ code: 'PAID_ON_SITE', message: ERROR_MESSAGES.PAID_ON_SITE }],
        });
      },
    );

    it('answers 502 in German when the provider cannot be reached, and changes nothing', async () => {
      const order = await createOrder(t.dataSource, {
        branch: wien,
        paymentMethod: 'datatrans',
        paymentReference: '250101123456789',
      });
      const response = await post(order.id, 'update-payment-status');
      expect(response.status).toBe(502);
      expect(response.json()).toEqual({
        errors: [{ code: 'PAYMENT_CHECK_FAILED', message: ERROR_MESSAGES.PAYMENT_CHECK_FAILED }],
      });
      const stored = await t.dataSource
        .getRepository(OrderEntity)
        .findOneByOrFail({ id: order.id });
      expect(stored).toMatchObject({ isPaid: false, isFailed: false });
      await settle(t);
      expect(changes).toEqual([]);
    });

    it('answers 404 for orders of other branches and missing ones', async () => {
      const { order } = await startedOnlineOrder();
      expect((await post(order.id, 'update-payment-status', grazStaff)).json()).toEqual(NOT_FOUND);
      expect((await post(999_999, 'update-payment-status')).json()).toEqual(NOT_FOUND);
      expect((await post(order.id, 'update-payment-status', null)).status).toBe(401);
    });
  });

  describe('POST /api/orders/{id}/resend-new-order-email', () => {
    it("sends the branch's new-order e-mail again and answers { data: null } once it is sent", async () => {
      const order = await createOrder(t.dataSource, {
        branch: wien,
        items: [{ name: 'Apfelstrudel', amount: 3, unitPrice: 3.9, gross: 11.7 }],
      });
      const before = smtp.received.length;
      const response = await post(order.id, 'resend-new-order-email');
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({ data: null });
      // Sent before the answer: no waiting needed.
      const mails = smtp.received.slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0].envelopeTo).toEqual(['wien@example.com']);
      expect(mails[0].headers.get('subject')).toBe(
        `Neue Bestellung Nr. ${order.ticketNumber} (Abholung)`,
      );
      expect(mails[0].body).toContain('Apfelstrudel');
      expect(mails[0].body).toContain('Kunde: Anna Huber');
    });

    it("uses the shop's address when the branch has none; 409 when neither has one", async () => {
      const quiet = await createBranch(t.dataSource, { name: 'Ohne Adresse', email: '' });
      const order = await createOrder(t.dataSource, { branch: quiet });
      const none = await post(order.id, 'resend-new-order-email', admin);
      expect(none.status).toBe(409);
      expect(none.json()).toEqual({
        errors: [
          { code: 'NOTICE_NO_EMAIL_ADDRESS', message: ERROR_MESSAGES.NOTICE_NO_EMAIL_ADDRESS },
        ],
      });

      await t.app.get(ConfigService).update({ email: 'shop@example.com' } as ConfigInput);
      const before = smtp.received.length;
      expect((await post(order.id, 'resend-new-order-email', admin)).status).toBe(200);
      expect(smtp.received.slice(before).map((mail) => mail.envelopeTo)).toEqual([
        ['shop@example.com'],
      ]);
      await t.app.get(ConfigService).update({ email: '' } as ConfigInput);
    });

    it('answers 404 for orders of other branches, 401 without session', async () => {
      const order = await createOrder(t.dataSource, { branch: wien });
      const before = smtp.received.length;
      expect((await post(order.id, 'resend-new-order-email', grazStaff)).json()).toEqual(NOT_FOUND);
      expect((await post(order.id, 'resend-new-order-email', null)).status).toBe(401);
      expect(smtp.received.length).toBe(before);
    });

    it('answers 502 in German when the mail server does not take it', async () => {
      const order = await createOrder(t.dataSource, { branch: wien });
      await smtp.close();
      const response = await post(order.id, 'resend-new-order-email');
      expect(response.status).toBe(502);
      expect(response.json()).toEqual({
        errors: [{ code: 'NOTICE_SEND_FAILED', message: ERROR_MESSAGES.NOTICE_SEND_FAILED }],
      });
    });
  });
});
