// Integrity rules of the demo data: references resolve, identifiers are unique, the three
// branches have the settings the demo is meant to show, prices and units are sound.
import {
  ALLERGEN_CODES,
  BLOCK_TYPES,
  OPENING_HOUR_TYPES,
  UNIT_KEYS,
  type OpeningHourEntry,
  type Schedule,
  type UnitKey,
} from '@bestellwerk/domain';
import { demoData } from './index.js';
import { ALLERGEN_NAMES, ALLERGENS_HTML, IMPRINT_HTML, PRIVACY_HTML, TERMS_HTML } from './legal.js';
import {
  brot,
  catering,
  fruehstueck,
  gebaeck,
  getraenke,
  snacks,
  torten,
  winterzeit,
} from './products.js';
import type { SeedContentItem, SeedLink, SeedNavigationItem } from './seed-types.js';

const d = demoData;

/** Unit kind and factor to the kind's base unit (storefront.md §9). Count units are each their own kind. */
const UNITS: Record<UnitKey, { kind: string; factor: number }> = {
  piece: { kind: 'piece', factor: 1 },
  serving: { kind: 'serving', factor: 1 },
  pair: { kind: 'pair', factor: 1 },
  person: { kind: 'person', factor: 1 },
  package: { kind: 'package', factor: 1 },
  g: { kind: 'weight', factor: 1 },
  dag: { kind: 'weight', factor: 10 },
  kg: { kind: 'weight', factor: 1000 },
  ml: { kind: 'volume', factor: 1 },
  cl: { kind: 'volume', factor: 10 },
  dl: { kind: 'volume', factor: 100 },
  l: { kind: 'volume', factor: 1000 },
  mm: { kind: 'length', factor: 1 },
  cm: { kind: 'length', factor: 10 },
  dm: { kind: 'length', factor: 100 },
  m: { kind: 'length', factor: 1000 },
  km: { kind: 'length', factor: 1e6 },
  mm2: { kind: 'area', factor: 1 },
  cm2: { kind: 'area', factor: 100 },
  dm2: { kind: 'area', factor: 1e4 },
  m2: { kind: 'area', factor: 1e6 },
  mm3: { kind: 'cubic', factor: 1 },
  cm3: { kind: 'cubic', factor: 1e3 },
  dm3: { kind: 'cubic', factor: 1e6 },
  m3: { kind: 'cubic', factor: 1e9 },
};

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-9;
}

function keySet(records: { key: string }[]): Set<string> {
  return new Set(records.map((r) => r.key));
}

function expectHoursValid(entries: OpeningHourEntry[], where: string): void {
  for (const entry of entries) {
    const label = `${where} ${JSON.stringify(entry)}`;
    expect({ label, ok: OPENING_HOUR_TYPES.includes(entry.type) }).toEqual({ label, ok: true });
    expect({ label, from: TIME.test(entry.from), to: TIME.test(entry.to) }).toEqual({
      label,
      from: true,
      to: true,
    });
    if (entry.type === 'once') {
      expect({ label, date: entry.date !== null && DATE.test(entry.date) }).toEqual({
        label,
        date: true,
      });
    } else {
      expect({ label, date: entry.date }).toEqual({ label, date: null });
    }
    if (!entry.isClosed) {
      expect({ label, ordered: entry.from < entry.to }).toEqual({ label, ordered: true });
    }
  }
}

function expectScheduleValid(schedule: Schedule | null, where: string): void {
  if (!schedule) return;
  for (const date of [schedule.startDate, schedule.endDate]) {
    if (date !== null)
      expect({ where, date, ok: DATE.test(date) }).toEqual({ where, date, ok: true });
  }
  if (schedule.startDate && schedule.endDate) {
    expect({ where, ordered: schedule.startDate <= schedule.endDate }).toEqual({
      where,
      ordered: true,
    });
  }
  expectHoursValid(schedule.hours, where);
}

