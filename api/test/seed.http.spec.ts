import type {
  HolidayBalance,
  Block,
  Branch,
  Category,
  Config,
  Department,
  Device,
  Division,
  Image,
  ImageVariant,
  KioskEmployee,
  Me,
  Menu,
  Navigation,
  NavigationItem,
  Product,
  SignageDisplay,
  SignageSegment,
  SignageStream,
  Site,
  Table,
  Tag,
  TimeTrackingMe,
  User,
  WorkingSchedule,
} from '@bestellwerk/domain';
import { imageUrl } from '@bestellwerk/domain';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { demoData, type DemoData } from '../src/database/seed/demo/index.js';
import { DEMO_KIOSK_PIN, DEMO_TIME_TRACKING_TOKEN } from '../src/database/seed/demo/staff.js';
import { loadDemoData, type LoadDemoDataResult } from '../src/database/seed/load-demo-data.js';
import { UserEntity } from '../src/modules/auth/entities/user.entity.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';

type Data<T> = { data: T };

/** A Friday in winter time; the week after it starts on the first Monday of summer time. */
const NOW = new Date('2026-03-27T10:00:00.000Z');

/** Rows of every table (join tables included), by table name. */
async function rowCounts(dataSource: DataSource): Promise<Record<string, number>> {
  const tables = [...new Set(dataSource.entityMetadatas.map((m) => m.tableName))].sort();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await dataSource.query(
      `SELECT COUNT(*) AS n FROM ${dataSource.driver.escape(table)}`,
    );
    counts[table] = Number(row.n);
  }
  return counts;
}

