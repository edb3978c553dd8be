import fc from 'fast-check';
import {
  isWholeCents,
  centsToEuros,
  eurosToCents,
  fractionOfCents,
  multiplyCents,
  percentOfCents,
  roundCommercial,
  sumCents,
} from './cents.js';

describe('roundCommercial', () => {
  it.each<[number, number]>([
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [-0.5, -1],
    [-2.5, -3],
    [0.49, 0],
    [-0.49, 0],
    [1.005 * 100, 101],
    [4.35 * 100, 435],
    [434.4999, 434],
    [7, 7],
  ])('%p → %p', (value, expected) => {
    expect(roundCommercial(value)).toBe(expected);
  });
});

describe('eurosToCents / centsToEuros', () => {
  it.each<[number, number]>([
    [4.35, 435],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1999],
    [0, 0],
    [-2.675, -268],
    [180, 18000],
  ])('%p € → %p ct', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it.each<[number, number]>([
    [435, 4.35],
    [1999, 19.99],
    [30, 0.3],
    [-268, -2.68],
    [100.5, 1.01],
  ])('%p ct → %p €', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
  });

  it('round-trips every amount with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const euros = centsToEuros(cents);
        expect(euros).toBe(Number((cents / 100).toFixed(2)));
        expect(eurosToCents(euros)).toBe(cents);
      }),
    );
  });
});

describe('sumCents', () => {
  it.each<[number[], number]>([
    [[], 0],
    [[1, 2, 3], 6],
    [[0.5, 0.5], 2],
    [[-100, 250], 150],
  ])('%p → %p', (values, expected) => {
    expect(sumCents(values)).toBe(expected);
  });
});

describe('multiplyCents', () => {
  it.each<[number, number[], number]>([
    [199, [0.001, 250], 50],
    [1990, [0.001, 250], 498],
    [249, [100, 0.25], 6225],
    [680, [0.001, 750], 510],
    [5, [0.5], 3],
    [-5, [0.5], -3],
    [1000, [], 1000],
    [333, [0.1, 3], 100],
  ])('%p × %p → %p', (cents, factors, expected) => {
    expect(multiplyCents(cents, ...factors)).toBe(expected);
  });

  it('is exact where floats drift', () => {
    // Half a cent rounds up (57.5 ct → 58 ct); 0.1 × 5 is 0.5 exactly, not 0.5000000000000001.
    expect(multiplyCents(115, 0.5)).toBe(58);
    expect(multiplyCents(1, 0.1, 5)).toBe(1);
  });

  it('always answers whole cents within half a cent of the real product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e7 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 1, max: 1e6 }),
        (cents, ratioMilli, amountMilli) => {
          const result = multiplyCents(cents, ratioMilli / 1000, amountMilli / 1000);
          expect(Number.isInteger(result)).toBe(true);
          const exact = BigInt(cents) * BigInt(ratioMilli) * BigInt(amountMilli);
          const diff = BigInt(result) * 1000000n - exact;
          expect(diff <= 500000n && diff > -500000n).toBe(true);
        },
      ),
    );
  });
});

describe('fractionOfCents / percentOfCents', () => {
  it.each<[number, number, number, number]>([
    [1100, 100, 110, 1000],
    [1000, 100, 110, 909],
    [105, 100, 110, 95],
    [1999, 100, 107.7, 1856],
    [-1000, 100, 110, -909],
  ])('%p × %p / %p → %p', (cents, numerator, denominator, expected) => {
    expect(fractionOfCents(cents, numerator, denominator)).toBe(expected);
  });

  it('refuses a zero denominator', () => {
    expect(() => fractionOfCents(100, 1, 0)).toThrow(RangeError);
  });

  it.each<[number, number, number]>([
    [1995, 10, 200],
    [1995, 20, 399],
    [5, 10, 1],
    [4, 10, 0],
    [1000, 5.5, 55],
    [0, 20, 0],
  ])('%p ct × %p %% → %p', (cents, percent, expected) => {
    expect(percentOfCents(cents, percent)).toBe(expected);
  });
});

describe('isWholeCents', () => {
  it.each([
    [0, true],
    [4.35, true],
    [0.1 + 0.2, false],
    [12.5, true],
    [1.005, false],
    [-3.2, true],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%p → %p', (euros, expected) => {
    expect(isWholeCents(euros)).toBe(expected);
  });
});
