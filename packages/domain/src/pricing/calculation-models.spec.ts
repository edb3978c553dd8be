import type { CalculationModel, UnitKey } from '../contract/catalog.js';
import { formatEuro } from '../format/money-format.js';
import { makeAlternativeUnit, makeProduct } from '../testing/contract-fixtures.js';
import {
  isOrderPriceFinal,
  orderItemPriceText,
  APPROXIMATE_PRICE_NOTICE,
  APPROXIMATE_PRICE_PREFIX,
  CALCULATION_MODEL_TEXTS,
  calculationModelLabel,
  calculationModelPrefix,
  isApproximatePrice,
  itemCalculationModel,
  itemPricePrefix,
  itemPriceText,
} from './calculation-models.js';

describe('calculation model texts', () => {
  it.each<[CalculationModel, string, string]>([
    ['fixed', 'Exakt', ''],
    ['approximate', 'Ungefähr', 'ca.'],
    ['minimum', 'Mindestens', 'ab'],
  ])('%s → %j, prefix %j', (model, label, prefix) => {
    expect(calculationModelLabel(model)).toBe(label);
    expect(calculationModelPrefix(model)).toBe(prefix);
    expect(CALCULATION_MODEL_TEXTS[model]).toEqual({ label, prefix });
  });

  it('has a German notice and the ca. prefix', () => {
    expect(APPROXIMATE_PRICE_PREFIX).toBe('ca.');
    expect(APPROXIMATE_PRICE_NOTICE).toMatch(/endgültige Preis/);
  });
});

describe('itemCalculationModel', () => {
  const alternatives = [
    makeAlternativeUnit({ unit: 'g', ratio: 0.001, calculationModel: 'approximate' }),
    makeAlternativeUnit({ unit: 'dag', ratio: 0.01, calculationModel: 'minimum' }),
    makeAlternativeUnit({ unit: 'l', ratio: 1, calculationModel: 'approximate' }),
  ];

  it.each<[CalculationModel, UnitKey, CalculationModel]>([
    ['fixed', 'kg', 'fixed'],
    ['fixed', 'g', 'approximate'],
    ['fixed', 'dag', 'minimum'],
    ['approximate', 'kg', 'approximate'],
    ['approximate', 'dag', 'approximate'],
    ['minimum', 'g', 'minimum'],
    ['fixed', 'l', 'fixed'],
    ['fixed', 'piece', 'fixed'],
  ])('product %s in %s → %s', (productModel, unit, expected) => {
    const product = makeProduct({
      unit: 'kg',
      calculationModel: productModel,
      alternativeUnits: alternatives,
    });
    expect(itemCalculationModel(product, unit)).toBe(expected);
  });
});

describe('approximate prices', () => {
  it.each<[CalculationModel, boolean, boolean, string]>([
    ['fixed', false, false, ''],
    ['fixed', true, true, 'ca.'],
    ['approximate', false, true, 'ca.'],
    ['minimum', false, true, 'ab'],
    ['minimum', true, true, 'ca.'],
  ])('%s, hidden %p → approximate %p, prefix %j', (model, hidden, approximate, prefix) => {
    expect(isApproximatePrice(model, hidden)).toBe(approximate);
    expect(itemPricePrefix(model, hidden)).toBe(prefix);
  });

  it.each<[CalculationModel, boolean, number, string]>([
    ['fixed', false, 4.2, '4,20\u00a0€'],
    ['approximate', false, 12.5, 'ca. 12,50\u00a0€'],
    ['minimum', false, 3, 'ab 3,00\u00a0€'],
    ['minimum', true, 3, 'ca. 3,00\u00a0€'],
  ])('%s, hidden %p, %p € → %j', (model, hidden, euros, text) => {
    expect(itemPriceText(model, hidden, euros)).toBe(text);
  });
});

describe('isOrderPriceFinal / orderItemPriceText', () => {
  const item = (calculationModel: CalculationModel, isPriceHidden = false) => ({
    calculationModel,
    isPriceHidden,
  });

  it.each<[string, boolean, ReturnType<typeof item>[], boolean]>([
    ['only fixed prices', false, [item('fixed')], true],
    ['an approximate item, open', false, [item('fixed'), item('approximate')], false],
    ['a minimum item, open', false, [item('minimum')], false],
    ['a hidden price, open', false, [item('fixed', true)], false],
    ['an approximate item, completed', true, [item('approximate')], true],
    ['a hidden price, completed', true, [item('fixed', true)], true],
  ])('%s', (_name, isCompleted, items, final) => {
    expect(isOrderPriceFinal({ isCompleted, items })).toBe(final);
  });

  it('drops the prefix once the price is final', () => {
    const weighed = { calculationModel: 'approximate' as const, isPriceHidden: false, gross: 9.63 };
    const euros = formatEuro(9.63);
    expect(orderItemPriceText(weighed, false)).toBe(`ca. ${euros}`);
    expect(orderItemPriceText(weighed, true)).toBe(euros);
    expect(orderItemPriceText({ ...weighed, calculationModel: 'minimum' }, false)).toBe(
      `ab ${euros}`,
    );
  });
});