/** Every item of a navigation tree, depth first. */
function flatten(items: NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

describe('demo data loader', () => {
  let t: TestApp;
  let result: LoadDemoDataResult;
  let admin: StaffSession;

  const list = async <T>(path: string, session?: StaffSession, query = ''): Promise<T[]> => {
    const response = await t.request('GET', `/api/${path}${query}`, { session });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.body}`);
    return response.json<Data<T[]>>().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    result = await loadDemoData(t.dataSource, {
      password: 'bestellwerk',
      storageDir: t.storageDir,
      now: NOW,
    });
    admin = await t.login('admin', 'bestellwerk');
  });
  afterAll(async () => {
    await t.close();
  });

  it('loads everything in one go and reports the counts', async () => {
    expect(result.loaded).toBe(true);
    expect(result.counts).toMatchObject({
      config: 1,
      branches: 3,
      deliveryAreas: 3,
      divisions: 1,
      tables: 8,
      users: 5,
      // 5 accounts × 5 weekdays × 8 weeks, less the two planned holiday weeks.
      workingSchedules: 190,
      // 29 weekdays before the Friday of loading, less a holiday week and three sick days.
      workingActivities: 29 * 5 - 5 - 3,
      absences: 4,
      holidayBalances: 5,
    });
    const counted: [collection: string, path: string][] = [
      ['branches', 'branches'],
      ['tags', 'tags'],
      ['divisions', 'divisions'],
      ['tables', 'tables'],
      ['departments', 'departments'],
      ['donatees', 'donatees'],
      ['categories', 'categories'],
      ['products', 'products'],
      ['menus', 'menus'],
      ['sites', 'sites'],
      ['blocks', 'blocks'],
      ['navigations', 'navigations'],
      ['users', 'users'],
      ['devices', 'devices'],
      ['signageSegments', 'digital-signage-segments'],
      ['signageStreams', 'digital-signage-streams'],
      ['signageDevices', 'digital-signage-devices'],
      ['projects', 'projects'],
      ['tasks', 'tasks'],
      ['workingSchedules', 'working-schedules'],
      ['workingActivities', 'working-activities'],
      ['absences', 'absences'],
    ];
    for (const [collection, path] of counted) {
      const found = (await list(path, admin)).length;
      expect({ collection, found }).toEqual({ collection, found: result.counts[collection] });
    }
  });

  it('draws every branch its header image and logo, every category and product its picture, served in sized variants', async () => {
    const served = async (image: Image | null | undefined, variant: ImageVariant) => {
      if (!image) return { missing: true };
      const response = await t.request('GET', imageUrl(image, variant));
      return {
        status: response.status,
        type: String(response.headers['content-type']),
        bytes: Number(response.headers['content-length'] ?? response.body.length),
        alt: image.alt.length > 0,
      };
    };
    const ok = {
      status: 200,
      type: expect.stringMatching(/^image\//),
      bytes: expect.any(Number),
      alt: true,
    };
    const branches = await list<Branch>('branches');
    for (const branch of branches) {
      expect(branch.images).toHaveLength(1);
      expect(branch.images[0]).toMatchObject({ width: 1280, height: 720 });
      expect(await served(branch.images[0], 'small')).toEqual(ok);
      expect(await served(branch.logo, 'thumbnail')).toEqual(ok);
    }
    for (const category of await list<Category>('categories', admin))
      expect({ category: category.name, ...(await served(category.image, 'tiny')) }).toEqual({
        category: category.name,
        ...ok,
      });
    const products = await list<Product>('products', admin);
    expect(products.length).toBeGreaterThanOrEqual(60);
    for (const product of products) {
      expect({ product: product.name, images: product.images.length }).toEqual({
        product: product.name,
        images: 1,
      });
      expect(product.images[0]).toMatchObject({ width: 640, height: 400 });
      expect({ product: product.name, ...(await served(product.images[0], 'tiny')) }).toEqual({
        product: product.name,
        ...ok,
      });
    }
    // A scaled variant is really smaller than the original.
    const [first] = products[0].images;
    const tiny = await t.request('GET', imageUrl(first, 'tiny'));
    const original = await t.request('GET', imageUrl(first));
    expect(tiny.body.length).toBeLessThan(original.body.length);
    expect(result.counts.images).toBe(products.length + branches.length * 2 + 8);
  });

  it('has a delivering, a dine-in and a takeaway-only branch with the settings they show', async () => {
    const branches = await list<Branch>('branches');
    expect(branches).toHaveLength(3);

    const delivering = branches.filter((b) => b.isDeliveryEnabled);
    expect(delivering).toHaveLength(1);
    const areas = delivering[0].deliveryAreas;
    expect(areas).toHaveLength(3);
    expect(areas.every((area) => area.minimumOrderValue !== null)).toBe(true);
    expect(areas.some((area) => area.freeFromOrderValue !== null && !area.free)).toBe(true);
    expect(areas.some((area) => !area.free && area.price > 0)).toBe(true);
    expect(areas.map((area) => area.minimumOrderValue)).toEqual([15, 20, 30]);
    expect(delivering[0].isDeliveryHoursEnabled).toBe(true);

    const dineIn = branches.filter((b) => b.isDineInEnabled);
    expect(dineIn).toHaveLength(1);
    expect(dineIn[0]).toMatchObject({ isTableSelectionEnabled: true, isDeliveryEnabled: false });
    const tables = await list<Table>('tables');
    expect(tables.length).toBeGreaterThan(0);
    expect(tables.every((table) => table.branch.id === dineIn[0].id)).toBe(true);
    expect(tables.map((table) => table.identifier)).toContain('T1');

    const takeawayOnly = branches.filter(
      (b) => b.isTakeawayEnabled && !b.isDeliveryEnabled && !b.isDineInEnabled,
    );
    expect(takeawayOnly).toHaveLength(1);
    expect(takeawayOnly[0]).toMatchObject({
      isPreorderEnabled: true,
      isAppointmentRequired: true,
    });
  });

  it('links branches, division, tags and departments by existing ids', async () => {
    const branches = await list<Branch>('branches');
    const branchIds = branches.map((branch) => branch.id).sort();
    const [division] = await list<Division>('divisions');
    expect(division.branches.map((branch) => branch.id).sort()).toEqual(branchIds);
    expect(branches.every((branch) => branch.division?.id === division.id)).toBe(true);
    const tagIds = new Set((await list<Tag>('tags')).map((tag) => tag.id));
    const branchTags = branches.flatMap((branch) => branch.tags.map((tag) => tag.id));
    expect(branchTags.length).toBeGreaterThan(0);
    expect(branchTags.every((id) => tagIds.has(id))).toBe(true);
    const departments = await list<Department>('departments', admin);
    expect(departments.every((d) => branchIds.includes(d.branch.id))).toBe(true);
  });

  it('gives each branch a counter API key of its own (admins only see it)', async () => {
    const branches = await list<Branch & { apiKey?: string }>('branches', admin);
    const keys = branches.map((branch) => branch.apiKey);
    expect(keys.every((key) => typeof key === 'string' && key.length >= 32)).toBe(true);
    expect(new Set(keys).size).toBe(3);
    expect((await list<Branch & { apiKey?: string }>('branches'))[0].apiKey).toBeUndefined();
  });

  it('lists about sixty products in the bakery categories', async () => {
    const names = (await list<Category>('categories')).map((category) => category.name);
    for (const name of ['Brot', 'Gebäck', 'Torten', 'Snacks', 'Frühstück', 'Getränke', 'Catering'])
      expect({ name, found: names.some((n) => n.startsWith(name)) }).toEqual({ name, found: true });
    const products = await list<Product>('products');
    expect(products.length).toBeGreaterThanOrEqual(55);
    expect(products.length).toBeLessThanOrEqual(70);
  });

  it('has the special products: configurable cake, sold by weight, alternative unit, hidden price, bundle', async () => {
    const products = await list<Product>('products');
    const cake = products.find(
      (p) =>
        p.type === 'configurable' &&
        p.config.parts.some(
          (part) => part.type === 'select' && part.options.some((option) => option.value > 0),
        ) &&
        p.config.parts.some((part) => part.type === 'text') &&
        p.config.parts.some((part) => part.type === 'image'),
    );
    expect(cake?.name).toBe('Geburtstagstorte nach Wunsch');
    const size = cake!.config.parts.find((part) => part.name === 'Größe')!;
    expect(size.options.map((option) => [option.modifier, option.value])).toEqual([
      ['add', 0],
      ['add', 12],
      ['add', 24],
      ['overwrite', 149],
    ]);

    const byWeight = products.find((p) => p.calculationModel === 'approximate' && p.unit === 'kg');
    expect(byWeight).toMatchObject({ name: 'Bauernbrot', defaultUnit: 'kg' });
    expect(byWeight!.alternativeUnits).toEqual([
      expect.objectContaining({ unit: 'g', ratio: 0.001, calculationModel: 'approximate' }),
    ]);
    expect(products.some((p) => p.isPriceHidden)).toBe(true);

    const bundle = products.find((p) => p.type === 'bundle')!;
    const idByUid = new Map(products.map((p) => [p.uid, p.id]));
    const seedBundle = demoData.products.find((p) => p.type === 'bundle')!;
    const expectedParts = seedBundle.bundleProducts.map((key) => {
      const uid = demoData.products.find((p) => p.key === key)!.uid;
      return { id: idByUid.get(uid) };
    });
    expect(bundle.uid).toBe(seedBundle.uid);
    expect(bundle.bundleProducts).toEqual(expectedParts);
  });

  it('builds menus from existing categories and products and assigns every branch one', async () => {
    const categoryIds = new Set((await list<Category>('categories')).map((c) => c.id));
    const productIds = new Set((await list<Product>('products', admin)).map((p) => p.id));
    const branches = await list<Branch>('branches');
    const menus = await list<Menu>('menus');
    expect(menus).toHaveLength(demoData.menus.length);
    for (const menu of menus) {
      expect(menu.catalog.length).toBeGreaterThan(0);
      for (const category of menu.catalog) {
        expect(categoryIds.has(category.id)).toBe(true);
        expect(category.products.every((product) => productIds.has(product.id))).toBe(true);
      }
    }
    for (const branch of branches) {
      const response = await t.request('GET', `/api/branches/${branch.id}/menus`);
      expect({
        branch: branch.identifier,
        menus: response.json<Data<Menu[]>>().data.length,
      }).not.toEqual({ branch: branch.identifier, menus: 0 });
    }
    const linz = branches.find((branch) => branch.identifier === 'linz-urfahr')!;
    const [linzMenu] = menus.filter((menu) => menu.branches.includes(linz.id));
    const entries = linzMenu.catalog.flatMap((category) => category.products);
    expect(entries.filter((entry) => !entry.isEnabled)).toHaveLength(1);
  });

  it('has the start page, the legal pages and page references that point at existing pages', async () => {
    const publicSites = await list<Site>('sites');
    const home = publicSites.find((site) => site.path === '');
    expect(home?.type).toBe('custom_home');
    const paths = publicSites.map((site) => site.path);
    for (const path of [
      '/site/terms-and-conditions',
      '/site/privacy',
      '/site/imprint',
      '/site/allergens',
    ])
      expect(paths).toContain(path);
    expect(paths).not.toContain('/site/karriere');

    const sites = await list<Site>('sites', admin);
    const siteIds = new Set(sites.map((site) => site.id));
    const privacy = sites.find((site) => site.path === '/site/privacy')!;
    const references: unknown[] = [];
    const values = [
      ...sites.flatMap((site) => site.content.map((item) => item.value)),
      ...(await list<Block>('blocks')).map((block) => block.value),
    ];
    for (const value of values) {
      const link = value.link as { target: unknown } | null | undefined;
      if (link?.target != null) references.push(link.target);
      for (const teaser of (value.teasers as { site: unknown }[] | undefined) ?? [])
        references.push(teaser.site);
      if ('privacySite' in value) {
        references.push(value.privacySite);
        expect(value.privacySite).toBe(privacy.id);
      }
    }
    expect(references.length).toBeGreaterThan(5);
    expect(references.every((id) => typeof id === 'number' && siteIds.has(id))).toBe(true);
    const teasers = home!.content.find((item) => item.type === 'specialties')!.value.teasers as {
      site: number;
    }[];
    const specialties = teasers.map(({ site }) => sites.find((s) => s.id === site)?.type);
    expect(specialties).toEqual(['custom_specialty', 'custom_specialty', 'custom_specialty']);
  });

  it('has header and footer navigations whose site and branch targets exist', async () => {
    const navigations = await list<Navigation>('navigations');
    expect(navigations.map((n) => n.identifier).sort()).toEqual([
      'footer-navigation',
      'header-navigation',
    ]);
    const siteIds = new Set((await list<Site>('sites', admin)).map((site) => site.id));
    const branchIds = new Set((await list<Branch>('branches')).map((branch) => branch.id));
    const items = navigations.flatMap((navigation) => flatten(navigation.items));
    const sites = items.filter((item) => item.type === 'site');
    const branches = items.filter((item) => item.type === 'branch');
    expect(sites.length).toBeGreaterThan(0);
    expect(branches).toHaveLength(3);
    expect(sites.every((item) => siteIds.has(item.target as number))).toBe(true);
    expect(branches.every((item) => branchIds.has(item.target as number))).toBe(true);
  });

  it('stores the configuration with the legal texts', async () => {
    const config = (await t.request('GET', '/api/config')).json<Data<Config>>().data;
    expect(config).toMatchObject({
      shopName: demoData.config.shopName,
      primaryColor: '#C49560',
      enablePluginHomePage: false,
      isDonationEnabled: true,
    });
    expect(config.imprintText).toContain('<');
    expect(config.privacyPolicyText.length).toBeGreaterThan(500);
  });

  it('lets admin sign in with the demo password as administrator of all branches', async () => {
    const response = await t.request('POST', '/api/login', {
      body: { username: 'admin', password: 'bestellwerk' },
    });
    expect(response.status).toBe(200);
    const me = response.json<Data<Me>>().data;
    expect(me.roles).toContain('ROLE_ADMIN');
    expect(me.branches).toHaveLength(3);
  });

  it('lets mitarbeiter sign in as employee of exactly two of the three branches', async () => {
    const response = await t.request('POST', '/api/login', {
      body: { username: 'mitarbeiter', password: 'bestellwerk' },
    });
    expect(response.status).toBe(200);
    const me = response.json<Data<Me>>().data;
    expect(me.roles).toEqual(['ROLE_EMPLOYEE']);
    const branchIds = (await list<Branch>('branches')).map((branch) => branch.id);
    expect(me.branches).toHaveLength(2);
    expect(me.branches.every(({ id }) => branchIds.includes(id))).toBe(true);
    const wrong = await t.request('POST', '/api/login', {
      body: { username: 'mitarbeiter', password: 'falsch' },
    });
    expect(wrong.status).toBe(401);
  });

  it("counts Lukas' holiday week against his account, with the days carried over", async () => {
    const response = await t.request('GET', '/api/time-sheets/holiday-balances?year=2026', {
      session: admin,
    });
    const users = await list<User>('users', admin);
    const lukas = users.find((user) => user.username === 'mitarbeiter')!;
    const balance = response
      .json<Data<HolidayBalance[]>>()
      .data.find((entry) => entry.user.id === lukas.id);
    // Taken or planned depends on today's date; loading placed the week in April 2026: 6.–10.4.,
    // whose Monday is Easter Monday, a public holiday in Austria that costs no holiday.
    expect(balance).toMatchObject({ year: 2026, entitlement: 25, carryOver: 3, left: 24 });
    expect(balance!.taken + balance!.planned).toBe(4);
  });

  it('gives mitarbeiter the documented demo time-tracking link, stored only as its hash', async () => {
    const link = `/api/time-tracking/mitarbeiter/${DEMO_TIME_TRACKING_TOKEN}/me`;
    const me = await t.request('GET', link);
    expect(me.status).toBe(200);
    expect(me.json<Data<TimeTrackingMe>>().data.user.firstName).toBe('Lukas');
    const [row] = (await t.dataSource.query(
      "SELECT timeTrackingTokenHash AS hash FROM user WHERE username = 'admin'",
    )) as { hash: string }[];
    // Only the demo employee has a link; the admin makes others in the backoffice.
    expect(row.hash).toBe('');
    expect((await t.request('GET', '/api/time-tracking/admin/demo-zeiterfassung/me')).status).toBe(
      401,
    );
  });

  it('lets mitarbeiter clock in with the demo PIN on the tablets of their two branches', async () => {
    const branches = await list<Branch & { apiKey: string }>('branches', admin);
    const listed = [];
    for (const branch of branches) {
      const kiosk = `/api/time-clock-kiosk/${branch.id}/${branch.apiKey}/employees`;
      const employees = (await t.request('GET', kiosk)).json<Data<KioskEmployee[]>>().data;
      listed.push(employees.map((employee) => employee.firstName));
    }
    expect(listed.sort()).toEqual([[], ['Lukas'], ['Lukas']]);
    const wien = branches.find((branch) => branch.identifier === 'wien-neubau')!;
    const [lukas] = (
      await t.request('GET', `/api/time-clock-kiosk/${wien.id}/${wien.apiKey}/employees`)
    ).json<Data<KioskEmployee[]>>().data;
    const day = await t.request(
      'POST',
      `/api/time-clock-kiosk/${wien.id}/${wien.apiKey}/employees/${lukas.id}/day`,
      { body: { pin: DEMO_KIOSK_PIN } },
    );
    expect(day.status).toBe(200);
  });

  it('plans Monday to Friday from five weeks before loading on, in Vienna time, in the staff’s branches', async () => {
    const users = await list<User>('users', admin);
    const departments = await list<Department>('departments', admin);
    const shifts = await list<WorkingSchedule>(
      'working-schedules',
      admin,
      '?from=2026-03-30&to=2026-04-03',
    );
    // The week after loading: every account works Monday to Friday.
    expect(shifts).toHaveLength(5 * users.length);
    for (const shift of shifts) {
      const user = users.find((u) => u.id === shift.user.id)!;
      expect(user.branches.map((b) => b.id)).toContain(shift.branch?.id);
      const department = departments.find((d) => d.id === shift.department?.id);
      expect(department?.branch.id).toBe(shift.branch?.id);
      expect(shift.start >= '2026-03-29T22:00:00.000Z').toBe(true);
      expect(shift.end <= '2026-04-03T22:00:00.000Z').toBe(true);
      expect(Date.parse(shift.end) - Date.parse(shift.start)).toBeLessThanOrEqual(8 * 3600_000);
    }
    const adminId = users.find((u) => u.username === 'admin')!.id;
    const wien = (await list<Branch>('branches')).find((b) => b.identifier === 'wien-neubau')!;
    // Wien opens at 06:30; on 30 March Vienna is already on summer time (UTC+2).
    expect(shifts.find((s) => s.user.id === adminId)).toMatchObject({
      branch: { id: wien.id },
      start: '2026-03-30T04:30:00.000Z',
      end: '2026-03-30T12:30:00.000Z',
    });
  });

  it('wires devices and signage: menu boards name categories of a menu, TVs play their stream', async () => {
    const branchIds = (await list<Branch>('branches')).map((branch) => branch.id);
    const devices = await list<Device>('devices', admin);
    expect(devices.every((device) => device.branch && branchIds.includes(device.branch.id))).toBe(
      true,
    );
    const menus = await list<Menu>('menus');
    const segments = await list<SignageSegment>('digital-signage-segments', admin);
    const boards = segments.filter((segment) => segment.type === 'menu');
    expect(boards.length).toBeGreaterThan(0);
    for (const board of boards) {
      const categories = board.content.categories as number[];
      expect(categories.length).toBeGreaterThan(0);
      expect(
        menus.some((menu) => categories.every((id) => menu.catalog.some((c) => c.id === id))),
      ).toBe(true);
    }
    expect(segments.find((s) => s.name === 'Frühstückstafel')?.daypart).toEqual({
      weekdays: [1, 2, 3, 4, 5, 6],
      from: '06:00',
      to: '11:00',
      startDate: null,
      endDate: null,
    });
    const streams = await list<SignageStream>('digital-signage-streams', admin);
    const linz = streams.find((stream) => stream.name === 'Schaufenster Linz')!;
    const display = await t.request('GET', '/api/digital-signage-devices/public/linz-schaufenster');
    const shown = display.json<Data<SignageDisplay>>().data;
    expect(shown.stream?.id).toBe(linz.id);
    expect(shown.device.orientation).toBe('portrait');
    const seedLinz = demoData.signageStreams.find((s) => s.key === 'schaufenster-linz')!;
    expect(shown.playlist.map((entry) => entry.segment.name)).toEqual(
      seedLinz.entries.map(
        (entry) => demoData.signageSegments.find((segment) => segment.key === entry.segment)!.name,
      ),
    );
    expect(
      shown.playlist.find((e) => e.segment.name === 'Torten & Mehlspeisen')?.daypart?.from,
    ).toBe('11:00');
  });

  it('stores what the API itself would store: every record saves back unchanged', async () => {
    const paths = [
      'branches',
      'tags',
      'divisions',
      'tables',
      'departments',
      'donatees',
      'categories',
      'products',
      'menus',
      'sites',
      'blocks',
      'navigations',
      'devices',
      'digital-signage-segments',
      'digital-signage-streams',
      'digital-signage-devices',
      'projects',
      'tasks',
      'working-schedules',
      'absences',
      'users',
    ];
    // The shifts of one week stand for all eight (each PUT also writes an audit entry).
    const queries: Record<string, string> = {
      'working-schedules': '?from=2026-03-30&to=2026-04-03',
    };
    // Read-only fields of the answers; a division's branch list is set from the branches.
    const readOnly = [
      'id',
      'apiKey',
      'createdAt',
      'lastSeenAt',
      'isOnline',
      'currentSegment',
      'hasTimeTrackingLink',
      'timeTrackingLinkCreatedAt',
      'hasKioskPin',
    ];
    // The order of a division's branches is not defined; compare them sorted.
    const normal = (path: string, value: Record<string, unknown>): unknown =>
      path === 'divisions'
        ? { ...value, branches: (value.branches as { id: number }[]).map((b) => b.id).sort() }
        : value;
    // Images are sent as references, as the backoffice sends them ({ id }).
    const imageFields = ['images', 'image', 'logo'];
    const asRefs = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map((image: { id: number }) => ({ id: image.id }))
        : value && { id: (value as { id: number }).id };
    const changed: unknown[] = [];
    for (const path of paths) {
      for (const item of await list<Record<string, unknown>>(path, admin, queries[path])) {
        const body = Object.fromEntries(
          Object.entries(item)
            .filter(
              ([field]) =>
                !readOnly.includes(field) && !(path === 'divisions' && field === 'branches'),
            )
            .map(([field, value]) => [field, imageFields.includes(field) ? asRefs(value) : value]),
        );
        const response = await t.request('PUT', `/api/${path}/${item.id}`, {
          session: admin,
          body,
        });
        const saved =
          response.status === 200
            ? normal(path, response.json<Data<Record<string, unknown>>>().data)
            : response.body;
        if (JSON.stringify(saved) !== JSON.stringify(normal(path, item)))
          changed.push({ path, id: item.id, status: response.status, saved });
        // Saving a user ends their sessions, also the admin's own.
        if (path === 'users') admin = await t.login('admin', 'bestellwerk');
      }
    }
    const config = (await t.request('GET', '/api/config')).json<Data<Config>>().data;
    const saved = await t.request('POST', '/api/config', { session: admin, body: config });
    expect(saved.json<Data<Config>>().data).toEqual(config);
    expect(changed).toEqual([]);
  });

  it('changes nothing when loaded again', async () => {
    const before = await rowCounts(t.dataSource);
    const again = await loadDemoData(t.dataSource, {
      password: 'anders',
      storageDir: t.storageDir,
      now: NOW,
    });
    expect(again).toEqual({ loaded: false, counts: {} });
    expect(await rowCounts(t.dataSource)).toEqual(before);
    expect(before.product).toBe(result.counts.products);
    expect(
      (
        await t.request('POST', '/api/login', {
          body: { username: 'admin', password: 'anders' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('demo data loader on a database in other hands', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves nothing behind when the data fails midway, and names the bad key', async () => {
    const broken: DemoData = {
      ...demoData,
      navigations: [
        {
          ...demoData.navigations[0],
          items: [
            {
              type: 'site',
              target: { site: 'gibt-es-nicht' },
              label: 'Kaputt',
              isEnabled: true,
              children: [],
            },
          ],
        },
      ],
    };
    await expect(
      loadDemoData(t.dataSource, { password: 'x', storageDir: t.storageDir, data: broken }),
    ).rejects.toThrow('gibt-es-nicht');
    const counts = await rowCounts(t.dataSource);
    expect(Object.entries(counts).filter(([, n]) => n > 0)).toEqual([]);
    // The drawn pictures were written before the failure and are removed with it.
    expect(readdirSync(join(t.storageDir, 'images'))).toEqual([]);
    expect((await t.request('GET', '/api/branches')).json<Data<Branch[]>>().data).toEqual([]);
  });

  it('does nothing while any staff account exists, even without branches', async () => {
    const user = await t.createUser('erste', ['ROLE_ADMIN']);
    const answer = await loadDemoData(t.dataSource, { password: 'x', storageDir: t.storageDir });
    expect(answer.loaded).toBe(false);
    expect((await rowCounts(t.dataSource)).branch).toBe(0);
    await t.dataSource.getRepository(UserEntity).delete(user.id);
  });

  it('loads with another DEMO password and over a configuration row that already exists', async () => {
    expect((await t.request('GET', '/api/config')).json<Data<Config>>().data.shopName).toBe('');
    const answer = await loadDemoData(t.dataSource, {
      password: 'anders-geheim-7',
      storageDir: t.storageDir,
    });
    expect(answer.loaded).toBe(true);
    const ok = await t.request('POST', '/api/login', {
      body: { username: 'mitarbeiter', password: 'anders-geheim-7' },
    });
    expect(ok.status).toBe(200);
    const old = await t.request('POST', '/api/login', {
      body: { username: 'admin', password: 'bestellwerk' },
    });
    expect(old.status).toBe(401);
    const config = (await t.request('GET', '/api/config')).json<Data<Config>>().data;
    expect(config.shopName).toBe(demoData.config.shopName);
    expect(
      (await t.dataSource.query('SELECT id FROM config')).map((r: { id: number }) => Number(r.id)),
    ).toEqual([1]);
  });
});
