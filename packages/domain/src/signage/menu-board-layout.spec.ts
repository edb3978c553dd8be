import { menuBoardLayout, type MenuBoardLayout } from './menu-board-layout.js';

const LANDSCAPE = { width: 1800, height: 860 };
const PORTRAIT = { width: 960, height: 1700 };

describe('menuBoardLayout', () => {
  it.each<[string, typeof LANDSCAPE, number, number, boolean, MenuBoardLayout]>([
    [
      'a few rows: one column, the largest type',
      LANDSCAPE,
      1,
      4,
      false,
      { columns: 1, fontSize: 64, fits: true },
    ],
    [
      'a dozen rows: two columns',
      LANDSCAPE,
      2,
      12,
      false,
      { columns: 2, fontSize: 48, fits: true },
    ],
    [
      'thirty rows: three columns, smaller type',
      LANDSCAPE,
      3,
      30,
      false,
      { columns: 3, fontSize: 32, fits: true },
    ],
    [
      'sixty rows: four columns, small type',
      LANDSCAPE,
      5,
      60,
      false,
      { columns: 4, fontSize: 24, fits: true },
    ],
    ['pictures make rows taller', LANDSCAPE, 2, 12, true, { columns: 2, fontSize: 36, fits: true }],
    [
      'upright: one narrow column holds more rows',
      PORTRAIT,
      2,
      12,
      false,
      { columns: 1, fontSize: 56, fits: true },
    ],
    [
      'upright: many rows, two columns',
      PORTRAIT,
      4,
      40,
      false,
      { columns: 2, fontSize: 28, fits: true },
    ],
    [
      'too many rows: smallest type, most columns',
      LANDSCAPE,
      10,
      300,
      false,
      { columns: 4, fontSize: 18, fits: false },
    ],
    ['nothing: the largest type', LANDSCAPE, 0, 0, false, { columns: 1, fontSize: 64, fits: true }],
  ])('%s', (_name, size, categories, items, withImages, expected) => {
    expect(menuBoardLayout({ ...size, categories, items, withImages })).toEqual(expected);
  });

  it('never gives a layout whose rows overflow when it says they fit', () => {
    for (let items = 0; items <= 120; items += 7) {
      const layout = menuBoardLayout({ ...LANDSCAPE, categories: 4, items, withImages: false });
      if (!layout.fits) continue;
      const perColumn = Math.ceil((items * 1.6 + 4 * 2.4) / layout.columns) * layout.fontSize;
      expect(perColumn).toBeLessThanOrEqual(LANDSCAPE.height + 4 * layout.fontSize);
    }
  });
});
