import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { PaymentsService } from '../src/modules/payments/payments.service.js';
import { startDatatransStub, type DatatransStub } from './support/datatrans-stub.js';
import { OrderEventsService } from '../src/modules/order-events/order-events.service.js';
import { startMollieStub, type MollieStub } from './support/mollie-stub.js';
import { createBranch, createOrder } from './support/order-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';

const PUBLIC_URL = 'https://shop.example.at';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('payments: Mollie and Datatrans against their stubs', () => {
  let t: TestApp;
  let mollie: MollieStub;
  let datatrans: DatatransStub;
  let payments: PaymentsService;
  let branch: BranchEntity;

  beforeAll(async () => {
    mollie = await startMollieStub();
    datatrans = await startDatatransStub();
    t = await createTestApp({
      publicUrl: PUBLIC_URL,
      mollie: { apiKey: mollie.apiKey, apiUrl: mollie.apiUrl },
      datatrans: {
        merchantId: datatrans.merchantId,
        password: datatrans.password,
        apiUrl: datatrans.apiUrl,
        payUrl: datatrans.payUrl,
      },
    });
    payments = t.app.get(PaymentsService);
    branch = await createBranch(t.dataSource, {
      identifier: 'wien-mitte',
      name: 'Bäckerei Wien Mitte',
    });
  });

  afterAll(async () => {
    await t?.close();
    await mollie?.close();
    await datatrans?.close();
  });

  const reload = (id: number) => t.dataSource.getRepository(OrderEntity).findOneByOrFail({ id });

  /**
   * Moves the order's updatedAt far into the past, so any later write shows (SQLite's
   * CURRENT_TIMESTAMP has whole seconds only; two writes in one second would look like one).
   */
  const LONG_AGO = new Date('2020-01-01T00:00:00.000Z');
  const backdate = (id: number) =>
    t.dataSource.getRepository(OrderEntity).update(id, { updatedAt: LONG_AGO });

  /** An order of 12,30 € paid with `method`, started like order placement does it. */
  async function startedOrder(method: 'mollie' | 'datatrans') {
    const order = await createOrder(t.dataSource, {
      branch,
      paymentMethod: method,
      items: [{ name: 'Torte', amount: 1, unitPrice: 12.3, gross: 12.3, net: 11.18 }],
    });
    const start = await payments.start(order);
    if (!start) throw new Error('no payment started');
    await t.dataSource.getRepository(OrderEntity).update(order.id, {
      paymentRedirectUrl: start.redirectUrl,
      paymentReference: start.reference,
    });
    return { order: await reload(order.id), start };
  }

  const returnPath = (order: OrderEntity) => `/api/payments/return/${order.uid}/${order.hash}`;
  const statusPath = (order: OrderEntity) => `/status/${order.uid}/${order.hash}`;
  const mollieWebhook = (id: string) =>
    t.request('POST', '/api/payments/mollie/webhook', { headers: FORM, rawBody: `id=${id}` });
  const datatransWebhook = (body: unknown) =>
    t.request('POST', '/api/payments/datatrans/webhook', { body });

  describe('Mollie', () => {
    it('creates the payment with amount, German description, return and webhook URLs, and answers the checkout URL', async () => {
      const { order, start } = await startedOrder('mollie');
      expect(start.reference).toMatch(/^tr_/);
      expect(start.redirectUrl).toBe(
        `https://www.mollie.com/checkout/select-method/${start.reference}`,
      );
      const create = mollie.requests.find(
        (request) =>
          request.method === 'POST' &&
          request.path === '/v2/payments' &&
          (request.body as { metadata?: { orderUid?: string } }).metadata?.orderUid === order.uid,
      );
      expect(create?.headers.authorization).toBe(`Bearer ${mollie.apiKey}`);
      expect(create?.body).toEqual({
        amount: { currency: 'EUR', value: '12.30' },
        description: `Bestellung ${order.ticketNumber} – Bäckerei Wien Mitte`,
        redirectUrl: `${PUBLIC_URL}/api/payments/return/${order.uid}/${order.hash}`,
        webhookUrl: `${PUBLIC_URL}/api/payments/mollie/webhook`,
        metadata: { orderUid: order.uid },
      });
    });

    it('marks the order paid when the webhook names a payment Mollie reports paid', async () => {
      const { order, start } = await startedOrder('mollie');
      const open = await mollieWebhook(start.reference);
      expect(open.status).toBe(200);
      expect((await reload(order.id)).isPaid).toBe(false);

      mollie.setStatus(start.reference, 'paid');
      const paid = await mollieWebhook(start.reference);
      expect(paid.status).toBe(200);
      const stored = await reload(order.id);
      expect(stored).toMatchObject({ isPaid: true, isFailed: false, isRefunded: false });
    });

    it('still records the refund of a deleted order, and announces nothing', async () => {
      const { order, start } = await startedOrder('mollie');
      mollie.setStatus(start.reference, 'paid');
      await mollieWebhook(start.reference);
      await t.dataSource.getRepository(OrderEntity).softDelete(order.id);
      const announced: number[] = [];
      const stop = t.app
        .get(OrderEventsService)
        .subscribe((change) => void announced.push(change.order));

      mollie.refund(start.reference);
      expect((await mollieWebhook(start.reference)).status).toBe(200);
      stop();
      const stored = await t.dataSource
        .getRepository(OrderEntity)
        .findOneOrFail({ where: { id: order.id }, withDeleted: true });
      expect(stored).toMatchObject({ isPaid: true, isRefunded: true });
      expect(stored.deletedAt).not.toBeNull();
      expect(announced).toEqual([]);
    });

    it('changes the order once when the same webhook arrives five times', async () => {
      const { order, start } = await startedOrder('mollie');
      mollie.setStatus(start.reference, 'paid');
      await backdate(order.id);
      expect((await mollieWebhook(start.reference)).status).toBe(200);
      const afterFirst = await reload(order.id);
      expect(afterFirst.isPaid).toBe(true);
      expect(afterFirst.updatedAt.getTime()).toBeGreaterThan(LONG_AGO.getTime());
      await backdate(order.id);
      for (let i = 0; i < 4; i += 1)
        expect((await mollieWebhook(start.reference)).status).toBe(200);
      const afterFifth = await reload(order.id);
      expect(afterFifth.isPaid).toBe(true);
      expect(afterFifth.updatedAt).toEqual(LONG_AGO);
    });

    it('applies a state exactly once when five checks run at the same time', async () => {
      const { order, start } = await startedOrder('mollie');
      mollie.setStatus(start.reference, 'paid');
      const results = await Promise.all(Array.from({ length: 5 }, () => payments.refresh(order)));
      expect(results.map((result) => result.status)).toEqual(Array(5).fill('paid'));
      expect(results.filter((result) => result.changed)).toHaveLength(1);
      expect((await reload(order.id)).isPaid).toBe(true);
    });

    it('answers 200 to a forged or unknown id, asks Mollie nothing and changes nothing', async () => {
      const { order, start } = await startedOrder('mollie');
      mollie.setStatus(start.reference, 'paid');
      await backdate(order.id);
      const asked = mollie.requests.length;
      for (const id of ['tr_forged123', 'not-a-mollie-id', `${start.reference}x`]) {
        const response = await mollieWebhook(id);
        expect(response.status).toBe(200);
        expect(response.body).toBe('');
      }
      expect(mollie.requests.length).toBe(asked);
      const after = await reload(order.id);
      expect(after.isPaid).toBe(false);
      expect(after.updatedAt).toEqual(LONG_AGO);
    });

    it('refuses a webhook without an id with a German 400', async () => {
      const response = await t.request('POST', '/api/payments/mollie/webhook', {
        headers: FORM,
        rawBody: 'foo=bar',
      });
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        { code: 'VALIDATION_FAILED', message: 'Die Zahlungs-ID fehlt.', field: 'id' },
      ]);
    });

    it('marks the order refunded when Mollie reports a refund', async () => {
      const { order, start } = await startedOrder('mollie');
      mollie.setStatus(start.reference, 'paid');
      await mollieWebhook(start.reference);
      mollie.refund(start.reference);
      await mollieWebhook(start.reference);
      expect(await reload(order.id)).toMatchObject({ isPaid: true, isRefunded: true });
    });

    it('sends the returning customer to the status page when paid or still open', async () => {
      const open = await startedOrder('mollie');
      const stillOpen = await t.request('GET', returnPath(open.order));
      expect(stillOpen.status).toBe(303);
      expect(stillOpen.headers.location).toBe(statusPath(open.order));
      expect((await reload(open.order.id)).isFailed).toBe(false);

      mollie.setStatus(open.start.reference, 'paid');
      const paid = await t.request('GET', returnPath(open.order));
      expect(paid.status).toBe(303);
      expect(paid.headers.location).toBe(statusPath(open.order));
      expect((await reload(open.order.id)).isPaid).toBe(true);
    });

    it.each(['failed', 'canceled', 'expired'] as const)(
      'sends the returning customer to the checkout error page and marks the order failed when %s',
      async (status) => {
        const { order, start } = await startedOrder('mollie');
        mollie.setStatus(start.reference, status);
        const response = await t.request('GET', returnPath(order));
        expect(response.status).toBe(303);
        expect(response.headers.location).toBe('/store/wien-mitte/checkout/error');
        expect(await reload(order.id)).toMatchObject({ isFailed: true, isPaid: false });
      },
    );

    it('answers 404 for a wrong hash or uid on the return URL and changes nothing', async () => {
      const { order, start } = await startedOrder('mollie');
      mollie.setStatus(start.reference, 'failed');
      for (const path of [
        `/api/payments/return/${order.uid}/${order.hash.slice(0, -1)}x`,
        `/api/payments/return/${order.uid}/kurz`,
        `/api/payments/return/unbekannt/${order.hash}`,
      ]) {
        const response = await t.request('GET', path);
        expect(response.status).toBe(404);
        expect(response.json<Errors>().errors).toEqual([
          { code: 'ORDER_NOT_FOUND', message: 'Bestellung wurde nicht gefunden.' },
        ]);
      }
      expect((await reload(order.id)).isFailed).toBe(false);
    });
  });

  describe('Datatrans', () => {
    it('initialises the transaction with Basic auth, cents and the return URLs, and sends the customer to the payment page', async () => {
      const { order, start } = await startedOrder('datatrans');
      expect(start.redirectUrl).toBe(`${datatrans.payUrl}/v1/start/${start.reference}`);
      const init = datatrans.requests.find(
        (request) =>
          request.method === 'POST' && (request.body as { refno?: string }).refno === order.uid,
      );
      expect(init?.path).toBe('/v1/transactions');
      expect(init?.headers.authorization).toBe(
        `Basic ${Buffer.from(`${datatrans.merchantId}:${datatrans.password}`).toString('base64')}`,
      );
      const returnUrl = `${PUBLIC_URL}/api/payments/return/${order.uid}/${order.hash}`;
      expect(init?.body).toEqual({
        currency: 'EUR',
        refno: order.uid,
        amount: 1230,
        redirect: { successUrl: returnUrl, cancelUrl: returnUrl, errorUrl: returnUrl },
        webhook: { url: `${PUBLIC_URL}/api/payments/datatrans/webhook` },
      });
    });

    it.each(['authorized', 'settled', 'transmitted'] as const)(
      'marks the order paid when the webhook names a transaction Datatrans reports %s',
      async (status) => {
        const { order, start } = await startedOrder('datatrans');
        datatrans.setStatus(start.reference, status);
        // Datatrans posts the whole transaction; only its id is used.
        const response = await datatransWebhook({
          transactionId: start.reference,
          status: 'settled',
          type: 'payment',
          refno: order.uid,
        });
        expect(response.status).toBe(200);
        expect((await reload(order.id)).isPaid).toBe(true);
        const statusCheck = datatrans.requests.at(-1);
        expect(statusCheck?.method).toBe('GET');
        expect(statusCheck?.path).toBe(`/v1/transactions/${start.reference}`);
      },
    );

    it('believes the status API, not the webhook body', async () => {
      const { order, start } = await startedOrder('datatrans');
      const response = await datatransWebhook({
        transactionId: start.reference,
        status: 'settled',
      });
      expect(response.status).toBe(200);
      expect((await reload(order.id)).isPaid).toBe(false);
    });

    it('changes the order once when the same webhook arrives five times', async () => {
      const { order, start } = await startedOrder('datatrans');
      datatrans.setStatus(start.reference, 'settled');
      await datatransWebhook({ transactionId: start.reference });
      expect((await reload(order.id)).isPaid).toBe(true);
      await backdate(order.id);
      for (let i = 0; i < 4; i += 1) await datatransWebhook({ transactionId: start.reference });
      const afterFifth = await reload(order.id);
      expect(afterFifth.isPaid).toBe(true);
      expect(afterFifth.updatedAt).toEqual(LONG_AGO);
    });

    it('marks the order refunded when a credit is booked on the transaction', async () => {
      const { order, start } = await startedOrder('datatrans');
      datatrans.setStatus(start.reference, 'settled');
      await datatransWebhook({ transactionId: start.reference });
      datatrans.refund(start.reference);
      await datatransWebhook({ transactionId: start.reference });
      expect(await reload(order.id)).toMatchObject({ isPaid: true, isRefunded: true });
    });

    it('sends a customer who canceled at Datatrans to the checkout error page', async () => {
      const { order, start } = await startedOrder('datatrans');
      datatrans.setStatus(start.reference, 'canceled');
      const response = await t.request('GET', returnPath(order));
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe('/store/wien-mitte/checkout/error');
      expect((await reload(order.id)).isFailed).toBe(true);
    });

    it('answers 200 to an unknown transaction and 400 to a body without one', async () => {
      const unknown = await datatransWebhook({ transactionId: '999999999999999999' });
      expect(unknown.status).toBe(200);
      const missing = await datatransWebhook({ status: 'settled' });
      expect(missing.status).toBe(400);
      expect(missing.json<Errors>().errors).toEqual([
        { code: 'VALIDATION_FAILED', message: 'Die Zahlungs-ID fehlt.', field: 'transactionId' },
      ]);
    });

    it('does not apply a Datatrans webhook to a Mollie order with the same reference', async () => {
      const { order, start } = await startedOrder('mollie');
      mollie.setStatus(start.reference, 'paid');
      expect((await datatransWebhook({ transactionId: start.reference })).status).toBe(200);
      expect((await reload(order.id)).isPaid).toBe(false);
    });
  });

  it('accepts form bodies on the payment routes only', async () => {
    const response = await t.request('POST', '/api/custom/forms', {
      headers: FORM,
      rawBody: 'subject=Hallo',
    });
    expect(response.status).toBe(415);
    expect(response.json<Errors>().errors[0].message).toContain('Inhaltstyp');
  });
});
