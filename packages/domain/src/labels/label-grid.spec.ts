import {
  A4_PORTRAIT,
  labelCells,
  labelPageCount,
  labelsPerPage,
  type LabelLayout,
} from './label-grid.js';

describe('label grid', () => {
  it.each<[LabelLayout, number, number]>([
    ['compact', 48, 1],
    ['compact', 49, 2],
    ['compact', 96, 2],
    ['compact', 0, 1],
    ['detail', 10, 1],
    ['detail', 11, 2],
    ['detail', 500, 50],
  ])('%s: %i labels need %i page(s)', (layout, count, pages) => {
    expect(labelPageCount(layout, count)).toBe(pages);
  });

  it('has 48 compact (12 × 4) and 10 detail (5 × 2) labels per sheet', () => {
    expect(labelsPerPage('compact')).toBe(48);
    expect(labelsPerPage('detail')).toBe(10);
  });

  it('is A4 portrait, 210 × 297 mm in points', () => {
    expect(A4_PORTRAIT.width).toBeCloseTo(595.28, 2);
    expect(A4_PORTRAIT.height).toBeCloseTo(841.89, 2);
  });

  it('fills compact sheets row by row from the top left and continues on the next page', () => {
    const cells = labelCells('compact', 50);
    const mm = 72 / 25.4;
    expect(cells[0]).toMatchObject({ page: 0, x: 0, top: 0 });
    expect(cells[0].width).toBeCloseTo(52.5 * mm, 9);
    expect(cells[0].height).toBeCloseTo(24.75 * mm, 9);
    // Second label: same row, next column; fifth label: first column of the second row.
    expect(cells[1]).toMatchObject({ page: 0, top: 0 });
    expect(cells[1].x).toBeCloseTo(148.82, 2);
    expect(cells[4]).toMatchObject({ page: 0, x: 0 });
    expect(cells[4].top).toBeCloseTo(70.16, 2);
    // The last label of a sheet sits at the bottom right.
    expect(cells[47].x + cells[47].width).toBeCloseTo(A4_PORTRAIT.width, 6);
    expect(cells[47].top + cells[47].height).toBeCloseTo(A4_PORTRAIT.height, 6);
    expect(cells[48]).toMatchObject({ page: 1, x: 0, top: 0 });
    expect(cells[49].page).toBe(1);
  });

  it('places detail labels in two columns of five rows, 105 × 59.4 mm each', () => {
    const cells = labelCells('detail', 11);
    expect(cells[0].width / (72 / 25.4)).toBeCloseTo(105, 6);
    expect(cells[0].height / (72 / 25.4)).toBeCloseTo(59.4, 6);
    expect(cells[9].page).toBe(0);
    expect(cells[9].x).toBeCloseTo(A4_PORTRAIT.width / 2, 6);
    expect(cells[9].top).toBeCloseTo(A4_PORTRAIT.height * 0.8, 6);
    expect(cells[10]).toMatchObject({ page: 1, x: 0, top: 0 });
  });
});
