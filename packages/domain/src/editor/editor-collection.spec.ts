import { addEntry, moveEntry, removeEntry } from './editor-collection.js';
import type { EditorField } from './editor-schema.js';

const fields: EditorField[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'price', label: 'Preis', kind: 'number' },
];

describe('addEntry', () => {
  it('appends an empty entry to an empty list', () => {
    expect(addEntry([], fields)).toEqual([{ name: '', price: null }]);
  });

  it('appends after the existing entries without changing the list', () => {
    const list = [{ name: 'Zone 1', price: 2 }];
    const added = addEntry(list, fields);
    expect(added).toEqual([
      { name: 'Zone 1', price: 2 },
      { name: '', price: null },
    ]);
    expect(added[0]).toBe(list[0]);
    expect(list).toEqual([{ name: 'Zone 1', price: 2 }]);
  });
});

describe('removeEntry', () => {
  it.each<[string[], number, string[]]>([
    [['a', 'b', 'c'], 0, ['b', 'c']],
    [['a', 'b', 'c'], 1, ['a', 'c']],
    [['a', 'b', 'c'], 2, ['a', 'b']],
    [['a'], 0, []],
  ])('%j without %i', (list, index, expected) => {
    const copy = [...list];
    expect(removeEntry(list, index)).toEqual(expected);
    expect(list).toEqual(copy);
  });

  it.each([-1, 3, 1.5, Number.NaN])('answers the same list for index %p', (index) => {
    const list = ['a', 'b', 'c'];
    expect(removeEntry(list, index)).toBe(list);
  });
});

describe('moveEntry', () => {
  it.each<[number, number, string[]]>([
    [0, 1, ['b', 'a', 'c', 'd']],
    [1, 0, ['b', 'a', 'c', 'd']],
    [0, 3, ['b', 'c', 'd', 'a']],
    [3, 0, ['d', 'a', 'b', 'c']],
    [1, 2, ['a', 'c', 'b', 'd']],
    [2, 1, ['a', 'c', 'b', 'd']],
  ])('moves %i to %i', (from, to, expected) => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveEntry(list, from, to)).toEqual(expected);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it.each<[number, number]>([
    [-1, 0],
    [0, -1],
    [4, 0],
    [0, 4],
    [1, 1],
    [0.5, 2],
  ])('answers the same list for %p → %p', (from, to) => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveEntry(list, from, to)).toBe(list);
  });

  it('answers the same empty list', () => {
    const list: string[] = [];
    expect(moveEntry(list, 0, 0)).toBe(list);
  });
});
