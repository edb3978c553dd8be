import type { ConfigPart, PartType } from '../contract/catalog.js';
import { makePart } from '../testing/contract-fixtures.js';
import {
  clampPartText,
  fitsPartMaxLength,
  limitPartText,
  partMaxLength,
  partTextCounter,
  partTextLength,
  PART_MAX_LENGTH_BOUNDS,
  takesMaxLength,
} from './part-text-limit.js';

const part = (type: PartType, maxLength?: number | null): ConfigPart =>
  makePart({ type, maxLength });

describe('partMaxLength', () => {
  it.each<[string, ConfigPart, number | null]>([
    ['a text part with a limit', part('text', 40), 40],
    ['a textarea with a limit', part('textarea', 500), 500],
    ['a text part without one', part('text'), null],
    ['a text part with null', part('text', null), null],
    ['the lowest bound', part('text', PART_MAX_LENGTH_BOUNDS.min), 1],
    ['the highest bound', part('text', PART_MAX_LENGTH_BOUNDS.max), 2000],
    ['0 is no limit', part('text', 0), null],
    ['above the bounds is no limit', part('text', 2001), null],
    ['a fraction is no limit', part('text', 2.5), null],
    ['a select has none', part('select', 10), null],
    ['an image has none', part('image', 10), null],
  ])('%s', (_name, configPart, expected) => {
    expect(partMaxLength(configPart)).toBe(expected);
  });

  it('is taken by text and textarea parts only', () => {
    expect(
      (
        ['text', 'textarea', 'select', 'multiselect', 'image', 'images', 'file', 'files'] as const
      ).filter(takesMaxLength),
    ).toEqual(['text', 'textarea']);
  });
});

describe('fitsPartMaxLength', () => {
  const inscription = part('text', 5);
  it.each<[string, string, boolean]>([
    ['shorter', 'Hallo', true],
    ['exactly the limit', 'Alles', true],
    ['one above', 'Alles!', false],
    ['spaces around do not count (the order keeps it trimmed)', '  Alles  ', true],
    ['an emoji counts as one character', '🎂🎂🎂🎂🎂', true],
    ['six emoji are too many', '🎂🎂🎂🎂🎂🎂', false],
    ['umlauts count once', 'Grüße', true],
  ])('%s', (_name, text, expected) => {
    expect(fitsPartMaxLength(inscription, text)).toBe(expected);
  });

  it('lets any length through without a limit', () => {
    expect(fitsPartMaxLength(part('text'), 'x'.repeat(5000))).toBe(true);
  });
});

describe('clampPartText', () => {
  it.each<[string, ConfigPart, string, string]>([
    ['cuts a pasted text at the limit', part('text', 5), 'Alles Gute', 'Alles'],
    ['keeps a text within the limit', part('text', 5), 'Hi', 'Hi'],
    ['never splits an emoji', part('text', 2), 'A🎂B', 'A🎂'],
    ['keeps line breaks of a textarea', part('textarea', 4), 'a\nbcd', 'a\nbc'],
    ['leaves a text without limit', part('text'), 'x'.repeat(300), 'x'.repeat(300)],
  ])('%s', (_name, configPart, text, expected) => {
    expect(clampPartText(configPart, text)).toBe(expected);
  });
});

describe('limitPartText', () => {
  const five = part('text', 5);
  it.each<[string, ConfigPart, string, string, string, boolean]>([
    ['takes a keystroke within the limit', five, 'Hall', 'Hallo', 'Hallo', false],
    ['refuses a keystroke past a full input', five, 'Hallo', 'Hallo!', 'Hallo', true],
    [
      'refuses a character typed in the middle of a full input',
      five,
      'Hallo',
      'Haxllo',
      'Hallo',
      true,
    ],
    ['cuts a paste into room left', five, 'Ha', 'Ha, alles Gute', 'Ha, a', true],
    ['takes deleting', five, 'Hallo', 'Hal', 'Hal', false],
    [
      'lets a text that was too long before be shortened',
      five,
      'Hallo Welt',
      'Hallo Wel',
      'Hallo Wel',
      false,
    ],
    [
      'refuses a text too long before to grow',
      five,
      'Hallo Welt',
      'Hallo Welt!',
      'Hallo Welt',
      true,
    ],
    [
      'takes anything without a limit',
      part('textarea'),
      '',
      'x'.repeat(3000),
      'x'.repeat(3000),
      false,
    ],
  ])('%s', (_name, configPart, previous, typed, text, isCut) => {
    expect(limitPartText(configPart, previous, typed)).toEqual({ text, isCut });
  });
});

describe('partTextCounter', () => {
  it.each<[ConfigPart, string, string | null]>([
    [part('text', 30), 'Alles Gute Anna', '15/30 Zeichen'],
    [part('text', 30), '', '0/30 Zeichen'],
    [part('textarea', 3), '🎂🎂', '2/3 Zeichen'],
    [part('text'), 'Hallo', null],
  ])('%#: %s', (configPart, text, expected) => {
    expect(partTextCounter(configPart, text)).toBe(expected);
  });

  it('counts code points', () => {
    expect(partTextLength('🎂a')).toBe(2);
  });
});
