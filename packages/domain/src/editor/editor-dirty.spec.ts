import { isDirty, sameEditorValue } from './editor-dirty.js';

describe('isDirty', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, boolean]>([
    ['empty records', {}, {}, false],
    [
      'same values',
      { title: 'Pizza', price: 9.5, active: true },
      { title: 'Pizza', price: 9.5, active: true },
      false,
    ],
    ['key order does not matter', { a: 1, b: { x: 1, y: 2 } }, { b: { y: 2, x: 1 }, a: 1 }, false],
    ['changed text', { title: 'Pizza' }, { title: 'Pizza ' }, true],
    ['changed number', { price: 9.5 }, { price: 9.6 }, true],
    ['number vs its text', { price: 9 }, { price: '9' }, true],
    ['null vs empty text', { title: null }, { title: '' }, true],
    ['false vs null', { active: false }, { active: null }, true],
    ['added key', { a: 1 }, { a: 1, b: 2 }, true],
    ['removed key', { a: 1, b: 2 }, { a: 1 }, true],
    ['undefined counts as absent', { a: 1, b: undefined }, { a: 1 }, false],
    ['null is a value', { a: 1, b: null }, { a: 1 }, true],
    ['nested group change', { address: { street: 'A' } }, { address: { street: 'B' } }, true],
    ['same list', { tags: [{ id: 1 }, { id: 2 }] }, { tags: [{ id: 1 }, { id: 2 }] }, false],
    [
      'list order matters',
      { tags: [{ id: 1 }, { id: 2 }] },
      { tags: [{ id: 2 }, { id: 1 }] },
      true,
    ],
    ['entry added', { areas: [] }, { areas: [{ price: null }] }, true],
    ['entry removed', { areas: [{ price: 1 }] }, { areas: [] }, true],
    ['nested entry field', { areas: [{ price: 1 }] }, { areas: [{ price: 2 }] }, true],
    ['list vs object', { a: [] }, { a: {} }, true],
    ['NaN equals NaN', { a: Number.NaN }, { a: Number.NaN }, false],
  ])('%s', (_, initial, current, expected) => {
    expect(isDirty(initial, current)).toBe(expected);
    expect(isDirty(current, initial)).toBe(expected);
  });
});

describe('sameEditorValue', () => {
  it.each<[unknown, unknown, boolean]>([
    [new Date('2026-03-29T01:00:00Z'), new Date('2026-03-29T03:00:00+02:00'), true],
    [new Date('2026-03-29T01:00:00Z'), new Date('2026-03-29T02:00:00Z'), false],
    [new Date(0), {}, false],
    ['a', 'a', true],
    [0, -0, true],
    [Number.NaN, 'NaN', false],
  ])('%p and %p → %p', (a, b, expected) => {
    expect(sameEditorValue(a, b)).toBe(expected);
  });
});
