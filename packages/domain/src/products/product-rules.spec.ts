import {
  PRODUCT_RULE_MESSAGES as MESSAGES,
  productRuleErrors,
  type ProductRuleSubject,
} from './product-rules.js';

const base: ProductRuleSubject = {
  id: 7,
  type: 'normal',
  unit: 'piece',
  defaultUnit: null,
  minimumQuantity: null,
  maximumQuantity: null,
  defaultQuantity: null,
  alternativeUnits: [],
  config: { parts: [] },
  bundleProducts: [],
};

const kg = {
  unit: 'kg' as const,
  ratio: 1000,
  calculationModel: 'approximate' as const,
  minimumQuantity: null,
  maximumQuantity: null,
  quantityStepSize: null,
};

describe('productRuleErrors', () => {
  it('accepts a plain product', () => {
    expect(productRuleErrors(base)).toEqual([]);
  });

  it.each<[string, Partial<ProductRuleSubject>, { message: string; field: string }[]]>([
    [
      'maximum below minimum',
      { minimumQuantity: 5, maximumQuantity: 2 },
      [{ message: MESSAGES.maximumBelowMinimum, field: 'maximumQuantity' }],
    ],
    ['equal bounds are fine', { minimumQuantity: 2, maximumQuantity: 2 }, []],
    ['only a minimum is fine', { minimumQuantity: 2 }, []],
    [
      'default amount outside the range',
      { minimumQuantity: 2, maximumQuantity: 4, defaultQuantity: 5 },
      [{ message: MESSAGES.defaultOutsideRange, field: 'defaultQuantity' }],
    ],
    [
      'an alternative unit with maximum below minimum',
      { unit: 'g', alternativeUnits: [{ ...kg, minimumQuantity: 2, maximumQuantity: 1 }] },
      [{ message: MESSAGES.maximumBelowMinimum, field: 'alternativeUnits.0.maximumQuantity' }],
    ],
    [
      'an alternative unit of another kind (weight on a piece product)',
      { unit: 'piece', alternativeUnits: [kg] },
      [{ message: MESSAGES.otherUnitKind, field: 'alternativeUnits.0.unit' }],
    ],
    [
      'an alternative unit equal to the unit',
      { unit: 'kg', alternativeUnits: [kg] },
      [{ message: MESSAGES.duplicateUnit, field: 'alternativeUnits.0.unit' }],
    ],
    [
      'a default unit among the alternatives',
      { unit: 'g', alternativeUnits: [kg], defaultUnit: 'kg' },
      [],
    ],
    [
      'a default unit the product does not have',
      { defaultUnit: 'kg' },
      [{ message: MESSAGES.defaultUnitUnknown, field: 'defaultUnit' }],
    ],
    [
      'a select part without options',
      {
        type: 'configurable',
        config: {
          parts: [
            { name: 'Text', description: '', type: 'text', optional: true, options: [] },
            { name: 'Größe', description: '', type: 'select', optional: false, options: [] },
            { name: 'Extras', description: '', type: 'multiselect', optional: true, options: [] },
          ],
        },
      },
      [
        { message: MESSAGES.selectWithoutOptions, field: 'config.parts.1.options' },
        { message: MESSAGES.selectWithoutOptions, field: 'config.parts.2.options' },
      ],
    ],
    [
      'bundle parts on a normal product',
      { bundleProducts: [{ id: 1, type: 'normal' }] },
      [{ message: MESSAGES.bundleOnly, field: 'bundleProducts' }],
    ],
    [
      'a bundle containing itself',
      { type: 'bundle', bundleProducts: [{ id: 7, type: 'bundle' }] },
      [{ message: MESSAGES.bundleContainsItself, field: 'bundleProducts' }],
    ],
    [
      'a bundle containing another bundle',
      { type: 'bundle', bundleProducts: [{ id: 8, type: 'bundle' }] },
      [{ message: MESSAGES.bundleContainsBundle, field: 'bundleProducts' }],
    ],
    [
      'a bundle of normal products',
      { type: 'bundle', bundleProducts: [{ id: 8, type: 'normal' }] },
      [],
    ],
  ])('%s', (_what, change, expected) => {
    expect(productRuleErrors({ ...base, ...change })).toEqual(expected);
  });
});
