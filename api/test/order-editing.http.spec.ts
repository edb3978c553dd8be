import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  APPOINTMENT_DAY_UNAVAILABLE_TEXT,
  ERROR_MESSAGES,
  ORDER_FORM_MESSAGES,
  type ErrorEnvelope,
  type Log,
  type Order,
  type Upload,
} from '@bestellwerk/domain';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { LogEntity } from '../src/modules/insights/entities/log.entity.js';
import { UploadEntity } from '../src/modules/media/entities/upload.entity.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import { QuestionnaireEntity } from '../src/modules/ordering/entities/questionnaire.entity.js';
import { ORDER_DETAILS_MESSAGES } from '../src/modules/ordering/placement/order-details-checks.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import type { DeliveryAreaEntity } from '../src/modules/organisation/entities/delivery-area.entity.js';
import { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import { dataUrl, png } from './support/media-fixtures.js';
import {
  createConfigurableProduct,
  createDeliveryArea,
  createMenu,
  createOpenBranch,
  createProduct,
  itemInput as item,
  ORDER_NOT_FOUND,
  phoneOrderBody,
} from './support/order-fixtures.js';
import { recordOrderChanges, settleEvents, signInBranchStaff } from './support/staff-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** PUT /api/orders/{id} (staff edit a whole order) and DELETE /api/orders/{id} (admins). */
describe('PUT and DELETE /api/orders/{id}', () => {
  let t: TestApp;
  let wien: BranchEntity;
  let graz: BranchEntity;
  let zone1: DeliveryAreaEntity;
  let zone2: DeliveryAreaEntity;
  let semmel: ProductEntity;
  let kaffee: ProductEntity;
  let torte: ProductEntity;
  let admin: StaffSession;
  let wienStaff: StaffSession;
  let grazStaff: StaffSession;

  /** A takeaway phone order of Wien: 10 Semmeln (6.00) and 2 Kaffee (6.00), 12.00 in all. */
  const order = (fields: Record<string, unknown> = {}, items?: unknown[]) =>
    t.create<Order>(
      '/api/orders/staff',
      phoneOrderBody(wien, items ?? [item(semmel, 10), item(kaffee, 2)], {
        email: 'herta@example.com',
        comment: 'Bitte läuten',
        ...fields,
      }),
      admin,
    );
  const put = (id: number, body: unknown, session: StaffSession | undefined = wienStaff) =>
    t.request('PUT', `/api/orders/${id}`, { session, body });
  const edited = async (id: number, body: unknown): Promise<Order> => {
    const response = await put(id, body);
    expect({ status: response.status, body: response.body }).toMatchObject({ status: 200 });
    return response.json<{ data: Order }>().data;
  };
  const read = async (id: number): Promise<Order> =>
    (await t.request('GET', `/api/orders/${id}`, { session: admin })).json<{ data: Order }>().data;
  const logsOf = (orderId: number) =>
    t.dataSource
      .getRepository(LogEntity)
      .find({ relations: { user: true }, order: { id: 'ASC' } })
      .then((rows) => rows.filter((row) => row.context?.orderId === orderId));
  const address = { street: 'Neubaugasse 1', zipCode: '1070', city: 'Wien', country: 'AT' };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(ConfigService).update({ isCashEnabled: true } as ConfigInput);
    wien = await createOpenBranch(t.dataSource, { name: 'Wien' });
    graz = await createOpenBranch(t.dataSource, { name: 'Graz' });
    zone1 = await createDeliveryArea(t.dataSource, wien, {
      area: 'Neubau',
      price: 3.5,
      tax: 20,
      freeFromOrderValue: 50,
      minimumOrderValue: 10,
    });
    zone2 = await createDeliveryArea(t.dataSource, wien, {
      area: 'Ottakring',
      price: 5,
      tax: 20,
      freeFromOrderValue: 100,
      minimumOrderValue: 20,
    });
    semmel = await createProduct(t.dataSource, { name: 'Kaisersemmel', price: 0.6 });
    // Coffee: 10 % to take away or delivered, 20 % in the café.
    kaffee = await createProduct(t.dataSource, { name: 'Kaffee', price: 3, dineInTax: 20 });
    torte = await createConfigurableProduct(t.dataSource);
    await createMenu(t.dataSource, [wien, graz], [semmel, kaffee, torte]);
    ({ admin, wienStaff, grazStaff } = await signInBranchStaff(t, wien, graz));
  });
  const changes = recordOrderChanges(() => t);
  afterAll(() => t.close());

  describe('PUT', () => {
    it('changes contact, comment and appointment, and switches to delivery with the area fee', async () => {
      const placed = await order();
      expect(placed.pricing).toEqual({
        gross: 12,
        totalNet: 10.9,
        totalGross: 12,
        deliveryGross: 0,
        taxes: { '10': 1.1 },
      });
      const appointmentDate = new Date(Date.now() + 2 * DAY_MS).toISOString();
      const answered = await edited(placed.id, {
        firstName: 'Hertha',
        phone: '+436649999999',
        comment: 'Hintereingang',
        appointmentDate,
        isDelivery: true,
        deliveryArea: zone1.id,
        ...address,
      });
      expect(answered).toMatchObject({
        firstName: 'Hertha',
        lastName: 'Telefon',
        phone: '+436649999999',
        comment: 'Hintereingang',
        appointmentDate,
        isDelivery: true,
        isDineIn: false,
        deliveryArea: zone1.id,
        street: 'Neubaugasse 1',
      });
      // Items 12.00 at 10 % (two lines of 6.00: net 5.45 each) + fee 3.50 at 20 % (net 2.92).
      expect(answered.pricing).toEqual({
        gross: 12,
        totalNet: 13.82,
        totalGross: 15.5,
        deliveryGross: 3.5,
        taxes: { '10': 1.1, '20': 0.58 },
      });
      expect(await read(placed.id)).toEqual(answered);
      await settleEvents(t);
      expect(changes.filter((change) => change.cause !== 'placed')).toEqual([
        { type: 'updated', order: placed.id, branch: wien.id, cause: 'edited' },
      ]);
      const [log] = await logsOf(placed.id);
      expect(log).toMatchObject({
        level: 'info',
        channel: 'orders',
        message: `Bestellung #${placed.ticketNumber} bearbeitet`,
      });
      expect(log.user?.username).toBe('wien-verkauf');
      expect((log.context as { changes: unknown[] }).changes).toEqual([
        { field: 'appointmentDate', old: null, new: appointmentDate },
        { field: 'isDelivery', old: false, new: true },
        { field: 'deliveryArea', old: null, new: zone1.id },
        { field: 'firstName', old: 'Herta', new: 'Hertha' },
        { field: 'street', old: '', new: 'Neubaugasse 1' },
        { field: 'zipCode', old: '', new: '1070' },
        { field: 'city', old: '', new: 'Wien' },
        { field: 'phone', old: '+436641234567', new: '+436649999999' },
        { field: 'comment', old: 'Bitte läuten', new: 'Hintereingang' },
        { field: 'totalGross', old: 12, new: 15.5 },
      ]);
    });

    it('takes the other area’s fee, and retaxes the items when the order is eaten in', async () => {
      const placed = await order({ isDelivery: true, deliveryArea: zone1.id, ...address }, [
        item(semmel, 20),
        item(kaffee, 4),
      ]);
      // 12.00 + 12.00 = 24.00 + 3.50
      expect(placed.pricing.totalGross).toBe(27.5);
      const other = await edited(placed.id, { deliveryArea: zone2.id });
      // Ottakring: 5.00 (24.00 is below its 100.00 free-from value, above its 20.00 minimum)
      expect(other.pricing).toEqual({
        gross: 24,
        totalNet: 25.99,
        totalGross: 29,
        deliveryGross: 5,
        taxes: { '10': 2.18, '20': 0.83 },
      });
      const inside = await edited(placed.id, { isDelivery: false, isDineIn: true });
      // Semmel 12.00 at 10 % (net 10.91), Kaffee 12.00 now at 20 % (net 10.00), no fee.
      expect(inside.pricing).toEqual({
        gross: 24,
        totalNet: 20.91,
        totalGross: 24,
        deliveryGross: 0,
        taxes: { '10': 1.09, '20': 2 },
      });
      expect(inside).toMatchObject({ isDineIn: true, isDelivery: false, deliveryArea: null });
      expect(inside.items.map((line) => [line.gross, line.taxRate, line.net])).toEqual([
        [12, 10, 10.91],
        [12, 20, 10],
      ]);
    });

    it('moves the confirmed time with the checkout’s slot rules, at its own field', async () => {
      const placed = await order();
      const confirmedAt = new Date(Date.now() + DAY_MS);
      await t.dataSource
        .getRepository(OrderEntity)
        .update(placed.id, { isConfirmed: true, appointment: confirmedAt });
      const later = new Date(Date.now() + 3 * DAY_MS).toISOString();
      expect(await edited(placed.id, { appointment: later })).toMatchObject({
        isConfirmed: true,
        appointment: later,
      });
      const past = await put(placed.id, {
        appointment: new Date(Date.now() - 3 * DAY_MS).toISOString(),
      });
      expect(past.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            field: 'appointment',
            message: APPOINTMENT_DAY_UNAVAILABLE_TEXT,
          },
        ],
      });
      expect((await read(placed.id)).appointment).toBe(later);
    });

    it('keeps the items’ tax as ordered while the order type stays', async () => {
      const placed = await order();
      const products = t.dataSource.getRepository(ProductEntity);
      await products.update(kaffee.id, { takeawayTax: 13 });
      try {
        const answered = await edited(placed.id, { comment: 'Tür links' });
        expect(answered.items.map((line) => line.taxRate)).toEqual([10, 10]);
        expect(answered.pricing).toEqual(placed.pricing);
      } finally {
        await products.update(kaffee.id, { takeawayTax: 10 });
      }
    });

    it.each<[string, () => Record<string, unknown>, { field: string; message: string }[]]>([
      [
        'an empty first name and a phone number without +',
        () => ({ firstName: ' ', phone: '0664 123' }),
        [
          { field: 'firstName', message: ORDER_FORM_MESSAGES.firstName },
          { field: 'phone', message: ORDER_FORM_MESSAGES.phoneFormat },
        ],
      ],
      [
        'delivery without area and address',
        () => ({ isDelivery: true }),
        [
          { field: 'deliveryArea', message: ORDER_FORM_MESSAGES.deliveryArea },
          { field: 'street', message: ORDER_FORM_MESSAGES.street },
          { field: 'zipCode', message: ORDER_FORM_MESSAGES.zipCode },
          { field: 'city', message: ORDER_FORM_MESSAGES.city },
        ],
      ],
      [
        'delivery and dine-in at once',
        () => ({ isDelivery: true, isDineIn: true, deliveryArea: zone1.id, ...address }),
        [{ field: 'orderType', message: ORDER_DETAILS_MESSAGES.bothOrderTypes }],
      ],
      [
        'an appointment three days ago',
        () => ({ appointmentDate: new Date(Date.now() - 3 * DAY_MS).toISOString() }),
        [{ field: 'appointmentDate', message: APPOINTMENT_DAY_UNAVAILABLE_TEXT }],
      ],
    ])('refuses %s with the checkout’s messages; nothing changes', async (_name, body, errors) => {
      const placed = await order();
      const response = await put(placed.id, body());
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({
        errors: errors.map((error) => ({ code: 'VALIDATION_FAILED', ...error })),
      });
      expect(await read(placed.id)).toEqual(placed);
    });

    it('answers the same messages as the checkout for the same details', async () => {
      const bad = { isDelivery: true, firstName: '', phone: '0664' };
      const checkout = await t.request('POST', '/api/orders/staff', {
        session: admin,
        body: phoneOrderBody(wien, [item(semmel, 10)], { email: 'herta@example.com', ...bad }),
      });
      const placed = await order();
      const edit = await put(placed.id, bad);
      expect(edit.status).toBe(400);
      expect(edit.json()).toEqual(checkout.json());
    });

    it('refuses unknown fields and fields staff do not edit here', async () => {
      const placed = await order();
      for (const body of [{ totalGross: 1 }, { paymentMethod: 'mollie' }, { branch: graz.id }]) {
        const response = await put(placed.id, body);
        expect(response.status).toBe(400);
      }
      expect(await read(placed.id)).toEqual(placed);
    });

    it('refuses a completed order with 409', async () => {
      const placed = await order();
      await t.dataSource.getRepository(OrderEntity).update(placed.id, { isCompleted: true });
      const response = await put(placed.id, { comment: 'zu spät' });
      expect(response.status).toBe(409);
      expect(response.json()).toEqual({
        errors: [{ code: 'ORDER_CLOSED', message: ERROR_MESSAGES.ORDER_CLOSED }],
      });
      expect((await read(placed.id)).comment).toBe('Bitte läuten');
    });

    it('keeps the total of an order paid online: a new fee is a 409, a comment is fine', async () => {
      const placed = await order({ ...address });
      await t.dataSource
        .getRepository(OrderEntity)
        .update(placed.id, { paymentMethod: 'mollie', isPaid: true });
      const refused = await put(placed.id, { isDelivery: true, deliveryArea: zone1.id });
      expect(refused.status).toBe(409);
      expect(refused.json()).toEqual({
        errors: [
          {
            code: 'ORDER_PAID_ONLINE_TOTAL_FIXED',
            message:
              'Diese Bestellung wurde bereits online bezahlt, ihr Gesamtbetrag kann nicht mehr geändert werden.',
          },
        ],
      });
      const unchanged = await read(placed.id);
      expect(unchanged).toMatchObject({ isDelivery: false, deliveryArea: null });
      expect(unchanged.pricing.totalGross).toBe(12);
      const comment = await edited(placed.id, { comment: 'Tür links' });
      expect(comment).toMatchObject({ comment: 'Tür links', isPaid: true });
      expect(comment.pricing.totalGross).toBe(12);
      // Changing an item's amount would change the total as well: the same 409.
      const item = await t.request('PUT', `/api/orders/${placed.id}/items/0`, {
        session: admin,
        body: { amount: 40 },
      });
      expect([item.status, item.json<ErrorEnvelope>().errors[0].code]).toEqual([
        409,
        'ORDER_PAID_ONLINE_TOTAL_FIXED',
      ]);
      expect((await read(placed.id)).pricing.totalGross).toBe(12);
    });

    it('lets employees edit only orders of their branches: another branch is a 404', async () => {
      const placed = await order();
      const foreign = await put(placed.id, { comment: 'fremd' }, grazStaff);
      expect(foreign.status).toBe(404);
      expect(foreign.json()).toEqual(ORDER_NOT_FOUND);
      expect((await edited(placed.id, { comment: 'eigen' })).comment).toBe('eigen');
    });

    it('needs a session (401) and its CSRF token (403)', async () => {
      const placed = await order();
      const anonymous = await t.request('PUT', `/api/orders/${placed.id}`, {
        body: { comment: 'x' },
      });
      expect(anonymous.status).toBe(401);
      const noToken = await t.request('PUT', `/api/orders/${placed.id}`, {
        headers: { cookie: wienStaff.cookie },
        body: { comment: 'x' },
      });
      expect(noToken.status).toBe(403);
      expect((await read(placed.id)).comment).toBe('Bitte läuten');
    });
  });

  describe('DELETE', () => {
    const remove = (id: number, session: StaffSession | undefined = admin) =>
      t.request('DELETE', `/api/orders/${id}`, { session });

    it('erases the personal data and the file, keeps the accounting facts, and hides the order everywhere', async () => {
      const file = png(40, 30);
      const photo = await t.create<Upload>('/api/uploads', {
        name: 'Oma 80.png',
        data: dataUrl(file, 'image/png'),
      });
      const stored = await t.dataSource
        .getRepository(UploadEntity)
        .findOneByOrFail({ id: photo.id });
      const filePath = join(t.storageDir, stored.storage);
      expect(existsSync(filePath)).toBe(true);
      const placed = await order(
        {
          isDelivery: true,
          deliveryArea: zone1.id,
          isCompany: true,
          companyName: 'Huber GmbH',
          vatNo: 'ATU12345678',
          isDeliveryAddressDifferent: true,
          deliveryFirstName: 'Franz',
          deliveryLastName: 'Huber',
          deliveryStreet: 'Lerchenfelder Straße 2',
          deliveryZipCode: '1070',
          deliveryCity: 'Wien',
          ...address,
        },
        [item(semmel, 20), item(torte, 1, 'piece', [1, [], null, photo.id])],
      );
      await t.dataSource.getRepository(QuestionnaireEntity).save({
        order: { id: placed.id },
        rating: 5,
        foodRating: 5,
        serviceRating: 5,
        processRating: 5,
        comment: 'Danke, Herta!',
      });
      // An earlier edit logged the old and the new phone number.
      expect((await put(placed.id, { phone: '+43 660 1234567' }, admin)).status).toBe(200);

      const response = await remove(placed.id);
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({ data: null });

      const row = await t.dataSource.getRepository(OrderEntity).findOneOrFail({
        where: { id: placed.id },
        withDeleted: true,
        relations: { items: true, branch: true },
      });
      expect(row.deletedAt).toBeInstanceOf(Date);
      expect(row).toMatchObject({
        isCompany: false,
        companyName: '',
        firstName: '',
        lastName: '',
        street: '',
        zipCode: '',
        city: '',
        vatNo: '',
        phone: '',
        email: '',
        isDeliveryAddressDifferent: false,
        deliveryFirstName: '',
        deliveryLastName: '',
        deliveryStreet: '',
        deliveryZipCode: '',
        deliveryCity: '',
        comment: null,
        // Accounting facts stay.
        ticketNumber: placed.ticketNumber,
        businessDay: placed.businessDay,
        paymentMethod: 'cash',
        gross: placed.pricing.gross,
        totalNet: placed.pricing.totalNet,
        totalGross: placed.pricing.totalGross,
        deliveryGross: placed.pricing.deliveryGross,
        taxes: placed.pricing.taxes,
        branch: { id: wien.id },
      });
      expect(row.createdAt.toISOString()).toBe(placed.createdAt);
      const items = [...row.items].sort((a, b) => a.position - b.position);
      expect(items.map((line) => [line.name, line.amount, line.gross])).toEqual([
        ['Kaisersemmel', 20, 12],
        ['Torte', 1, placed.items[1].gross],
      ]);
      // The photo part keeps its name, not the file or its name.
      const photoPart = (parts: { name: string }[]) => parts.find((part) => part.name === 'Foto');
      expect(photoPart(placed.items[1].parts)).toMatchObject({ uploads: [photo.id] });
      expect(photoPart(items[1].parts)).toEqual({
        name: 'Foto',
        type: 'image',
        values: [],
        uploads: [],
      });
      const rating = await t.dataSource
        .getRepository(QuestionnaireEntity)
        .findOneOrFail({ where: { order: { id: placed.id } }, withDeleted: true });
      expect([rating.comment, rating.rating]).toEqual([null, 5]);
      expect(await t.dataSource.getRepository(UploadEntity).findOneBy({ id: photo.id })).toBeNull();
      expect(existsSync(filePath)).toBe(false);

      // Gone from every list, the detail and the customer's status page.
      const ids = async (url: string) =>
        (await t.request('GET', url, { session: admin }))
          .json<{ data: Order[] }>()
          .data.map((o) => o.id);
      for (const url of [
        '/api/orders',
        `/api/orders?branch=${wien.id}`,
        '/api/orders/current',
        '/api/orders/missed',
      ])
        expect(await ids(url)).not.toContain(placed.id);
      for (const view of ['frontdesk', 'backoffice']) {
        const board = await t.request('GET', `/api/orders/${view}/${wien.id}/${wien.apiKey}`);
        expect(board.json<{ data: Order[] }>().data.map((o) => o.id)).not.toContain(placed.id);
      }
      const detail = await t.request('GET', `/api/orders/${placed.id}`, { session: admin });
      expect([detail.status, detail.json()]).toEqual([404, ORDER_NOT_FOUND]);
      const status = await t.request('GET', `/api/orders/public/${placed.uid}/${placed.hash}`);
      expect([status.status, status.json()]).toEqual([404, ORDER_NOT_FOUND]);
      expect((await put(placed.id, { comment: 'x' }, admin)).status).toBe(404);

      await settleEvents(t);
      expect(changes.filter((change) => change.cause === 'deleted')).toEqual([
        { type: 'updated', order: placed.id, branch: wien.id, cause: 'deleted' },
      ]);
      const [edited, ...logs] = await logsOf(placed.id);
      // The edit's entry keeps which field changed and who did it, but not the values.
      expect(edited.context.changes).toEqual([
        { field: 'phone', old: '[entfernt]', new: '[entfernt]' },
      ]);
      expect(edited.user?.username).toBe('chefin');
      expect(logs.map((log) => [log.level, log.message, log.context, log.user?.username])).toEqual([
        [
          'warning',
          `Bestellung #${placed.ticketNumber} gelöscht (personenbezogene Daten entfernt)`,
          { orderId: placed.id, ticketNumber: placed.ticketNumber },
          'chefin',
        ],
      ]);
      const listed = await t.request('GET', '/api/logs?area=orders', { session: admin });
      expect(listed.json<{ data: Log[] }>().data.map((log) => log.message)).toContain(
        `Bestellung #${placed.ticketNumber} gelöscht (personenbezogene Daten entfernt)`,
      );

      // A second delete finds nothing.
      const again = await remove(placed.id);
      expect([again.status, again.json()]).toEqual([404, ORDER_NOT_FOUND]);
    });

    it('is for admins only: an employee of the branch gets 403 and the order stays', async () => {
      const placed = await order();
      const response = await remove(placed.id, wienStaff);
      expect(response.status).toBe(403);
      expect(await read(placed.id)).toEqual(placed);
      expect((await t.request('DELETE', `/api/orders/${placed.id}`)).status).toBe(401);
    });
  });
});
