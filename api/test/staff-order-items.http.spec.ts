import { ERROR_MESSAGES, type Order, type Upload } from '@bestellwerk/domain';
import { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { OrderEntity } from '../src/modules/ordering/entities/order.entity.js';
import { ORDER_ITEM_MESSAGES } from '../src/modules/ordering/items/order-item-update.service.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import type { DeliveryAreaEntity } from '../src/modules/organisation/entities/delivery-area.entity.js';
import {
  createCheese,
  createConfigurableProduct,
  createDeliveryArea,
  createMenu,
  createOpenBranch,
  createProduct,
  itemInput as item,
  ORDER_NOT_FOUND as NOT_FOUND,
  phoneOrderBody,
} from './support/order-fixtures.js';
import { dataUrl, png } from './support/media-fixtures.js';
import { recordOrderChanges, settleEvents, signInBranchStaff } from './support/staff-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';

/** PUT /api/orders/{id}/items/{index}: staff change an item; the order is repriced. */
describe('PUT /api/orders/{id}/items/{index}', () => {
  let t: TestApp;
  let wien: BranchEntity;
  let graz: BranchEntity;
  let zone: DeliveryAreaEntity;
  let semmel: ProductEntity;
  let kaese: ProductEntity;
  let torte: ProductEntity;
  let brezel: ProductEntity;
  let bauernbrot: ProductEntity;
  let admin: StaffSession;
  let wienStaff: StaffSession;
  let grazStaff: StaffSession;

  /** A phone order of Wien with these items (priced by the server). */
  const order = (items: unknown[], fields: Record<string, unknown> = {}) =>
    t.create<Order>(
      '/api/orders/staff',
      phoneOrderBody(wien, items, {
        street: 'Neubaugasse 1',
        zipCode: '1070',
        city: 'Wien',
        ...fields,
      }),
      admin,
    );
  const put = (id: number, index: number | string, body: unknown, session = wienStaff) =>
    t.request('PUT', `/api/orders/${id}/items/${index}`, { session, body });
  const changed = async (id: number, index: number, body: unknown): Promise<Order> => {
    const response = await put(id, index, body);
    expect({ status: response.status, body: response.body }).toMatchObject({ status: 200 });
    return response.json<{ data: Order }>().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(ConfigService).update({ isCashEnabled: true } as ConfigInput);
    wien = await createOpenBranch(t.dataSource, { name: 'Wien' });
    graz = await createOpenBranch(t.dataSource, { name: 'Graz' });
    zone = await createDeliveryArea(t.dataSource, wien, {
      price: 3.5,
      tax: 20,
      freeFromOrderValue: 50,
      minimumOrderValue: 10,
    });
    semmel = await createProduct(t.dataSource, { name: 'Kaisersemmel', price: 0.6 });
    kaese = await createCheese(t.dataSource, {
      minimumQuantity: 100,
      maximumQuantity: 2000,
      quantityStepSize: 50,
    });
    torte = await createConfigurableProduct(t.dataSource);
    brezel = await createProduct(t.dataSource, { name: 'Brezel', price: 1.2 });
    bauernbrot = await createProduct(t.dataSource, {
      name: 'Bauernbrot',
      price: 6.8,
      unit: 'kg',
      calculationModel: 'approximate',
      minimumQuantity: 0.5,
      maximumQuantity: 5,
      quantityStepSize: 0.25,
    });
    await createMenu(t.dataSource, [wien, graz], [semmel, kaese, torte, brezel, bauernbrot]);
    ({ admin, wienStaff, grazStaff } = await signInBranchStaff(t, wien, graz));
  });
  const changes = recordOrderChanges(() => t);
  afterAll(() => t.close());

  it('changes the amount and recomputes the totals and taxes of the whole order', async () => {
    const placed = await order([item(semmel, 2), item(torte, 1, 'piece', [1, [0]])]);
    // Semmel 1.20 + Torte (30 + 10 + 2) 42.00 = 43.20
    expect(placed.pricing.gross).toBe(43.2);
    const answered = await changed(placed.id, 0, { amount: 10 });
    expect(answered.items[0]).toMatchObject({ index: 0, amount: 10, gross: 6, net: 5.45 });
    expect(answered.items[1]).toEqual(placed.items[1]);
    expect(answered.pricing).toEqual({
      gross: 48,
      totalNet: 43.63,
      totalGross: 48,
      deliveryGross: 0,
      taxes: { '10': 4.37 },
    });
    const read = await t.request('GET', `/api/orders/${placed.id}`, { session: wienStaff });
    expect(read.json<{ data: Order }>().data).toEqual(answered);
    await settleEvents(t);
    expect(changes.filter((change) => change.cause !== 'placed')).toEqual([
      { type: 'updated', order: placed.id, branch: wien.id, cause: 'item-updated' },
    ]);
  });

  it('snaps the amount to the unit grid and limits, and switches the unit', async () => {
    const placed = await order([item(kaese, 1, 'kg')]);
    expect(placed.items[0]).toMatchObject({ amount: 1, unit: 'kg', gross: 20 });
    // 333 g → 350 g on the 50 g grid: 350 × 20 × 0.001 = 7.00
    expect((await changed(placed.id, 0, { amount: 333, unit: 'g' })).items[0]).toMatchObject({
      amount: 350,
      unit: 'g',
      gross: 7,
    });
    // Above the maximum: 2000 g.
    expect((await changed(placed.id, 0, { amount: 5000 })).items[0]).toMatchObject({
      amount: 2000,
      unit: 'g',
      gross: 40,
    });
    // Back to whole kilograms: 2.4 kg → 2 kg.
    expect((await changed(placed.id, 0, { amount: 2.4, unit: 'kg' })).items[0]).toMatchObject({
      amount: 2,
      unit: 'kg',
      gross: 40,
    });
  });

  it('keeps the weighed amount of an approximate item exactly, and the total follows', async () => {
    const placed = await order([item(bauernbrot, 2, 'kg'), item(semmel, 2)]);
    // 2 kg × 6.80 + 2 × 0.60
    expect(placed.pricing.totalGross).toBe(14.8);
    const answered = await changed(placed.id, 0, { amount: 2.14 });
    // 2.14 kg × 6.80 = 14.552 → 14.55, not 2.25 kg on the customer's 0.25 kg grid.
    expect(answered.items[0]).toMatchObject({ amount: 2.14, unit: 'kg', gross: 14.55 });
    expect(answered.pricing).toMatchObject({ gross: 15.75, totalGross: 15.75 });
    const read = await t.request('GET', `/api/orders/${placed.id}`, { session: wienStaff });
    expect(read.json<{ data: Order }>().data.items[0].amount).toBe(2.14);
    // The limits still hold: the minimum and the maximum themselves are taken.
    expect((await changed(placed.id, 0, { amount: 5 })).items[0].amount).toBe(5);
  });

  it.each<[string, number, string]>([
    ['beyond the maximum', 5.5, '„Bauernbrot“: Die Menge muss höchstens 5 kg betragen.'],
    ['below the minimum', 0.4, '„Bauernbrot“: Die Menge muss mindestens 0,5 kg betragen.'],
  ])(
    'refuses a weighed amount %s with a German 400; nothing changes',
    async (_name, amount, message) => {
      const placed = await order([item(bauernbrot, 1, 'kg')]);
      const response = await put(placed.id, 0, { amount });
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ code: 'VALIDATION_FAILED', field: 'amount', message }],
      });
      const read = await t.request('GET', `/api/orders/${placed.id}`, { session: admin });
      expect(read.json<{ data: Order }>().data.items[0].amount).toBe(1);
    },
  );

  it('changes the options, or keeps them when none are sent', async () => {
    const placed = await order([item(torte, 1, 'piece', [1, [0]])]);
    const kept = await changed(placed.id, 0, { amount: 2 });
    expect(kept.items[0]).toMatchObject({
      amount: 2,
      unitPrice: 42,
      gross: 84,
      parts: placed.items[0].parts,
    });
    const other = await changed(placed.id, 0, { amount: 1, parts: [0, [0, 1]] });
    // 30 − 5 + 2 + 3.5 = 30.50
    expect(other.items[0]).toMatchObject({
      unitPrice: 30.5,
      gross: 30.5,
      parts: [
        { name: 'Größe', type: 'select', values: ['klein'], uploads: [] },
        { name: 'Extras', type: 'multiselect', values: ['Kerzen', 'Deko'], uploads: [] },
      ],
    });
    expect(other.pricing.totalGross).toBe(30.5);
  });

  it('recomputes the delivery fee: waived above the free-from value, charged again below', async () => {
    const placed = await order([item(semmel, 20)], { isDelivery: true, deliveryArea: zone.id });
    expect(placed.pricing).toMatchObject({ gross: 12, deliveryGross: 3.5, totalGross: 15.5 });
    const free = await changed(placed.id, 0, { amount: 100 });
    expect(free.pricing).toMatchObject({ gross: 60, deliveryGross: 0, totalGross: 60 });
    const charged = await changed(placed.id, 0, { amount: 30 });
    // 18.00 at 10 % (net 16.36) + fee 3.50 at 20 % (net 2.92)
    expect(charged.pricing).toEqual({
      gross: 18,
      totalNet: 19.28,
      totalGross: 21.5,
      deliveryGross: 3.5,
      taxes: { '10': 1.64, '20': 0.58 },
    });
  });

  it.each<[string, unknown, string]>([
    ['an amount of 0', { amount: 0 }, 'amount'],
    ['a negative amount', { amount: -2 }, 'amount'],
    ['an amount that is no number', { amount: '3' }, 'amount'],
    ['no amount', { unit: 'piece' }, 'amount'],
    ['a unit the product is not sold in', { amount: 1, unit: 'l' }, 'unit'],
    ['an unknown unit', { amount: 1, unit: 'Stück' }, 'unit'],
    ['an option the part does not have', { amount: 1, parts: [5, []] }, 'parts.0'],
    ['a required part left empty', { amount: 1, parts: [null, []] }, 'parts.0'],
    ['an upload that does not exist', { amount: 1, parts: [0, [], null, 987654] }, 'parts.3'],
    ['an unknown field', { amount: 1, price: 0.01 }, 'price'],
  ])('refuses %s with a German 400 at the field; nothing changes', async (_name, body, field) => {
    const placed = await order([item(torte, 1, 'piece', [1, []])]);
    const response = await put(placed.id, 0, body);
    expect(response.status).toBe(400);
    expect(response.json<Errors>().errors).toEqual([
      expect.objectContaining({ field, message: expect.stringMatching(/\S/) }),
    ]);
    const read = await t.request('GET', `/api/orders/${placed.id}`, { session: admin });
    expect(read.json<{ data: Order }>().data.pricing).toEqual(placed.pricing);
  });

  it('answers 404 for a position out of range, 400 for one that is no number', async () => {
    const placed = await order([item(semmel, 2), item(semmel, 3)]);
    for (const index of [2, 99]) {
      const response = await put(placed.id, index, { amount: 1 });
      expect(response.status).toBe(404);
      expect(response.json()).toEqual({
        errors: [{ code: 'ORDER_ITEM_NOT_FOUND', message: ERROR_MESSAGES.ORDER_ITEM_NOT_FOUND }],
      });
    }
    for (const index of ['x', '-1', '1.5']) {
      const response = await put(placed.id, index, { amount: 1 });
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({
        errors: [
          { code: 'VALIDATION_FAILED', field: 'index', message: ORDER_ITEM_MESSAGES.badIndex },
        ],
      });
    }
    expect((await changed(placed.id, 1, { amount: 1 })).items[1].amount).toBe(1);
  });

  it.each<[string, Partial<OrderEntity>]>([
    ['completed', { isConfirmed: true, isCompleted: true }],
    ['rejected', { isRejected: true }],
    ['canceled', { isCanceled: true }],
    ['failed', { isFailed: true }],
  ])('refuses changes to a %s order (409)', async (_state, flags) => {
    const placed = await order([item(semmel, 2)]);
    await t.dataSource.getRepository(OrderEntity).update(placed.id, flags);
    const response = await put(placed.id, 0, { amount: 5 });
    expect(response.status).toBe(409);
    expect(response.json()).toEqual({
      errors: [{ code: 'ORDER_CLOSED', message: ERROR_MESSAGES.ORDER_CLOSED }],
    });
  });

  it('changes confirmed orders and orders out for delivery', async () => {
    const placed = await order([item(semmel, 2)]);
    await t.dataSource
      .getRepository(OrderEntity)
      .update(placed.id, { isConfirmed: true, isInDelivery: true });
    expect((await changed(placed.id, 0, { amount: 3 })).pricing.gross).toBe(1.8);
  });

  it('refuses an item whose product was deleted (409)', async () => {
    const placed = await order([item(brezel, 1)]);
    await t.dataSource.getRepository(ProductEntity).delete(brezel.id);
    const response = await put(placed.id, 0, { amount: 2 });
    expect(response.status).toBe(409);
    expect(response.json()).toEqual({
      errors: [
        { code: 'ORDER_ITEM_PRODUCT_GONE', message: ERROR_MESSAGES.ORDER_ITEM_PRODUCT_GONE },
      ],
    });
  });

  it('answers a foreign-branch order like a missing one (404), and needs a session', async () => {
    const placed = await order([item(semmel, 2)]);
    const foreign = await put(placed.id, 0, { amount: 5 }, grazStaff);
    expect(foreign.status).toBe(404);
    expect(foreign.json()).toEqual(NOT_FOUND);
    expect((await put(999_999, 0, { amount: 5 })).json()).toEqual(NOT_FOUND);
    const anonymous = await t.request('PUT', `/api/orders/${placed.id}/items/0`, {
      body: { amount: 5 },
    });
    expect(anonymous.status).toBe(401);
    expect((await changed(placed.id, 0, { amount: 5 })).pricing.gross).toBe(3);
  });

  it('answers staff the uploaded files with preview and download links, the public order not', async () => {
    const file = png(40, 30);
    const photo = await t.create<Upload>('/api/uploads', {
      name: 'Oma 80.png',
      data: dataUrl(file, 'image/png'),
    });
    const placed = await order([item(torte, 1, 'piece', [1, [], null, photo.id])]);
    const expected = {
      id: photo.id,
      name: 'Oma 80.png',
      mimeType: 'image/png',
      size: file.length,
      url: `/upload/${photo.publicHash}/${photo.id}-1.png`,
      previewUrl: `/upload/${photo.publicHash}/preview/${photo.id}-1.jpg`,
    };
    expect(placed.uploads).toEqual([expected]);
    const read = await t.request('GET', `/api/orders/${placed.id}`, { session: wienStaff });
    expect(read.json<{ data: Order }>().data.uploads).toEqual([expected]);
    const board = await t.request('GET', `/api/orders/current?branch=${wien.id}`, {
      session: wienStaff,
    });
    const onBoard = board.json<{ data: Order[] }>().data.find((o) => o.id === placed.id);
    expect(onBoard?.uploads).toEqual([expected]);
    // Both links work: the preview is a JPEG, the download the file itself.
    const preview = await t.request('GET', expected.previewUrl);
    expect([preview.status, preview.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const download = await t.request('GET', expected.url);
    expect([download.status, download.headers['content-length']]).toEqual([
      200,
      String(file.length),
    ]);
    // The printable receipt shows the preview and the download link, the paper names the file.
    const receipt = await t.request('GET', `/api/orders/${placed.id}/receipt`, {
      session: wienStaff,
    });
    expect(receipt.body).toContain(`<img src="${expected.previewUrl}" alt="Vorschau: Oma 80.png">`);
    expect(receipt.body).toContain(
      `<a href="${expected.url}" download="Oma 80.png">Oma 80.png herunterladen</a>`,
    );
    expect(receipt.body).toContain('- Foto: Oma 80.png</div>');
    expect(String(receipt.headers['content-security-policy'])).toContain("img-src 'self'");
    // Orders without files carry none; the customer's status answer carries no file list.
    expect((await order([item(semmel, 1)])).uploads).toEqual([]);
    const status = await t.request('GET', `/api/orders/public/${placed.uid}/${placed.hash}`);
    expect(status.json<{ data: object }>().data).not.toHaveProperty('uploads');
    expect(status.json<{ data: object }>().data).not.toHaveProperty('questionnaire');
  });

  it('keeps both of two simultaneous changes of different items in the totals', async () => {
    const placed = await order([item(semmel, 1), item(semmel, 1)]);
    const [first, second] = await Promise.all([
      put(placed.id, 0, { amount: 10 }),
      put(placed.id, 1, { amount: 20 }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const read = await t.request('GET', `/api/orders/${placed.id}`, { session: admin });
    const stored = read.json<{ data: Order }>().data;
    expect(stored.items.map((i) => i.amount)).toEqual([10, 20]);
    expect(stored.pricing.gross).toBe(18);
  });
});
