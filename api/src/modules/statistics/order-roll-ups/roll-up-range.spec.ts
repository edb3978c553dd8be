import { rollUpRange } from './roll-up-range.js';

describe('rollUpRange', () => {
  it('reads a range inside one month from the days only', () => {
    expect(rollUpRange({ from: '2026-10-24', to: '2026-10-26' })).toEqual({
      months: null,
      days: [{ from: '2026-10-24', to: '2026-10-26' }],
    });
  });

  it('reads a whole month from its monthly rows and nothing else', () => {
    expect(rollUpRange({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      months: { from: '2026-02-01', to: '2026-02-01' },
      days: [],
    });
  });

  it('splits a year into the days before, eleven whole months and the days after', () => {
    expect(rollUpRange({ from: '2025-11-29', to: '2026-11-28' })).toEqual({
      months: { from: '2025-12-01', to: '2026-10-01' },
      days: [
        { from: '2025-11-29', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-28' },
      ],
    });
  });

  it('keeps leap days with February', () => {
    expect(rollUpRange({ from: '2028-02-15', to: '2028-03-31' })).toEqual({
      months: { from: '2028-03-01', to: '2028-03-01' },
      days: [{ from: '2028-02-15', to: '2028-02-29' }],
    });
  });

  it('reads two partial months next to each other from the days', () => {
    expect(rollUpRange({ from: '2026-10-15', to: '2026-11-14' })).toEqual({
      months: null,
      days: [{ from: '2026-10-15', to: '2026-11-14' }],
    });
  });
});
