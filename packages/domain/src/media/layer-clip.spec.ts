import { clipLayer, type ClippedLayer, type PixelRect } from './layer-clip.js';

const canvas = { width: 100, height: 50 };

describe('clipLayer', () => {
  it.each<[string, PixelRect, ClippedLayer | null]>([
    [
      'inside: unchanged',
      { x: 10, y: 5, width: 20, height: 10 },
      { left: 10, top: 5, extract: { left: 0, top: 0, width: 20, height: 10 } },
    ],
    [
      'over the right and bottom edge: cut there',
      { x: 90, y: 45, width: 20, height: 10 },
      { left: 90, top: 45, extract: { left: 0, top: 0, width: 10, height: 5 } },
    ],
    [
      'above and left of the canvas: the hidden part is skipped',
      { x: -5, y: -3, width: 20, height: 10 },
      { left: 0, top: 0, extract: { left: 5, top: 3, width: 15, height: 7 } },
    ],
    [
      'larger than the canvas on every side',
      { x: -10, y: -10, width: 200, height: 200 },
      { left: 0, top: 0, extract: { left: 10, top: 10, width: 100, height: 50 } },
    ],
    ['right of the canvas', { x: 100, y: 0, width: 10, height: 10 }, null],
    ['below the canvas', { x: 0, y: 60, width: 10, height: 10 }, null],
    ['ending at the left edge', { x: -10, y: 0, width: 10, height: 10 }, null],
    ['empty', { x: 10, y: 10, width: 0, height: 10 }, null],
  ])('%s', (_name, layer, expected) => {
    expect(clipLayer(canvas, layer)).toEqual(expected);
  });
});
