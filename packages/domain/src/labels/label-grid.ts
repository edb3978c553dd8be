/** Points per millimetre (PDF user space: 72 points per inch). */
export const POINTS_PER_MM = 72 / 25.4;

/** A4 portrait in points (210 × 297 mm). */
export const A4_PORTRAIT = { width: 210 * POINTS_PER_MM, height: 297 * POINTS_PER_MM } as const;

export const LABEL_LAYOUTS = ['compact', 'detail'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];

/** Rows and columns of a sheet per layout (backend.md §3/§9) and the inner margin of a label. */
export interface LabelGrid {
  rows: number;
  columns: number;
  /** Space kept free inside each label, in points, so text never touches the cut. */
  padding: number;
}

export const LABEL_GRIDS: Readonly<Record<LabelLayout, LabelGrid>> = {
  compact: { rows: 12, columns: 4, padding: 3 * POINTS_PER_MM },
  detail: { rows: 5, columns: 2, padding: 5 * POINTS_PER_MM },
};

/** German names of the layouts as the backoffice offers them. */
export const LABEL_LAYOUT_NAMES: Readonly<Record<LabelLayout, string>> = {
  compact: 'Kompakt (12 × 4)',
  detail: 'Detail (5 × 2)',
};

/** At most this many labels per PDF (products × copies). */
export const LABEL_MAX_COUNT = 500;

/** Where one label sits: page from 0, box in points measured from the page's top left. */
export interface LabelCell {
  page: number;
  x: number;
  top: number;
  width: number;
  height: number;
}

/** Labels on one sheet of the layout (48 compact, 10 detail). */
export function labelsPerPage(layout: LabelLayout): number {
  const { rows, columns } = LABEL_GRIDS[layout];
  return rows * columns;
}

/** Pages needed for `count` labels; at least one. */
export function labelPageCount(layout: LabelLayout, count: number): number {
  return Math.max(1, Math.ceil(count / labelsPerPage(layout)));
}

/**
 * The boxes of `count` labels, filled row by row from the top left of A4 portrait and
 * continued on the next page when a sheet is full. The grid covers the whole sheet, like
 * borderless label paper.
 */
export function labelCells(layout: LabelLayout, count: number): LabelCell[] {
  const { rows, columns } = LABEL_GRIDS[layout];
  const width = A4_PORTRAIT.width / columns;
  const height = A4_PORTRAIT.height / rows;
  const perPage = rows * columns;
  return Array.from({ length: count }, (_, index) => {
    const onPage = index % perPage;
    return {
      page: Math.floor(index / perPage),
      x: (onPage % columns) * width,
      top: Math.floor(onPage / columns) * height,
      width,
      height,
    };
  });
}