describe('demo data: keys and identifiers', () => {
  const collections = Object.entries(d).filter(([, value]) => Array.isArray(value)) as [
    string,
    { key: string }[],
  ][];

  it.each(collections)('%s: keys are kebab-case and unique', (_name, records) => {
    const keys = records.map((r) => r.key);
    expect(keys.filter((k) => !KEBAB.test(k))).toEqual([]);
    expect(duplicates(keys)).toEqual([]);
  });

  it('identifiers are unique and equal the keys', () => {
    const withIdentifier = [
      d.branches,
      d.divisions,
      d.donatees,
      d.blocks,
      d.navigations,
      d.devices,
      d.signageDevices,
    ];
    for (const records of withIdentifier) {
      expect(duplicates(records.map((r) => r.identifier))).toEqual([]);
      expect(records.filter((r) => r.identifier !== r.key).map((r) => r.key)).toEqual([]);
    }
  });

  it('site paths, product uids and usernames are unique', () => {
    expect(duplicates(d.sites.map((s) => s.path))).toEqual([]);
    expect(duplicates(d.products.map((p) => p.uid))).toEqual([]);
    expect(d.products.filter((p) => !/^P-\d{4}$/.test(p.uid)).map((p) => p.uid)).toEqual([]);
    expect(duplicates(d.users.map((u) => u.username))).toEqual([]);
  });

  it('table identifiers are unique per branch', () => {
    const ids = d.tables.map((t) => `${t.branch}/${t.identifier}`);
    expect(duplicates(ids)).toEqual([]);
  });
});

