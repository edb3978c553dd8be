import type { MenuCatalogCategory } from '../contract/catalog.js';
import {
  addMenuCategory,
  addMenuProduct,
  moveMenuCategory,
  moveMenuProduct,
  removeMenuCategory,
  removeMenuProduct,
  updateMenuProduct,
} from './menu-catalog-edit.js';

const entry = (id: number, isEnabled = true) => ({ id, isEnabled, schedule: null });
const catalog: MenuCatalogCategory[] = [
  { id: 1, products: [entry(10), entry(11, false), entry(12)] },
  { id: 2, products: [entry(20)] },
];
const ids = (value: MenuCatalogCategory[]) =>
  value.map((category) => [category.id, category.products.map((product) => product.id)]);

describe('menu catalogue edits', () => {
  it.each([
    [
      'adds a category at the end',
      addMenuCategory(catalog, 3),
      [
        [1, [10, 11, 12]],
        [2, [20]],
        [3, []],
      ],
    ],
    [
      'does not add a category twice',
      addMenuCategory(catalog, 2),
      [
        [1, [10, 11, 12]],
        [2, [20]],
      ],
    ],
    ['removes a category with its products', removeMenuCategory(catalog, 0), [[2, [20]]]],
    [
      'moves a category down',
      moveMenuCategory(catalog, 0, 1),
      [
        [2, [20]],
        [1, [10, 11, 12]],
      ],
    ],
    [
      'ignores a move out of range',
      moveMenuCategory(catalog, 1, 2),
      [
        [1, [10, 11, 12]],
        [2, [20]],
      ],
    ],
    [
      'adds a product to its category',
      addMenuProduct(catalog, 1, 21),
      [
        [1, [10, 11, 12]],
        [2, [20, 21]],
      ],
    ],
    [
      'does not add a product twice',
      addMenuProduct(catalog, 0, 11),
      [
        [1, [10, 11, 12]],
        [2, [20]],
      ],
    ],
    [
      'moves a product within its category',
      moveMenuProduct(catalog, 0, 2, 0),
      [
        [1, [12, 10, 11]],
        [2, [20]],
      ],
    ],
    [
      'moves a product up by one',
      moveMenuProduct(catalog, 0, 1, 0),
      [
        [1, [11, 10, 12]],
        [2, [20]],
      ],
    ],
    [
      'removes a product',
      removeMenuProduct(catalog, 0, 1),
      [
        [1, [10, 12]],
        [2, [20]],
      ],
    ],
  ])('%s', (_case, result, expected) => {
    expect(ids(result)).toEqual(expected);
  });

  it('adds products enabled and always available', () => {
    expect(addMenuProduct(catalog, 1, 21)[1].products[1]).toEqual({
      id: 21,
      isEnabled: true,
      schedule: null,
    });
  });

  it('changes the flag and schedule of one entry only, leaving the old catalogue as it was', () => {
    const schedule = { startDate: '2026-06-01', endDate: null, hours: [] };
    const changed = updateMenuProduct(catalog, 0, 1, { isEnabled: true, schedule });
    expect(changed[0].products).toEqual([
      entry(10),
      { id: 11, isEnabled: true, schedule },
      entry(12),
    ]);
    expect(changed[1]).toBe(catalog[1]);
    expect(catalog[0].products[1]).toEqual(entry(11, false));
  });
});
