import type { CartPartValue, OrderItemPart } from '../contract/ordering.js';
import { makePart, makeProduct } from '../testing/contract-fixtures.js';
import { orderItemParts } from './part-snapshot.js';

const torte = makeProduct({
  type: 'configurable',
  config: {
    parts: [
      makePart({
        name: 'Größe',
        type: 'select',
        options: [
          { name: 'klein', modifier: 'add', value: 0 },
          { name: 'groß', modifier: 'add', value: 12 },
        ],
      }),
      makePart({
        name: 'Extras',
        type: 'multiselect',
        optional: true,
        options: [
          { name: 'Kerze', modifier: 'add', value: 1 },
          { name: 'Karte', modifier: 'add', value: 2 },
        ],
      }),
      makePart({ name: 'Aufschrift', type: 'text', optional: true }),
      makePart({ name: 'Foto', type: 'image', optional: true }),
      makePart({ name: 'Vorlagen', type: 'files', optional: true }),
    ],
  },
});

describe('orderItemParts', () => {
  it('keeps option names, trimmed text and upload ids of the filled parts', () => {
    expect(orderItemParts(torte, [1, [1, 0], '  Alles Gute  ', 31, [40, 41]])).toEqual<
      OrderItemPart[]
    >([
      { name: 'Größe', type: 'select', values: ['groß'], uploads: [] },
      { name: 'Extras', type: 'multiselect', values: ['Kerze', 'Karte'], uploads: [] },
      { name: 'Aufschrift', type: 'text', values: ['Alles Gute'], uploads: [] },
      { name: 'Foto', type: 'image', values: ['31'], uploads: [31] },
      { name: 'Vorlagen', type: 'files', values: ['40', '41'], uploads: [40, 41] },
    ]);
  });

  it.each<[string, CartPartValue[]]>([
    ['missing values', []],
    ['empty values', [null, [], '   ', null, []]],
    ['values of the wrong shape', ['x', 3, 7, 'bild', 'datei']],
  ])('leaves out parts with %s', (_name, values) => {
    expect(orderItemParts(torte, values)).toEqual([]);
  });

  it('has no parts for products that are not configurable', () => {
    expect(orderItemParts({ ...torte, type: 'normal' }, [1])).toEqual([]);
  });
});