describe('demo data: references', () => {
  const branchKeys = keySet(d.branches);
  const siteKeys = keySet(d.sites);
  const productKeys = keySet(d.products);
  const categoryKeys = keySet(d.categories);

  it('branch tags exist', () => {
    const tagKeys = keySet(d.tags);
    expect(d.branches.flatMap((b) => b.tags).filter((t) => !tagKeys.has(t))).toEqual([]);
  });

  it('every branch belongs to exactly one division', () => {
    const listed = d.divisions.flatMap((division) => division.branches);
    expect(listed.filter((b) => !branchKeys.has(b))).toEqual([]);
    expect(duplicates(listed)).toEqual([]);
    expect([...branchKeys].filter((b) => !listed.includes(b))).toEqual([]);
  });

  it('tables, departments, users, devices and signage devices point at branches', () => {
    const refs = [
      ...d.tables.map((t) => t.branch),
      ...d.departments.map((x) => x.branch),
      ...d.users.flatMap((u) => u.branches),
      ...d.devices.map((x) => x.branch).filter((b): b is string => b !== null),
      ...d.signageDevices.map((x) => x.branch).filter((b): b is string => b !== null),
    ];
    expect(refs.filter((b) => !branchKeys.has(b))).toEqual([]);
  });

  it('menus reference branches, categories and products that exist', () => {
    for (const menu of d.menus) {
      expect(menu.branches.filter((b) => !branchKeys.has(b))).toEqual([]);
      expect(menu.catalog.map((c) => c.category).filter((c) => !categoryKeys.has(c))).toEqual([]);
      expect(duplicates(menu.catalog.map((c) => c.category))).toEqual([]);
      const inMenu = menu.catalog.flatMap((c) => c.products.map((p) => p.product));
      expect(inMenu.filter((p) => !productKeys.has(p))).toEqual([]);
      expect(duplicates(inMenu)).toEqual([]);
    }
  });

  it('every branch has a menu that is already available', () => {
    const now = new Date('2026-11-20T12:00:00.000Z').getTime();
    for (const branch of d.branches) {
      const available = d.menus.filter(
        (m) => m.branches.includes(branch.key) && Date.parse(m.availableFrom) <= now,
      );
      expect({ branch: branch.key, count: available.length > 0 }).toEqual({
        branch: branch.key,
        count: true,
      });
    }
  });

  it('every product is listed in at least one menu', () => {
    const listed = new Set(
      d.menus.flatMap((m) => m.catalog.flatMap((c) => c.products.map((p) => p.product))),
    );
    expect(d.products.map((p) => p.key).filter((k) => !listed.has(k))).toEqual([]);
  });

  it('bundles reference existing, non-bundle products', () => {
    for (const p of d.products) {
      if (p.type === 'bundle') {
        expect(p.bundleProducts.length).toBeGreaterThanOrEqual(2);
        for (const part of p.bundleProducts) {
          const target = d.products.find((x) => x.key === part);
          expect({ part, exists: target !== undefined && target.type !== 'bundle' }).toEqual({
            part,
            exists: true,
          });
        }
      } else {
        expect({ key: p.key, bundleProducts: p.bundleProducts }).toEqual({
          key: p.key,
          bundleProducts: [],
        });
      }
    }
  });

  function siteRefsOf(item: SeedContentItem): string[] {
    const linkTarget = (link: SeedLink | null) => (link?.target ? [link.target] : []);
    switch (item.type) {
      case 'hero':
        return linkTarget(item.value.link);
      case 'text-slider':
        return linkTarget(item.value.link);
      case 'specialties':
        return item.value.teasers.map((t) => t.site);
      case 'form':
        return [item.value.privacySite];
      default:
        return [];
    }
  }

  it('page references in site bodies and blocks exist', () => {
    const items = [...d.sites.flatMap((s) => s.content), ...d.blocks];
    const refs = items.flatMap(siteRefsOf);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((r) => !siteKeys.has(r))).toEqual([]);
  });

  it('specialty teasers point at specialty pages, forms at the privacy page', () => {
    const byKey = new Map(d.sites.map((s) => [s.key, s]));
    for (const item of d.sites.flatMap((s) => s.content)) {
      if (item.type === 'specialties') {
        expect(item.value.teasers.map((t) => byKey.get(t.site)?.type)).toEqual(
          item.value.teasers.map(() => 'custom_specialty'),
        );
      }
      if (item.type === 'form') {
        expect(byKey.get(item.value.privacySite)?.path).toBe('/site/privacy');
      }
    }
  });

  it('navigation targets exist', () => {
    const walk = (items: SeedNavigationItem[]): SeedNavigationItem[] =>
      items.flatMap((i) => [i, ...walk(i.children)]);
    for (const nav of d.navigations) {
      for (const item of walk(nav.items)) {
        if (item.type === 'site') expect(siteKeys.has(item.target.site)).toBe(true);
        if (item.type === 'branch') expect(branchKeys.has(item.target.branch)).toBe(true);
        if (item.type === 'link') expect(item.target).toMatch(/^(https:\/\/|mailto:|tel:|\/)/);
        if (item.type === 'group') expect(item.children.length).toBeGreaterThan(0);
        if (item.type !== 'group') expect(item.children).toEqual([]);
      }
    }
  });

  it('signage references exist', () => {
    const segmentKeys = keySet(d.signageSegments);
    const streamKeys = keySet(d.signageStreams);
    expect(
      d.signageStreams
        .flatMap((s) => s.entries.map((e) => e.segment))
        .filter((s) => !segmentKeys.has(s)),
    ).toEqual([]);
    expect(
      d.signageDevices
        .map((x) => x.stream)
        .filter((s): s is string => s !== null && !streamKeys.has(s)),
    ).toEqual([]);
    for (const segment of d.signageSegments) {
      if (segment.type !== 'menu') continue;
      const menu = d.menus.find((m) => m.key === segment.content.menu);
      expect(menu).toBeDefined();
      const menuCategories = menu!.catalog.map((c) => c.category);
      expect(segment.content.categories.filter((c) => !menuCategories.includes(c))).toEqual([]);
    }
  });

  it('tasks point at projects', () => {
    const projectKeys = keySet(d.projects);
    expect(
      d.tasks.map((t) => t.project).filter((p): p is string => p !== null && !projectKeys.has(p)),
    ).toEqual([]);
  });
});

