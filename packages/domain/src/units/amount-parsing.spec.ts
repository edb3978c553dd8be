import { parseAmount } from './amount-parsing.js';

describe('parseAmount', () => {
  it.each<[string, number]>([
    ['1,5', 1.5],
    ['1.5', 1.5],
    ['  2,25 ', 2.25],
    ['3', 3],
    ['+4', 4],
    [',5', 0.5],
    ['.5', 0.5],
    ['7,', 7],
    ['0', 0],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['1,5kg', 0],
    ['-2', 0],
    ['-0,5', 0],
    ['1.234,5', 1234.5],
    ['1,5 kg', 0],
    ['1e3', 0],
    ['Infinity', 0],
    ['NaN', 0],
    ['1 5', 0],
  ])('%j → %p', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });
});
