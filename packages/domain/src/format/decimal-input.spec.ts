import { formatDecimal, parseDecimal, readDecimalInput } from './decimal-input.js';

describe('parseDecimal', () => {
  it.each<[string, number | null]>([
    ['7,40', 7.4],
    ['7.40', 7.4],
    ['7', 7],
    ['  2,25 ', 2.25],
    [',5', 0.5],
    ['.5', 0.5],
    ['7,', 7],
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['1.234.567', 1234567],
    ['1.234.567,89', 1234567.89],
    ['1 234,5', 1234.5],
    ['1\u00a0234,50', 1234.5],
    ['1.234', 1.234],
    ['1,234', 1.234],
    ['-2,5', -2.5],
    ['\u22122,5', -2.5],
    ['+3', 3],
    ['-0', 0],
    ['7,40 €', 7.4],
    ['€ 7,40', 7.4],
    ['', null],
    ['   ', null],
    [',', null],
    ['-', null],
    ['abc', null],
    ['7,40kg', null],
    ['1e3', null],
    ['Infinity', null],
    ['NaN', null],
    ['1 5', null],
    ['1.23,5', null],
    ['12.34.56', null],
    ['1,2,3', null],
    ['1.234,5.6', null],
    ['1 234.567,5', null],
    ['--1', null],
    ['7,4 0', null],
    ['1 234 567', 1234567],
    [`1${'0'.repeat(400)}`, null],
  ])('%j → %p', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });
});

describe('formatDecimal', () => {
  it.each<[number, number | undefined, string]>([
    [7.4, 2, '7,40'],
    [1234.5, 2, '1.234,50'],
    [0, 2, '0,00'],
    [2.14, undefined, '2,14'],
    [3, undefined, '3'],
    [15, 0, '15'],
    [10000, 0, '10000'],
    [1234.5, undefined, '1234,5'],
    [-2.5, 2, '-2,50'],
    [Number.NaN, 2, ''],
  ])('%p with %p digits → %j', (value, digits, expected) => {
    expect(formatDecimal(value, digits)).toBe(expected);
  });

  it('reads back what it writes', () => {
    for (const value of [0.01, 7.4, 1234.5, 1234567.89, -12.3]) {
      expect(parseDecimal(formatDecimal(value, 2))).toBe(value);
    }
  });
});

describe('readDecimalInput', () => {
  it.each<[string, Parameters<typeof readDecimalInput>[1], ReturnType<typeof readDecimalInput>]>([
    ['7,40', { fractionDigits: 2, min: 0 }, { value: 7.4 }],
    ['', { fractionDigits: 2, min: 0 }, { value: null }],
    ['  ', {}, { value: null }],
    ['7,400', { fractionDigits: 2 }, { value: 7.4 }],
    ['7,405', { fractionDigits: 2 }, { message: 'Höchstens 2 Nachkommastellen.' }],
    ['abc', { fractionDigits: 2 }, { message: 'Bitte eine Zahl eingeben, z. B. 7,40.' }],
    ['abc', {}, { message: 'Bitte eine Zahl eingeben, z. B. 7,40.' }],
    ['2,5', { fractionDigits: 0 }, { message: 'Bitte eine ganze Zahl eingeben.' }],
    ['x', { fractionDigits: 0 }, { message: 'Bitte eine ganze Zahl eingeben.' }],
    ['15', { fractionDigits: 0, min: 0 }, { value: 15 }],
    ['10.000', { fractionDigits: 0 }, { value: 10000 }],
    ['1.234.567', { fractionDigits: 0 }, { value: 1234567 }],
    ['10.5', { fractionDigits: 0 }, { message: 'Bitte eine ganze Zahl eingeben.' }],
    ['10.000', {}, { value: 10 }],
    ['-1', { fractionDigits: 2, min: 0 }, { message: 'Mindestens 0,00.' }],
    ['101', { max: 100 }, { message: 'Höchstens 100.' }],
    ['100', { max: 100 }, { value: 100 }],
    ['1,5', { min: 2, max: 3, fractionDigits: 3 }, { message: 'Mindestens 2.' }],
  ])('%j with %j → %j', (text, rules, expected) => {
    expect(readDecimalInput(text, rules)).toEqual(expected);
  });
});