describe('demo data: branches', () => {
  const byKey = (key: string) => d.branches.find((b) => b.key === key)!;

  it('has three enabled, public branches in three cities', () => {
    expect(d.branches).toHaveLength(3);
    expect(new Set(d.branches.map((b) => b.city)).size).toBe(3);
    for (const b of d.branches) {
      expect(b.isEnabled && b.isPublic).toBe(true);
      expect(b.zipCode).toMatch(/^\d{4}$/);
      expect(b.phone).toMatch(/^\+43[\d ]+$/);
      expect(b.email).toMatch(/^[^@\s]+@[^@\s]+\.example$/);
      expect(b.latitude).toBeGreaterThan(46.3);
      expect(b.latitude).toBeLessThan(49.1);
      expect(b.longitude).toBeGreaterThan(9.5);
      expect(b.longitude).toBeLessThan(17.2);
      expect(b.openingHours.length).toBeGreaterThan(0);
      expectHoursValid(b.openingHours, b.key);
      expectHoursValid(b.deliveryHours, `${b.key} delivery`);
      expect(b.isCashEnabled).toBe(true);
      expect(b.isTakeawayEnabled).toBe(true);
      expect(b.closedMessage).not.toBe('');
    }
  });

  it('closes all branches on the Christmas holidays and New Year', () => {
    for (const b of d.branches) {
      const closed = b.openingHours
        .filter((h) => h.type === 'once' && h.isClosed)
        .map((h) => h.date);
      expect(closed).toEqual(expect.arrayContaining(['2026-12-25', '2026-12-26', '2027-01-01']));
    }
  });

  it('Wien delivers to three areas with delivery hours of its own', () => {
    const b = byKey('wien-neubau');
    expect(b.isDeliveryEnabled).toBe(true);
    expect(b.isDeliveryHoursEnabled).toBe(true);
    expect(b.deliveryHours.length).toBeGreaterThan(0);
    expect(b.deliveryHours).not.toEqual(b.openingHours);
    expect(b.deliveryAreas).toHaveLength(3);
    for (const area of b.deliveryAreas) {
      expect(area.minimumOrderValue).toBeGreaterThan(0);
      expect(area.price).toBeGreaterThanOrEqual(0);
      expect(hasAtMostTwoDecimals(area.price)).toBe(true);
    }
    expect(b.deliveryAreas.some((a) => a.free)).toBe(true);
    expect(
      b.deliveryAreas.some((a) => !a.free && a.price > 0 && a.freeFromOrderValue !== null),
    ).toBe(true);
    expect(
      b.deliveryAreas.some((a) => !a.free && a.price > 0 && a.freeFromOrderValue === null),
    ).toBe(true);
    expect(b.isMollieEnabled && b.isATMCardEnabled).toBe(true);
    expect(b.tags).toContain('lieferung');
  });

  it('Graz serves at eight tables', () => {
    const b = byKey('graz-innere-stadt');
    expect(b.isDineInEnabled && b.isTableSelectionEnabled && b.isTakeawayEnabled).toBe(true);
    expect(b.isDeliveryEnabled).toBe(false);
    const tables = d.tables.filter((t) => t.branch === b.key);
    expect(tables.map((t) => t.identifier)).toEqual([
      'T1',
      'T2',
      'T3',
      'T4',
      'T5',
      'T6',
      'T7',
      'T8',
    ]);
    expect(tables.map((t) => t.name)).toEqual(tables.map((_, i) => `Tisch ${i + 1}`));
    expect(b.isATMCardEnabled).toBe(true);
    expect(b.isMollieEnabled).toBe(false);
  });

  it('Linz takes preorders for pickup only', () => {
    const b = byKey('linz-urfahr');
    expect(b.isTakeawayEnabled).toBe(true);
    expect(b.isDeliveryEnabled || b.isDineInEnabled).toBe(false);
    expect(b.isPreorderEnabled && b.isAppointmentRequired).toBe(true);
    expect(b.orderableFrom).toMatch(TIME);
    expect(b.isATMCardEnabled || b.isMollieEnabled).toBe(false);
  });

  it('only the branches with tables have tables and only delivery branches have areas', () => {
    for (const b of d.branches) {
      if (!b.isDineInEnabled) expect(d.tables.filter((t) => t.branch === b.key)).toEqual([]);
      if (!b.isDeliveryEnabled) expect(b.deliveryAreas).toEqual([]);
    }
    expect(d.branches.filter((b) => b.isATMCardEnabled)).toHaveLength(2);
  });
});

