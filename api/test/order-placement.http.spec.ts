import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiError, PublicOrder } from '@bestellwerk/domain';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { IdempotencyRecordEntity } from '../src/modules/ordering/entities/idempotency-record.entity.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import { OrderMailService } from '../src/modules/ordering/notifications/order-mails.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import type { DeliveryAreaEntity } from '../src/modules/organisation/entities/delivery-area.entity.js';
import type { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import { TableEntity } from '../src/modules/organisation/entities/table.entity.js';
import {
  checkoutBody,
  createCheese,
  createConfigurableProduct,
  createDeliveryArea,
  createMenu,
  createOpenBranch,
  createProduct,
  itemInput,
} from './support/order-fixtures.js';
import { decodeQuotedPrintable } from './support/smtp-server.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';

describe('POST /api/orders', () => {
  let t: TestApp;
  let outbox: string;
  let wien: BranchEntity;
  let graz: BranchEntity;
  let zone: DeliveryAreaEntity;
  let semmel: ProductEntity;
  let torte: ProductEntity;
  let kaese: ProductEntity;
  let schinken: ProductEntity;

  const base = () => checkoutBody(wien, [itemInput(semmel, 2)]);

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    t.request('POST', '/api/orders', { body, headers });

  const created = (body: unknown) => t.create<PublicOrder>('/api/orders', body);

  beforeAll(async () => {
    outbox = mkdtempSync(join(tmpdir(), 'bestellwerk-outbox-'));
    t = await createTestApp({ mailOutboxDir: outbox, smtpUrl: null });
    await t.app.get(ConfigService).update({ isCashEnabled: true } as ConfigInput);
    wien = await createOpenBranch(t.dataSource, { name: 'Wien Neubau' });
    graz = await createOpenBranch(t.dataSource, { name: 'Graz' });
    zone = await createDeliveryArea(t.dataSource, wien);
    await t.dataSource
      .getRepository(TableEntity)
      .save({ identifier: 'T1', name: 'Tisch 1', branch: wien });
    semmel = await createProduct(t.dataSource, { name: 'Kaisersemmel', price: 0.6 });
    torte = await createConfigurableProduct(t.dataSource, {
      tax: 20,
      takeawayTax: 10,
      dineInTax: 20,
    });
    kaese = await createCheese(t.dataSource);
    schinken = await createProduct(t.dataSource, {
      name: 'Schinken',
      price: 12.9,
      calculationModel: 'approximate',
    });
    await createMenu(t.dataSource, [wien, graz], [semmel, torte, kaese, schinken]);
  });
  afterAll(async () => {
    await t.app.get(OrderMailService).idle();
    await t.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  describe('pricing on the server', () => {
    it('prices a configurable product with options for takeaway (takeawayTax) and ignores sent prices', async () => {
      const order = await created({
        ...base(),
        pricing: { gross: 0.01, totalGross: 0.01 },
        items: [
          {
            product: torte.id,
            amount: 2,
            unit: 'piece',
            parts: [1, [0, 1], ' Alles Gute ', null],
            price: 0.01,
            gross: 0.01,
          },
        ],
      });
      // (30 + 10 + 2 + 3.5) × 2 = 91.00 at 10 %: net 82.73, tax 8.27
      expect(order.pricing).toEqual({
        gross: 91,
        totalNet: 82.73,
        totalGross: 91,
        deliveryGross: 0,
        taxes: { '10': 8.27 },
      });
      expect(order.items[0]).toMatchObject({
        name: 'Torte',
        unitPrice: 45.5,
        gross: 91,
        net: 82.73,
        taxRate: 10,
        parts: [
          { name: 'Größe', type: 'select', values: ['groß'], uploads: [] },
          { name: 'Extras', type: 'multiselect', values: ['Kerzen', 'Deko'], uploads: [] },
          { name: 'Aufschrift', type: 'text', values: ['Alles Gute'], uploads: [] },
        ],
      });
      const stored = await t.dataSource
        .getRepository(OrderEntity)
        .findOneOrFail({ where: { id: order.id }, relations: { items: true } });
      expect(stored).toMatchObject({
        gross: 91,
        totalGross: 91,
        isDelivery: false,
        isDineIn: false,
      });
      expect(stored.items[0]).toMatchObject({ unitPrice: 45.5, gross: 91, taxRate: 10 });
    });

    it('prices an alternative unit (250 g of a per-kg product) and flags approximate items', async () => {
      const order = await created({
        ...base(),
        items: [
          { product: kaese.id, amount: 250, unit: 'g', parts: [] },
          { product: schinken.id, amount: 1, unit: 'piece', parts: [] },
        ],
      });
      // 250 × 20 × 0.001 = 5.00 (net 4.55); 12.90 (net 11.73); total 17.90, tax 1.62
      expect(order.items.map((i) => [i.gross, i.net, i.unit, i.calculationModel])).toEqual([
        [5, 4.55, 'g', 'fixed'],
        [12.9, 11.73, 'piece', 'approximate'],
      ]);
      expect(order.pricing).toMatchObject({ gross: 17.9, totalGross: 17.9, totalNet: 16.28 });
      expect(order.pricing.taxes).toEqual({ '10': 1.62 });
    });

    it('uses dineInTax for dine-in and stores the table', async () => {
      const order = await created({
        ...base(),
        isDineIn: true,
        table: 'T1',
        items: [{ product: torte.id, amount: 1, unit: 'piece', parts: [0] }],
      });
      // 30 − 5 = 25.00 at 20 %: net 20.83, tax 4.17
      expect(order).toMatchObject({ isDineIn: true, tableIdentifier: 'T1' });
      expect(order.pricing).toEqual({
        gross: 25,
        totalNet: 20.83,
        totalGross: 25,
        deliveryGross: 0,
        taxes: { '20': 4.17 },
      });
    });

    it('uses tax for delivery and adds the area fee below the free-from threshold', async () => {
      const order = await created({
        ...base(),
        isDelivery: true,
        deliveryArea: zone.id,
        items: [{ product: torte.id, amount: 1, unit: 'piece', parts: [0] }],
      });
      // 25.00 + 3.50 fee, both 20 %: net 20.83 + 2.92, tax 4.17 + 0.58
      expect(order.pricing).toEqual({
        gross: 25,
        totalNet: 23.75,
        totalGross: 28.5,
        deliveryGross: 3.5,
        taxes: { '20': 4.75 },
      });
      const stored = await t.dataSource
        .getRepository(OrderEntity)
        .findOneByOrFail({ id: order.id });
      expect(stored).toMatchObject({
        deliveryAreaName: 'Zone 1',
        deliveryAreaFee: 3.5,
        deliveryAreaTaxRate: 20,
        isDelivery: true,
      });
    });

    it('waives the fee above the free-from value', async () => {
      const order = await created({
        ...base(),
        isDelivery: true,
        deliveryArea: zone.id,
        items: [{ product: torte.id, amount: 2, unit: 'piece', parts: [1] }],
      });
      expect(order.pricing).toMatchObject({ gross: 80, deliveryGross: 0, totalGross: 80 });
    });
  });

  describe('validation: German 400 at the field, nothing stored', () => {
    const countOrders = () => t.dataSource.getRepository(OrderEntity).count();

    const expectErrors = async (body: unknown, expected: ApiError[]) => {
      const before = await countOrders();
      const response = await post(body);
      expect(response.status).toBe(400);
      const { errors } = response.json<Errors>();
      for (const error of expected) expect(errors).toContainEqual(error);
      expect(await countOrders()).toBe(before);
      return errors;
    };

    it('collects every form error in one answer', async () => {
      const errors = await expectErrors(
        {
          ...base(),
          firstName: ' ',
          lastName: '',
          legalInstructions: false,
          privacyPolicy: false,
          email: 'kaputt',
        },
        [
          {
            code: 'VALIDATION_FAILED',
            field: 'firstName',
            message: 'Bitte geben Sie Ihren Vornamen an.',
          },
          {
            code: 'VALIDATION_FAILED',
            field: 'lastName',
            message: 'Bitte geben Sie Ihren Nachnamen an.',
          },
          {
            code: 'VALIDATION_FAILED',
            field: 'email',
            message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
          },
          {
            code: 'VALIDATION_FAILED',
            field: 'legalInstructions',
            message: 'Bitte akzeptieren Sie die AGB.',
          },
          {
            code: 'VALIDATION_FAILED',
            field: 'privacyPolicy',
            message: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
          },
        ],
      );
      expect(errors).toHaveLength(5);
    });

    it('refuses an unknown or disabled branch at the field branch', async () => {
      const hidden = await createOpenBranch(t.dataSource, { isEnabled: false });
      for (const branch of [999999, hidden.id]) {
        await expectErrors({ ...base(), branch }, [
          {
            code: 'VALIDATION_FAILED',
            field: 'branch',
            message: 'Diese Filiale wurde nicht gefunden oder nimmt derzeit keine Bestellungen an.',
          },
        ]);
      }
    });

    it('refuses a closed branch without preorders with the spec text', async () => {
      const closed = await createOpenBranch(t.dataSource, {
        openingHours: [],
        closedMessage: 'Betriebsurlaub',
      });
      await createMenu(t.dataSource, [closed], [semmel]);
      await expectErrors({ ...base(), branch: closed.id }, [
        {
          code: 'BRANCH_CLOSED',
          field: 'branch',
          message: 'Derzeit haben wir leider geschlossen. Betriebsurlaub',
        },
      ]);
    });

    it('refuses delivery where the branch does not deliver', async () => {
      const pickup = await createOpenBranch(t.dataSource, { isDeliveryEnabled: false });
      await createMenu(t.dataSource, [pickup], [semmel]);
      const errors = await expectErrors({ ...base(), branch: pickup.id, isDelivery: true }, [
        {
          code: 'VALIDATION_FAILED',
          field: 'orderType',
          message: 'Diese Bestellart wird in dieser Filiale nicht angeboten.',
        },
      ]);
      expect(errors.filter((e) => e.field === 'orderType')).toHaveLength(1);
    });

    it('checks items: unknown product, amount, unit, required part, at most 100 items', async () => {
      await expectErrors(
        {
          ...base(),
          items: [
            { product: 424242, amount: 1, unit: 'piece', parts: [] },
            { product: semmel.id, amount: 0, unit: 'piece', parts: [] },
            { product: semmel.id, amount: 1, unit: 'kg', parts: [] },
            { product: torte.id, amount: 1, unit: 'piece', parts: [] },
          ],
        },
        [
          {
            code: 'VALIDATION_FAILED',
            field: 'items.0.product',
            message: 'Ein Produkt in Ihrem Warenkorb ist leider nicht mehr erhältlich.',
          },
          {
            code: 'VALIDATION_FAILED',
            field: 'items.1.amount',
            message: '„Kaisersemmel“: Die Menge muss größer als 0 sein.',
          },
          {
            code: 'VALIDATION_FAILED',
            field: 'items.2.unit',
            message: '„Kaisersemmel“ ist in dieser Einheit nicht erhältlich.',
          },
          {
            code: 'VALIDATION_FAILED',
            field: 'items.3.parts.0',
            message: '„Torte“, Größe: Bitte wählen Sie eine Option aus.',
          },
        ],
      );
      const many = Array.from({ length: 101 }, () => ({
        product: semmel.id,
        amount: 1,
        unit: 'piece',
        parts: [],
      }));
      await expectErrors({ ...base(), items: many }, [
        {
          code: 'VALIDATION_FAILED',
          field: 'items',
          message: 'Das Feld „Einträge“ darf höchstens 100 Einträge haben.',
        },
      ]);
      await expectErrors({ ...base(), items: [] }, [
        { code: 'VALIDATION_FAILED', field: 'items', message: 'Keine Produkte im Warenkorb!' },
      ]);
    });

    it('refuses wrong types and hostile shapes with a 400, never a 500', async () => {
      for (const body of [
        { ...base(), firstName: 5 },
        { ...base(), items: [{ product: semmel.id, amount: 'viel', unit: 'piece', parts: [] }] },
        { ...base(), items: [{ product: torte.id, amount: 1, unit: 'piece', parts: [{ x: 1 }] }] },
        { ...base(), items: 'alles' },
        { ...base(), comment: 'x'.repeat(5000) },
        { ...base(), branch: 'wien' },
        { ...base(), items: [{ product: semmel.id, amount: 1, unit: 'fass', parts: [] }] },
        { ...base(), unknownField: 1 },
      ]) {
        const response = await post(body);
        expect(response.status).toBe(400);
        expect(response.json<Errors>().errors[0].message).toMatch(/Feld|Unbekannt/);
      }
    });

    it('refuses a missing upload, a foreign table and donations while disabled', async () => {
      await t.dataSource
        .getRepository(TableEntity)
        .save({ identifier: 'G1', name: 'Graz 1', branch: graz });
      await expectErrors(
        {
          ...base(),
          isDineIn: true,
          table: 'G1',
          donatee: 1,
          items: [{ product: torte.id, amount: 1, unit: 'piece', parts: [0, null, null, 987654] }],
        },
        [
          {
            code: 'VALIDATION_FAILED',
            field: 'items.0.parts.3',
            message:
              'Die hochgeladene Datei wurde nicht gefunden. Bitte laden Sie die Datei erneut hoch.',
          },
          {
            code: 'VALIDATION_FAILED',
            field: 'table',
            message: 'Bitte wählen Sie einen Tisch aus.',
          },
          {
            code: 'VALIDATION_FAILED',
            field: 'donatee',
            message: 'Spenden sind derzeit nicht möglich.',
          },
        ],
      );
    });

    it('refuses a delivery below the minimum order value and without an area', async () => {
      await expectErrors({ ...base(), isDelivery: true, deliveryArea: null }, [
        {
          code: 'VALIDATION_FAILED',
          field: 'deliveryArea',
          message: 'Bitte wählen Sie ein Liefergebiet aus.',
        },
      ]);
      const errors = await expectErrors({ ...base(), isDelivery: true, deliveryArea: zone.id }, []);
      expect(errors.some((e) => e.field === 'items' && /Mindestbestellwert/.test(e.message))).toBe(
        true,
      );
    });

    it('refuses a payment method the branch does not offer and an appointment in the past', async () => {
      await expectErrors(
        { ...base(), paymentMethod: 'mollie', appointmentDate: '2020-01-01T10:00:00Z' },
        [
          {
            code: 'VALIDATION_FAILED',
            field: 'paymentMethod',
            message: 'Bitte wählen Sie eine verfügbare Zahlungsart aus.',
          },
          {
            code: 'VALIDATION_FAILED',
            field: 'appointmentDate',
            message: 'Zum ausgewählten Tag sind keine Termine verfügbar.',
          },
        ],
      );
    });

    it('refuses a malformed Idempotency-Key', async () => {
      const response = await post(base(), { 'idempotency-key': 'mit leerzeichen' });
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors[0].field).toBe('Idempotency-Key');
    });
  });

  describe('ticket numbers', () => {
    it('counts 1, 2, 3 per branch and business day, separately per branch', async () => {
      const fresh = await createOpenBranch(t.dataSource);
      const other = await createOpenBranch(t.dataSource);
      await createMenu(t.dataSource, [fresh, other], [semmel]);
      const numbers: number[] = [];
      for (const branch of [fresh, fresh, other, fresh, other])
        numbers.push((await created({ ...base(), branch: branch.id })).ticketNumber);
      expect(numbers).toEqual([1, 2, 1, 3, 2]);
    });

    it('gives concurrent checkouts distinct numbers without gaps', async () => {
      const busy = await createOpenBranch(t.dataSource);
      await createMenu(t.dataSource, [busy], [semmel]);
      const orders = await Promise.all(
        Array.from({ length: 10 }, () => created({ ...base(), branch: busy.id })),
      );
      expect(orders.map((o) => o.ticketNumber).sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a repeat with the stored order and creates nothing new', async () => {
      const headers = { 'idempotency-key': 'checkout-123:a.b_c-d' };
      const first = await post(base(), headers);
      const count = await t.dataSource.getRepository(OrderEntity).count();
      const second = await post(base(), headers);
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(await t.dataSource.getRepository(OrderEntity).count()).toBe(count);
    });

    it('answers 422 for the same key with another body', async () => {
      const headers = { 'idempotency-key': 'checkout-422' };
      expect((await post(base(), headers)).status).toBe(201);
      const response = await post({ ...base(), comment: 'anders' }, headers);
      expect(response.status).toBe(422);
      expect(response.json<Errors>().errors[0].message).toBe(
        'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
      );
    });

    it('creates one order for concurrent requests with one key', async () => {
      const headers = { 'idempotency-key': 'checkout-parallel' };
      const before = await t.dataSource.getRepository(OrderEntity).count();
      const responses = await Promise.all(Array.from({ length: 5 }, () => post(base(), headers)));
      expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      const ids = new Set(responses.map((r) => r.json<{ data: PublicOrder }>().data.id));
      expect(ids.size).toBe(1);
      expect(await t.dataSource.getRepository(OrderEntity).count()).toBe(before + 1);
      expect(
        await t.dataSource
          .getRepository(IdempotencyRecordEntity)
          .countBy({ key: 'checkout-parallel' }),
      ).toBe(1);
    });
  });

  describe('payment', () => {
    it('marks the order failed and answers 502 when the online payment cannot start', async () => {
      const online = await createOpenBranch(t.dataSource, { isMollieEnabled: true });
      await createMenu(t.dataSource, [online], [semmel]);
      await t.app.get(ConfigService).update({ isMollieEnabled: true } as ConfigInput);
      const payments = t.app.get(
        (await import('../src/modules/payments/payments.service.js')).PaymentsService,
      );
      const spy = jest.spyOn(payments, 'start').mockRejectedValueOnce(new Error('Provider down'));
      const before = await t.dataSource.getRepository(OrderEntity).count();
      const response = await post({ ...base(), branch: online.id, paymentMethod: 'mollie' });
      spy.mockRestore();
      expect(response.status).toBe(502);
      expect(response.json()).toEqual({
        errors: [
          {
            code: 'PAYMENT_START_FAILED',
            message:
              'Die Online-Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
          },
        ],
      });
      const stored = await t.dataSource
        .getRepository(OrderEntity)
        .find({ order: { id: 'DESC' }, take: 1 });
      expect(await t.dataSource.getRepository(OrderEntity).count()).toBe(before + 1);
      expect(stored[0]).toMatchObject({ isFailed: true, paymentMethod: 'mollie' });
    });

    it('stores and answers the redirect URL the provider gives', async () => {
      const payments = t.app.get(
        (await import('../src/modules/payments/payments.service.js')).PaymentsService,
      );
      const spy = jest
        .spyOn(payments, 'start')
        .mockResolvedValueOnce({ redirectUrl: 'https://pay.example/tr_1', reference: 'tr_1' });
      const order = await created(base());
      spy.mockRestore();
      expect(order.paymentRedirectUrl).toBe('https://pay.example/tr_1');
      const stored = await t.dataSource
        .getRepository(OrderEntity)
        .findOneByOrFail({ id: order.id });
      expect(stored).toMatchObject({
        paymentRedirectUrl: 'https://pay.example/tr_1',
        paymentReference: 'tr_1',
      });
    });
  });

  describe('e-mails', () => {
    it('writes the confirmation and the branch notice into the outbox without SMTP', async () => {
      const mails = t.app.get(OrderMailService);
      await mails.idle();
      const before = new Set(readdirSync(outbox));
      const order = await created({
        ...base(),
        email: 'kundin@example.com',
        items: [{ product: torte.id, amount: 1, unit: 'piece', parts: [1] }],
      });
      await mails.idle();
      const added = readdirSync(outbox)
        .filter((name) => !before.has(name))
        .map((name) => readFileSync(join(outbox, name), 'utf8'));
      expect(added).toHaveLength(2);
      const customer = added.find((raw) => /^To: kundin@example.com/m.test(raw))!;
      const branch = added.find((raw) => /^To: filiale@example.com/m.test(raw))!;
      expect(customer).toBeDefined();
      expect(branch).toBeDefined();
      const decoded = decodeQuotedPrintable;
      expect(decoded(customer)).toContain(`Bestellnummer: ${order.ticketNumber}`);
      expect(decoded(customer)).toMatch(/Gesamt: 40,00\s€/);
      expect(decoded(branch)).toContain('Kunde: Anna Huber');
      expect(decoded(customer)).toContain(`/status/${order.uid}/${order.hash}`);
    });
  });
});
