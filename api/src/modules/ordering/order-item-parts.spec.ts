import { orderItemParts, type CartPartValue, type Product } from '@bestellwerk/domain';
import { cartPartsOfSnapshot } from './order-item-parts.js';

const torte: Pick<Product, 'type' | 'config'> = {
  type: 'configurable',
  config: {
    parts: [
      {
        name: 'Größe',
        description: '',
        type: 'select',
        optional: false,
        options: [
          { name: 'klein', modifier: 'subtract', value: 5 },
          { name: 'groß', modifier: 'add', value: 10 },
        ],
      },
      {
        name: 'Extras',
        description: '',
        type: 'multiselect',
        optional: true,
        options: [
          { name: 'Kerzen', modifier: 'add', value: 2 },
          { name: 'Deko', modifier: 'add', value: 3.5 },
        ],
      },
      { name: 'Aufschrift', description: '', type: 'text', optional: true, options: [] },
      { name: 'Foto', description: '', type: 'image', optional: true, options: [] },
      { name: 'Vorlagen', description: '', type: 'files', optional: true, options: [] },
    ],
  },
};

describe('cartPartsOfSnapshot', () => {
  it.each<[string, CartPartValue[]]>([
    ['every kind of part filled', [1, [0, 1], 'Alles Gute', 7, [8, 9]]],
    ['optional parts left empty', [0, null, null, null, null]],
    ['one of several options', [1, [1], null, null, [3]]],
  ])('gives back the values a snapshot was made of: %s', (_name, values) => {
    const snapshot = orderItemParts(torte, values);
    expect(cartPartsOfSnapshot(torte, snapshot)).toEqual(values);
    expect(orderItemParts(torte, cartPartsOfSnapshot(torte, snapshot))).toEqual(snapshot);
  });

  it('leaves a part empty whose option was renamed or which is new', () => {
    const snapshot = [
      { name: 'Größe', type: 'select' as const, values: ['mittel'], uploads: [] },
      { name: 'Alt', type: 'text' as const, values: ['x'], uploads: [] },
    ];
    expect(cartPartsOfSnapshot(torte, snapshot)).toEqual([null, null, null, null, null]);
  });

  it('has no parts for products that are not configurable', () => {
    expect(cartPartsOfSnapshot({ type: 'normal', config: torte.config }, [])).toEqual([]);
  });
});
