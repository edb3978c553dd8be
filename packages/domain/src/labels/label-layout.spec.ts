import { labelBlocks, type LabelProduct } from './label-content.js';
import { LABEL_GRIDS, labelCells } from './label-grid.js';
import { placeLabel } from './label-layout.js';
import type { TextMeasure } from './label-text.js';

/** Half the font size per character, a little wider when bold (like Helvetica, roughly). */
const measure: TextMeasure = (text, size, bold) =>
  Array.from(text).length * size * (bold ? 0.6 : 0.5);

const product = (fields: Partial<LabelProduct> = {}): LabelProduct => ({
  name: 'Bauernbrot',
  description: 'Natursauerteig',
  price: 3.9,
  unit: 'piece',
  alternativeUnits: [],
  calculationModel: 'fixed',
  isPriceHidden: false,
  allergens: ['A'],
  ...fields,
});

describe('placeLabel', () => {
  it('sets name then price from the top left of the cell, inside the padding', () => {
    const cell = labelCells('compact', 6)[5];
    const padding = LABEL_GRIDS.compact.padding;
    const lines = placeLabel('compact', cell, labelBlocks('compact', product()), measure);
    expect(lines.map((line) => line.text)).toEqual(['Bauernbrot', '3,90\u00a0€']);
    expect(lines[0]).toMatchObject({ x: cell.x + padding, size: 9, bold: true });
    expect(lines[0].baseline).toBeCloseTo(cell.top + padding + 9, 9);
    // The price comes below the name: one line of 9 pt × 1.2, a gap, then its own size.
    expect(lines[1].baseline).toBeGreaterThan(lines[0].baseline + 9 * 1.2);
  });

  it('keeps every line inside its cell, however long the texts are', () => {
    const long = product({
      name: 'Dinkel-Vollkorn-Kürbiskern-Sonnenblumen-Weckerl mit extra viel Saaten obendrauf',
      description: 'Sehr lange Beschreibung '.repeat(30),
      allergens: ['A', 'C', 'F', 'G', 'H', 'L', 'M', 'N', 'O'],
    });
    for (const layout of ['compact', 'detail'] as const) {
      const { padding } = LABEL_GRIDS[layout];
      for (const cell of labelCells(layout, 12)) {
        const lines = placeLabel(layout, cell, labelBlocks(layout, long), measure);
        expect(lines.length).toBeGreaterThan(1);
        for (const line of lines) {
          expect(line.x).toBeGreaterThanOrEqual(cell.x + padding - 1e-9);
          expect(line.x + measure(line.text, line.size, line.bold)).toBeLessThanOrEqual(
            cell.x + cell.width - padding + 1e-9,
          );
          expect(line.baseline - line.size).toBeGreaterThanOrEqual(cell.top + padding - 1e-9);
          expect(line.baseline + line.size * 0.2).toBeLessThanOrEqual(
            cell.top + cell.height - padding + 1e-9,
          );
        }
        expect(lines.some((line) => line.text.endsWith('…'))).toBe(true);
      }
    }
  });

  it('drops blocks that no longer fit below instead of overflowing', () => {
    const cell = { page: 0, x: 0, top: 0, width: 300, height: 75 };
    const lines = placeLabel('detail', cell, labelBlocks('detail', product()), measure);
    // 75 pt minus 2 × 5 mm padding leaves room for the name and the price only.
    expect(lines.map((line) => line.text)).toEqual(['Bauernbrot', '3,90\u00a0€']);
  });
});
