import {
  ERROR_MESSAGES,
  ORDER_FORM_MESSAGES,
  type Order,
  type PublicOrder,
} from '@bestellwerk/domain';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import { OrderMailService } from '../src/modules/ordering/notifications/order-mails.js';
import { PLACEMENT_MESSAGES } from '../src/modules/ordering/placement/order-preparation.service.js';
import type { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import {
  createDeliveryArea,
  createMenu,
  createOpenBranch,
  createProduct,
  itemInput,
  phoneOrderBody,
} from './support/order-fixtures.js';
import { startSmtpServer } from './support/smtp-server.js';
import { recordOrderChanges, settleEvents, signInBranchStaff } from './support/staff-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';

/** Phone orders: POST /api/orders/staff. */
describe('POST /api/orders/staff (phone orders)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let wien: BranchEntity;
  let graz: BranchEntity;
  let semmel: ProductEntity;
  let admin: StaffSession;
  let wienStaff: StaffSession;

  const body = (fields: Record<string, unknown> = {}) =>
    phoneOrderBody(wien, [itemInput(semmel, 4)], {
      email: '',
      isDelivery: false,
      isDineIn: false,
      ...fields,
    });
  const post = (
    payload: unknown,
    session: StaffSession | null = wienStaff,
    headers: Record<string, string> = {},
  ) =>
    t.request('POST', '/api/orders/staff', {
      session: session ?? undefined,
      body: payload,
      headers,
    });
  const created = (payload: unknown, session = wienStaff) =>
    t.create<Order>('/api/orders/staff', payload, session);
  const storedCount = () => t.dataSource.getRepository(OrderEntity).count();
  const mailsOf = async (run: () => Promise<unknown>) => {
    await t.app.get(OrderMailService).idle();
    const before = smtp.received.length;
    await run();
    await t.app.get(OrderMailService).idle();
    return smtp.received.slice(before);
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    await t.app
      .get(ConfigService)
      .update({ isCashEnabled: true, isMollieEnabled: true } as ConfigInput);
    wien = await createOpenBranch(t.dataSource, { name: 'Wien', isMollieEnabled: true });
    graz = await createOpenBranch(t.dataSource, { name: 'Graz' });
    await createDeliveryArea(t.dataSource, wien);
    semmel = await createProduct(t.dataSource, { name: 'Kaisersemmel', price: 0.6 });
    await createMenu(t.dataSource, [wien, graz], [semmel]);
    ({ admin, wienStaff } = await signInBranchStaff(t, wien, graz));
  });
  const changes = recordOrderChanges(() => t);
  afterAll(async () => {
    await t.app.get(OrderMailService).idle();
    await t.close();
    await smtp.close();
  });

  it('stores the order marked as entered by staff, priced by the server, and answers the staff Order', async () => {
    const response = await post({ ...body(), comment: 'Ruft an, wenn er da ist.' });
    expect(response.status).toBe(201);
    const order = response.json<{ data: Order }>().data;
    expect(order).toMatchObject({
      branch: { id: wien.id },
      isEnteredByStaff: true,
      legalInstructions: false,
      privacyPolicy: false,
      firstName: 'Herta',
      comment: 'Ruft an, wenn er da ist.',
      paymentMethod: 'cash',
      isConfirmed: false,
      ticketNumber: expect.any(Number),
      pricing: {
        gross: 2.4,
        totalGross: 2.4,
        totalNet: 2.18,
        deliveryGross: 0,
        taxes: { '10': 0.22 },
      },
      items: [expect.objectContaining({ name: 'Kaisersemmel', amount: 4, gross: 2.4 })],
    });
    const read = await t.request('GET', `/api/orders/${order.id}`, { session: wienStaff });
    expect(read.json<{ data: Order }>().data).toEqual(order);
    await settleEvents(t);
    expect(changes).toEqual([
      { type: 'placed', order: order.id, branch: wien.id, cause: 'placed' },
    ]);
  });

  it('numbers phone and online orders of a branch and day in one sequence', async () => {
    const phone = await created(body());
    const online = await t.request('POST', '/api/orders', {
      body: { ...body(), legalInstructions: true, privacyPolicy: true },
    });
    expect(online.status).toBe(201);
    expect(online.json<{ data: PublicOrder }>().data.ticketNumber).toBe(phone.ticketNumber + 1);
    expect((await created(body())).ticketNumber).toBe(phone.ticketNumber + 2);
  });

  it('e-mails the customer when an address was given, never the branch', async () => {
    const withAddress = await mailsOf(() =>
      created(body({ email: 'kundin@example.com', lastName: 'Mail' })),
    );
    expect(withAddress.map((mail) => mail.envelopeTo)).toEqual([['kundin@example.com']]);
    expect(withAddress[0].headers.get('subject')).toMatch(/^Ihre Bestellung Nr\. \d+ bei Wien$/);
    expect(await mailsOf(() => created(body()))).toEqual([]);
  });

  it('refuses online payment methods at paymentMethod, and stores nothing', async () => {
    const before = await storedCount();
    for (const paymentMethod of ['mollie', 'datatrans']) {
      const response = await post(body({ paymentMethod }));
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            field: 'paymentMethod',
            message: PLACEMENT_MESSAGES.staffPaysOnSite,
          },
        ],
      });
    }
    expect(await storedCount()).toBe(before);
  });

  it('checks like the checkout, without asking for the legal checkboxes', async () => {
    const response = await post(
      body({
        firstName: '',
        phone: '0664 123',
        isDelivery: true,
        items: [{ product: semmel.id, amount: 0, unit: 'piece', parts: [] }],
      }),
    );
    expect(response.status).toBe(400);
    const errors = response.json<Errors>().errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { code: 'VALIDATION_FAILED', field: 'firstName', message: ORDER_FORM_MESSAGES.firstName },
        { code: 'VALIDATION_FAILED', field: 'phone', message: ORDER_FORM_MESSAGES.phoneFormat },
        {
          code: 'VALIDATION_FAILED',
          field: 'deliveryArea',
          message: ORDER_FORM_MESSAGES.deliveryArea,
        },
        expect.objectContaining({ field: 'items.0.amount' }),
      ]),
    );
    expect(errors.map((error) => error.field)).not.toContain('legalInstructions');
    expect(errors.map((error) => error.field)).not.toContain('privacyPolicy');
  });

  it('refuses the legal checkboxes and unknown fields as unknown input', async () => {
    const response = await post(body({ legalInstructions: true }));
    expect(response.status).toBe(400);
    expect(response.json<Errors>().errors).toEqual([
      expect.objectContaining({ field: 'legalInstructions' }),
    ]);
  });

  it('lets employees enter orders for their branches only (403 otherwise, known or not)', async () => {
    const before = await storedCount();
    for (const branch of [graz.id, 999_999]) {
      const response = await post(body({ branch }));
      expect(response.status).toBe(403);
      expect(response.json()).toEqual({
        errors: [
          {
            code: 'STAFF_ORDER_FOREIGN_BRANCH',
            message: ERROR_MESSAGES.STAFF_ORDER_FOREIGN_BRANCH,
          },
        ],
      });
    }
    expect(await storedCount()).toBe(before);
    expect(await created(body({ branch: graz.id }), admin)).toMatchObject({
      branch: { id: graz.id },
      isEnteredByStaff: true,
    });
    const unknown = await post(body({ branch: 999_999 }), admin);
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toEqual({
      errors: [
        { code: 'VALIDATION_FAILED', field: 'branch', message: PLACEMENT_MESSAGES.unknownBranch },
      ],
    });
  });

  it('stores one order per Idempotency-Key; another body with the key is a 422', async () => {
    const headers = { 'idempotency-key': `telefon-${Date.now()}` };
    const first = await post(body(), wienStaff, headers);
    expect(first.status).toBe(201);
    const before = await storedCount();
    const repeat = await post(body(), wienStaff, headers);
    expect(repeat.status).toBe(201);
    expect(repeat.json<{ data: Order }>().data.id).toBe(first.json<{ data: Order }>().data.id);
    expect(await storedCount()).toBe(before);
    const other = await post(body({ lastName: 'Anders' }), wienStaff, headers);
    expect(other.status).toBe(422);
    // The same body at the checkout with that key is another request, too.
    const checkout = await t.request('POST', '/api/orders', {
      body: { ...body(), legalInstructions: true, privacyPolicy: true },
      headers,
    });
    expect(checkout.status).toBe(422);
  });

  it('needs a staff session (401) and the CSRF token (403)', async () => {
    expect((await post(body(), null)).status).toBe(401);
    const noCsrf = await post(body(), wienStaff, { 'x-csrf-token': 'falsch' });
    expect(noCsrf.status).toBe(403);
  });
});
