import type { BranchAdmin, DeliveryArea, OpeningHourEntry, Table, Tag } from '@bestellwerk/domain';
import qrcode from 'qrcode-generator';
import { DeliveryAreaEntity } from '../src/modules/organisation/entities/delivery-area.entity.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import { signInAdminAndEmployee } from './support/staff-fixtures.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';
type Data<T> = { data: T };

const PUBLIC_URL = 'https://shop.backstube.example';

const hours = (
  type: OpeningHourEntry['type'],
  from: string,
  to: string,
  date: string | null = null,
) => ({ type, date, isClosed: false, from, to }) satisfies OpeningHourEntry;

const area = (name: string, price: number, extra: Partial<DeliveryArea> = {}) => ({
  area: name,
  price,
  tax: 20,
  free: false,
  freeFromOrderValue: null,
  minimumOrderValue: null,
  ...extra,
});

/** The dark modules of a QR SVG of qrcode-generator: one `M{x},{y}` square per module. */
function darkModulesOfSvg(svg: string): Set<string> {
  const path = /<path d="([^"]*)"/.exec(svg)?.[1] ?? '';
  return new Set([...path.matchAll(/M(\d+),(\d+)/g)].map(([, x, y]) => `${y},${x}`));
}

/** The dark modules a QR code of `text` has (quiet zone of 4 included in the coordinates). */
function darkModulesOf(text: string): { modules: Set<string>; count: number } {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const modules = new Set<string>();
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (code.isDark(row, col)) modules.add(`${row + 4},${col + 4}`);
  return { modules, count };
}

