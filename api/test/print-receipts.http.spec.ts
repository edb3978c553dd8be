import { createHash } from 'node:crypto';
import type { Device, PrintJob, PublicOrder } from '@bestellwerk/domain';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { DeviceEntity } from '../src/modules/devices/entities/device.entity.js';
import { PrintJobEntity } from '../src/modules/devices/entities/print-job.entity.js';
import { OrderMailService } from '../src/modules/ordering/notifications/order-mails.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import type { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import {
  createMenu,
  createOpenBranch,
  createProduct,
  ORDER_NOT_FOUND,
} from './support/order-fixtures.js';
import { signInBranchStaff } from './support/staff-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

const NOT_RECOGNISED = {
  errors: [{ code: 'DEVICE_NOT_RECOGNISED', message: 'Gerät nicht erkannt.' }],
};
const RULE = '-'.repeat(48);

/** Bytes as hex pairs, for comparing ESC/POS output. */
const hex = (bytes: Buffer | number[]) => Buffer.from(bytes).toString('hex');

describe('receipts: HTML view, print jobs, printer fetch and acknowledgement', () => {
  let t: TestApp;
  let admin: StaffSession;
  let wienStaff: StaffSession;
  let grazStaff: StaffSession;
  let wien: BranchEntity;
  let linz: BranchEntity;
  let strudel: ProductEntity;
  /** Wien's two enabled printers, each with its key. */
  const printers: { device: Device; key: string }[] = [];
  let disabledPrinter: { device: Device; key: string };

  const place = (branch: BranchEntity, extra: object = {}) =>
    t.create<PublicOrder>('/api/orders', {
      branch: branch.id,
      firstName: 'Anna',
      lastName: 'Huber',
      phone: '+43 664 1234567',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      items: [{ product: strudel.id, amount: 3, unit: 'piece', parts: [] }],
      ...extra,
    });

  const device = async (body: object): Promise<{ device: Device; key: string }> => {
    const created = await t.create<Device>('/api/devices', body, admin);
    const secret = await t.request('POST', `/api/devices/${created.id}/secret`, {
      session: admin,
    });
    return { device: created, key: secret.json<{ data: { secret: string } }>().data.secret };
  };

  const fetchJobs = (printer: { device: Device; key: string }, key = printer.key) =>
    t.request('GET', `/api/devices/${printer.device.id}/print-jobs`, {
      headers: { 'x-device-key': key },
    });
  const jobsOf = async (printer: { device: Device; key: string }): Promise<PrintJob[]> => {
    const response = await fetchJobs(printer);
    expect(response.status).toBe(200);
    return response.json<{ data: PrintJob[] }>().data;
  };
  const ack = (printer: { device: Device; key: string }, jobId: number | string) =>
    t.request('POST', `/api/devices/${printer.device.id}/print-jobs/${jobId}/ack`, {
      headers: { 'x-device-key': printer.key },
    });
  const print = (session: StaffSession, orderId: number, headers?: Record<string, string>) =>
    t.request('POST', `/api/orders/${orderId}/print`, { session, headers });

  beforeAll(async () => {
    t = await createTestApp();
    await t.app
      .get(ConfigService)
      .update({ isCashEnabled: true, shopName: 'Bäckerei Huber' } as ConfigInput);
    wien = await createOpenBranch(t.dataSource, {
      name: 'Wien Neubau',
      street: 'Neubaugasse 1',
      zipCode: '1070',
      city: 'Wien',
      phone: '+43 1 234567',
    });
    const graz = await createOpenBranch(t.dataSource, { name: 'Graz' });
    linz = await createOpenBranch(t.dataSource, { name: 'Linz' });
    strudel = await createProduct(t.dataSource, { name: 'Apfelstrudel', price: 3.9 });
    await createMenu(t.dataSource, [wien, graz, linz], [strudel]);
    ({ admin, wienStaff, grazStaff } = await signInBranchStaff(t, wien, graz));
    const branch = { id: wien.id };
    printers.push(
      await device({ identifier: 'theke', name: 'Theke', type: 'printer', branch }),
      await device({ identifier: 'kueche', name: 'Küche', type: 'printer', branch }),
    );
    disabledPrinter = await device({
      identifier: 'alt',
      name: 'Alt',
      type: 'printer',
      branch,
      isEnabled: false,
    });
    await device({ identifier: 'tablet', name: 'Tablet', type: 'tablet', branch });
    await device({ identifier: 'graz', name: 'Graz', type: 'printer', branch: { id: graz.id } });
  });
  afterAll(async () => {
    await t.app.get(OrderMailService).idle();
    await t.close();
  });

  describe('GET /api/orders/{id}/receipt', () => {
    it('shows the receipt lines as a standalone 80 mm page with a print button', async () => {
      const order = await place(wien);
      const response = await t.request('GET', `/api/orders/${order.id}/receipt`, {
        session: wienStaff,
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      const html = response.body;
      expect(html).toMatch(/^<!doctype html>\n<html lang="de">/);
      expect(html).toContain('<title>Bon – Bestellung Nr. 1</title>');
      expect(html).toContain('@page { size: 80mm auto; margin: 0; }');
      for (const line of [
        '<div class="line bold">                 Bäckerei Huber</div>',
        '<div class="line">                  Wien Neubau</div>',
        '<div class="line large">    Bestellung Nr. 1</div>',
        '<div class="line bold">Abholung</div>',
        `<div class="line">${RULE}</div>`,
        '<div class="line">3 × Apfelstrudel                         11,70 €</div>',
        '<div class="line bold">Gesamt                                   11,70 €</div>',
        '<div class="line bold">Zahlung vor Ort: Barzahlung</div>',
      ])
        expect(html).toContain(line);
      expect(html).toContain('<button type="button" id="print">Drucken</button>');
      expect(html).toContain('window.print()');
      expect(html).not.toMatch(/\b(src|href)=|url\(|@import/);
    });

    it('allows exactly its own style and script by hash and nothing from elsewhere', async () => {
      const order = await place(wien);
      const response = await t.request('GET', `/api/orders/${order.id}/receipt`, {
        session: admin,
      });
      const policy = String(response.headers['content-security-policy']);
      const hash = (text: string) => createHash('sha256').update(text).digest('base64');
      const style = /<style>([\s\S]*?)<\/style>/.exec(response.body)?.[1] ?? '';
      const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
      expect(policy).toBe(
        [
          "default-src 'none'",
          "img-src 'self'",
          `style-src 'sha256-${hash(style)}'`,
          `script-src 'sha256-${hash(script)}'`,
          "base-uri 'none'",
          "form-action 'none'",
          "frame-ancestors 'self'",
        ].join('; '),
      );
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it('escapes everything the customer typed', async () => {
      const order = await place(wien, {
        firstName: '<img onerror=x>',
        comment: '</div><script>alert("x")</script> & Co\'s',
      });
      const response = await t.request('GET', `/api/orders/${order.id}/receipt`, {
        session: wienStaff,
      });
      expect(response.body).toContain('<div class="line">&lt;img onerror=x&gt; Huber</div>');
      expect(response.body).toContain(
        '<div class="line">&lt;/div&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co&#39;s</div>',
      );
      expect(response.body).not.toContain('<script>alert');
      expect(response.body.match(/<script>/g)).toHaveLength(1);
    });

    it('answers other branches, missing orders and anonymous callers like the order itself', async () => {
      const order = await place(wien);
      const path = `/api/orders/${order.id}/receipt`;
      expect((await t.request('GET', path)).status).toBe(401);
      const foreign = await t.request('GET', path, { session: grazStaff });
      expect({ status: foreign.status, body: foreign.json() }).toEqual({
        status: 404,
        body: ORDER_NOT_FOUND,
      });
      const missing = await t.request('GET', '/api/orders/999999/receipt', { session: admin });
      expect({ status: missing.status, body: missing.json() }).toEqual({
        status: 404,
        body: ORDER_NOT_FOUND,
      });
      expect((await t.request('GET', '/api/orders/abc/receipt', { session: admin })).status).toBe(
        400,
      );
    });
  });

  describe('POST /api/orders/{id}/print', () => {
    /** Sets when each of Wien's two printers last called (null: never). */
    const lastSeen = async (...minutesAgo: (number | null)[]) => {
      for (const [index, minutes] of minutesAgo.entries())
        await t.dataSource
          .getRepository(DeviceEntity)
          .update(
            { id: printers[index].device.id },
            { lastSeenAt: minutes === null ? null : new Date(Date.now() - minutes * 60_000) },
          );
    };

    it('queues one receipt per enabled printer of the branch (not disabled ones, not tablets)', async () => {
      await lastSeen(0.5, null);
      const order = await place(wien);
      const response = await print(wienStaff, order.id);
      expect({ status: response.status, body: response.json() }).toEqual({
        status: 202,
        body: { data: { jobs: 2, online: 1 } },
      });
      const rows = await t.dataSource.getRepository(PrintJobEntity).find({
        where: { order: { id: order.id } },
        relations: { device: true },
        order: { id: 'ASC' },
      });
      expect(rows.map((row) => [row.device.id, row.kind, row.claimedAt, row.printedAt])).toEqual(
        printers.map((printer) => [printer.device.id, 'receipt', null, null]),
      );
    });

    it('tells when no printer of the branch is online (never connected, or silent for over two minutes): queued', async () => {
      await lastSeen(null, 3);
      const queued = await print(wienStaff, (await place(wien)).id);
      expect({ status: queued.status, body: queued.json() }).toEqual({
        status: 202,
        body: { data: { jobs: 2, online: 0 } },
      });
      await lastSeen(1.5, 1);
      const sent = await print(wienStaff, (await place(wien)).id);
      expect(sent.json()).toEqual({ data: { jobs: 2, online: 2 } });
    });

    it('needs the CSRF token, a staff session and the order’s branch', async () => {
      const order = await place(wien);
      const noCsrf = await print(wienStaff, order.id, { 'x-csrf-token': 'falsch' });
      expect(noCsrf.status).toBe(403);
      expect((await t.request('POST', `/api/orders/${order.id}/print`)).status).toBe(401);
      const foreign = await print(grazStaff, order.id);
      expect({ status: foreign.status, body: foreign.json() }).toEqual({
        status: 404,
        body: ORDER_NOT_FOUND,
      });
      expect(
        await t.dataSource.getRepository(PrintJobEntity).count({
          where: { order: { id: order.id } },
        }),
      ).toBe(0);
    });

    it('answers 409 for a branch without printer', async () => {
      const order = await place(linz);
      const response = await print(admin, order.id);
      expect({ status: response.status, body: response.json() }).toEqual({
        status: 409,
        body: {
          errors: [
            { code: 'NO_PRINTER', message: 'Für diese Filiale ist kein Bondrucker eingerichtet.' },
          ],
        },
      });
    });
  });

  describe('GET /api/devices/{id}/print-jobs and POST …/ack', () => {
    beforeAll(async () => {
      // Start from empty queues: everything queued so far counts as printed.
      await t.dataSource
        .getRepository(PrintJobEntity)
        .createQueryBuilder()
        .update()
        .set({ printedAt: new Date() })
        .execute();
    });

    it('refuses a missing, wrong, foreign or disabled key alike, and any non-id', async () => {
      const [theke, kueche] = printers;
      const cases: [string, Record<string, string>][] = [
        [`/api/devices/${theke.device.id}/print-jobs`, {}],
        [`/api/devices/${theke.device.id}/print-jobs`, { 'x-device-key': 'falsch' }],
        [`/api/devices/${theke.device.id}/print-jobs`, { 'x-device-key': kueche.key }],
        [
          `/api/devices/${disabledPrinter.device.id}/print-jobs`,
          { 'x-device-key': disabledPrinter.key },
        ],
        ['/api/devices/999999/print-jobs', { 'x-device-key': theke.key }],
        ['/api/devices/abc/print-jobs', { 'x-device-key': theke.key }],
      ];
      for (const [path, headers] of cases) {
        const response = await t.request('GET', path, { headers });
        expect({ path, headers, status: response.status, body: response.json() }).toEqual({
          path,
          headers,
          status: 401,
          body: NOT_RECOGNISED,
        });
      }
      const staffOnly = await t.request('GET', `/api/devices/${theke.device.id}/print-jobs`, {
        session: admin,
      });
      expect(staffOnly.status).toBe(401);
    });

    it('hands a job out once as ESC/POS in PC858, and takes acknowledgements idempotently', async () => {
      const [theke, kueche] = printers;
      const order = await place(wien, { comment: 'Größe 5,00 €' });
      await print(wienStaff, order.id);

      const jobs = await jobsOf(theke);
      expect(jobs).toEqual([
        {
          id: expect.any(Number),
          kind: 'receipt',
          order: { id: order.id },
          escPos: expect.any(String),
          createdAt: expect.any(String),
        },
      ]);
      const bytes = Buffer.from(jobs[0].escPos, 'base64');
      expect(hex(bytes.subarray(0, 5))).toBe('1b401b7413');
      expect(hex(bytes.subarray(-4))).toBe('1d564200');
      const contains = (part: number[]) => bytes.includes(Buffer.from(part));
      // Shop name with ä (0x84), in bold.
      expect(hex(bytes)).toContain(`1b4501${hex(Buffer.from('                 B'))}84`);
      // "Bestellung Nr. …" in double size.
      const title = hex(Buffer.from(`Bestellung Nr. ${order.ticketNumber}`));
      expect(hex(bytes)).toMatch(new RegExp(`1d2111(20)+${title}0a`));
      // "3 × Apfelstrudel" with × at 0x9e; the comment "Größe 5,00 €" with ö, ß, €.
      expect(contains([0x33, 0x20, 0x9e, 0x20, ...Buffer.from('Apfelstrudel')])).toBe(true);
      expect(
        contains([0x47, 0x72, 0x94, 0xe1, 0x65, 0x20, 0x35, 0x2c, 0x30, 0x30, 0x20, 0xd5]),
      ).toBe(true);

      expect(await jobsOf(theke)).toEqual([]);
      expect((await jobsOf(kueche)).map((job) => job.order)).toEqual([{ id: order.id }]);

      const first = await ack(theke, jobs[0].id);
      expect({ status: first.status, body: first.json() }).toEqual({
        status: 200,
        body: { data: null },
      });
      const stored = await t.dataSource.getRepository(PrintJobEntity).findOneByOrFail({
        id: jobs[0].id,
      });
      expect(stored.printedAt).toBeInstanceOf(Date);
      expect((await ack(theke, jobs[0].id)).status).toBe(200);
      const again = await t.dataSource.getRepository(PrintJobEntity).findOneByOrFail({
        id: jobs[0].id,
      });
      expect(again.printedAt).toEqual(stored.printedAt);

      for (const response of [await ack(kueche, jobs[0].id), await ack(theke, 999999)])
        expect({ status: response.status, body: response.json() }).toEqual({
          status: 404,
          body: {
            errors: [
              { code: 'PRINT_JOB_NOT_FOUND', message: 'Druckauftrag wurde nicht gefunden.' },
            ],
          },
        });
      expect((await ack(theke, 'x')).status).toBe(400);
    });

    it('hands out again a job fetched more than two minutes ago and never acknowledged', async () => {
      const [theke] = printers;
      const order = await place(wien);
      await print(wienStaff, order.id);
      const [job] = await jobsOf(theke);
      const jobs = t.dataSource.getRepository(PrintJobEntity);
      await jobs.update({ id: job.id }, { claimedAt: new Date(Date.now() - 110_000) });
      expect(await jobsOf(theke)).toEqual([]);
      await jobs.update({ id: job.id }, { claimedAt: new Date(Date.now() - 130_000) });
      expect((await jobsOf(theke)).map((again) => again.id)).toEqual([job.id]);
      await ack(theke, job.id);
      await jobs.update({ id: job.id }, { claimedAt: new Date(Date.now() - 600_000) });
      expect(await jobsOf(theke)).toEqual([]);
    });

    it('gives each job to one of many simultaneous fetches', async () => {
      const [theke] = printers;
      const orders = [];
      for (let index = 0; index < 6; index += 1) orders.push(await place(wien));
      for (const order of orders) await print(wienStaff, order.id);
      const responses = await Promise.all(Array.from({ length: 8 }, () => fetchJobs(theke)));
      expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
      const handedOut = responses.flatMap((response) =>
        response.json<{ data: PrintJob[] }>().data.map((job) => job.order?.id),
      );
      expect(handedOut.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(orders.map((o) => o.id));
    });

    it('counts each fetch as a heartbeat: the printer is online', async () => {
      const [theke] = printers;
      const before = Date.now();
      await jobsOf(theke);
      const response = await t.request('GET', `/api/devices/${theke.device.id}`, {
        session: admin,
      });
      const seen = response.json<{ data: Device }>().data;
      expect(seen.isOnline).toBe(true);
      expect(Date.parse(seen.lastSeenAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    });
  });
});
