import { ALLERGEN_CODES, PART_TYPES, PRICE_MODIFIERS, UNIT_KEYS } from '../contract/catalog.js';
import {
  ALLERGEN_LABELS,
  calculationModelChoice,
  labelledChoices,
  PART_TYPE_LABELS,
  PRICE_MODIFIER_LABELS,
  unitLabel,
} from './catalog-labels.js';

describe('catalog labels', () => {
  it('names all 14 EU allergens in German, each differently', () => {
    const names = ALLERGEN_CODES.map((code) => ALLERGEN_LABELS[code]);
    expect(names).toHaveLength(14);
    expect(new Set(names).size).toBe(14);
    expect(ALLERGEN_LABELS.A).toBe('Glutenhaltiges Getreide');
    expect(ALLERGEN_LABELS.R).toBe('Weichtiere');
  });

  it.each([
    ['piece', 'Stück (Stk.)'],
    ['kg', 'Kilogramm (kg)'],
    ['pair', 'Paar'],
    ['m2', 'Quadratmeter (m²)'],
  ] as const)('labels the unit %s as %s', (unit, label) => {
    expect(unitLabel(unit)).toBe(label);
  });

  it('labels every unit, part type and modifier', () => {
    expect(UNIT_KEYS.every((unit) => unitLabel(unit).length > 0)).toBe(true);
    expect(PART_TYPES.every((type) => PART_TYPE_LABELS[type])).toBe(true);
    expect(PRICE_MODIFIERS.every((modifier) => PRICE_MODIFIER_LABELS[modifier])).toBe(true);
  });

  it.each([
    ['fixed', 'Exakt'],
    ['approximate', 'Ungefähr (ca.)'],
    ['minimum', 'Mindestens (ab)'],
  ] as const)('labels the calculation model %s as %s', (model, label) => {
    expect(calculationModelChoice(model)).toBe(label);
  });

  it('builds select choices in the order of the keys', () => {
    expect(
      labelledChoices(['add', 'overwrite'] as const, (key) => PRICE_MODIFIER_LABELS[key]),
    ).toEqual([
      { value: 'add', label: 'Aufschlag (+)' },
      { value: 'overwrite', label: 'Preis ersetzen (=)' },
    ]);
  });
});
