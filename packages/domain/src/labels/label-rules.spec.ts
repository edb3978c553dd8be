import { LABEL_MESSAGES, labelRequestErrors, type LabelRequest } from './label-rules.js';

const request = (fields: Partial<LabelRequest>): LabelRequest => ({
  layout: 'compact',
  productCount: 1,
  copies: 1,
  ...fields,
});

describe('labelRequestErrors', () => {
  it.each<[string, Partial<LabelRequest>, { field: string; message: string }[]]>([
    ['a valid compact request', {}, []],
    ['exactly 500 labels', { layout: 'detail', productCount: 250, copies: 2 }, []],
    [
      'an unknown layout',
      { layout: 'gross' },
      [{ field: 'layout', message: LABEL_MESSAGES.layout }],
    ],
    [
      'no products',
      { productCount: 0 },
      [{ field: 'products', message: LABEL_MESSAGES.noProducts }],
    ],
    [
      '501 products',
      { productCount: 501 },
      [{ field: 'products', message: 'Höchstens 500 Etiketten pro PDF; gewählt sind 501.' }],
    ],
    [
      'too many copies',
      { productCount: 3, copies: 200 },
      [{ field: 'copies', message: 'Höchstens 500 Etiketten pro PDF; gewählt sind 600.' }],
    ],
  ])('%s', (_name, fields, expected) => {
    expect(labelRequestErrors(request(fields))).toEqual(expected);
  });
});