describe('demo data: products', () => {
  const byCategory = {
    brot,
    gebaeck,
    torten,
    snacks,
    fruehstueck,
    getraenke,
    catering,
    winterzeit,
  };

  it('has about sixty products', () => {
    expect(d.products.length).toBeGreaterThanOrEqual(55);
    expect(d.products.length).toBeLessThanOrEqual(70);
    expect(Object.values(byCategory).flat()).toHaveLength(d.products.length);
  });

  it('has positive prices with at most two decimals', () => {
    for (const p of d.products) {
      expect({ key: p.key, positive: p.price > 0, cents: hasAtMostTwoDecimals(p.price) }).toEqual({
        key: p.key,
        positive: true,
        cents: true,
      });
      for (const option of p.config.parts.flatMap((part) => part.options)) {
        expect({
          key: p.key,
          option: option.name,
          ok: option.value >= 0 && hasAtMostTwoDecimals(option.value),
        }).toEqual({ key: p.key, option: option.name, ok: true });
      }
    }
  });

  it('uses known units; alternative units are of the same kind and priced by the unit factors', () => {
    for (const p of d.products) {
      expect(UNIT_KEYS).toContain(p.unit);
      for (const alt of p.alternativeUnits) {
        const label = `${p.key} ${alt.unit}`;
        expect({ label, kind: UNITS[alt.unit].kind }).toEqual({ label, kind: UNITS[p.unit].kind });
        expect({ label, differs: alt.unit !== p.unit }).toEqual({ label, differs: true });
        const expected = UNITS[alt.unit].factor / UNITS[p.unit].factor;
        expect(alt.ratio).toBeCloseTo(expected, 12);
        if (alt.minimumQuantity !== null && alt.maximumQuantity !== null) {
          expect(alt.minimumQuantity).toBeLessThanOrEqual(alt.maximumQuantity);
        }
      }
      if (p.defaultUnit !== null) {
        expect([p.unit, ...p.alternativeUnits.map((a) => a.unit)]).toContain(p.defaultUnit);
      }
    }
  });

  it('has consistent quantity limits', () => {
    for (const p of d.products) {
      const {
        minimumQuantity: min,
        maximumQuantity: max,
        quantityStepSize: step,
        defaultQuantity: def,
      } = p;
      if (step !== null) expect(step).toBeGreaterThan(0);
      if (min !== null && max !== null) expect(min).toBeLessThanOrEqual(max);
      if (def !== null && min !== null) expect(def).toBeGreaterThanOrEqual(min);
      if (def !== null && max !== null) expect(def).toBeLessThanOrEqual(max);
    }
  });

  it('sells bread and cold cuts by weight at approximate prices', () => {
    const bauernbrot = d.products.find((p) => p.key === 'bauernbrot')!;
    expect(bauernbrot).toMatchObject({
      unit: 'kg',
      price: 6.8,
      calculationModel: 'approximate',
      minimumQuantity: 0.5,
      quantityStepSize: 0.25,
      maximumQuantity: 5,
    });
    expect(d.products.some((p) => p.unit === 'dag' && p.calculationModel === 'approximate')).toBe(
      true,
    );
    expect(
      d.products.some((p) => UNITS[p.unit].kind === 'volume' && p.alternativeUnits.length > 0),
    ).toBe(true);
  });

  it('has configurable products whose parts are complete', () => {
    const configurable = d.products.filter((p) => p.type === 'configurable');
    expect(configurable.length).toBeGreaterThanOrEqual(3);
    for (const p of configurable) {
      expect({ key: p.key, parts: p.config.parts.length > 0 }).toEqual({ key: p.key, parts: true });
      for (const part of p.config.parts) {
        const label = `${p.key} ${part.name}`;
        if (part.type === 'select' || part.type === 'multiselect') {
          expect({ label, options: part.options.length > 0 }).toEqual({ label, options: true });
          expect(duplicates(part.options.map((o) => o.name))).toEqual([]);
        } else {
          expect({ label, options: part.options }).toEqual({ label, options: [] });
        }
      }
    }
    for (const p of d.products.filter((x) => x.type !== 'configurable')) {
      expect({ key: p.key, parts: p.config.parts }).toEqual({ key: p.key, parts: [] });
      expect(p.isStepByStep).toBe(false);
    }
    const modifiers = configurable.flatMap((p) =>
      p.config.parts.flatMap((part) => part.options.map((o) => o.modifier)),
    );
    expect(modifiers).toEqual(expect.arrayContaining(['add', 'subtract', 'overwrite']));
    expect(configurable.some((p) => p.isStepByStep)).toBe(true);
    const partTypes = configurable.flatMap((p) => p.config.parts.map((part) => part.type));
    expect(partTypes).toEqual(
      expect.arrayContaining(['select', 'multiselect', 'text', 'textarea', 'image', 'images']),
    );
  });

  it('gives whole cakes a lead time of two days', () => {
    const cakes = torten.filter((p) => p.type === 'configurable' && p.key !== 'hochzeitstorte');
    expect(cakes.length).toBeGreaterThanOrEqual(2);
    for (const cake of cakes) {
      expect(cake).toMatchObject({
        isLeadTimeEnabled: true,
        leadTimeType: 'days',
        leadTimeValue: 2,
      });
      expect(cake.config.parts[0]).toMatchObject({
        name: 'Größe',
        type: 'select',
        optional: false,
      });
    }
    for (const p of d.products.filter((x) => x.isLeadTimeEnabled)) {
      expect(p.leadTimeValue).toBeGreaterThan(0);
    }
  });

  it('hides the price of the wedding cake and prices it as "ab"', () => {
    const p = d.products.find((x) => x.key === 'hochzeitstorte')!;
    expect(p).toMatchObject({ isPriceHidden: true, calculationModel: 'minimum' });
  });

  it('uses valid, sorted allergen codes', () => {
    for (const p of d.products) {
      expect(p.allergens.filter((a) => !ALLERGEN_CODES.includes(a))).toEqual([]);
      expect(p.allergens).toEqual([...new Set(p.allergens)].sort());
    }
  });

  it('taxes food at 10 % and beverages at 20 %, with one per-mode exception', () => {
    for (const p of [...brot, ...gebaeck, ...torten, ...snacks, ...fruehstueck]) {
      expect({ key: p.key, rates: [p.tax, p.takeawayTax, p.dineInTax] }).toEqual({
        key: p.key,
        rates: [10, 10, 10],
      });
    }
    for (const p of getraenke.filter((x) => x.key !== 'heisse-schokolade')) {
      expect({ key: p.key, rates: [p.tax, p.takeawayTax, p.dineInTax] }).toEqual({
        key: p.key,
        rates: [20, 20, 20],
      });
    }
    const rates = new Set(d.products.flatMap((p) => [p.tax, p.takeawayTax, p.dineInTax]));
    expect([...rates].sort()).toEqual([10, 20]);
    const split = d.products.filter((p) => !(p.tax === p.takeawayTax && p.tax === p.dineInTax));
    expect(split.map((p) => p.key)).toEqual(['heisse-schokolade']);
  });

  it('has valid schedules on products and menu entries', () => {
    for (const p of d.products) expectScheduleValid(p.schedule, p.key);
    for (const c of d.categories) expectScheduleValid(c.schedule, c.key);
    for (const m of d.menus) {
      expect(Number.isNaN(Date.parse(m.availableFrom))).toBe(false);
      for (const entry of m.catalog.flatMap((c) => c.products)) {
        expectScheduleValid(entry.schedule, `${m.key}/${entry.product}`);
      }
    }
  });
});

