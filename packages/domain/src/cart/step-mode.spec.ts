import type { CartPartValue } from '../contract/ordering.js';
import { makePart } from '../testing/contract-fixtures.js';
import { canAdvanceFromStep, isLastStep } from './step-mode.js';

const parts = [
  makePart({ type: 'select', options: [{ name: 'A', modifier: 'add', value: 0 }] }),
  makePart({ type: 'text', optional: true }),
  makePart({ type: 'textarea' }),
];

describe('canAdvanceFromStep', () => {
  it.each<[number, CartPartValue[], boolean]>([
    [0, [null], false],
    [0, [0], true],
    [0, [3], false],
    [1, [0, null], true],
    [1, [0, 'x'], true],
    [2, [0, null, 'fertig'], false],
    [-1, [0], false],
    [0.5, [0], false],
    [5, [0, null, 'x'], false],
  ])('step %p with %p → %p', (step, values, expected) => {
    expect(canAdvanceFromStep(parts, values, step)).toBe(expected);
  });

  it('never advances without parts', () => {
    expect(canAdvanceFromStep([], [], 0)).toBe(false);
  });

  it('advances from a filled required text part', () => {
    expect(canAdvanceFromStep([makePart(), makePart()], ['Text'], 0)).toBe(true);
  });
});

describe('isLastStep', () => {
  it.each<[number, boolean]>([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
  ])('step %p → %p', (step, expected) => {
    expect(isLastStep(parts, step)).toBe(expected);
  });
});
