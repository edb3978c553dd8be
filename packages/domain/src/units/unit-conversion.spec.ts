import fc from 'fast-check';
import { UNIT_KEYS, type UnitKey } from '../contract/catalog.js';
import { canConvertUnit, convertAmount } from './unit-conversion.js';
import { UNIT_TABLE } from './unit-table.js';

describe('convertAmount', () => {
  it.each<[number, UnitKey, UnitKey, number]>([
    [0.25, 'kg', 'g', 250],
    [250, 'g', 'kg', 0.25],
    [1.1, 'kg', 'g', 1100],
    [3, 'mm', 'm', 0.003],
    [0.1, 'kg', 'dag', 10],
    [20, 'dag', 'kg', 0.2],
    [1.5, 'dl', 'l', 0.15],
    [0.3, 'l', 'cl', 30],
    [2, 'km', 'mm', 2e6],
    [1, 'm2', 'cm2', 1e4],
    [1, 'm3', 'cm3', 1e6],
    [7, 'piece', 'piece', 7],
    [0.1 + 0.2, 'g', 'g', 0.3],
  ])('%p %s → %p %s', (amount, from, to, expected) => {
    expect(convertAmount(amount, from, to)).toBe(expected);
  });

  it.each<[UnitKey, UnitKey]>([
    ['kg', 'l'],
    ['piece', 'package'],
    ['pair', 'person'],
    ['m', 'm2'],
  ])('%s and %s do not convert', (from, to) => {
    expect(canConvertUnit(from, to)).toBe(false);
    expect(convertAmount(1, from, to)).toBeNull();
  });

  it('converts there and back without drift', () => {
    // Only amounts that stay within six decimals in both units can round-trip exactly.
    const pairs = UNIT_KEYS.flatMap((from) =>
      UNIT_KEYS.filter(
        (to) => canConvertUnit(from, to) && UNIT_TABLE[from].factor / UNIT_TABLE[to].factor >= 1e-3,
      ).map((to) => [from, to] as const),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.integer({ min: 0, max: 100000 }),
        ([from, to], milli) => {
          const amount = milli / 1000;
          const there = convertAmount(amount, from, to) as number;
          expect(convertAmount(there, to, from)).toBe(amount);
        },
      ),
    );
  });
});
