import { refIdOf, refIdsOf } from './editor-refs.js';

describe('refIdOf', () => {
  it.each<[unknown, number | null]>([
    [5, 5],
    ['5', 5],
    [' 12 ', 12],
    [{ id: 7 }, 7],
    [{ id: '7' }, 7],
    [{ id: 7, alt: 'Pizza', version: 2 }, 7],
    [null, null],
    [undefined, null],
    ['', null],
    ['abc', null],
    ['1.5', null],
    [Number.NaN, null],
    [{}, null],
    [{ id: null }, null],
    [[7], null],
  ])('%p → %p', (value, expected) => {
    expect(refIdOf(value)).toBe(expected);
  });
});

describe('refIdsOf', () => {
  it.each<[unknown, number[]]>([
    [
      [1, '2', { id: 3 }],
      [1, 2, 3],
    ],
    [[null, 'x', { id: 4 }], [4]],
    [[], []],
    [null, []],
    [{ id: 1 }, []],
  ])('%p → %p', (value, expected) => {
    expect(refIdsOf(value)).toEqual(expected);
  });
});
