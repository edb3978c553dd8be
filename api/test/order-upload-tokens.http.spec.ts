// Issue 16, 5 and 7: an order names only uploads of the same browser session (the token the
// upload answer carried), of a type the part takes, not yet on another order; the hourly
// clean-up deletes visitors' uploads no order names a day later and keeps everything else.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CustomerUpload, Order, PublicOrder } from '@bestellwerk/domain';
import { makeConfigurableProduct, makePart } from '@bestellwerk/domain/testing';
import type { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { UploadEntity } from '../src/modules/media/entities/upload.entity.js';
import { UploadCleanupService } from '../src/modules/media/upload-cleanup.service.js';
import { ORDER_UPLOAD_MESSAGES } from '../src/modules/ordering/placement/order-uploads.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { dataUrl, documents, jpeg, png } from './support/media-fixtures.js';
import {
  checkoutBody,
  createMenu,
  createOpenBranch,
  createProduct,
  itemInput,
  phoneOrderBody,
} from './support/order-fixtures.js';
import { fixClock, HOUR, type TestClock } from './support/test-clock.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';

describe('uploads on orders: token, type and one order per upload', () => {
  let t: TestApp;
  let wien: BranchEntity;
  let torte: ProductEntity;
  let admin: StaffSession;

  /** A visitor's upload through the item dialog's route (no session). */
  const upload = (name: string, data: Buffer, session?: StaffSession) =>
    t.create<CustomerUpload>('/api/uploads', { name, data: dataUrl(data) }, session);
  /** The cake with the photo part (index 3) and the templates part (index 4) filled. */
  const cake = (photo: number | null, templates: number[] = []) =>
    itemInput(torte, 1, 'piece', [0, [], null, photo, templates]);
  const order = (items: unknown[], uploadTokens?: { id: number; token: string }[]) =>
    t.request('POST', '/api/orders', { body: checkoutBody(wien, items, { uploadTokens }) });
  const tokenOf = (file: CustomerUpload) => ({ id: file.id, token: file.token });
  const refused = async (
    response: Awaited<ReturnType<typeof order>>,
    field: string,
    message: string,
  ) => {
    expect({ status: response.status, body: response.json<Errors>() }).toEqual({
      status: 400,
      body: { errors: [{ code: 'VALIDATION_FAILED', field, message }] },
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(ConfigService).update({ isCashEnabled: true } as ConfigInput);
    wien = await createOpenBranch(t.dataSource, { name: 'Wien' });
    const base = makeConfigurableProduct();
    torte = await createProduct(t.dataSource, {
      name: base.name,
      type: base.type,
      price: base.price,
      config: {
        parts: [
          ...base.config.parts,
          makePart({ name: 'Vorlagen', type: 'files', optional: true }),
        ],
      },
    });
    await createMenu(t.dataSource, [wien], [torte]);
    await t.createUser('chefin', ['ROLE_ADMIN']);
    admin = await t.login('chefin');
  });
  afterAll(() => t.close());

  it('refuses an upload named without its token, or with the token of another upload', async () => {
    const mine = await upload('oma.jpg', jpeg(40, 30));
    const other = await upload('opa.jpg', jpeg(40, 30));
    await refused(await order([cake(mine.id)]), 'items.0.parts.3', ORDER_UPLOAD_MESSAGES.foreign);
    await refused(
      await order([cake(mine.id)], [{ id: mine.id, token: other.token }]),
      'items.0.parts.3',
      ORDER_UPLOAD_MESSAGES.foreign,
    );
    await refused(
      await order([cake(mine.id)], [{ id: mine.id, token: mine.token.toUpperCase() }]),
      'items.0.parts.3',
      ORDER_UPLOAD_MESSAGES.foreign,
    );
    // Every file of a files part needs its own token.
    await refused(
      await order([cake(null, [mine.id, other.id])], [tokenOf(mine)]),
      'items.0.parts.4',
      ORDER_UPLOAD_MESSAGES.foreign,
    );
  });

  it('refuses an SVG or a ZIP on an image part, even with its token; a files part takes them', async () => {
    const svg = await upload('logo.svg', documents.svg);
    const zip = await upload('fotos.zip', documents.zip);
    for (const file of [svg, zip])
      await refused(
        await order([cake(file.id)], [tokenOf(file)]),
        'items.0.parts.3',
        ORDER_UPLOAD_MESSAGES.image,
      );
    const response = await order([cake(null, [svg.id, zip.id])], [tokenOf(svg), tokenOf(zip)]);
    expect(response.status).toBe(201);
  });

  it('takes the own JPEG or PNG with its token; staff see the file on the order', async () => {
    const photo = await upload('oma.png', png(40, 30));
    const placed = await order([cake(photo.id)], [tokenOf(photo)]);
    expect(placed.status).toBe(201);
    const { uid } = placed.json<{ data: PublicOrder }>().data;
    const list = await t.request('GET', `/api/orders?branch=${wien.id}`, { session: admin });
    const id = list.json<{ data: Order[] }>().data.find((o) => o.uid === uid)!.id;
    const read = await t.request('GET', `/api/orders/${id}`, { session: admin });
    expect(read.json<{ data: Order }>().data.uploads).toEqual([
      expect.objectContaining({ id: photo.id, name: 'oma.png', mimeType: 'image/png' }),
    ]);
    const parts = read.json<{ data: Order }>().data.items[0].parts;
    expect(parts.find((part) => part.name === 'Foto')?.uploads).toEqual([photo.id]);

    const jpg = await upload('torte.jpg', jpeg(40, 30));
    expect((await order([cake(jpg.id)], [tokenOf(jpg)])).status).toBe(201);
  });

  it('refuses an upload that is on another order already, with its token', async () => {
    const photo = await upload('oma.jpg', jpeg(40, 30));
    expect((await order([cake(photo.id)], [tokenOf(photo)])).status).toBe(201);
    await refused(
      await order([cake(photo.id)], [tokenOf(photo)]),
      'items.0.parts.3',
      ORDER_UPLOAD_MESSAGES.taken,
    );
  });

  it('lets staff attach uploads without tokens, but not of a type the part does not take', async () => {
    const photo = await upload('oma.jpg', jpeg(40, 30));
    const phone = (items: unknown[]) =>
      t.request('POST', '/api/orders/staff', { session: admin, body: phoneOrderBody(wien, items) });
    const placed = await phone([cake(photo.id)]);
    expect(placed.status).toBe(201);
    const svg = await upload('logo.svg', documents.svg, admin);
    const response = await phone([cake(svg.id)]);
    expect({ status: response.status, body: response.json<Errors>() }).toEqual({
      status: 400,
      body: {
        errors: [
          {
            code: 'VALIDATION_FAILED',
            field: 'items.0.parts.3',
            message: ORDER_UPLOAD_MESSAGES.image,
          },
        ],
      },
    });
    // Changing the item of a placed order holds to the same type rule.
    const { id } = placed.json<{ data: Order }>().data;
    const changed = await t.request('PUT', `/api/orders/${id}/items/0`, {
      session: admin,
      body: { amount: 1, parts: [0, [], null, svg.id, []] },
    });
    expect({ status: changed.status, body: changed.json<Errors>() }).toEqual({
      status: 400,
      body: {
        errors: [
          { code: 'VALIDATION_FAILED', field: 'parts.3', message: ORDER_UPLOAD_MESSAGES.image },
        ],
      },
    });
  });

  it('takes an order with an empty token list; refuses a malformed token with a German 400', async () => {
    expect((await order([cake(null)], [])).status).toBe(201);
    const response = await order([cake(null)], [{ id: 1, token: 'x'.repeat(101) }]);
    expect(response.status).toBe(400);
    expect(response.json<Errors>().errors[0].field).toMatch(/^uploadTokens\.0/);
  });
});

describe('the clean-up of uploads no order names', () => {
  let t: TestApp;
  let clock: TestClock;
  let wien: BranchEntity;
  let torte: ProductEntity;
  let admin: StaffSession;

  beforeAll(async () => {
    t = await createTestApp();
    clock = fixClock(t, new Date());
    await t.app.get(ConfigService).update({ isCashEnabled: true } as ConfigInput);
    wien = await createOpenBranch(t.dataSource, { name: 'Wien' });
    const base = makeConfigurableProduct();
    torte = await createProduct(t.dataSource, {
      name: base.name,
      type: base.type,
      price: base.price,
      config: base.config,
    });
    await createMenu(t.dataSource, [wien], [torte]);
    await t.createUser('chefin', ['ROLE_ADMIN']);
    admin = await t.login('chefin');
  });
  afterAll(() => t.close());

  it('deletes a 25-hour-old unordered visitor upload and its file; keeps an ordered, a 23-hour-old and a staff upload', async () => {
    const post = (name: string, session?: StaffSession) =>
      t.create<CustomerUpload>('/api/uploads', { name, data: dataUrl(png(40, 30)) }, session);
    const unordered = await post('vergessen.png');
    const ordered = await post('bestellt.png');
    const mediaLibrary = await post('logo.png', admin);
    const placed = await t.request('POST', '/api/orders', {
      body: checkoutBody(wien, [itemInput(torte, 1, 'piece', [0, [], null, ordered.id])], {
        uploadTokens: [{ id: ordered.id, token: ordered.token }],
      }),
    });
    expect(placed.status).toBe(201);
    clock.advance(2 * HOUR);
    const recent = await post('neu.png');

    const file = (upload: CustomerUpload) => join(t.storageDir, `uploads/${upload.id}-1.png`);
    const url = (upload: CustomerUpload) => `/upload/${upload.publicHash}/${upload.id}-1.png`;
    // Previews exist once asked for; the clean-up removes them with the file.
    const preview = `/upload/${unordered.publicHash}/preview/${unordered.id}-1.jpg`;
    expect((await t.request('GET', preview)).status).toBe(200);
    const cleanup = t.app.get(UploadCleanupService);

    // 24 hours after the first uploads (exactly): nothing is old enough yet.
    expect(await cleanup.deleteUnorderedCustomerUploads(clock.advance(22 * HOUR))).toEqual([]);
    // 25 hours after the first uploads, 23 after the recent one.
    const now = clock.advance(HOUR);
    expect(await cleanup.deleteUnorderedCustomerUploads(now)).toEqual([unordered.id]);

    expect(existsSync(file(unordered))).toBe(false);
    expect(existsSync(join(t.storageDir, `upload-previews/${unordered.id}-1.jpg`))).toBe(false);
    expect((await t.request('GET', url(unordered))).status).toBe(404);
    for (const kept of [ordered, mediaLibrary, recent]) {
      expect(existsSync(file(kept))).toBe(true);
      expect((await t.request('GET', url(kept))).status).toBe(200);
    }
    const rows = await t.dataSource.getRepository(UploadEntity).find({ order: { id: 'ASC' } });
    expect(rows.map((row) => [row.id, row.isCustomerUpload])).toEqual([
      [ordered.id, true],
      [mediaLibrary.id, false],
      [recent.id, true],
    ]);
    // Nothing more to do in the same hour; the recent upload goes a day after it was made.
    expect(await cleanup.deleteUnorderedCustomerUploads(now)).toEqual([]);
    expect(await cleanup.deleteUnorderedCustomerUploads(clock.advance(2 * HOUR))).toEqual([
      recent.id,
    ]);
  });
});
