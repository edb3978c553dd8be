import { FONT_WEIGHTS } from '../contract/media.js';
import { fontVariantLabel, fontWeightName, parseFontVariant } from './font-weights.js';

describe('fontWeightName', () => {
  it.each<[number, string | null]>([
    [100, 'Thin'],
    [200, 'ExtraLight'],
    [300, 'Light'],
    [400, 'Regular'],
    [500, 'Medium'],
    [600, 'SemiBold'],
    [700, 'Bold'],
    [800, 'ExtraBold'],
    [900, 'Black'],
    [0, null],
    [450, null],
    [1000, null],
  ])('%i → %s', (weight, expected) => {
    expect(fontWeightName(weight)).toBe(expected);
  });

  it('names exactly the weights of FONT_WEIGHTS', () => {
    expect(Object.keys(FONT_WEIGHTS).map(Number)).toEqual([
      100, 200, 300, 400, 500, 600, 700, 800, 900,
    ]);
  });
});

describe('parseFontVariant and fontVariantLabel', () => {
  it.each<[string, { weight: number; style: string } | null, string]>([
    ['regular', { weight: 400, style: 'normal' }, 'Regular'],
    ['italic', { weight: 400, style: 'italic' }, 'Regular Italic'],
    ['100', { weight: 100, style: 'normal' }, 'Thin'],
    ['700', { weight: 700, style: 'normal' }, 'Bold'],
    ['700italic', { weight: 700, style: 'italic' }, 'Bold Italic'],
    ['900italic', { weight: 900, style: 'italic' }, 'Black Italic'],
    ['400', { weight: 400, style: 'normal' }, 'Regular'],
    ['bold', null, 'bold'],
    ['1000', null, '1000'],
    ['750', null, '750'],
    ['700 italic', null, '700 italic'],
    ['', null, ''],
  ])('%j', (variant, parsed, label) => {
    expect(parseFontVariant(variant)).toEqual(parsed);
    expect(fontVariantLabel(variant)).toBe(label);
  });
});
