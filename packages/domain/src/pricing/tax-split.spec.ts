import fc from 'fast-check';
import type { OrderType } from '../contract/organisation.js';
import { splitGrossCents, taxRateForOrderType, taxRateKey } from './tax-split.js';

describe('taxRateForOrderType', () => {
  const schokolade = { tax: 10, takeawayTax: 13, dineInTax: 20 };
  it.each<[OrderType, number]>([
    ['delivery', 10],
    ['takeaway', 13],
    ['dineIn', 20],
  ])('%s → %p %%', (orderType, rate) => {
    expect(taxRateForOrderType(schokolade, orderType)).toBe(rate);
  });
});

describe('splitGrossCents', () => {
  it.each<[number, number, number, number]>([
    [1100, 10, 1000, 100],
    [1200, 20, 1000, 200],
    [1000, 10, 909, 91],
    [1000, 20, 833, 167],
    [105, 10, 95, 10],
    [1, 20, 1, 0],
    [350, 20, 292, 58],
    [999, 0, 999, 0],
    [1077, 7.7, 1000, 77],
    [0, 20, 0, 0],
  ])('%p ct at %p %% → net %p, tax %p', (gross, rate, net, tax) => {
    expect(splitGrossCents(gross, rate)).toEqual({
      grossCents: gross,
      netCents: net,
      taxCents: tax,
    });
  });

  it('net + tax = gross in whole cents, net within half a cent of the exact value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e8 }),
        fc.constantFrom(0, 5, 5.5, 7, 7.7, 10, 13, 19, 20),
        (gross, rate) => {
          const { netCents, taxCents } = splitGrossCents(gross, rate);
          expect(Number.isInteger(netCents) && Number.isInteger(taxCents)).toBe(true);
          expect(netCents + taxCents).toBe(gross);
          expect(Math.abs(netCents * (1 + rate / 100) - gross)).toBeLessThanOrEqual(
            (1 + rate / 100) / 2 + 1e-6,
          );
        },
      ),
    );
  });
});

describe('taxRateKey', () => {
  it.each<[number, string]>([
    [10, '10'],
    [20, '20'],
    [5.5, '5.5'],
    [0, '0'],
    [0.1 + 0.2, '0.3'],
  ])('%p → %j', (rate, key) => {
    expect(taxRateKey(rate)).toBe(key);
  });
});
