import { toDrawableText } from './winansi-text.js';

/** Latin-1 plus the WinAnsi extras the labels use (€ „ “ …). */
const WIN_ANSI = new Set([
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i),
  0x20ac,
  0x201e,
  0x201c,
  0x2026,
]);

describe('toDrawableText', () => {
  it.each([
    [
      'keeps umlauts, ß, € and German quotes',
      'Größe „Brötchen“ 3,90\u00a0€ …',
      'Größe „Brötchen“ 3,90\u00a0€ …',
    ],
    ['drops only the accents WinAnsi lacks', 'Dvořák', 'Dvorák'],
    ['marks letters without a base form', 'Łódź', '?ódz'],
    ['marks emoji as one character', 'Brezel 🥨', 'Brezel ?'],
  ])('%s', (_name, text, expected) => {
    expect(toDrawableText(text, WIN_ANSI)).toBe(expected);
  });
});
