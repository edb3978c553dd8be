import type { CalculationModel } from '../contract/catalog.js';
import type { QuantityRules } from './quantity-rules.js';
import {
  isAmountWithinLimits,
  staffAmountMessage,
  staffItemAmount,
  type StaffAmount,
} from './staff-amount.js';

const rules = (minimum: number, maximum: number | null, step: number): QuantityRules => ({
  minimum,
  maximum,
  step,
});
// Bauernbrot: 0,5 to 5 kg in steps of 0,25 kg.
const brot = rules(0.5, 5, 0.25);

describe('staffItemAmount', () => {
  it.each<[string, number, QuantityRules, CalculationModel, StaffAmount]>([
    ['a weighed amount stays exact', 2.14, brot, 'approximate', { amount: 2.14 }],
    ['an amount on the grid stays', 2.25, brot, 'approximate', { amount: 2.25 }],
    ['the minimum itself', 0.5, brot, 'approximate', { amount: 0.5 }],
    ['the maximum itself', 5, brot, 'approximate', { amount: 5 }],
    ['grams are kept to the stored three decimals', 2.1449, brot, 'approximate', { amount: 2.145 }],
    ['a minimum-price item is exact too', 7.3, rules(5, null, 5), 'minimum', { amount: 7.3 }],
    ['no maximum', 1234.5, rules(1, null, 1), 'approximate', { amount: 1234.5 }],
    ['below the minimum is refused', 0.3, brot, 'approximate', { issue: 'below-minimum' }],
    ['0 is refused', 0, brot, 'approximate', { issue: 'below-minimum' }],
    ['NaN is refused', NaN, brot, 'approximate', { issue: 'below-minimum' }],
    ['above the maximum is refused', 5.01, brot, 'approximate', { issue: 'above-maximum' }],
    ['fixed items snap to the grid', 2.14, brot, 'fixed', { amount: 2.25 }],
    ['fixed items snap whole pieces', 2.4, rules(1, null, 1), 'fixed', { amount: 2 }],
    ['fixed items are clamped to the maximum', 9, brot, 'fixed', { amount: 5 }],
  ])('%s', (_name, amount, quantityRules, model, expected) => {
    expect(staffItemAmount(amount, quantityRules, model)).toEqual(expected);
  });
});

describe('isAmountWithinLimits', () => {
  it.each<[number, QuantityRules, boolean]>([
    [2.14, brot, true],
    [0.5, brot, true],
    [5, brot, true],
    [0.49, brot, false],
    [5.001, brot, false],
    [1e9, rules(1, null, 1), true],
    [NaN, brot, false],
  ])('%p within %j: %p', (amount, quantityRules, expected) => {
    expect(isAmountWithinLimits(amount, quantityRules)).toBe(expected);
  });
});

describe('staffAmountMessage', () => {
  it('names the product, the limit and the unit in German', () => {
    expect(staffAmountMessage('Bauernbrot', 'above-maximum', brot, 'kg')).toBe(
      '„Bauernbrot“: Die Menge muss höchstens 5 kg betragen.',
    );
    expect(staffAmountMessage('Bauernbrot', 'below-minimum', brot, 'kg')).toBe(
      '„Bauernbrot“: Die Menge muss mindestens 0,5 kg betragen.',
    );
  });
});
