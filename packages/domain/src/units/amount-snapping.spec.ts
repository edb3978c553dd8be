import fc from 'fast-check';
import type { UnitKey } from '../contract/catalog.js';
import { fromMicroAmount, toMicroAmount } from './amount-decimals.js';
import {
  amountAfterUnitChange,
  canDecreaseAmount,
  canIncreaseAmount,
  decreaseAmount,
  defaultAmountAndUnit,
  increaseAmount,
  isAmountAllowed,
  snapAmount,
} from './amount-snapping.js';
import { parseAmount } from './amount-parsing.js';
import type { QuantityRules } from './quantity-rules.js';
import { makeAlternativeUnit, makeProduct } from '../testing/contract-fixtures.js';

const rules = (minimum: number, maximum: number | null, step: number): QuantityRules => ({
  minimum,
  maximum,
  step,
});

describe('snapAmount', () => {
  it.each<[string, number, QuantityRules, number]>([
    ['below the minimum gives the minimum', 0.2, rules(0.5, 5, 0.25), 0.5],
    ['0 gives the minimum', 0, rules(1, null, 1), 1],
    ['NaN gives the minimum', NaN, rules(1, null, 1), 1],
    ['negative gives the minimum', -3, rules(2, null, 1), 2],
    ['at the maximum gives the maximum', 5, rules(0.5, 5, 0.25), 5],
    ['above the maximum gives the maximum', 9, rules(0.5, 5, 0.25), 5],
    ['an off-grid maximum is kept', 0.95, rules(0.5, 0.9, 0.25), 0.9],
    ['rounding up past the maximum gives the maximum', 0.89, rules(0.5, 0.9, 0.25), 0.9],
    ['on the grid stays', 1.25, rules(0.5, 5, 0.25), 1.25],
    ['rounds to the nearest grid point down', 1.3, rules(0.5, 5, 0.25), 1.25],
    ['rounds to the nearest grid point up', 1.4, rules(0.5, 5, 0.25), 1.5],
    ['a half step rounds up', 1.375, rules(0.5, 5, 0.25), 1.5],
    ['the grid starts at the minimum', 4, rules(3, null, 2), 5],
    ['the grid starts at the minimum, below half', 3.9, rules(3, null, 2), 3],
    ['whole pieces', 2.4, rules(1, null, 1), 2],
    ['decimals without drift', 0.3, rules(0.1, 2, 0.05), 0.3],
    ['decimals without drift, rounded', 0.33, rules(0.1, 2, 0.05), 0.35],
    ['grams', 730, rules(500, 5000, 250), 750],
    ['no maximum', 1e6, rules(1, null, 1), 1e6],
  ])('%s', (_name, amount, quantityRules, expected) => {
    expect(snapAmount(amount, quantityRules)).toBe(expected);
  });

  it('snaps what parseAmount makes of the input (non-numbers → minimum)', () => {
    const kg = rules(0.5, 5, 0.25);
    expect(snapAmount(parseAmount('1,3'), kg)).toBe(1.25);
    expect(snapAmount(parseAmount('viel'), kg)).toBe(0.5);
  });

  const arbitraryRules = fc
    .record({
      minimumMilli: fc.integer({ min: 1, max: 100000 }),
      stepMilli: fc.integer({ min: 1, max: 10000 }),
      spanMilli: fc.option(fc.integer({ min: 0, max: 100000 })),
    })
    .map(({ minimumMilli, stepMilli, spanMilli }) =>
      rules(
        minimumMilli / 1000,
        spanMilli === null ? null : (minimumMilli + spanMilli) / 1000,
        stepMilli / 1000,
      ),
    );
  const arbitraryAmount = fc.oneof(
    fc.double({ min: -10, max: 300, noNaN: true }),
    fc.integer({ min: 0, max: 300000 }).map((milli) => milli / 1000),
  );

  it('stays within [minimum, maximum], on the grid or at the maximum, six decimals', () => {
    fc.assert(
      fc.property(arbitraryRules, arbitraryAmount, (quantityRules, amount) => {
        const snapped = snapAmount(amount, quantityRules);
        expect(snapped).toBeGreaterThanOrEqual(quantityRules.minimum);
        if (quantityRules.maximum !== null) {
          expect(snapped).toBeLessThanOrEqual(quantityRules.maximum);
        }
        expect(fromMicroAmount(toMicroAmount(snapped))).toBe(snapped);
        const offset = toMicroAmount(snapped) - toMicroAmount(quantityRules.minimum);
        const onGrid = offset % toMicroAmount(quantityRules.step) === 0;
        expect(onGrid || snapped === quantityRules.maximum).toBe(true);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(arbitraryRules, arbitraryAmount, (quantityRules, amount) => {
        const once = snapAmount(amount, quantityRules);
        expect(snapAmount(once, quantityRules)).toBe(once);
        expect(isAmountAllowed(once, quantityRules)).toBe(true);
      }),
    );
  });

  it('picks the nearest grid point below the maximum', () => {
    fc.assert(
      fc.property(arbitraryRules, arbitraryAmount, (quantityRules, amount) => {
        const snapped = snapAmount(amount, quantityRules);
        fc.pre(amount > quantityRules.minimum && snapped !== quantityRules.maximum);
        expect(Math.abs(snapped - amount)).toBeLessThanOrEqual(quantityRules.step / 2 + 1e-6);
      }),
    );
  });
});

describe('isAmountAllowed', () => {
  it.each<[number, boolean]>([
    [0.5, true],
    [0.75, true],
    [0.1 + 0.65, true],
    [0.8, false],
    [0.25, false],
    [5, true],
    [5.25, false],
    [NaN, false],
    [Infinity, false],
  ])('%p with 0.5–5 in steps of 0.25 → %p', (amount, expected) => {
    expect(isAmountAllowed(amount, rules(0.5, 5, 0.25))).toBe(expected);
  });
});

describe('decrease and increase', () => {
  const kg = rules(0.5, 2, 0.25);

  it.each<[number, boolean, boolean]>([
    [0.25, false, true],
    [0.5, false, true],
    [0.75, true, true],
    [1.9, true, true],
    [2, true, false],
    [3, true, false],
  ])('at %p: decrease %p, increase %p', (amount, decrease, increase) => {
    expect(canDecreaseAmount(amount, kg)).toBe(decrease);
    expect(canIncreaseAmount(amount, kg)).toBe(increase);
  });

  it('can always increase without a maximum', () => {
    expect(canIncreaseAmount(1e9, rules(1, null, 1))).toBe(true);
  });

  it.each<[number, number, number]>([
    [0.5, 0.75, 0.5],
    [0.75, 1, 0.5],
    [1.75, 2, 1.5],
    [2, 2, 1.75],
    [0.1 + 0.2 + 0.45, 1, 0.5],
  ])('from %p: up %p, down %p', (amount, up, down) => {
    expect(increaseAmount(amount, kg)).toBe(up);
    expect(decreaseAmount(amount, kg)).toBe(down);
  });

  it('steps from an off-grid maximum back onto the grid', () => {
    const odd = rules(0.5, 0.9, 0.25);
    expect(decreaseAmount(0.9, odd)).toBe(0.75);
    expect(increaseAmount(0.75, odd)).toBe(0.9);
  });

  it('adds steps of 0.05 without drift', () => {
    let amount = 0.1;
    const fine = rules(0.1, 2, 0.05);
    for (let i = 0; i < 5; i += 1) amount = increaseAmount(amount, fine);
    expect(amount).toBe(0.35);
  });
});

describe('amountAfterUnitChange', () => {
  const brot = makeProduct({
    unit: 'kg',
    minimumQuantity: 0.5,
    maximumQuantity: 5,
    quantityStepSize: 0.25,
    alternativeUnits: [
      makeAlternativeUnit({
        unit: 'g',
        ratio: 0.001,
        minimumQuantity: 500,
        maximumQuantity: 5000,
        quantityStepSize: 250,
      }),
      makeAlternativeUnit({ unit: 'dag', ratio: 0.01 }),
    ],
  });

  it.each<[number, UnitKey, UnitKey, number]>([
    [1, 'kg', 'g', 1000],
    [1.25, 'kg', 'g', 1250],
    [750, 'g', 'kg', 0.75],
    [1100, 'g', 'kg', 1],
    [300, 'g', 'kg', 0.5],
    [9000, 'g', 'kg', 5],
    [0.5, 'kg', 'dag', 50],
    [133.3, 'dag', 'kg', 1.25],
    [2, 'kg', 'l', 1],
  ])('%p %s → %p in %s', (amount, from, to, expected) => {
    expect(amountAfterUnitChange(brot, amount, from, to)).toBe(expected);
  });
});

describe('defaultAmountAndUnit', () => {
  it.each<[string, Parameters<typeof makeProduct>[0], number, UnitKey]>([
    ['nothing set: 1 of the own unit', {}, 1, 'piece'],
    ['the default quantity', { defaultQuantity: 3 }, 3, 'piece'],
    ['the minimum without a default', { minimumQuantity: 10 }, 10, 'piece'],
    [
      'a default below the minimum is snapped',
      { minimumQuantity: 10, defaultQuantity: 2 },
      10,
      'piece',
    ],
    ['a step but no minimum: 1 snapped to the grid', { quantityStepSize: 5 }, 5, 'piece'],
    [
      'the default unit when offered',
      {
        unit: 'dag',
        defaultUnit: 'kg',
        defaultQuantity: 0.2,
        alternativeUnits: [makeAlternativeUnit({ unit: 'kg', ratio: 100, quantityStepSize: 0.05 })],
      },
      0.2,
      'kg',
    ],
    [
      "the default unit's own minimum",
      {
        unit: 'dag',
        defaultUnit: 'kg',
        minimumQuantity: 10,
        alternativeUnits: [
          makeAlternativeUnit({
            unit: 'kg',
            ratio: 100,
            minimumQuantity: 0.1,
            quantityStepSize: 0.05,
          }),
        ],
      },
      0.1,
      'kg',
    ],
    [
      'a default unit that is not offered falls back',
      { defaultUnit: 'kg', defaultQuantity: 2 },
      2,
      'piece',
    ],
  ])('%s', (_name, overrides, amount, unit) => {
    expect(defaultAmountAndUnit(makeProduct(overrides))).toEqual({ amount, unit });
  });
});
