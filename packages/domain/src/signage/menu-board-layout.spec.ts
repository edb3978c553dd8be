import { menuBoardFallbacks, menuBoardLayout, type MenuBoardLayout } from './menu-board-layout.js';

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

describe('menuBoardFallbacks', () => {
  it('tries more columns at the same size first, then smaller type, never narrower than 16 em', () => {
    const tries = menuBoardFallbacks({ columns: 4, fontSize: 20 }, 1800).map(
      ({ columns, fontSize }) => `${columns}@${fontSize}`,
    );
    // 1800 px hold 5 columns of 16 em with 2 em gaps at 20 px, 5 at 18 px too.
    expect(tries).toEqual(['5@20', '4@18', '5@18']);
  });

  it('keeps the estimate’s columns upright, where the width allows no more', () => {
    const tries = menuBoardFallbacks({ columns: 2, fontSize: 24 }, 960).map(
      ({ columns, fontSize }) => `${columns}@${fontSize}`,
    );
    expect(tries).toEqual(['2@20', '2@18', '3@18']);
  });

  it('is empty at the smallest size and the widest columns', () => {
    expect(menuBoardFallbacks({ columns: 5, fontSize: 18 }, 1800)).toEqual([]);
  });
});
