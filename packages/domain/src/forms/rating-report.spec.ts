import { ratingAverage, ratingAverageText, ratingPeriodErrors } from './rating-report.js';

describe('ratingAverage', () => {
  it.each<[number, number, number]>([
    [9, 2, 4.5],
    [13, 3, 4.33],
    [14, 3, 4.67],
    [5, 1, 5],
    [0, 0, 0],
  ])('%p over %p → %p', (sum, count, expected) => {
    expect(ratingAverage(sum, count)).toBe(expected);
  });
});

describe('ratingAverageText', () => {
  it.each<[number, number, string]>([
    [4.33, 3, '4,3'],
    [4.67, 3, '4,7'],
    [5, 1, '5,0'],
    [0, 0, '–'],
  ])('%p of %p ratings reads %p', (average, count, expected) => {
    expect(ratingAverageText(average, count)).toBe(expected);
  });
});

describe('ratingPeriodErrors', () => {
  it.each<[string | undefined, string | undefined, number]>([
    ['2026-11-01', '2026-11-30', 0],
    ['2026-11-01', '2026-11-01', 0],
    [undefined, '2026-11-01', 0],
    ['2026-11-01', undefined, 0],
    ['2026-11-02', '2026-11-01', 1],
  ])('%p to %p: %p errors', (from, to, errors) => {
    expect(ratingPeriodErrors(from, to)).toHaveLength(errors);
  });
});
