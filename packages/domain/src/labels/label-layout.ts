import { LABEL_GRIDS, type LabelCell, type LabelLayout } from './label-grid.js';
import type { LabelBlock } from './label-content.js';
import { fitLines, type TextMeasure } from './label-text.js';

/** Line height as a multiple of the font size. */
export const LABEL_LINE_HEIGHT = 1.2;
/** Space between two blocks, as a multiple of the smaller font size. */
const BLOCK_GAP = 0.35;

/** One line of text at its place: `baseline` measured in points from the page's top. */
export interface PlacedLine {
  text: string;
  x: number;
  baseline: number;
  size: number;
  bold: boolean;
}

/**
 * Sets the blocks of a label into its cell, inside the layout's padding: each block broken
 * into at most its `maxLines` lines of the inner width, '…' where it does not fit. Blocks that
 * would run past the bottom are shortened to the lines that still fit, or left out, so no text
 * ever leaves the cell.
 */
export function placeLabel(
  layout: LabelLayout,
  cell: LabelCell,
  blocks: readonly LabelBlock[],
  measure: TextMeasure,
): PlacedLine[] {
  const { padding } = LABEL_GRIDS[layout];
  const left = cell.x + padding;
  const width = cell.width - 2 * padding;
  const bottom = cell.top + cell.height - padding;
  const placed: PlacedLine[] = [];
  let cursor = cell.top + padding;
  blocks.forEach((block, index) => {
    const lineHeight = block.size * LABEL_LINE_HEIGHT;
    if (index > 0) cursor += BLOCK_GAP * Math.min(block.size, blocks[index - 1].size);
    const room = Math.floor((bottom - cursor) / lineHeight + 1e-9);
    const maxLines = Math.min(block.maxLines, room);
    if (maxLines <= 0) return;
    const lines = fitLines(block.text, width, maxLines, (text) =>
      measure(text, block.size, block.bold),
    );
    for (const text of lines) {
      // The baseline sits at the font size below the line's top; descenders stay in the line.
      placed.push({
        text,
        x: left,
        baseline: cursor + block.size,
        size: block.size,
        bold: block.bold,
      });
      cursor += lineHeight;
    }
  });
  return placed;
}
