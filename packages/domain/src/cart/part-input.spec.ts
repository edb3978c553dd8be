import type { CartPartValue } from '../contract/ordering.js';
import { toggleMultiselectOption, toggleSelectOption } from './part-input.js';

describe('toggleSelectOption', () => {
  it.each<[boolean, CartPartValue, number, number | null]>([
    [true, 1, 1, null],
    [true, 1, 2, 2],
    [true, null, 0, 0],
    [false, 1, 1, 1],
    [false, null, 2, 2],
  ])('optional %p, current %p, click %p → %p', (optional, current, clicked, expected) => {
    expect(toggleSelectOption({ optional }, current, clicked)).toBe(expected);
  });
});

describe('toggleMultiselectOption', () => {
  it.each<[CartPartValue, number, number[]]>([
    [[], 2, [2]],
    [null, 1, [1]],
    [[0, 2], 1, [0, 1, 2]],
    [[2, 0], 0, [2]],
    [[1], 1, []],
    ['kaputt', 3, [3]],
  ])('%p, click %p → %p', (current, clicked, expected) => {
    expect(toggleMultiselectOption(current, clicked)).toEqual(expected);
  });
});
