import type { UnitKey } from '../contract/catalog.js';
import {
  DEFAULT_QUANTITY_STEP,
  isUnitOffered,
  offeredAlternativeUnit,
  offeredUnits,
  quantityLimits,
  quantityRules,
  type QuantityRules,
} from './quantity-rules.js';
import { makeAlternativeUnit, makeProduct } from '../testing/contract-fixtures.js';

const g = makeAlternativeUnit({
  unit: 'g',
  ratio: 0.1,
  minimumQuantity: 100,
  maximumQuantity: 2000,
  quantityStepSize: 50,
});
const kg = makeAlternativeUnit({
  unit: 'kg',
  ratio: 100,
  minimumQuantity: 0.1,
  maximumQuantity: 2,
  quantityStepSize: 0.05,
});
const litre = makeAlternativeUnit({ unit: 'l', ratio: 2 });
const schinken = makeProduct({
  unit: 'dag',
  price: 2.49,
  minimumQuantity: 10,
  maximumQuantity: 200,
  quantityStepSize: 5,
  alternativeUnits: [kg, litre, g, { ...g, ratio: 0.2 }],
});

describe('offeredUnits', () => {
  it('lists the own unit, then same-kind alternatives in order, without duplicates', () => {
    expect(offeredUnits(schinken)).toEqual(['dag', 'kg', 'g']);
  });

  it('offers only the own unit without alternatives', () => {
    expect(offeredUnits(makeProduct())).toEqual(['piece']);
  });

  it('never offers another count unit (each count unit is its own kind)', () => {
    const product = makeProduct({
      alternativeUnits: [makeAlternativeUnit({ unit: 'package', ratio: 6 })],
    });
    expect(offeredUnits(product)).toEqual(['piece']);
  });

  it('offers a kilogram alternative for a product sold by the gram', () => {
    const product = makeProduct({ unit: 'g', alternativeUnits: [makeAlternativeUnit()] });
    expect(offeredUnits(product)).toEqual(['g', 'kg']);
  });

  it('ignores an alternative equal to the own unit', () => {
    const product = makeProduct({ unit: 'kg', alternativeUnits: [kg] });
    expect(offeredUnits(product)).toEqual(['kg']);
    expect(offeredAlternativeUnit(product, 'kg')).toBeNull();
  });

  it.each<[UnitKey, boolean]>([
    ['dag', true],
    ['kg', true],
    ['g', true],
    ['l', false],
    ['piece', false],
  ])('isUnitOffered(%s) = %p', (unit, expected) => {
    expect(isUnitOffered(schinken, unit)).toBe(expected);
  });

  it('finds the first listed alternative unit', () => {
    expect(offeredAlternativeUnit(schinken, 'g')).toBe(g);
    expect(offeredAlternativeUnit(schinken, 'l')).toBeNull();
    expect(offeredAlternativeUnit(schinken, 'dag')).toBeNull();
  });
});

describe('quantityLimits', () => {
  it('reads the own unit from the product, an alternative from itself, else none', () => {
    expect(quantityLimits(schinken, 'dag')).toBe(schinken);
    expect(quantityLimits(schinken, 'kg')).toBe(kg);
    expect(quantityLimits(schinken, 'l')).toEqual({
      minimumQuantity: null,
      maximumQuantity: null,
      quantityStepSize: null,
    });
  });
});

describe('quantityRules', () => {
  const limits = (
    minimumQuantity: number | null,
    maximumQuantity: number | null,
    quantityStepSize: number | null,
  ) => makeProduct({ minimumQuantity, maximumQuantity, quantityStepSize });

  it.each<[string, ReturnType<typeof limits>, UnitKey, QuantityRules]>([
    ['nothing set', limits(null, null, null), 'piece', { minimum: 1, maximum: null, step: 1 }],
    ['all set', limits(2, 10, 2), 'piece', { minimum: 2, maximum: 10, step: 2 }],
    [
      'a step only: the minimum is the step',
      limits(null, null, 5),
      'piece',
      { minimum: 5, maximum: null, step: 5 },
    ],
    [
      'a zero minimum counts as unset',
      limits(0, null, 0.5),
      'piece',
      { minimum: 0.5, maximum: null, step: 0.5 },
    ],
    [
      'a zero step counts as unset',
      limits(3, null, 0),
      'piece',
      { minimum: 3, maximum: null, step: 1 },
    ],
    [
      'a negative step counts as unset',
      limits(null, null, -2),
      'piece',
      { minimum: 1, maximum: null, step: 1 },
    ],
    [
      'a maximum below the minimum is raised',
      limits(5, 2, null),
      'piece',
      { minimum: 5, maximum: 5, step: 1 },
    ],
    [
      'a maximum below the default minimum',
      limits(null, 0.5, null),
      'piece',
      { minimum: 1, maximum: 1, step: 1 },
    ],
    [
      'a unit the product does not offer',
      limits(2, 10, 2),
      'kg',
      { minimum: 1, maximum: null, step: 1 },
    ],
  ])('%s', (_name, product, unit, expected) => {
    expect(quantityRules(product, unit)).toEqual(expected);
  });

  it.each<[UnitKey, QuantityRules]>([
    ['dag', { minimum: 10, maximum: 200, step: 5 }],
    ['kg', { minimum: 0.1, maximum: 2, step: 0.05 }],
    ['g', { minimum: 100, maximum: 2000, step: 50 }],
  ])('uses the limits of %s itself', (unit, expected) => {
    expect(quantityRules(schinken, unit)).toEqual(expected);
  });

  it('defaults the step to whole units', () => {
    expect(DEFAULT_QUANTITY_STEP).toBe(1);
  });
});
