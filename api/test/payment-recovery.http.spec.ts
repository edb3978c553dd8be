import type { PublicOrder } from '@bestellwerk/domain';
import type { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { IdempotencyRecordEntity } from '../src/modules/ordering/entities/idempotency-record.entity.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import { OrderPlacementService } from '../src/modules/ordering/placement/order-placement.service.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { PAYMENT_START_LEASE_MS } from '../src/modules/payments/payment-start.js';
import { PaymentsService } from '../src/modules/payments/payments.service.js';
import { startMollieStub, type MollieStub } from './support/mollie-stub.js';
import {
  checkoutBody,
  createMenu,
  createOpenBranch,
  createProduct,
  itemInput,
} from './support/order-fixtures.js';
import { startSmtpServer } from './support/smtp-server.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { fixClock, MINUTE, type TestClock } from './support/test-clock.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';

const PUBLIC_URL = 'https://bestellen.example.at';
const PAYMENT_START_FAILED =
  'Die Online-Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.';

/**
 * Issue 16.8: a crash between storing an online order and starting its payment must not leave
 * an order that can never be paid. The retry with the same Idempotency-Key starts the payment
 * (once), and orders nobody retries are marked failed after 30 minutes with the customer told.
 */
describe('payment start after a crash: retry and timeout', () => {
  let t: TestApp;
  let mollie: MollieStub;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let payments: PaymentsService;
  let placement: OrderPlacementService;
  let clock: TestClock;
  let branch: BranchEntity;
  let strudel: ProductEntity;
  let serial = 0;

  beforeAll(async () => {
    mollie = await startMollieStub();
    smtp = await startSmtpServer();
    t = await createTestApp({
      publicUrl: PUBLIC_URL,
      smtpUrl: smtp.url,
      mollie: { apiKey: mollie.apiKey, apiUrl: mollie.apiUrl },
      datatrans: null,
    });
    payments = t.app.get(PaymentsService);
    placement = t.app.get(OrderPlacementService);
    await t.app
      .get(ConfigService)
      .update({ isCashEnabled: true, isMollieEnabled: true } as ConfigInput);
    branch = await createOpenBranch(t.dataSource, { name: 'Wien Neubau', isMollieEnabled: true });
    strudel = await createProduct(t.dataSource, { name: 'Apfelstrudel', price: 3.9 });
    await createMenu(t.dataSource, [branch], [strudel]);
  });

  beforeEach(() => {
    clock = fixClock(t, new Date());
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await t?.close();
    await mollie?.close();
    await smtp?.close();
  });

  /** A Mollie order of one customer (its own e-mail address, so its mails can be told apart). */
  const onlineBody = () => {
    serial += 1;
    return checkoutBody(branch, [itemInput(strudel, 2)], {
      paymentMethod: 'mollie',
      email: `kundin${serial}@example.com`,
    });
  };

  const post = (body: unknown, key: string) =>
    t.request('POST', '/api/orders', { body, headers: { 'Idempotency-Key': key } });

  /** The payment creations the Mollie stub received for an order. */
  const creationsOf = (uid: string) =>
    mollie.requests.filter(
      (request) =>
        request.method === 'POST' &&
        request.path === '/v2/payments' &&
        (request.body as { metadata?: { orderUid?: string } }).metadata?.orderUid === uid,
    );

  const orderOfKey = async (key: string) => {
    const record = await t.dataSource
      .getRepository(IdempotencyRecordEntity)
      .findOneOrFail({ where: { key }, relations: { order: true } });
    return { record, order: record.order! };
  };

  /**
   * Sends the order while the process "dies" right after storing it: the payment start never
   * comes back (the request hangs like a killed process, and nothing after the storage runs).
   * Answers once the order and its idempotency record are stored, as a restart finds them.
   */
  async function crashAfterStoring(body: unknown, key: string) {
    const start = jest
      .spyOn(payments, 'start')
      .mockImplementationOnce(() => new Promise(() => undefined));
    void post(body, key);
    for (const giveUpAt = Date.now() + 20_000; Date.now() < giveUpAt;) {
      const record = await t.dataSource
        .getRepository(IdempotencyRecordEntity)
        .findOne({ where: { key }, relations: { order: true } });
      // The "dead" request must have reached its (hanging) payment start before the real one
      // comes back: restored earlier, it would start a payment of its own (seen on MariaDB,
      // where the record is visible before the request gets that far).
      if (record?.order && start.mock.calls.length > 0) {
        jest.restoreAllMocks();
        const stored = record.responseBody as PublicOrder;
        expect(stored.paymentRedirectUrl).toBeNull();
        return record.order;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('order was not stored');
  }

  it('starts the payment when the order is retried with its key after a crash, and only once', async () => {
    const body = onlineBody();
    const key = 'crash-retry-1';
    const stuck = await crashAfterStoring(body, key);
    expect(stuck).toMatchObject({ isFailed: false, paymentRedirectUrl: null });
    // The restarted API sees the dead request's start as abandoned once its lease has run out.
    clock.advance(PAYMENT_START_LEASE_MS + 1000);

    const retry = await post(body, key);
    expect(retry.status).toBe(201);
    const order = retry.json<{ data: PublicOrder }>().data;
    expect(order.id).toBe(stuck.id);
    const [creation] = creationsOf(order.uid);
    expect(creationsOf(order.uid)).toHaveLength(1);
    const paymentId = [...mollie.payments.values()].find(
      (payment) => (payment.metadata as { orderUid: string }).orderUid === order.uid,
    )!.id;
    expect(order.paymentRedirectUrl).toBe(
      `https://www.mollie.com/checkout/select-method/${paymentId}`,
    );
    expect(creation.headers['idempotency-key']).toBe(`bestellwerk-order-${order.uid}`);
    const stored = await t.dataSource.getRepository(OrderEntity).findOneByOrFail({ id: order.id });
    expect(stored).toMatchObject({
      paymentReference: paymentId,
      paymentRedirectUrl: order.paymentRedirectUrl,
      isFailed: false,
    });

    // A second retry answers the same redirect and creates no second payment.
    const again = await post(body, key);
    expect(again.status).toBe(201);
    expect(again.json<{ data: PublicOrder }>().data.paymentRedirectUrl).toBe(
      order.paymentRedirectUrl,
    );
    expect(creationsOf(order.uid)).toHaveLength(1);
    expect(await t.dataSource.getRepository(OrderEntity).countBy({ uid: order.uid })).toBe(1);
  });

  it('starts at once the payment of an order stuck without any claim (as a crash left it before)', async () => {
    const body = onlineBody();
    const key = 'crash-retry-legacy';
    const stuck = await crashAfterStoring(body, key);
    // What the old placement left behind: the order and its 201 answer, no payment whatsoever.
    await t.dataSource.getRepository(OrderEntity).update(stuck.id, { paymentReference: null });

    const retry = await post(body, key);
    expect(retry.status).toBe(201);
    const order = retry.json<{ data: PublicOrder }>().data;
    expect(order.paymentRedirectUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    expect(creationsOf(order.uid)).toHaveLength(1);
    const { record } = await orderOfKey(key);
    expect((record.responseBody as PublicOrder).paymentRedirectUrl).toBe(order.paymentRedirectUrl);
    expect((await post(body, key)).json<{ data: PublicOrder }>().data.paymentRedirectUrl).toBe(
      order.paymentRedirectUrl,
    );
    expect(creationsOf(order.uid)).toHaveLength(1);
  });

  it('lets a retry during a slow start wait for it instead of starting a second payment', async () => {
    const body = onlineBody();
    const key = 'slow-start';
    const real = payments.start.bind(payments);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    jest.spyOn(payments, 'start').mockImplementationOnce(async (order) => {
      await gate;
      return real(order);
    });
    const first = post(body, key);
    await (async () => {
      for (const giveUpAt = Date.now() + 20_000; Date.now() < giveUpAt;) {
        const record = await t.dataSource
          .getRepository(IdempotencyRecordEntity)
          .findOne({ where: { key }, relations: { order: true } });
        if (record?.order) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const retry = post(body, key);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const [a, b] = await Promise.all([first, retry]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const redirect = a.json<{ data: PublicOrder }>().data.paymentRedirectUrl;
    expect(redirect).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    expect(b.json<{ data: PublicOrder }>().data.paymentRedirectUrl).toBe(redirect);
    expect(creationsOf(a.json<{ data: PublicOrder }>().data.uid)).toHaveLength(1);
  });

  it('marks an order whose payment never started failed after 30 minutes and tells the customer once', async () => {
    const body = onlineBody();
    const key = 'never-retried';
    const stuck = await crashAfterStoring(body, key);
    const placedAt = stuck.createdAt.getTime();
    // A normal online order of the same time keeps its started payment.
    const started = await post(onlineBody(), 'started-normally');
    expect(started.status).toBe(201);
    const startedOrder = started.json<{ data: PublicOrder }>().data;

    expect(await placement.failUnstartedPayments(new Date(placedAt + 29 * MINUTE))).toEqual([]);
    expect(
      await t.dataSource.getRepository(OrderEntity).findOneByOrFail({ id: stuck.id }),
    ).toMatchObject({ isFailed: false });

    const mail = smtp.next();
    const failed = await placement.failUnstartedPayments(new Date(placedAt + 31 * MINUTE));
    expect(failed).toContain(stuck.id);
    expect(failed).not.toContain(startedOrder.id);
    const received = await mail;
    expect(received.envelopeTo).toEqual([body.email]);
    expect(received.headers.get('subject')).toBe(
      `Zahlung fehlgeschlagen: Ihre Bestellung Nr. ${stuck.ticketNumber}`,
    );
    expect(received.body).toContain('Die Zahlung ist fehlgeschlagen; es wurde nichts abgebucht');
    expect(received.body).toContain(`${PUBLIC_URL}/status/${stuck.uid}/${stuck.hash}`);

    // The status page's poll shows the failed payment.
    const status = await t.request('GET', `/api/orders/public/${stuck.uid}/${stuck.hash}`);
    expect(status.status).toBe(200);
    expect(status.json<{ data: PublicOrder }>().data).toMatchObject({
      isFailed: true,
      isPaid: false,
      paymentRedirectUrl: null,
    });
    expect(
      await t.dataSource.getRepository(OrderEntity).findOneByOrFail({ id: startedOrder.id }),
    ).toMatchObject({ isFailed: false });

    // Told once: a later sweep finds nothing, and a late retry starts no payment (502).
    const mailsBefore = smtp.received.length;
    expect(await placement.failUnstartedPayments(new Date(placedAt + 60 * MINUTE))).toEqual([]);
    const late = await post(body, key);
    expect(late.status).toBe(502);
    expect(late.json<Errors>().errors).toEqual([
      { code: 'PAYMENT_START_FAILED', message: PAYMENT_START_FAILED },
    ]);
    expect(creationsOf(stuck.uid)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(mailsBefore);
  });

  it('leaves a start claimed moments ago to the request holding it', async () => {
    const body = onlineBody();
    const stuck = await crashAfterStoring(body, 'just-claimed');
    // The claim is fresh (a retry took it over just now), although the order is old.
    await t.dataSource
      .getRepository(OrderEntity)
      .update(stuck.id, { createdAt: new Date(clock.now().getTime() - 45 * MINUTE) });
    expect(await placement.failUnstartedPayments(new Date(clock.now().getTime() + 5000))).toEqual(
      [],
    );
    expect(
      await placement.failUnstartedPayments(
        new Date(clock.now().getTime() + PAYMENT_START_LEASE_MS + 1000),
      ),
    ).toEqual([stuck.id]);
  });
});
