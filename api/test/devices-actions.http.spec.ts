import type { Device, DeviceLog, PrintJob } from '@bestellwerk/domain';
import { ConfigService } from '../src/modules/content/config.service.js';
import type { ConfigInput } from '../src/modules/content/dto/config.input.js';
import { DeviceEntity } from '../src/modules/devices/entities/device.entity.js';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { createBranch } from './support/order-fixtures.js';
import { signInBranchStaff } from './support/staff-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';
type Keyed = { device: Device; key: string };

const NOT_RECOGNISED = {
  errors: [{ code: 'DEVICE_NOT_RECOGNISED', message: 'Gerät nicht erkannt.' }],
};
/** Another branch's device answers like a missing one: its existence is not told. */
const OTHER_BRANCH = {
  errors: [{ code: 'RECORD_NOT_FOUND', message: 'Gerät wurde nicht gefunden.' }],
};

describe('device actions, commands, logs, heartbeat and keys', () => {
  let t: TestApp;
  let admin: StaffSession;
  let wienStaff: StaffSession;
  let grazStaff: StaffSession;
  let wien: BranchEntity;
  let tablet: Keyed;
  let printer: Keyed;
  let unassigned: Keyed;
  let disabled: Keyed;

  const create = async (body: object): Promise<Keyed> => {
    const device = await t.create<Device>('/api/devices', body, admin);
    const secret = await t.request('POST', `/api/devices/${device.id}/secret`, { session: admin });
    return { device, key: secret.json<{ data: { secret: string } }>().data.secret };
  };
  const asDevice = (
    method: string,
    { device, key }: Keyed,
    path: string,
    body?: unknown,
    rawBody?: string,
  ) =>
    t.request(method, `/api/devices/${device.id}${path}`, {
      headers: { 'x-device-key': key, ...(rawBody ? { 'content-type': 'application/json' } : {}) },
      body,
      rawBody,
    });
  const asStaff = (session: StaffSession, { device }: Keyed, path: string) =>
    t.request('POST', `/api/devices/${device.id}${path}`, { session });
  const reply = (response: { status: number; json: () => unknown }) => ({
    status: response.status,
    body: response.json(),
  });
  const commands = async (keyed: Keyed) => {
    const response = await asDevice('GET', keyed, '/commands');
    expect(response.status).toBe(200);
    return response
      .json<{ data: { id: number; type: string; createdAt: string }[] }>()
      .data.map((command) => command.type);
  };
  const readDevice = async (keyed: Keyed) =>
    (await t.request('GET', `/api/devices/${keyed.device.id}`, { session: admin })).json<{
      data: Device;
    }>().data;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(ConfigService).update({ shopName: 'Bäckerei Huber' } as ConfigInput);
    wien = await createBranch(t.dataSource, { name: 'Wien' });
    const graz = await createBranch(t.dataSource, { name: 'Graz' });
    ({ admin, wienStaff, grazStaff } = await signInBranchStaff(t, wien, graz));
    const branch = { id: wien.id };
    tablet = await create({ identifier: 'tablet', name: 'Tablet Theke', type: 'tablet', branch });
    printer = await create({
      identifier: 'bon',
      name: 'Bondrucker Küche',
      type: 'printer',
      branch,
    });
    unassigned = await create({ identifier: 'lager', name: 'Lager', type: 'tv' });
    disabled = await create({
      identifier: 'aus',
      name: 'Aus',
      type: 'printer',
      branch,
      isEnabled: false,
    });
  });
  afterAll(() => t.close());

  describe('staff actions', () => {
    it('queue a test notification and a log request, each handed to the device once', async () => {
      const notify = await asStaff(wienStaff, tablet, '/test/notification');
      expect(reply(notify)).toEqual({ status: 202, body: { data: null } });
      const logs = await asStaff(wienStaff, tablet, '/request-device-logs');
      expect(reply(logs)).toEqual({ status: 202, body: { data: null } });
      const response = await asDevice('GET', tablet, '/commands');
      expect(response.json()).toEqual({
        data: [
          { id: expect.any(Number), type: 'test-notification', createdAt: expect.any(String) },
          { id: expect.any(Number), type: 'request-logs', createdAt: expect.any(String) },
        ],
      });
      expect(await commands(tablet)).toEqual([]);
    });

    it('hand each command to one of many simultaneous polls', async () => {
      for (let index = 0; index < 5; index += 1)
        await asStaff(wienStaff, tablet, '/test/notification');
      const polls = await Promise.all(
        Array.from({ length: 6 }, () => asDevice('GET', tablet, '/commands')),
      );
      const ids = polls.flatMap((poll) =>
        poll.json<{ data: { id: number }[] }>().data.map((c) => c.id),
      );
      expect(ids).toHaveLength(5);
      expect(new Set(ids).size).toBe(5);
    });

    it('print a test page on a printer: shop, device, time and ÄÖÜ äöü ß € in PC858', async () => {
      expect(reply(await asStaff(wienStaff, printer, '/test/print'))).toEqual({
        status: 202,
        body: { data: null },
      });
      const response = await asDevice('GET', printer, '/print-jobs');
      const jobs = response.json<{ data: PrintJob[] }>().data;
      expect(jobs).toEqual([
        {
          id: expect.any(Number),
          kind: 'test',
          order: null,
          escPos: expect.any(String),
          createdAt: expect.any(String),
        },
      ]);
      const bytes = Buffer.from(jobs[0].escPos, 'base64');
      const has = (part: number[] | string) => bytes.includes(Buffer.from(part as never));
      expect(has('Testseite')).toBe(true);
      expect(has([0x42, 0x84, 0x63, 0x6b])).toBe(true); // "Bäck"
      expect(has([...Buffer.from('Bondrucker K'), 0x81, ...Buffer.from('che')])).toBe(true);
      expect(has([0x8e, 0x99, 0x9a, 0x20, 0x84, 0x94, 0x81, 0x20, 0xe1, 0x20, 0xd5])).toBe(true);
      expect(reply(await asDevice('POST', printer, `/print-jobs/${jobs[0].id}/ack`))).toEqual({
        status: 200,
        body: { data: null },
      });
    });

    it('refuse a test page for a tablet or TV', async () => {
      expect(reply(await asStaff(wienStaff, tablet, '/test/print'))).toEqual({
        status: 409,
        body: {
          errors: [
            {
              code: 'TEST_PAGE_PRINTERS_ONLY',
              message: 'Nur Bondrucker können eine Testseite drucken.',
            },
          ],
        },
      });
      expect(reply(await asStaff(admin, unassigned, '/test/print')).status).toBe(409);
    });

    it('are for the staff of the device’s branch and admins only, with the CSRF token', async () => {
      for (const path of ['/test/notification', '/test/print', '/request-device-logs']) {
        expect(reply(await asStaff(grazStaff, printer, path))).toEqual({
          status: 404,
          body: OTHER_BRANCH,
        });
        expect(reply(await asStaff(wienStaff, unassigned, path))).toEqual({
          status: 404,
          body: OTHER_BRANCH,
        });
        expect((await t.request('POST', `/api/devices/${printer.device.id}${path}`)).status).toBe(
          401,
        );
        const noCsrf = await t.request('POST', `/api/devices/${printer.device.id}${path}`, {
          session: wienStaff,
          headers: { 'x-csrf-token': 'falsch' },
        });
        expect(noCsrf.status).toBe(403);
        const missing = await t.request('POST', `/api/devices/999999${path}`, { session: admin });
        expect(reply(missing)).toEqual({
          status: 404,
          body: { errors: [{ code: 'RECORD_NOT_FOUND', message: 'Gerät wurde nicht gefunden.' }] },
        });
        expect(reply(await asStaff(admin, disabled, path))).toEqual({
          status: 409,
          body: { errors: [{ code: 'DEVICE_DISABLED', message: 'Das Gerät ist deaktiviert.' }] },
        });
      }
      expect(reply(await asStaff(admin, unassigned, '/test/notification')).status).toBe(202);
      expect(await commands(unassigned)).toEqual(['test-notification']);
      expect(await commands(printer)).toEqual([]);
    });
  });

  describe('device logs', () => {
    it('stores the logs a device sends and lists them to staff newest first', async () => {
      const first = await asDevice('POST', tablet, '/logs', { content: 'Start\nÄrger mit WLAN' });
      expect(reply(first)).toEqual({ status: 201, body: { data: null } });
      await asDevice('POST', tablet, '/logs', { content: 'zweites Protokoll' });
      const response = await t.request('GET', `/api/devices/${tablet.device.id}/logs`, {
        session: wienStaff,
      });
      expect(response.status).toBe(200);
      const logs = response.json<{ data: DeviceLog[] }>().data;
      expect(logs).toEqual([
        {
          id: expect.any(Number),
          device: { id: tablet.device.id },
          content: 'zweites Protokoll',
          createdAt: expect.any(String),
        },
        {
          id: expect.any(Number),
          device: { id: tablet.device.id },
          content: 'Start\nÄrger mit WLAN',
          createdAt: expect.any(String),
        },
      ]);
      expect(logs[0].id).toBeGreaterThan(logs[1].id);
    });

    it('shows logs only to the branch’s staff and admins, never to the device key alone', async () => {
      const path = `/api/devices/${tablet.device.id}/logs`;
      expect(reply(await t.request('GET', path, { session: grazStaff }))).toEqual({
        status: 404,
        body: OTHER_BRANCH,
      });
      expect((await t.request('GET', path, { session: admin })).status).toBe(200);
      const byKey = await t.request('GET', path, { headers: { 'x-device-key': tablet.key } });
      expect(byKey.status).toBe(401);
      expect((await t.request('GET', '/api/devices/999999/logs', { session: admin })).status).toBe(
        404,
      );
    });

    it('takes up to 64 KB of text and refuses more with a German 413', async () => {
      const fits = `${'ä'.repeat(32_767)}a`;
      expect(Buffer.byteLength(fits)).toBe(65_535);
      expect((await asDevice('POST', printer, '/logs', { content: fits })).status).toBe(201);
      expect(reply(await asDevice('POST', printer, '/logs', { content: `${fits}b` }))).toEqual({
        status: 413,
        body: {
          errors: [
            {
              code: 'DEVICE_LOG_TOO_LARGE',
              message: 'Das Protokoll ist zu groß. Erlaubt sind höchstens 64 KB.',
              field: 'content',
            },
          ],
        },
      });
      const huge = await asDevice('POST', printer, '/logs', { content: 'x'.repeat(1_100_000) });
      expect(reply(huge)).toEqual({
        status: 413,
        body: { errors: [{ code: 'PAYLOAD_TOO_LARGE', message: 'Die Anfrage ist zu groß.' }] },
      });
    });

    it('validates the body in German', async () => {
      const missing = await asDevice('POST', printer, '/logs', {});
      expect(missing.status).toBe(400);
      expect(missing.json<Errors>().errors.map((error) => error.field)).toEqual(['content']);
      const number = await asDevice('POST', printer, '/logs', { content: 5 });
      expect(number.status).toBe(400);
      const extra = await asDevice('POST', printer, '/logs', { content: 'x', level: 'debug' });
      expect(extra.json()).toEqual({
        errors: [
          { code: 'VALIDATION_FAILED', message: 'Unbekanntes Feld „level“.', field: 'level' },
        ],
      });
      const broken = await asDevice('POST', printer, '/logs', undefined, '{"content":');
      expect(broken.json()).toEqual({
        errors: [{ code: 'INVALID_JSON', message: 'Der Anfragetext ist kein gültiges JSON.' }],
      });
    });
  });

  describe('heartbeat and device keys', () => {
    it('marks a device online for two minutes after its last call', async () => {
      const response = await asDevice('POST', tablet, '/heartbeat');
      expect(reply(response)).toEqual({ status: 200, body: { data: null } });
      expect(await readDevice(tablet)).toMatchObject({ isOnline: true });
      await t.dataSource
        .getRepository(DeviceEntity)
        .update({ id: tablet.device.id }, { lastSeenAt: new Date(Date.now() - 121_000) });
      expect(await readDevice(tablet)).toMatchObject({ isOnline: false });
      await asDevice('GET', tablet, '/commands');
      expect(await readDevice(tablet)).toMatchObject({ isOnline: true });
    });

    it('refuses every device call without the device’s own key, and does not count it', async () => {
      const before = (await readDevice(unassigned)).lastSeenAt;
      for (const [method, path] of [
        ['POST', '/heartbeat'],
        ['GET', '/commands'],
        ['GET', '/print-jobs'],
        ['POST', '/print-jobs/1/ack'],
        ['POST', '/logs'],
      ]) {
        const wrong = await asDevice(method, { ...unassigned, key: tablet.key }, path, {
          content: 'x',
        });
        expect({ path, ...reply(wrong) }).toEqual({ path, status: 401, body: NOT_RECOGNISED });
        const none = await t.request(method, `/api/devices/${unassigned.device.id}${path}`);
        expect({ path, ...reply(none) }).toEqual({ path, status: 401, body: NOT_RECOGNISED });
        const off = await asDevice(method, disabled, path, { content: 'x' });
        expect({ path, ...reply(off) }).toEqual({ path, status: 401, body: NOT_RECOGNISED });
      }
      expect((await readDevice(unassigned)).lastSeenAt).toBe(before);
    });

    it('lets admins renew a key, shown once; the old one stops working at once', async () => {
      const path = `/api/devices/${tablet.device.id}/secret`;
      expect((await t.request('POST', path, { session: wienStaff })).status).toBe(403);
      const renewed = await t.request('POST', path, { session: admin });
      expect(renewed.status).toBe(200);
      const { secret } = renewed.json<{ data: { secret: string } }>().data;
      expect(secret).toMatch(/^[\w-]{40,}$/);
      expect(secret).not.toBe(tablet.key);
      expect((await asDevice('POST', tablet, '/heartbeat')).status).toBe(401);
      expect((await asDevice('POST', { ...tablet, key: secret }, '/heartbeat')).status).toBe(200);
      const list = await t.request('GET', '/api/devices', { session: admin });
      expect(list.body).not.toContain(secret);
      tablet = { ...tablet, key: secret };
    });
  });
});
