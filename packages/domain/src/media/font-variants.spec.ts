import { parseFontVariant } from '../format/font-weights.js';
import { googleFontVariant } from './font-variants.js';

describe('googleFontVariant', () => {
  it.each([
    [400, 'normal', 'regular'],
    [400, 'italic', 'italic'],
    [100, 'normal', '100'],
    [700, 'italic', '700italic'],
    [900, 'normal', '900'],
  ] as const)('%i %s → %s', (weight, style, expected) => {
    expect(googleFontVariant({ weight, style })).toBe(expected);
  });

  it('is read back by parseFontVariant', () => {
    for (const weight of [100, 200, 300, 400, 500, 600, 700, 800, 900] as const)
      for (const style of ['normal', 'italic'] as const)
        expect(parseFontVariant(googleFontVariant({ weight, style }))).toEqual({ weight, style });
  });
});
