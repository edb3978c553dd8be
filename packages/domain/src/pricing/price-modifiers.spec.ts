import fc from 'fast-check';
import type { ConfigPart, PartOption, PriceModifier } from '../contract/catalog.js';
import type { CartPartValue } from '../contract/ordering.js';
import { makePart, makeProduct } from '../testing/contract-fixtures.js';
import { applyPriceModifier, chosenOptions, configuredPriceCents } from './price-modifiers.js';

const option = (name: string, modifier: PriceModifier, value: number): PartOption => ({
  name,
  modifier,
  value,
});

describe('applyPriceModifier', () => {
  it.each<[number, PriceModifier, number, number]>([
    [500, 'add', 150, 650],
    [500, 'add', 0, 500],
    [500, 'subtract', 150, 350],
    [500, 'subtract', 500, 0],
    [500, 'subtract', 800, 0],
    [500, 'overwrite', 1200, 1200],
    [500, 'overwrite', 0, 0],
    [500, 'add', -800, 0],
    [500, 'overwrite', -100, 0],
  ])('%p ct %s %p ct → %p ct', (price, modifier, value, expected) => {
    expect(applyPriceModifier(price, modifier, value)).toBe(expected);
  });

  it('never produces a negative price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e7 }),
        fc.constantFrom<PriceModifier>('add', 'subtract', 'overwrite'),
        fc.integer({ min: -1e7, max: 1e7 }),
        (price, modifier, value) => {
          expect(applyPriceModifier(price, modifier, value)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

const size = makePart({
  name: 'Größe',
  type: 'select',
  options: [option('klein', 'add', 0), option('mittel', 'add', 12), option('groß', 'add', 24)],
});
const extras = makePart({
  name: 'Extras',
  type: 'multiselect',
  optional: true,
  options: [
    option('Kerze', 'add', 1.5),
    option('Sonderpreis', 'overwrite', 30),
    option('Rabatt', 'subtract', 5),
  ],
});
const text = makePart({ name: 'Aufschrift', type: 'text' });

describe('chosenOptions', () => {
  it.each<[string, ConfigPart, CartPartValue, string[]]>([
    ['a select option', size, 1, ['mittel']],
    ['nothing selected', size, null, []],
    ['an index the select lacks', size, 7, []],
    ['a negative index', size, -1, []],
    ['a fractional index', size, 0.5, []],
    ['an array on a select', size, [1], []],
    ['multiselect in option order, not click order', extras, [2, 0], ['Kerze', 'Rabatt']],
    ['multiselect counts each option once', extras, [0, 0], ['Kerze']],
    ['multiselect ignores unknown indexes', extras, [9, 1], ['Sonderpreis']],
    ['a number on a multiselect', extras, 1, []],
    ['a text part', text, 'Alles Gute', []],
  ])('%s', (_name, part, value, names) => {
    expect(chosenOptions(part, value).map((o) => o.name)).toEqual(names);
  });
});

describe('configuredPriceCents', () => {
  const torte = makeProduct({
    type: 'configurable',
    price: 36,
    config: { parts: [size, text, extras] },
  });

  it.each<[string, CartPartValue[], number]>([
    ['base price without choices', [null, '', []], 3600],
    ['a select adds', [1, 'Hallo', []], 4800],
    ['modifiers in part then option order', [2, '', [0, 2]], 3600 + 2400 + 150 - 500],
    ['overwrite replaces what came before', [2, '', [1]], 3000],
    // Option order: Kerze (+1.50) is overwritten by Sonderpreis (30), then Rabatt (−5) applies.
    ['options before an overwrite are lost, later ones apply', [2, '', [1, 2, 0]], 2500],
    ['click order does not matter', [2, '', [2, 0, 1]], 2500],
    ['missing values count as nothing chosen', [], 3600],
  ])('%s', (_name, values, expected) => {
    expect(configuredPriceCents(torte, values)).toBe(expected);
  });

  it('subtracts step by step and never below 0', () => {
    const cheap = makeProduct({
      type: 'configurable',
      price: 4,
      config: {
        parts: [
          makePart({ type: 'select', options: [option('Gutschein', 'subtract', 10)] }),
          makePart({ type: 'select', options: [option('Box', 'add', 2)] }),
        ],
      },
    });
    expect(configuredPriceCents(cheap, [0, 0])).toBe(200);
  });

  it('ignores parts of products that are not configurable', () => {
    const plain = makeProduct({ price: 3.4, config: { parts: [size] } });
    expect(configuredPriceCents(plain, [2])).toBe(340);
  });

  it('never goes below 0, even from a negative base', () => {
    expect(configuredPriceCents(makeProduct({ price: -1 }), [])).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100000 }),
        fc.array(
          fc.record({
            modifier: fc.constantFrom<PriceModifier>('add', 'subtract', 'overwrite'),
            cents: fc.integer({ min: -50000, max: 50000 }),
          }),
          { maxLength: 6 },
        ),
        (priceCents, modifiers) => {
          const product = makeProduct({
            type: 'configurable',
            price: priceCents / 100,
            config: {
              parts: [
                makePart({
                  type: 'multiselect',
                  options: modifiers.map((m, i) => option(`o${i}`, m.modifier, m.cents / 100)),
                }),
              ],
            },
          });
          const all = modifiers.map((_m, i) => i);
          const price = configuredPriceCents(product, [all]);
          expect(Number.isInteger(price)).toBe(true);
          expect(price).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
