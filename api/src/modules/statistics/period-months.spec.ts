import { periodMonths } from './period-months.js';

describe('periodMonths', () => {
  it.each([
    // A year from mid-month: eleven whole months and two ends.
    [
      '2025-11-15',
      '2026-11-14',
      { from: '2025-12', to: '2026-10' },
      [
        { from: '2025-11-15', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-14' },
      ],
    ],
    // Whole months only, February of a leap year included.
    ['2028-01-01', '2028-02-29', { from: '2028-01', to: '2028-02' }, []],
    // Within one month: days only.
    ['2026-10-03', '2026-10-30', null, [{ from: '2026-10-03', to: '2026-10-30' }]],
    // Across a month end without a whole month.
    ['2026-10-20', '2026-11-10', null, [{ from: '2026-10-20', to: '2026-11-10' }]],
    // A whole month and a day at its start.
    [
      '2026-09-30',
      '2026-10-31',
      { from: '2026-10', to: '2026-10' },
      [{ from: '2026-09-30', to: '2026-09-30' }],
    ],
  ])('splits %s – %s', (from, to, months, days) => {
    expect(periodMonths({ from, to })).toEqual({ months, days });
  });
});
