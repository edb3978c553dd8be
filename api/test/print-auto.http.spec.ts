import type { Device, PrintJob, PublicOrder } from '@bestellwerk/domain';
import type { ProductEntity } from '../src/modules/catalog/entities/product.entity.js';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { AutoPrintService } from '../src/modules/devices/auto-print.service.js';
import { PrintJobEntity } from '../src/modules/devices/entities/print-job.entity.js';
import { OrderEventsService } from '../src/modules/order-events/order-events.service.js';
import { OrderMailService } from '../src/modules/ordering/notifications/order-mails.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { createMenu, createOpenBranch, createProduct } from './support/order-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

describe('auto-print: the receipt of a confirmed order goes to the branch’s printers', () => {
  let t: TestApp;
  let admin: StaffSession;
  let staff: StaffSession;
  let wien: BranchEntity;
  let graz: BranchEntity;
  let linz: BranchEntity;
  let semmel: ProductEntity;
  let wienPrinter: { device: Device; key: string };
  let grazPrinter: { device: Device; key: string };

  const place = (branch: BranchEntity) =>
    t.create<PublicOrder>('/api/orders', {
      branch: branch.id,
      firstName: 'Anna',
      lastName: 'Huber',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      appointmentDate: new Date(Date.now() + 3 * 3600_000).toISOString(),
      items: [{ product: semmel.id, amount: 2, unit: 'piece', parts: [] }],
    });

  /** Confirms as staff (optionally proposing another time) and waits for auto-print. */
  const confirm = async (order: PublicOrder, body?: object) => {
    const response = await t.request('POST', `/api/orders/${order.id}/status/confirm`, {
      session: staff,
      body,
    });
    expect({ status: response.status, body: response.body }).toMatchObject({ status: 200 });
    await t.app.get(AutoPrintService).idle();
  };

  const printer = async (branch: BranchEntity, identifier: string) => {
    const device = await t.create<Device>(
      '/api/devices',
      { identifier, name: identifier, type: 'printer', branch: { id: branch.id } },
      admin,
    );
    const secret = await t.request('POST', `/api/devices/${device.id}/secret`, { session: admin });
    return { device, key: secret.json<{ data: { secret: string } }>().data.secret };
  };

  const fetchJobs = async ({ device, key }: { device: Device; key: string }) => {
    const response = await t.request('GET', `/api/devices/${device.id}/print-jobs`, {
      headers: { 'x-device-key': key },
    });
    expect(response.status).toBe(200);
    return response.json<{ data: PrintJob[] }>().data;
  };

  const jobCount = (order: PublicOrder) =>
    t.dataSource.getRepository(PrintJobEntity).count({ where: { order: { id: order.id } } });

  const setAutoPrint = async (branch: BranchEntity, isAutoPrintEnabled: boolean) => {
    const response = await t.request('PUT', `/api/branches/${branch.id}`, {
      session: admin,
      body: { isAutoPrintEnabled },
    });
    expect({ status: response.status, body: response.body }).toMatchObject({ status: 200 });
    expect(response.json<{ data: { isAutoPrintEnabled: boolean } }>().data).toMatchObject({
      isAutoPrintEnabled,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(ConfigService).update({ isCashEnabled: true } as ConfigInput);
    wien = await createOpenBranch(t.dataSource, { name: 'Wien' });
    graz = await createOpenBranch(t.dataSource, { name: 'Graz' });
    linz = await createOpenBranch(t.dataSource, { name: 'Linz' });
    semmel = await createProduct(t.dataSource, { name: 'Kaisersemmel', price: 0.6 });
    await createMenu(t.dataSource, [wien, graz, linz], [semmel]);
    await t.createUser('chefin', ['ROLE_ADMIN']);
    await t.createUser('verkauf', ['ROLE_EMPLOYEE'], { branchIds: [wien.id, graz.id, linz.id] });
    admin = await t.login('chefin');
    staff = await t.login('verkauf');
    wienPrinter = await printer(wien, 'wien-drucker');
    grazPrinter = await printer(graz, 'graz-drucker');
    await setAutoPrint(wien, true);
    await setAutoPrint(linz, true);
  });
  afterAll(async () => {
    await t.app.get(OrderMailService).idle();
    await t.close();
  });

  it('prints exactly one receipt when staff confirm an order of an auto-print branch', async () => {
    const order = await place(wien);
    expect(await jobCount(order)).toBe(0);
    await confirm(order);
    const jobs = await fetchJobs(wienPrinter);
    expect(jobs.map((job) => [job.kind, job.order])).toEqual([['receipt', { id: order.id }]]);
    expect(Buffer.from(jobs[0].escPos, 'base64').includes(Buffer.from('Kaisersemmel'))).toBe(true);
    expect(await fetchJobs(wienPrinter)).toEqual([]);
  });

  it('never prints the same confirmation twice, even when the change is reported again', async () => {
    const order = await place(wien);
    await confirm(order);
    const events = t.app.get(OrderEventsService);
    events.publish({ type: 'updated', order: order.id, branch: wien.id, cause: 'confirm' });
    events.publish({
      type: 'updated',
      order: order.id,
      branch: wien.id,
      cause: 'counter-appointment-confirmed',
    });
    await new Promise((resolve) => setImmediate(resolve));
    await t.app.get(AutoPrintService).idle();
    expect(await jobCount(order)).toBe(1);
    const again = await t.request('POST', `/api/orders/${order.id}/status/confirm`, {
      session: staff,
    });
    expect(again.status).toBe(409);
    await t.app.get(AutoPrintService).idle();
    expect((await fetchJobs(wienPrinter)).map((job) => job.order)).toEqual([{ id: order.id }]);
  });

  it('waits for the customer when staff propose another time, and prints once accepted', async () => {
    const order = await place(wien);
    const proposal = new Date(Date.now() + 5 * 3600_000).toISOString();
    await confirm(order, { counterAppointment: proposal });
    expect(await jobCount(order)).toBe(0);
    const accepted = await t.request(
      'POST',
      `/api/orders/public/${order.uid}/${order.hash}/confirm-counter-appointment`,
    );
    expect(accepted.status).toBe(200);
    await t.app.get(AutoPrintService).idle();
    expect((await fetchJobs(wienPrinter)).map((job) => job.order)).toEqual([{ id: order.id }]);
  });

  it('prints nothing for a branch without auto-print or without printer, or for other changes', async () => {
    const inGraz = await place(graz);
    await confirm(inGraz);
    expect(await jobCount(inGraz)).toBe(0);
    expect(await fetchJobs(grazPrinter)).toEqual([]);

    const inLinz = await place(linz);
    await confirm(inLinz);
    expect(await jobCount(inLinz)).toBe(0);

    const placedOnly = await place(wien);
    await t.app.get(AutoPrintService).idle();
    expect(await jobCount(placedOnly)).toBe(0);
    const rejected = await t.request('POST', `/api/orders/${placedOnly.id}/status/reject`, {
      session: staff,
    });
    expect(rejected.status).toBe(200);
    await t.app.get(AutoPrintService).idle();
    expect(await jobCount(placedOnly)).toBe(0);
  });

  it('stops when the admin turns auto-print off again', async () => {
    await setAutoPrint(wien, false);
    const order = await place(wien);
    await confirm(order);
    expect(await jobCount(order)).toBe(0);
    await setAutoPrint(wien, true);
  });
});
