import type { UnitKey } from '../contract/catalog.js';
import { cartItemCount } from './item-count.js';

describe('cartItemCount', () => {
  const item = (amount: number, unit: UnitKey) => ({ amount, unit });

  it.each<[string, { amount: number; unit: UnitKey }[], number]>([
    ['an empty cart', [], 0],
    ['pieces count 1 per item', [item(4, 'piece')], 1],
    ['pairs count by amount', [item(3, 'pair')], 3],
    ['persons count by amount', [item(25, 'person')], 25],
    ['weights count 1 per item', [item(500, 'g'), item(1.5, 'kg')], 2],
    ['servings and packages count 1 per item', [item(2, 'serving'), item(5, 'package')], 2],
    ['mixed', [item(2, 'pair'), item(10, 'person'), item(6, 'piece'), item(0.25, 'l')], 14],
    ['fractional pairs add without drift', [item(0.1, 'pair'), item(0.2, 'pair')], 0.3],
  ])('%s', (_name, items, expected) => {
    expect(cartItemCount(items)).toBe(expected);
  });
});
