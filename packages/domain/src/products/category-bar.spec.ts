import { makeCategory, makeProduct } from '../testing/contract-fixtures.js';
import { categoryBarCategories } from './category-bar.js';

const group = (id: number, types: ('normal' | 'configurable' | 'bundle')[]) => ({
  category: makeCategory({ id, name: `K${id}` }),
  products: types.map((type) => ({ product: makeProduct({ type }) })),
});

describe('categoryBarCategories', () => {
  it.each([
    [[group(1, ['normal']), group(2, ['bundle'])], [1]],
    [[group(1, ['bundle', 'configurable']), group(2, ['bundle', 'bundle'])], [1]],
    [
      [group(1, []), group(2, ['normal']), group(3, ['configurable'])],
      [2, 3],
    ],
  ])('keeps the groups with a product that is not a bundle (%#)', (groups, expected) => {
    expect(categoryBarCategories(groups).map((g) => g.category.id)).toEqual(expected);
  });
});
