import fc from 'fast-check';
import type { UnitKey } from '../contract/catalog.js';
import { makeAlternativeUnit, makePart, makeProduct } from '../testing/contract-fixtures.js';
import { convertAmount } from '../units/unit-conversion.js';
import { itemGrossCents, unitPriceCents, unitPriceRatio } from './item-price.js';

// 2.49 € per dag, also sold per kg (ratio 100) and per g (ratio 0.1), as in the demo data.
const schinken = makeProduct({
  unit: 'dag',
  price: 2.49,
  alternativeUnits: [
    makeAlternativeUnit({ unit: 'kg', ratio: 100 }),
    makeAlternativeUnit({ unit: 'g', ratio: 0.1 }),
    makeAlternativeUnit({ unit: 'l', ratio: 3 }),
  ],
});

describe('unitPriceRatio and unitPriceCents', () => {
  it.each<[UnitKey, number | null, number | null]>([
    ['dag', 1, 249],
    ['kg', 100, 24900],
    ['g', 0.1, 25],
    ['l', null, null],
    ['piece', null, null],
  ])('%s: ratio %p, unit price %p ct', (unit, ratio, cents) => {
    expect(unitPriceRatio(schinken, unit)).toBe(ratio);
    expect(unitPriceCents(schinken, unit, [])).toBe(cents);
  });

  it('prices an alternative unit from the configured price', () => {
    const product = makeProduct({
      type: 'configurable',
      unit: 'kg',
      price: 6.8,
      alternativeUnits: [makeAlternativeUnit({ unit: 'g', ratio: 0.001 })],
      config: {
        parts: [
          makePart({ type: 'select', options: [{ name: 'Bio', modifier: 'add', value: 1.2 }] }),
        ],
      },
    });
    expect(unitPriceCents(product, 'kg', [0])).toBe(800);
    expect(unitPriceCents(product, 'g', [0])).toBe(1);
  });
});

describe('itemGrossCents', () => {
  it.each<[string, number, UnitKey, number | null]>([
    ['20 dag in the own unit', 20, 'dag', 4980],
    ['0.25 kg at ratio 100', 0.25, 'kg', 6225],
    ['0.15 kg at ratio 100', 0.15, 'kg', 3735],
    ['150 g at ratio 0.1 (rounded once, not per gram)', 150, 'g', 3735],
    ['155 g', 155, 'g', 3860],
    ['a unit the product does not offer', 2, 'l', null],
  ])('%s', (_name, amount, unit, expected) => {
    expect(itemGrossCents(schinken, { amount, unit, parts: [] })).toBe(expected);
  });

  it('rounds the exact product, not a drifted float', () => {
    // 19.90 €/kg × 0.25 kg = 4.975 € → 4.98 € (the float 1990 × 0.001 × 250 would be 497.49…).
    const product = makeProduct({
      unit: 'kg',
      price: 19.9,
      alternativeUnits: [makeAlternativeUnit({ unit: 'g', ratio: 0.001 })],
    });
    expect(itemGrossCents(product, { amount: 250, unit: 'g', parts: [] })).toBe(498);
    expect(itemGrossCents(product, { amount: 0.25, unit: 'kg', parts: [] })).toBe(498);
  });

  it('never answers a negative price (a negative ratio)', () => {
    const odd = makeProduct({
      unit: 'kg',
      alternativeUnits: [makeAlternativeUnit({ unit: 'g', ratio: -1 })],
    });
    expect(itemGrossCents(odd, { amount: 2, unit: 'g', parts: [] })).toBe(0);
    expect(unitPriceCents(odd, 'g', [])).toBe(0);
  });

  it('gives the same gross in an alternative unit as for the converted amount in the own unit', () => {
    // With a ratio that matches the unit table, both readings of the spec agree exactly.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100000 }),
        fc.integer({ min: 1, max: 5000 }),
        (priceCents, grams) => {
          const product = makeProduct({
            unit: 'kg',
            price: priceCents / 100,
            alternativeUnits: [makeAlternativeUnit({ unit: 'g', ratio: 0.001 })],
          });
          const inGrams = itemGrossCents(product, { amount: grams, unit: 'g', parts: [] });
          const kilos = convertAmount(grams, 'g', 'kg') as number;
          const inKilos = itemGrossCents(product, { amount: kilos, unit: 'kg', parts: [] });
          expect(inGrams).toBe(inKilos);
          expect(Number.isInteger(inGrams)).toBe(true);
        },
      ),
    );
  });
});
