import type { SignageCatalog } from '../contract/signage.js';
import { makeCategory, makeMenu, makeProduct } from '../testing/contract-fixtures.js';
import { signageMenuGroups } from './menu-board.js';

const NOW = new Date('2026-11-23T09:00:00+01:00');

function catalog(): SignageCatalog {
  return {
    menus: [
      makeMenu({
        id: 1,
        branches: [1],
        catalog: [
          {
            id: 10,
            products: [
              { id: 100, isEnabled: true, schedule: null },
              { id: 101, isEnabled: false, schedule: null },
            ],
          },
          { id: 11, products: [{ id: 110, isEnabled: true, schedule: null }] },
          { id: 12, products: [{ id: 120, isEnabled: true, schedule: null }] },
        ],
      }),
      makeMenu({
        id: 2,
        branches: [2],
        catalog: [{ id: 12, products: [{ id: 120, isEnabled: true, schedule: null }] }],
      }),
    ],
    categories: [
      makeCategory({ id: 10, name: 'Brot' }),
      makeCategory({ id: 11, name: 'Kuchen' }),
      makeCategory({ id: 12, name: 'Geschlossen', isEnabled: false }),
    ],
    products: [
      makeProduct({ id: 100, name: 'Bauernbrot' }),
      makeProduct({ id: 101, name: 'Dinkelbrot' }),
      makeProduct({ id: 110, name: 'Sachertorte', isEnabled: false }),
      makeProduct({ id: 120, name: 'Nicht da' }),
    ],
  };
}

function rows(groups: ReturnType<typeof signageMenuGroups>) {
  return groups.map((group) => [
    group.category.name,
    group.items.map((item) => `${item.product.name}${item.isOrderable ? '' : ' (ausverkauft)'}`),
  ]);
}

describe('signageMenuGroups', () => {
  it('dims what cannot be ordered now and drops disabled categories', () => {
    const groups = signageMenuGroups(catalog(), 1, { categories: [], unavailable: 'dim' }, NOW);
    expect(rows(groups)).toEqual([
      ['Brot', ['Bauernbrot', 'Dinkelbrot (ausverkauft)']],
      ['Kuchen', ['Sachertorte (ausverkauft)']],
    ]);
  });

  it('leaves out what cannot be ordered now, and categories left empty', () => {
    const groups = signageMenuGroups(catalog(), 1, { categories: [], unavailable: 'hide' }, NOW);
    expect(rows(groups)).toEqual([['Brot', ['Bauernbrot']]]);
  });

  it('shows only the chosen categories, in the chosen order', () => {
    const groups = signageMenuGroups(
      catalog(),
      1,
      { categories: [11, 10], unavailable: 'dim' },
      NOW,
    );
    expect(groups.map((group) => group.category.name)).toEqual(['Kuchen', 'Brot']);
  });

  it('reads the active menu of the TV branch only', () => {
    expect(signageMenuGroups(catalog(), 2, { categories: [], unavailable: 'dim' }, NOW)).toEqual(
      [],
    );
    expect(signageMenuGroups(catalog(), 3, { categories: [], unavailable: 'dim' }, NOW)).toEqual(
      [],
    );
    expect(signageMenuGroups(catalog(), null, { categories: [], unavailable: 'dim' }, NOW)).toEqual(
      [],
    );
  });

  it('hands back the category as stored, not with its flag turned on', () => {
    const [brot] = signageMenuGroups(catalog(), 1, { categories: [], unavailable: 'dim' }, NOW);
    expect(brot.category.isVisibleWhenUnavailable).toBe(false);
  });
});
