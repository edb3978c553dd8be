import type { Menu } from '@bestellwerk/domain';
import { ListStore } from '@bestellwerk/client';
import { makeCategory, makeProduct } from '@bestellwerk/client/testing';
import { catalogGroups, currentMenu } from './branch-catalog.js';

function menu(overrides: Partial<Menu>): Menu {
  return {
    id: 1,
    name: 'Sommer',
    availableFrom: '2026-06-01T00:00:00.000Z',
    branches: [1],
    catalog: [],
    ...overrides,
  };
}

describe('currentMenu', () => {
  it('picks the latest menu of the branch that is already available', () => {
    const menus = [
      menu({ id: 1, availableFrom: '2026-01-01T00:00:00.000Z' }),
      menu({ id: 2, availableFrom: '2026-06-01T00:00:00.000Z' }),
      menu({ id: 3, availableFrom: '2026-12-01T00:00:00.000Z' }),
      menu({ id: 4, availableFrom: '2026-07-01T00:00:00.000Z', branches: [2] }),
    ];

    expect(currentMenu(menus, 1, new Date('2026-08-15T10:00:00.000Z'))?.id).toBe(2);
    expect(currentMenu(menus, 1, new Date('2025-12-31T10:00:00.000Z'))).toBeUndefined();
  });
});

describe('catalogGroups', () => {
  it('keeps enabled categories and products in menu order', () => {
    const categories = new ListStore<ReturnType<typeof makeCategory>>();
    categories.replace([
      makeCategory({ id: 1, name: 'Brot' }),
      makeCategory({ id: 2, name: 'Alt', isEnabled: false }),
    ]);
    const products = new ListStore<ReturnType<typeof makeProduct>>();
    products.replace([
      makeProduct({ id: 10, name: 'Bauernbrot' }),
      makeProduct({ id: 11, name: 'Dinkelbrot' }),
      makeProduct({ id: 12, name: 'Aus', isEnabled: false }),
    ]);
    const catalog = [
      {
        id: 1,
        products: [
          { id: 11, isEnabled: true, schedule: null },
          { id: 10, isEnabled: true, schedule: null },
          { id: 12, isEnabled: true, schedule: null },
          { id: 10, isEnabled: false, schedule: null },
        ],
      },
      { id: 2, products: [{ id: 10, isEnabled: true, schedule: null }] },
    ];

    const groups = catalogGroups(menu({ catalog }), categories, products);

    expect(groups.map((g) => [g.category.name, g.products.map((p) => p.name)])).toEqual([
      ['Brot', ['Dinkelbrot', 'Bauernbrot']],
    ]);
  });
});
