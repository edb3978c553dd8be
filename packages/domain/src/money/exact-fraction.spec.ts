import fc from 'fast-check';
import { EXACT_DECIMAL_PLACES, roundExactFraction, toExactFraction } from './exact-fraction.js';

describe('toExactFraction', () => {
  it.each<[number, bigint, bigint]>([
    [0, 0n, 1n],
    [12, 12n, 1n],
    [-3, -3n, 1n],
    [0.1, 100000n, 1000000n],
    [1.9900000000000002, 1990000n, 1000000n],
    [-4.35, -4350000n, 1000000n],
    [1e21, 1000000000000000000000n, 1n],
  ])('%p → %p / %p', (value, numerator, denominator) => {
    expect(toExactFraction(value)).toEqual({ numerator, denominator });
  });

  it.each([NaN, Infinity, -Infinity])('rejects %p', (value) => {
    expect(() => toExactFraction(value)).toThrow(RangeError);
  });

  it('keeps six decimals', () => {
    expect(EXACT_DECIMAL_PLACES).toBe(6);
    expect(toExactFraction(0.1234564)).toEqual({ numerator: 123456n, denominator: 1000000n });
  });
});

describe('roundExactFraction', () => {
  it.each<[bigint, bigint, number]>([
    [1n, 2n, 1],
    [-1n, 2n, -1],
    [1n, -2n, -1],
    [-1n, -2n, 1],
    [3n, 2n, 2],
    [5n, 2n, 3],
    [-5n, 2n, -3],
    [149n, 100n, 1],
    [-149n, 100n, -1],
    [0n, 7n, 0],
    [-1n, 3n, 0],
  ])('%p / %p → %p', (numerator, denominator, expected) => {
    const rounded = roundExactFraction({ numerator, denominator });
    expect(rounded).toBe(expected);
    expect(Object.is(rounded, -0)).toBe(false);
  });

  it('never differs from the exact quotient by more than a half', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const rounded = roundExactFraction({ numerator: BigInt(n), denominator: BigInt(d) });
        expect(Math.abs(rounded * d - n)).toBeLessThanOrEqual(d / 2);
      }),
    );
  });
});
