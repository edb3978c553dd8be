import type { ConfigPart, PartType } from '../contract/catalog.js';
import type { CartPartValue } from '../contract/ordering.js';
import { makePart, makeProduct } from '../testing/contract-fixtures.js';
import {
  isCartItemValid,
  isPartValid,
  partIssue,
  partIssueMessage,
  PART_ISSUE_MESSAGES,
  type PartIssue,
} from './part-validity.js';

const options = [
  { name: 'A', modifier: 'add' as const, value: 0 },
  { name: 'B', modifier: 'add' as const, value: 1 },
];
const part = (type: PartType, optional = false): ConfigPart =>
  makePart({ type, optional, options: type.endsWith('select') ? options : [] });
const limited = (type: PartType, maxLength: number, optional = false): ConfigPart =>
  makePart({ type, optional, maxLength });

describe('partIssue', () => {
  it.each<[string, ConfigPart, CartPartValue | undefined, PartIssue | null]>([
    ['required select without value', part('select'), null, 'required'],
    ['required select, value missing entirely', part('select'), undefined, 'required'],
    ['required select with an option', part('select'), 1, null],
    ['select with an index it lacks', part('select'), 2, 'unknownOption'],
    ['select with a negative index', part('select'), -1, 'unknownOption'],
    ['select with a fraction', part('select'), 0.5, 'invalidValue'],
    ['select with text', part('select'), 'A', 'invalidValue'],
    ['select with a list', part('select'), [0], 'invalidValue'],
    ['optional select without value', part('select', true), null, null],
    ['optional select with an index it lacks', part('select', true), 5, 'unknownOption'],
    ['required multiselect, empty', part('multiselect'), [], 'required'],
    ['required multiselect, null', part('multiselect'), null, 'required'],
    ['required multiselect with one', part('multiselect'), [1], null],
    ['multiselect with both', part('multiselect'), [1, 0], null],
    ['multiselect with a duplicate', part('multiselect'), [1, 1], 'invalidValue'],
    ['multiselect with an index it lacks', part('multiselect'), [0, 3], 'unknownOption'],
    ['multiselect with a fraction', part('multiselect'), [0, 1.5], 'invalidValue'],
    ['multiselect with a number', part('multiselect'), 1, 'invalidValue'],
    ['optional multiselect, empty', part('multiselect', true), [], null],
    ['required text, empty', part('text'), '', 'required'],
    ['required text, only whitespace', part('text'), '  \n\t', 'required'],
    ['required text with text', part('text'), ' Alles Gute ', null],
    ['text with a number', part('text'), 4, 'invalidValue'],
    ['required textarea with text', part('textarea'), 'Zeile 1\nZeile 2', null],
    ['required textarea, empty', part('textarea'), null, 'required'],
    ['optional text, only whitespace', part('text', true), '  ', null],
    ['required images, none', part('images'), [], 'required'],
    ['required images, several', part('images'), [11, 12], null],
    ['images with a duplicate id', part('images'), [11, 11], 'invalidValue'],
    ['images with a bad id', part('images'), [0], 'invalidValue'],
    ['required files, one id', part('files'), 7, null],
    ['required file, one id', part('file'), 7, null],
    ['required file, a list of one', part('file'), [7], null],
    ['file with two ids', part('file'), [7, 8], 'tooManyFiles'],
    ['image with two ids', part('image'), [7, 8], 'tooManyFiles'],
    ['required image, none', part('image'), null, 'required'],
    ['image with text', part('image'), 'bild.jpg', 'invalidValue'],
    ['optional files, none', part('files', true), [], null],
    ['text at its maximum length', limited('text', 40), 'x'.repeat(40), null],
    ['text one above its maximum length', limited('text', 40), 'x'.repeat(41), 'tooLong'],
    ['text of 200 characters at a limit of 40', limited('text', 40), 'y'.repeat(200), 'tooLong'],
    ['optional text above its limit', limited('text', 3, true), 'Hallo', 'tooLong'],
    ['text above its limit only by spaces around', limited('text', 5), '  Hallo  ', null],
    ['textarea above its maximum length', limited('textarea', 10), 'Zeile 1\nZeile 2', 'tooLong'],
    ['text without a limit, 200 characters', part('text'), 'z'.repeat(200), null],
    ['a required limited text, empty', limited('text', 40), '', 'required'],
  ])('%s', (_name, configPart, value, expected) => {
    expect(partIssue(configPart, value)).toBe(expected);
    expect(isPartValid(configPart, value)).toBe(expected === null);
  });
});

describe('partIssueMessage', () => {
  it.each<[PartType, string]>([
    ['select', 'Bitte wählen Sie eine Option aus.'],
    ['multiselect', 'Bitte wählen Sie mindestens eine Option aus.'],
    ['text', 'Bitte füllen Sie dieses Feld aus.'],
    ['textarea', 'Bitte füllen Sie dieses Feld aus.'],
    ['image', 'Bitte laden Sie ein Bild hoch.'],
    ['images', 'Bitte laden Sie mindestens ein Bild hoch.'],
    ['file', 'Bitte laden Sie eine Datei hoch.'],
    ['files', 'Bitte laden Sie mindestens eine Datei hoch.'],
  ])('required %s', (type, message) => {
    expect(partIssueMessage({ type }, 'required')).toBe(message);
  });

  it.each<[number, string]>([
    [40, 'Bitte geben Sie höchstens 40 Zeichen ein.'],
    [1, 'Bitte geben Sie höchstens 1 Zeichen ein.'],
  ])('too long at a limit of %d', (maxLength, message) => {
    expect(partIssueMessage({ type: 'text', maxLength }, 'tooLong')).toBe(message);
  });

  it.each<PartIssue>(['unknownOption', 'invalidValue', 'tooManyFiles'])('%s', (issue) => {
    expect(partIssueMessage({ type: 'select' }, issue)).toBe(
      PART_ISSUE_MESSAGES[issue as keyof typeof PART_ISSUE_MESSAGES],
    );
  });
});

describe('isCartItemValid', () => {
  const torte = makeProduct({
    type: 'configurable',
    config: { parts: [part('select'), part('text'), part('images', true)] },
  });
  const limitedTorte = makeProduct({
    type: 'configurable',
    config: { parts: [part('select'), limited('text', 5), part('images', true)] },
  });

  it.each<[string, Parameters<typeof makeProduct>[0], number, CartPartValue[], boolean]>([
    ['a plain product with an amount', {}, 2, [], true],
    ['amount 0', {}, 0, [], false],
    ['a negative amount', {}, -1, [], false],
    ['NaN', {}, NaN, [], false],
    ['Infinity', {}, Infinity, [], false],
    ['parts of a plain product are not checked', { config: torte.config }, 1, [], true],
    ['configurable with every part valid', torte, 1, [0, 'Hallo', []], true],
    ['configurable with a required part empty', torte, 1, [0, ' ', []], false],
    ['configurable with missing values', torte, 1, [], false],
    ['configurable, valid parts but amount 0', torte, 0, [0, 'Hallo', []], false],
    ['configurable with a text above its limit', limitedTorte, 1, [0, 'Hallo!', []], false],
    ['configurable with a text at its limit', limitedTorte, 1, [0, 'Hallo', []], true],
  ])('%s', (_name, product, amount, parts, expected) => {
    expect(isCartItemValid(makeProduct(product), { amount, parts })).toBe(expected);
  });
});
