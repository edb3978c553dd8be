import { makeSite } from '../testing/index.js';
import { otherSpecialtySites, shuffled } from './specialty-pages.js';

describe('shuffled', () => {
  it('keeps every item once and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5];
    const result = shuffled(input, () => 0.5);
    expect([...result].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    [() => 0, [2, 3, 4, 5, 1]],
    [() => 0.999999, [1, 2, 3, 4, 5]],
  ])('orders by the random source', (random, expected) => {
    expect(shuffled([1, 2, 3, 4, 5], random)).toEqual(expected);
  });

  it('copes with empty and single lists and a random source that answers 1', () => {
    expect(shuffled([], () => 0.3)).toEqual([]);
    expect(shuffled(['a'], () => 0.3)).toEqual(['a']);
    expect(shuffled(['a', 'b'], () => 1).sort()).toEqual(['a', 'b']);
  });
});

describe('otherSpecialtySites', () => {
  const current = makeSite({ id: 1, type: 'custom_specialty' });
  const torte = makeSite({ id: 2, type: 'custom_specialty' });
  const brot = makeSite({ id: 3, type: 'custom_specialty' });
  const draft = makeSite({ id: 4, type: 'custom_specialty', isPublic: false });
  const about = makeSite({ id: 5, type: 'custom_site' });

  it('lists the other public specialty pages only', () => {
    const result = otherSpecialtySites([current, torte, brot, draft, about], current, () => 0.99);
    expect(result).toEqual([torte, brot]);
  });

  it('puts them in the order of the random source', () => {
    expect(otherSpecialtySites([current, torte, brot], current, () => 0)).toEqual([brot, torte]);
  });
});
