import {
  labelAllergenText,
  labelBlocks,
  labelPriceText,
  labelUnitText,
  type LabelProduct,
} from './label-content.js';

const product = (fields: Partial<LabelProduct> = {}): LabelProduct => ({
  name: 'Bauernbrot',
  description: 'Natursauerteig, 1 kg Laib',
  price: 3.9,
  unit: 'piece',
  alternativeUnits: [],
  calculationModel: 'fixed',
  isPriceHidden: false,
  allergens: [],
  ...fields,
});

const nbsp = (text: string) => text.replace(/ €/g, '\u00a0€');

describe('label texts', () => {
  it.each<[string, Partial<LabelProduct>, string]>([
    ['a piece at a fixed price', {}, '3,90 €'],
    [
      'per kg, approximate',
      { unit: 'kg', price: 6.8, calculationModel: 'approximate' },
      'ca. 6,80 € / kg',
    ],
    ['a minimum price', { price: 180, calculationModel: 'minimum' }, 'ab 180,00 €'],
    ['a hidden price reads approximate', { isPriceHidden: true }, 'ca. 3,90 €'],
    ['thousands grouped', { price: 1234.5 }, '1.234,50 €'],
  ])('price: %s', (_name, fields, expected) => {
    expect(labelPriceText(product(fields))).toBe(nbsp(expected));
  });

  it.each<[string, Partial<LabelProduct>, string]>([
    ['a piece', {}, 'Preis je Stk.'],
    ['already per kg', { unit: 'kg' }, 'Preis je kg'],
    ['per 100 g → per kg', { unit: 'g', price: 0.025 }, 'Grundpreis: 25,00 € / kg'],
    ['per dag → per kg', { unit: 'dag', price: 1.89 }, 'Grundpreis: 189,00 € / kg'],
    ['per 0,5 l bottle in dl → per l', { unit: 'dl', price: 0.45 }, 'Grundpreis: 4,50 € / l'],
    ['per cm² → per m²', { unit: 'cm2', price: 0.01 }, 'Grundpreis: 100,00 € / m²'],
  ])('unit line: %s', (_name, fields, expected) => {
    expect(labelUnitText(product(fields))).toBe(nbsp(expected));
  });

  it('names the allergens with their letters, none → no line', () => {
    expect(labelAllergenText(['A', 'G'])).toBe(
      'Allergene: A Glutenhaltiges Getreide, G Milch und Laktose',
    );
    expect(labelAllergenText([])).toBe('');
  });

  it('puts name and price on compact labels', () => {
    expect(labelBlocks('compact', product()).map((block) => block.text)).toEqual([
      'Bauernbrot',
      nbsp('3,90 €'),
    ]);
  });

  it('adds unit line, allergens and description on detail labels, leaving out empty ones', () => {
    const texts = labelBlocks('detail', product({ allergens: ['A'] })).map((block) => block.text);
    expect(texts).toEqual([
      'Bauernbrot',
      nbsp('3,90 €'),
      'Preis je Stk.',
      'Allergene: A Glutenhaltiges Getreide',
      'Natursauerteig, 1 kg Laib',
    ]);
    expect(labelBlocks('detail', product({ description: ' ' })).map((b) => b.text)).toEqual([
      'Bauernbrot',
      nbsp('3,90 €'),
      'Preis je Stk.',
    ]);
  });
});
