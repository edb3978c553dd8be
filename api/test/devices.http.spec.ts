import type { Device } from '@bestellwerk/domain';
import type { BranchEntity } from '../src/modules/organisation/entities/branch.entity.js';
import { createBranch } from './support/order-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';

describe('devices', () => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;
  let wien: BranchEntity;
  let graz: BranchEntity;
  let printer: Device;

  const create = (body: object) => t.request('POST', '/api/devices', { session: admin, body });
  const ids = async (query: string, session = admin) =>
    (await t.request('GET', `/api/devices${query}`, { session }))
      .json<{ data: Device[] }>()
      .data.map((device) => device.identifier);

  beforeAll(async () => {
    t = await createTestApp();
    wien = await createBranch(t.dataSource, { name: 'Wien' });
    graz = await createBranch(t.dataSource, { name: 'Graz' });
    await t.createUser('chefin', ['ROLE_ADMIN']);
    await t.createUser('verkauf', ['ROLE_EMPLOYEE'], { branchIds: [wien.id] });
    admin = await t.login('chefin');
    employee = await t.login('verkauf');
  });
  afterAll(() => t.close());

  it('lets admins create a device and never shows its secret', async () => {
    const response = await create({
      identifier: 'wien-bondrucker',
      name: 'Bondrucker Theke',
      type: 'printer',
      branch: { id: wien.id },
    });
    expect(response.status).toBe(201);
    printer = response.json<{ data: Device }>().data;
    expect(printer).toEqual({
      id: expect.any(Number),
      identifier: 'wien-bondrucker',
      name: 'Bondrucker Theke',
      type: 'printer',
      branch: { id: wien.id },
      isEnabled: true,
      isOnline: false,
      lastSeenAt: null,
    });
    const [row] = await t.dataSource.query('SELECT secret FROM device WHERE id = ?', [printer.id]);
    expect(row.secret).toMatch(/^[\w-]{40,}$/);
    const all = await t.request('GET', '/api/devices', { session: admin });
    expect(all.body).not.toContain(row.secret);
  });

  it('lets every staff member read, but only admins write', async () => {
    expect((await t.request('GET', '/api/devices')).status).toBe(401);
    const list = await t.request('GET', '/api/devices', { session: employee });
    expect(list.status).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    const body = { identifier: 'tablet', name: 'Tablet', type: 'tablet' };
    expect((await t.request('POST', '/api/devices', { body })).status).toBe(401);
    expect((await t.request('POST', '/api/devices', { session: employee, body })).status).toBe(403);
    const update = await t.request('PUT', `/api/devices/${printer.id}`, {
      session: employee,
      body: { name: 'Gehackt' },
    });
    expect(update.status).toBe(403);
  });

  it('shows employees only the devices of their branches, in the list and one by one', async () => {
    const grazTv = (
      await create({ identifier: 'graz-tv', name: 'TV Graz', type: 'tv', branch: { id: graz.id } })
    ).json<{ data: Device }>().data;
    const loose = (
      await create({ identifier: 'lager', name: 'Lager-Tablet', type: 'tablet' })
    ).json<{ data: Device }>().data;
    expect(await ids('', employee)).toEqual(['wien-bondrucker']);
    expect(await ids(`?branch=${graz.id}`, employee)).toEqual([]);
    expect(await ids('?search=tv', employee)).toEqual([]);
    expect((await ids('', admin)).sort()).toEqual(['graz-tv', 'lager', 'wien-bondrucker']);
    for (const device of [grazTv, loose]) {
      const read = await t.request('GET', `/api/devices/${device.id}`, { session: employee });
      expect({ status: read.status, body: read.json() }).toEqual({
        status: 404,
        body: { errors: [{ code: 'RECORD_NOT_FOUND', message: 'Gerät wurde nicht gefunden.' }] },
      });
      const logs = await t.request('GET', `/api/devices/${device.id}/logs`, { session: employee });
      expect(logs.status).toBe(404);
      expect((await t.request('GET', `/api/devices/${device.id}`, { session: admin })).status).toBe(
        200,
      );
    }
    const own = await t.request('GET', `/api/devices/${printer.id}`, { session: employee });
    expect(own.status).toBe(200);
    for (const device of [grazTv, loose])
      expect(
        (await t.request('DELETE', `/api/devices/${device.id}`, { session: admin })).status,
      ).toBe(200);
  });

  it('validates in German: identifier taken, unknown type, missing branch', async () => {
    const taken = await create({ identifier: 'wien-bondrucker', name: 'X', type: 'printer' });
    expect(taken.status).toBe(400);
    expect(taken.json()).toEqual({
      errors: [
        {
          code: 'VALIDATION_FAILED',
          message: 'Diese Kennung wird bereits von einem anderen Gerät verwendet.',
          field: 'identifier',
        },
      ],
    });
    const wrongType = await create({ identifier: 'kasse', name: 'Kasse', type: 'toaster' });
    expect(wrongType.json<Errors>().errors).toEqual([
      {
        code: 'VALIDATION_FAILED',
        message: 'Das Feld „Art“ muss einer dieser Werte sein: printer, tablet, tv.',
        field: 'type',
      },
    ]);
    const missingBranch = await create({
      identifier: 'kasse',
      name: 'Kasse',
      type: 'tv',
      branch: { id: 99999 },
    });
    expect(missingBranch.status).toBe(400);
    expect(missingBranch.json()).toEqual({
      errors: [
        {
          code: 'VALIDATION_FAILED',
          message: 'Filiale mit der ID 99999 existiert nicht.',
          field: 'branch',
        },
      ],
    });
    const secret = await create({
      identifier: 'kasse',
      name: 'Kasse',
      type: 'tv',
      secret: 'x',
    });
    expect(secret.json()).toEqual({
      errors: [
        { code: 'VALIDATION_FAILED', message: 'Unbekanntes Feld „secret“.', field: 'secret' },
      ],
    });
  });

  it('filters by branch, type and isEnabled', async () => {
    await create({
      identifier: 'graz-tablet',
      name: 'Tablet Graz',
      type: 'tablet',
      branch: { id: graz.id },
    });
    await create({ identifier: 'alt', name: 'Altgerät', type: 'printer', isEnabled: false });
    expect(await ids(`?branch=${graz.id}`)).toEqual(['graz-tablet']);
    expect(await ids(`?branch=${wien.id}`)).toEqual(['wien-bondrucker']);
    expect(await ids('?type=printer')).toEqual(['alt', 'wien-bondrucker']);
    expect(await ids('?isEnabled=false')).toEqual(['alt']);
    expect(await ids('?type=printer', employee)).toEqual(['wien-bondrucker']);
    expect(await ids(`?branch=${wien.id}&type=tablet`, employee)).toEqual([]);
    const bad = await t.request('GET', '/api/devices?isEnabled=ja&type=toaster', {
      session: employee,
    });
    expect(bad.status).toBe(400);
    expect(
      bad
        .json<Errors>()
        .errors.map((error) => error.field)
        .sort(),
    ).toEqual(['isEnabled', 'type']);
  });

  it('changes, unassigns and deletes devices; unknown ids answer a German 404', async () => {
    const changed = await t.request('PUT', `/api/devices/${printer.id}`, {
      session: admin,
      body: { name: 'Bondrucker Café', branch: null },
    });
    expect(changed.status).toBe(200);
    expect(changed.json<{ data: Device }>().data).toMatchObject({
      name: 'Bondrucker Café',
      branch: null,
      type: 'printer',
    });
    const missing = await t.request('GET', '/api/devices/4711', { session: employee });
    expect(missing.status).toBe(404);
    expect(missing.json()).toEqual({
      errors: [{ code: 'RECORD_NOT_FOUND', message: 'Gerät wurde nicht gefunden.' }],
    });
    expect(
      (await t.request('DELETE', `/api/devices/${printer.id}`, { session: admin })).status,
    ).toBe(200);
    expect((await t.request('GET', `/api/devices/${printer.id}`, { session: admin })).status).toBe(
      404,
    );
  });

  it('keeps a device when its branch is deleted', async () => {
    const branch = await createBranch(t.dataSource);
    const device = (
      await create({
        identifier: 'kurzlebig',
        name: 'K',
        type: 'tablet',
        branch: { id: branch.id },
      })
    ).json<{ data: Device }>().data;
    expect(
      (await t.request('DELETE', `/api/branches/${branch.id}`, { session: admin })).status,
    ).toBe(200);
    const after = await t.request('GET', `/api/devices/${device.id}`, { session: admin });
    expect(after.json<{ data: Device }>().data.branch).toBeNull();
  });
});
