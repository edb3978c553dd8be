import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { TestPaymentEntity } from '../src/modules/payments/entities/test-payment.entity.js';
import { PaymentsService } from '../src/modules/payments/payments.service.js';
import { createBranch, createOrder } from './support/order-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';

const PUBLIC_URL = 'https://demo.example.at';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The path part of an absolute URL the API answers with (its PUBLIC_URL is not this host). */
function pathOf(url: string | string[] | undefined): string {
  const text = String(url);
  expect(text.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  return text.slice(PUBLIC_URL.length);
}

describe('payments: the built-in Testzahlung (no provider configured)', () => {
  let t: TestApp;
  let payments: PaymentsService;
  let branch: BranchEntity;

  beforeAll(async () => {
    // The Testzahlung exists only when enabled (PAYMENT_TEST_MODE; on by default outside production).
    t = await createTestApp({
      publicUrl: PUBLIC_URL,
      mollie: null,
      datatrans: null,
      paymentTestMode: true,
    });
    payments = t.app.get(PaymentsService);
    branch = await createBranch(t.dataSource, {
      identifier: 'graz-lend',
      name: 'Café <Lend> & Co',
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  const reload = (id: number) => t.dataSource.getRepository(OrderEntity).findOneByOrFail({ id });

  /** A 12,30 € order whose Testzahlung has been started like order placement does it. */
  async function startedOrder(method: 'mollie' | 'datatrans' = 'mollie') {
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
    return { order: await reload(order.id), start, page: pathOf(start.redirectUrl) };
  }

  const returnPath = (order: OrderEntity) => `/api/payments/return/${order.uid}/${order.hash}`;

  it.each(['mollie', 'datatrans'] as const)(
    'serves the %s method with a Testzahlung page of its own',
    async (method) => {
      const { order, start, page } = await startedOrder(method);
      expect(start.reference).toMatch(/^tz_[A-Za-z0-9_-]{22}$/);
      expect(page).toBe(`/api/payments/test/${start.reference}`);
      const stored = await t.dataSource
        .getRepository(TestPaymentEntity)
        .findOneOrFail({ where: { reference: start.reference }, relations: { order: true } });
      expect(stored.status).toBe('open');
      expect(stored.order.id).toBe(order.id);
    },
  );

  it('answers the open payment again when an order is started twice (a retry after a crash)', async () => {
    const { order, start } = await startedOrder();
    // The process died after the payment was made but before the order stored it.
    await t.dataSource
      .getRepository(OrderEntity)
      .update(order.id, { paymentRedirectUrl: null, paymentReference: null });
    const again = await payments.start(order);
    expect(again).toEqual(start);
    expect(
      await t.dataSource.getRepository(TestPaymentEntity).countBy({ order: { id: order.id } }),
    ).toBe(1);
  });

  it('renders a German page with shop, ticket number and amount, and two forms without scripts', async () => {
    const { order, start, page } = await startedOrder();
    const response = await t.request('GET', page);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Testzahlung');
    expect(html).toContain('Café &lt;Lend&gt; &amp; Co');
    expect(html).not.toContain('<Lend>');
    expect(html).toContain(`Bestellung ${order.ticketNumber}`);
    expect(html).toContain('12,30\u00a0€');
    expect(html).toContain(
      `<form method="post" action="/api/payments/test/${start.reference}/pay">`,
    );
    expect(html).toContain(
      `<form method="post" action="/api/payments/test/${start.reference}/fail">`,
    );
    expect(html).toContain('Jetzt bezahlen');
    expect(html).toContain('Zahlung fehlschlagen lassen');
    expect(html).not.toContain('<script');
  });

  it('pays: the order is paid and the browser goes to the return URL, then to the status page', async () => {
    const { order, page } = await startedOrder();
    const paid = await t.request('POST', `${page}/pay`, { headers: FORM, rawBody: '' });
    expect(paid.status).toBe(303);
    expect(pathOf(paid.headers.location)).toBe(returnPath(order));
    expect(await reload(order.id)).toMatchObject({ isPaid: true, isFailed: false });

    const back = await t.request('GET', returnPath(order));
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`/status/${order.uid}/${order.hash}`);

    const again = await t.request('GET', page);
    expect(again.body).toContain('Diese Testzahlung ist bereits bezahlt.');
    expect(again.body).not.toContain('<form');
  });

  it('fails: the order is failed and the return URL leads to the checkout error page', async () => {
    const { order, page } = await startedOrder();
    const failed = await t.request('POST', `${page}/fail`, { headers: FORM, rawBody: '' });
    expect(failed.status).toBe(303);
    expect(pathOf(failed.headers.location)).toBe(returnPath(order));
    expect(await reload(order.id)).toMatchObject({ isPaid: false, isFailed: true });

    const back = await t.request('GET', returnPath(order));
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe('/store/graz-lend/checkout/error');
  });

  it('decides a payment once: failing after paying (a second tab) changes nothing', async () => {
    const { order, page } = await startedOrder();
    await t.request('POST', `${page}/pay`, { headers: FORM, rawBody: '' });
    const late = await t.request('POST', `${page}/fail`, { headers: FORM, rawBody: '' });
    expect(late.status).toBe(303);
    expect(await reload(order.id)).toMatchObject({ isPaid: true, isFailed: false });
  });

  it('answers a German 404 for unknown or malformed references', async () => {
    for (const reference of ['tz_AAAAAAAAAAAAAAAAAAAAAA', 'tr_abc', '..%2F..%2Fetc']) {
      for (const [method, suffix] of [
        ['GET', ''],
        ['POST', '/pay'],
        ['POST', '/fail'],
      ] as const) {
        const response = await t.request(method, `/api/payments/test/${reference}${suffix}`, {
          headers: method === 'POST' ? FORM : {},
          rawBody: method === 'POST' ? '' : undefined,
        });
        expect(response.status).toBe(404);
        expect(response.json<Errors>().errors).toEqual([
          { code: 'TEST_PAYMENT_NOT_FOUND', message: 'Testzahlung wurde nicht gefunden.' },
        ]);
      }
    }
  });

  it('leaves offline orders alone: start answers null and the return URL leads to the status page', async () => {
    const order = await createOrder(t.dataSource, { branch, paymentMethod: 'cash' });
    expect(await payments.start(order)).toBeNull();
    const back = await t.request('GET', returnPath(order));
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`/status/${order.uid}/${order.hash}`);
    expect(await payments.refresh(order)).toEqual({ status: null, changed: false });
  });
});
