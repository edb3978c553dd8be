import type { Category, Product } from '../contract/catalog.js';
import type { Schedule } from '../contract/common.js';
import { makeCategory, makeMenu, makeProduct } from '../testing/contract-fixtures.js';
import { at, hours } from './test-fixtures.js';
import { branchCatalog, findOrderableProduct, visibleMenuCatalog } from './visible-catalog.js';

const lunchOnly: Schedule = {
  startDate: null,
  endDate: null,
  hours: [hours('daily', '11:00', '14:00')],
};
const noon = at('2026-11-23 12:00');
const evening = at('2026-11-23 19:00');

const categories = new Map<number, Category>(
  [
    makeCategory({ id: 1, name: 'Brot' }),
    makeCategory({ id: 2, name: 'Mittagsmenü', schedule: lunchOnly }),
    makeCategory({
      id: 3,
      name: 'Mittag, sichtbar',
      schedule: lunchOnly,
      isVisibleWhenUnavailable: true,
    }),
    makeCategory({ id: 4, name: 'Aus', isEnabled: false }),
    makeCategory({
      id: 5,
      name: 'Aus, sichtbar',
      isEnabled: false,
      isVisibleWhenUnavailable: true,
    }),
  ].map((c) => [c.id, c]),
);
const products = new Map<number, Product>(
  [
    makeProduct({ id: 10, name: 'Bauernbrot' }),
    makeProduct({ id: 11, name: 'Dinkelbrot' }),
    makeProduct({ id: 12, name: 'Aus', isEnabled: false }),
    makeProduct({ id: 13, name: 'Mittags', schedule: lunchOnly }),
  ].map((p) => [p.id, p]),
);
const entry = (id: number, isEnabled = true, schedule: Schedule | null = null) => ({
  id,
  isEnabled,
  schedule,
});

const menu = makeMenu({
  catalog: [
    { id: 1, products: [entry(11), entry(10), entry(12), entry(13), entry(10, false), entry(99)] },
    { id: 2, products: [entry(10)] },
    { id: 3, products: [entry(10), entry(12)] },
    { id: 4, products: [entry(10)] },
    { id: 5, products: [entry(11)] },
    { id: 98, products: [entry(10)] },
    { id: 1, products: [entry(12)] },
  ],
});

/** Category name → product names, unorderable ones in brackets. */
const view = (now: Date) =>
  visibleMenuCatalog(menu, categories, products, now).map((group) => [
    group.category.name + (group.isAvailable ? '' : ' (nicht verfügbar)'),
    group.products.map((p) => (p.isOrderable ? p.product.name : `(${p.product.name})`)),
  ]);

describe('visibleMenuCatalog', () => {
  it('shows at noon what is enabled and scheduled, plus the flagged categories', () => {
    expect(view(noon)).toEqual([
      ['Brot', ['Dinkelbrot', 'Bauernbrot', 'Mittags']],
      ['Mittagsmenü', ['Bauernbrot']],
      ['Mittag, sichtbar', ['Bauernbrot', '(Aus)']],
      ['Aus, sichtbar (nicht verfügbar)', ['(Dinkelbrot)']],
    ]);
  });

  it('hides out-of-schedule categories and products in the evening unless flagged', () => {
    expect(view(evening)).toEqual([
      ['Brot', ['Dinkelbrot', 'Bauernbrot']],
      ['Mittag, sichtbar (nicht verfügbar)', ['(Bauernbrot)', '(Aus)']],
      ['Aus, sichtbar (nicht verfügbar)', ['(Dinkelbrot)']],
    ]);
  });

  it('respects the catalog entry’s own schedule', () => {
    const scheduled = makeMenu({ catalog: [{ id: 1, products: [entry(10, true, lunchOnly)] }] });
    expect(
      visibleMenuCatalog(scheduled, categories, products, noon)[0].products[0].isOrderable,
    ).toBe(true);
    expect(visibleMenuCatalog(scheduled, categories, products, evening)).toEqual([]);
  });
});

describe('branchCatalog', () => {
  it('uses the branch’s active menu', () => {
    const older = makeMenu({
      id: 2,
      availableFrom: '2025-01-01T00:00:00.000Z',
      catalog: [{ id: 1, products: [entry(11)] }],
    });
    const result = branchCatalog([older, menu], 1, categories, products, noon);
    expect(result?.menu.id).toBe(1);
    expect(result?.categories).toHaveLength(4);
  });

  it('gives null without an active menu', () => {
    expect(branchCatalog([menu], 2, categories, products, noon)).toBeNull();
  });
});

describe('findOrderableProduct', () => {
  it.each([
    ['orderable', noon, 10, 'Bauernbrot'],
    ['shown but not orderable', evening, 12, undefined],
    ['scheduled out', evening, 13, undefined],
    ['not in the menu', noon, 77, undefined],
  ])('%s', (_name, now, id, name) => {
    const catalog = visibleMenuCatalog(menu, categories, products, now);
    expect(findOrderableProduct(catalog, id)?.name).toBe(name);
  });
});
