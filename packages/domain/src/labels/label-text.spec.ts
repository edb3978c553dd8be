import { fitLines } from './label-text.js';

/** One unit per character: widths are easy to count. */
const chars = (text: string) => Array.from(text).length;

describe('fitLines', () => {
  it.each<[string, string, number, number, string[]]>([
    ['short text on one line', 'Brot', 10, 2, ['Brot']],
    ['breaks between words', 'Roggen Brot Laib', 11, 3, ['Roggen Brot', 'Laib']],
    ['whitespace runs count once', '  Roggen \n  Brot ', 20, 1, ['Roggen Brot']],
    ['shortens the last line with …, no space before it', 'Roggen Brot Laib', 8, 1, ['Roggen…']],
    ['uses the last allowed line for the rest', 'aa bb cc dd ee', 5, 2, ['aa bb', 'cc d…']],
    ['breaks a word wider than the line', 'Donaudampfschiff', 6, 3, ['Donaud', 'ampfsc', 'hiff']],
    [
      'shortens a broken word that needs more lines',
      'Donaudampfschiff',
      6,
      2,
      ['Donaud', 'ampfs…'],
    ],
    [
      'breaks a long word after a hyphen',
      'Dinkel-Vollkornbrot',
      12,
      2,
      ['Dinkel-', 'Vollkornbrot'],
    ],
    ['no text, no lines', '   ', 10, 2, []],
    ['keeps a no-break space', 'Preis 3,90\u00a0€', 8, 2, ['Preis', '3,90\u00a0€']],
    ['no lines allowed', 'Brot', 10, 0, []],
  ])('%s', (_name, text, width, maxLines, expected) => {
    expect(fitLines(text, width, maxLines, chars)).toEqual(expected);
  });

  it('never answers a line wider than the box nor more lines than allowed', () => {
    const text = 'Kürbiskernweckerl mit Sonnenblumenkernen und Leinsamen, täglich frisch gebacken';
    for (let width = 1; width <= 30; width += 1) {
      for (let maxLines = 1; maxLines <= 4; maxLines += 1) {
        const lines = fitLines(text, width, maxLines, chars);
        expect(lines.length).toBeLessThanOrEqual(maxLines);
        for (const line of lines) expect(chars(line)).toBeLessThanOrEqual(width);
      }
    }
  });

  it('keeps the whole text when it fits, and marks cut text with …', () => {
    const text = 'Sachertorte mit Marillenmarmelade';
    expect(fitLines(text, 40, 1, chars)).toEqual([text]);
    expect(fitLines(text, 20, 1, chars)[0].endsWith('…')).toBe(true);
  });
});
