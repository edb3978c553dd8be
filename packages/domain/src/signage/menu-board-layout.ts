/** What a menu board has to fit on the screen. */
export interface MenuBoardLayoutInput {
  /** The board's inner size in stage pixels (1920 × 1080, or 1080 × 1920 upright). */
  width: number;
  height: number;
  /** Category headings shown. */
  categories: number;
  /** Product rows shown. */
  items: number;
  /** Whether rows carry a picture (taller rows). */
  withImages: boolean;
}

/** Columns and type size of a menu board. */
export interface MenuBoardLayout {
  columns: number;
  /** Font size of a product row in stage pixels; headings are larger. */
  fontSize: number;
  /** False when even the smallest type in the most columns does not fit everything. */
  fits: boolean;
}

/** Type sizes tried, largest first (stage pixels; readable from across the shop). */
export const MENU_BOARD_FONT_SIZES = [64, 56, 48, 42, 36, 32, 28, 24, 20, 18] as const;
/** At most this many columns. */
export const MENU_BOARD_MAX_COLUMNS = 4;
/** A column must be at least this many font sizes wide (name, dots and price on one line). */
const MIN_COLUMN_EMS = 16;
/** Height of a product row, of a row with picture, of a category heading, in font sizes. */
const ROW_EMS = 1.6;
const IMAGE_ROW_EMS = 2.6;
const HEADING_EMS = 2.4;
/** Space between columns, in font sizes. */
const COLUMN_GAP_EMS = 2;

/**
 * The largest type at which every heading and row of a menu board fits on the screen, with
 * the fewest columns at that size. Columns are balanced by the browser, so each column gets
 * one row more than an even share as slack, and a heading never sits at a column's foot
 * alone. When nothing fits, the smallest type in the most columns (`fits: false`).
 */
export function menuBoardLayout(input: MenuBoardLayoutInput): MenuBoardLayout {
  const rowEms = input.withImages ? IMAGE_ROW_EMS : ROW_EMS;
  const totalEms = input.items * rowEms + input.categories * HEADING_EMS;
  for (const fontSize of MENU_BOARD_FONT_SIZES) {
    for (let columns = 1; columns <= MENU_BOARD_MAX_COLUMNS; columns++) {
      const columnWidth = (input.width - (columns - 1) * COLUMN_GAP_EMS * fontSize) / columns;
      if (columnWidth < MIN_COLUMN_EMS * fontSize) break;
      const perColumnEms = totalEms / columns + (columns > 1 ? rowEms + HEADING_EMS : 0);
      if (perColumnEms * fontSize <= input.height) return { columns, fontSize, fits: true };
    }
  }
  const smallest = MENU_BOARD_FONT_SIZES[MENU_BOARD_FONT_SIZES.length - 1];
  const columns = Math.max(
    1,
    Math.min(
      MENU_BOARD_MAX_COLUMNS,
      Math.floor(
        (input.width + COLUMN_GAP_EMS * smallest) / ((MIN_COLUMN_EMS + COLUMN_GAP_EMS) * smallest),
      ),
    ),
  );
  return { columns, fontSize: smallest, fits: false };
}

/** The most columns of at least MIN_COLUMN_EMS that fit `width` at `fontSize`. */
function widestColumns(width: number, fontSize: number): number {
  return Math.max(
    1,
    Math.floor(
      (width + COLUMN_GAP_EMS * fontSize) / ((MIN_COLUMN_EMS + COLUMN_GAP_EMS) * fontSize),
    ),
  );
}

/**
 * What to try, in order, when the rendered board still overflows the estimated layout (names
 * that wrap, wide prices): first more columns at the same type size while the width allows,
 * then the next smaller size with the estimate's columns and again more, down to the
 * smallest size. The estimate itself is not part of the list.
 */
export function menuBoardFallbacks(
  estimate: Pick<MenuBoardLayout, 'columns' | 'fontSize'>,
  width: number,
): MenuBoardLayout[] {
  const fallbacks: MenuBoardLayout[] = [];
  for (const fontSize of MENU_BOARD_FONT_SIZES) {
    if (fontSize > estimate.fontSize) continue;
    const most = Math.max(estimate.columns, widestColumns(width, fontSize));
    for (let columns = estimate.columns; columns <= most; columns++) {
      if (fontSize === estimate.fontSize && columns === estimate.columns) continue;
      fallbacks.push({ columns, fontSize, fits: true });
    }
  }
  return fallbacks;
}