describe('organisation administration: branches with hours and delivery areas, tables with QR codes', () => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;

  const send = (method: string, path: string, body?: unknown, session: StaffSession = admin) =>
    t.request(method, path, { session, body });
  const fieldsOf = (response: { json: <T>() => T }) =>
    response.json<Errors>().errors.map((error) => error.field);
  const areaRows = (branchId: number) =>
    t.dataSource.getRepository(DeliveryAreaEntity).count({ where: { branch: { id: branchId } } });

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: PUBLIC_URL });
    ({ admin, employee } = await signInAdminAndEmployee(t));
  });
  afterAll(() => t.close());

  describe('branches', () => {
    it('creates a branch with every field of the editor and reads it back', async () => {
      const tag = await t.create<Tag>('/api/tags', { name: 'Gastgarten' }, admin);
      const body = {
        identifier: 'wien-neubau',
        name: 'Wien Neubau',
        description: '<p>Frühstück</p>',
        street: 'Neubaugasse 1',
        zipCode: '1070',
        city: 'Wien',
        phone: '+43 1 234',
        email: 'neubau@backstube.example',
        website: 'https://neubau.backstube.example',
        latitude: 48.2,
        longitude: 16.35,
        keywords: 'Brot, Kaffee',
        tags: [{ id: tag.id }],
        openingHours: [
          hours('daily', '07:00', '18:00'),
          { ...hours('once', '00:00', '00:00', '2026-12-24'), isClosed: true },
        ],
        deliveryHours: [hours('friday', '11:00', '14:00')],
        isDeliveryHoursEnabled: true,
        isDeliveryEnabled: true,
        isDineInEnabled: true,
        isTakeawayEnabled: false,
        isATMCardEnabled: true,
        isMollieEnabled: true,
        isTableSelectionEnabled: true,
        isAutoPrintEnabled: true,
        isDineInPhoneRequired: true,
        orderableFrom: '08:30',
        closedMessage: 'Heute geschlossen.',
        deliveryAreas: [area('1070 Wien', 3.5), area('1080 Wien', 4, { minimumOrderValue: 20 })],
      };
      const created = await t.create<BranchAdmin>('/api/branches', body, admin);
      expect(created).toMatchObject({
        ...body,
        tags: [{ id: tag.id }],
        isAutoPrintEnabled: true,
        deliveryAreas: [
          { ...area('1070 Wien', 3.5), id: expect.any(Number) },
          { ...area('1080 Wien', 4, { minimumOrderValue: 20 }), id: expect.any(Number) },
        ],
      });
      const read = await send('GET', `/api/branches/${created.id}`);
      expect(read.json<Data<BranchAdmin>>().data).toEqual(created);
    });

    it('adds, changes, replaces and removes delivery areas through the branch save', async () => {
      const branch = await t.create<BranchAdmin>(
        '/api/branches',
        {
          identifier: 'graz',
          name: 'Graz',
          deliveryAreas: [area('8010 Graz', 3), area('8020 Graz', 4), area('8036 Graz', 5)],
        },
        admin,
      );
      const [first, second] = branch.deliveryAreas;

      const changed = await send('PUT', `/api/branches/${branch.id}`, {
        deliveryAreas: [
          { ...area('8020 Graz', 2.5, { free: true }), id: second.id },
          { ...area('8010 Graz', 3), id: first.id },
          area('8041 Graz', 6, { freeFromOrderValue: 50 }),
        ],
      });
      expect(changed.status).toBe(200);
      const areas = changed.json<Data<BranchAdmin>>().data.deliveryAreas;
      expect(areas.map(({ id, area: name, price, free }) => [id, name, price, free])).toEqual([
        [second.id, '8020 Graz', 2.5, true],
        [first.id, '8010 Graz', 3, false],
        [expect.any(Number), '8041 Graz', 6, false],
      ]);
      expect(areas[2].id).not.toBe(branch.deliveryAreas[2].id);
      expect(await areaRows(branch.id)).toBe(3);

      const untouched = await send('PUT', `/api/branches/${branch.id}`, { name: 'Graz Mitte' });
      expect(untouched.json<Data<BranchAdmin>>().data.deliveryAreas).toEqual(areas);

      const cleared = await send('PUT', `/api/branches/${branch.id}`, { deliveryAreas: [] });
      expect(cleared.json<Data<BranchAdmin>>().data.deliveryAreas).toEqual([]);
      expect(await areaRows(branch.id)).toBe(0);
    });

    it('answers German messages at the fields for invalid input', async () => {
      await t.create('/api/branches', { identifier: 'linz', name: 'Linz' }, admin);
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ identifier: 'Wien Neubau' }, 'identifier', /Kleinbuchstaben, Ziffern und Bindestriche/],
        [{ identifier: 'linz' }, 'identifier', /bereits von einer anderen Filiale/],
        [{ latitude: 90.5 }, 'latitude', /höchstens 90/],
        [{ longitude: -181 }, 'longitude', /mindestens -180/],
        [{ email: 'kein-mail' }, 'email', /gültige E-Mail-Adresse/],
        [{ website: 'nicht erreichbar' }, 'website', /gültige URL/],
        [{ openingHours: [hours('once', '08:00', '12:00')] }, 'openingHours.0.date', /Datum/],
        [{ openingHours: [hours('daily', '25:00', '12:00')] }, 'openingHours.0.from', /HH:mm/],
        [{ deliveryHours: [hours('monday', '08:00', '8 Uhr')] }, 'deliveryHours.0.to', /HH:mm/],
        [{ deliveryAreas: [area('1010 Wien', 3, { tax: 120 })] }, 'deliveryAreas.0.tax', /./],
        [{ orderableFrom: '8:30 Uhr' }, 'orderableFrom', /HH:mm/],
      ];
      for (const [fields, field, message] of cases) {
        const response = await send('POST', '/api/branches', {
          identifier: 'neu',
          name: 'Neu',
          ...fields,
        });
        expect({ field, status: response.status }).toEqual({ field, status: 400 });
        const error = response.json<Errors>().errors.find((e) => e.field === field);
        expect({ field, message: error?.message }).toEqual({
          field,
          message: expect.stringMatching(message),
        });
      }
      const stored = await send('GET', '/api/branches');
      const identifiers = stored.json<Data<BranchAdmin[]>>().data.map((b) => b.identifier);
      expect(identifiers).not.toContain('neu');
    });

    it('keeps an empty website and e-mail, and a shift past midnight', async () => {
      const branch = await t.create<BranchAdmin>(
        '/api/branches',
        {
          identifier: 'bar',
          name: 'Bar',
          website: '',
          email: '',
          openingHours: [hours('saturday', '22:00', '02:00')],
        },
        admin,
      );
      expect(branch).toMatchObject({
        website: '',
        email: '',
        openingHours: [hours('saturday', '22:00', '02:00')],
      });
      const bare = await send('PUT', `/api/branches/${branch.id}`, { website: 'www.bar.example' });
      expect(bare.json<Data<BranchAdmin>>().data.website).toBe('www.bar.example');
    });

    it('lets only administrators write: 401 anonymous, 403 employees', async () => {
      const body = { identifier: 'salzburg', name: 'Salzburg' };
      expect((await t.request('POST', '/api/branches', { body })).status).toBe(401);
      expect((await send('POST', '/api/branches', body, employee)).status).toBe(403);
      expect((await send('DELETE', '/api/branches/1', undefined, employee)).status).toBe(403);
    });

    it('deletes a branch with its delivery areas and tables', async () => {
      const branch = await t.create<BranchAdmin>(
        '/api/branches',
        { identifier: 'wels', name: 'Wels', deliveryAreas: [area('4600 Wels', 2)] },
        admin,
      );
      const table = await t.create<Table>(
        '/api/tables',
        { identifier: 'T1', branch: { id: branch.id } },
        admin,
      );
      expect((await send('DELETE', `/api/branches/${branch.id}`)).status).toBe(200);
      expect((await send('GET', `/api/branches/${branch.id}`)).json()).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Filiale wurde nicht gefunden.' }],
      });
      expect((await send('GET', `/api/tables/${table.id}`)).status).toBe(404);
      expect(await areaRows(branch.id)).toBe(0);
    });
  });

  describe('tables', () => {
    let branch: BranchAdmin;
    let other: BranchAdmin;

    beforeAll(async () => {
      branch = await t.create<BranchAdmin>(
        '/api/branches',
        { identifier: 'innsbruck', name: 'Innsbruck', isDineInEnabled: true },
        admin,
      );
      other = await t.create<BranchAdmin>(
        '/api/branches',
        { identifier: 'villach', name: 'Villach' },
        admin,
      );
    });

    it('creates, renames and deletes tables; identifiers are unique within a branch', async () => {
      const table = await t.create<Table>(
        '/api/tables',
        { identifier: 'T4', branch: { id: branch.id } },
        admin,
      );
      expect(table).toEqual({
        id: table.id,
        identifier: 'T4',
        name: 'T4',
        branch: { id: branch.id },
      });

      const duplicate = await send('POST', '/api/tables', {
        identifier: 'T4',
        branch: { id: branch.id },
      });
      expect(duplicate.status).toBe(400);
      expect(duplicate.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            field: 'identifier',
            message:
              'Diese Kennung wird in dieser Filiale bereits von einem anderen Tisch verwendet.',
          },
        ],
      });
      const elsewhere = await t.create<Table>(
        '/api/tables',
        { identifier: 'T4', branch: { id: other.id } },
        admin,
      );
      const moved = await send('PUT', `/api/tables/${elsewhere.id}`, { branch: { id: branch.id } });
      expect(fieldsOf(moved)).toEqual(['identifier']);

      const renamed = await send('PUT', `/api/tables/${table.id}`, {
        name: 'Fenstertisch',
        identifier: 'T4',
      });
      expect(renamed.json<Data<Table>>().data).toEqual({ ...table, name: 'Fenstertisch' });

      const invalid = await send('POST', '/api/tables', { identifier: 'T 5', branch: { id: 999 } });
      expect(fieldsOf(invalid)).toContain('identifier');
      const missingBranch = await send('POST', '/api/tables', {
        identifier: 'T5',
        branch: { id: 999 },
      });
      expect(missingBranch.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            field: 'branch',
            message: 'Filiale mit der ID 999 existiert nicht.',
          },
        ],
      });

      expect((await send('DELETE', `/api/tables/${table.id}`)).status).toBe(200);
      expect((await send('GET', `/api/tables/${table.id}`)).status).toBe(404);
      expect(
        (
          await send(
            'POST',
            '/api/tables',
            { identifier: 'T6', branch: { id: branch.id } },
            employee,
          )
        ).status,
      ).toBe(403);
    });

    it('serves a table QR code that encodes the dine-in link of its branch', async () => {
      const table = await t.create<Table>(
        '/api/tables',
        { identifier: 'Garten-2', name: 'Garten 2', branch: { id: branch.id } },
        admin,
      );
      const link = `${PUBLIC_URL}/store/innsbruck?table=Garten-2`;

      const response = await send('GET', `/api/tables/${table.id}/qr.svg`, undefined, employee);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.body).toContain(`<title>${link}</title>`);
      expect(response.body).toContain(`data-content="${link}"`);

      const expected = darkModulesOf(link);
      expect(response.body).toContain(`viewBox="0 0 ${expected.count + 8} ${expected.count + 8}"`);
      expect(darkModulesOfSvg(response.body)).toEqual(expected.modules);
    });

    it('answers 404 for an unknown table and 401 without a session', async () => {
      expect((await send('GET', '/api/tables/999999/qr.svg')).json()).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Tisch wurde nicht gefunden.' }],
      });
      expect((await t.request('GET', '/api/tables/1/qr.svg')).status).toBe(401);
      expect((await send('GET', '/api/tables/abc/qr.svg')).status).toBe(400);
    });
  });
});
