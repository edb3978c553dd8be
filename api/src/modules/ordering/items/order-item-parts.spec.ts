import { orderItemParts, type CartPartValue } from '@bestellwerk/domain';
import { makeConfigurableProduct, makePart } from '@bestellwerk/domain/testing';
import { cartPartsOfSnapshot } from './order-item-parts.js';

/** The cake of the fixtures with templates (a files part) as a fifth part. */
const base = makeConfigurableProduct();
const torte = makeConfigurableProduct({
  config: {
    parts: [...base.config.parts, makePart({ name: 'Vorlagen', type: 'files', optional: true })],
  },
});

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