describe('demo data: catalog', () => {
  it('shows breakfast in the morning and keeps it visible afterwards', () => {
    const c = d.categories.find((x) => x.key === 'fruehstueck')!;
    expect(c.isVisibleWhenUnavailable).toBe(true);
    expect(c.schedule?.hours).toEqual([
      { type: 'daily', date: null, isClosed: false, from: '06:30', to: '11:00' },
    ]);
  });

  it('has a newer winter menu for Wien that keeps the full range', () => {
    const main = d.menus.find((m) => m.key === 'sortiment-2026')!;
    const winter = d.menus.find((m) => m.key === 'wintersortiment-2026')!;
    expect(winter.branches).toEqual(['wien-neubau']);
    expect(main.branches).toContain('wien-neubau');
    expect(Date.parse(winter.availableFrom)).toBeGreaterThan(Date.parse(main.availableFrom));
    const mainProducts = main.catalog.flatMap((c) => c.products.map((p) => p.product));
    const winterProducts = winter.catalog.flatMap((c) => c.products.map((p) => p.product));
    expect(winterProducts).toEqual(expect.arrayContaining(mainProducts));
    expect(winter.catalog[0].category).toBe('winterzeit');
  });
});

describe('demo data: content', () => {
  const allowed: Record<string, string[]> = {
    default: ['text'],
    custom_home: ['specialties', 'text-slider', 'map', 'contact'],
    custom_site: ['hero', 'text-slider', 'profile', 'iframe', 'form'],
    custom_specialty: ['hero', 'text-slider'],
  };

  it('uses only the blocks each page type allows', () => {
    for (const site of d.sites) {
      expect(site.content.length).toBeGreaterThan(0);
      const bad = site.content.map((c) => c.type).filter((t) => !allowed[site.type].includes(t));
      expect({ site: site.key, bad }).toEqual({ site: site.key, bad: [] });
    }
    for (const block of d.blocks) expect(BLOCK_TYPES).toContain(block.type);
  });

  it('has one start page with the empty path; other paths live under /site/', () => {
    const homes = d.sites.filter((s) => s.path === '');
    expect(homes).toHaveLength(1);
    expect(homes[0].type).toBe('custom_home');
    for (const s of d.sites.filter((x) => x.path !== ''))
      expect(s.path).toMatch(/^\/site\/[a-z0-9/-]+$/);
  });

  it('has the legal pages as simple pages with one text item, matching the config texts', () => {
    const expected: Record<string, string> = {
      '/site/terms-and-conditions': d.config.termsAndConditionsText,
      '/site/privacy': d.config.privacyPolicyText,
      '/site/imprint': d.config.imprintText,
      '/site/allergens': d.config.allergensText,
    };
    for (const [path, html] of Object.entries(expected)) {
      const site = d.sites.find((s) => s.path === path)!;
      expect(site.type).toBe('default');
      expect(site.isPublic).toBe(true);
      expect(site.content).toEqual([{ type: 'text', value: { html } }]);
    }
    expect(
      [TERMS_HTML, PRIVACY_HTML, IMPRINT_HTML, ALLERGENS_HTML].every((h) => h.length > 500),
    ).toBe(true);
  });

  it('lists all fourteen allergens on the allergen page', () => {
    expect(Object.keys(ALLERGEN_NAMES)).toEqual([...ALLERGEN_CODES]);
    for (const code of ALLERGEN_CODES) expect(ALLERGENS_HTML).toContain(`<strong>${code}</strong>`);
  });

  it('mentions cookie consent and order data in the privacy policy', () => {
    expect(PRIVACY_HTML).toMatch(/Einwilligung/);
    expect(PRIVACY_HTML).toMatch(/Bestellung/);
    expect(IMPRINT_HTML).toMatch(/Firmenbuch/);
    expect(IMPRINT_HTML).toContain(d.config.vatNo);
  });

  it('has drafts and specialty pages', () => {
    expect(d.sites.filter((s) => !s.isPublic).length).toBeGreaterThanOrEqual(1);
    expect(
      d.sites.filter((s) => s.type === 'custom_specialty' && s.isPublic).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('has public header and footer navigations with one disabled item', () => {
    const header = d.navigations.find((n) => n.identifier === 'header-navigation')!;
    const footer = d.navigations.find((n) => n.identifier === 'footer-navigation')!;
    expect(header.isPublic && footer.isPublic).toBe(true);
    const walk = (items: SeedNavigationItem[]): SeedNavigationItem[] =>
      items.flatMap((i) => [i, ...walk(i.children)]);
    const all = [...walk(header.items), ...walk(footer.items)];
    expect(all.filter((i) => !i.isEnabled)).toHaveLength(1);
    const group = header.items.find((i) => i.type === 'group')!;
    expect(group.children.map((c) => c.type)).toEqual(['branch', 'branch', 'branch']);
    expect(footer.items.some((i) => i.type === 'link' && i.target.startsWith('mailto:'))).toBe(
      true,
    );
  });
});

describe('demo data: configuration and staff', () => {
  it('has the theme and flags of the demo', () => {
    expect(d.config).toMatchObject({
      currency: 'EUR',
      defaultDeliveryMethod: 'takeaway',
      themeColor: '#C49560',
      primaryColor: '#C49560',
      backgroundColor: '#FAFAFA',
      borderRadius: '1.2rem',
      isSmsEnabled: false,
      isHydroAGVoucherEnabled: false,
      isDatatransEnabled: false,
    });
    expect(d.config.businessName).toMatch(/GmbH$/);
    expect(d.config.vatNo).toMatch(/^ATU\d{8}$/);
  });

  it('uses a UID number that fails the Austrian check digit (cannot be a real one)', () => {
    const digits = d.config.vatNo.slice(3).split('').map(Number);
    const crossSum = (n: number) => Math.floor(n / 10) + (n % 10);
    const sum = digits
      .slice(0, 7)
      .reduce((acc, digit, i) => acc + (i % 2 === 1 ? crossSum(digit * 2) : digit), 0);
    const check = (10 - ((sum + 4) % 10)) % 10;
    expect(digits[7]).not.toBe(check);
  });

  it('has an admin for all branches and an employee for Wien and Graz, without passwords', () => {
    const admin = d.users.find((u) => u.username === 'admin')!;
    const employee = d.users.find((u) => u.username === 'mitarbeiter')!;
    expect(admin.roles).toEqual(['ROLE_ADMIN']);
    expect([...admin.branches].sort()).toEqual(d.branches.map((b) => b.key).sort());
    expect(employee.roles).toEqual(['ROLE_EMPLOYEE']);
    expect(employee.branches).toEqual(['wien-neubau', 'graz-innere-stadt']);
    for (const u of d.users) expect(Object.keys(u)).not.toContain('password');
  });

  it('has a printer per branch and a signage device per branch', () => {
    for (const b of d.branches) {
      expect(d.devices.some((x) => x.branch === b.key && x.type === 'printer')).toBe(true);
      expect(d.signageDevices.some((x) => x.branch === b.key)).toBe(true);
    }
  });
});
