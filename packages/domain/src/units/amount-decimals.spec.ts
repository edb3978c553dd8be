import {
  AMOUNT_DECIMAL_PLACES,
  fromMicroAmount,
  roundAmount,
  toMicroAmount,
} from './amount-decimals.js';

describe('amount decimals', () => {
  it('keeps six decimals', () => {
    expect(AMOUNT_DECIMAL_PLACES).toBe(6);
  });

  it.each<[number, number]>([
    [0.1 + 0.2, 0.3],
    [1.1 * 1000, 1100],
    [0.0000004, 0],
    [-0.0000004, 0],
    [1.2345678, 1.234568],
    [-2.5, -2.5],
  ])('roundAmount(%p) = %p', (value, expected) => {
    expect(Object.is(roundAmount(value), expected)).toBe(true);
  });

  it.each<[number, number]>([
    [0.3, 300000],
    [0.1 + 0.2, 300000],
    [1.25, 1250000],
    [0, 0],
  ])('toMicroAmount(%p) = %p and back', (value, micro) => {
    expect(toMicroAmount(value)).toBe(micro);
    expect(fromMicroAmount(micro)).toBe(roundAmount(value));
  });

  it('never answers −0', () => {
    expect(Object.is(fromMicroAmount(-0), 0)).toBe(true);
  });
});
