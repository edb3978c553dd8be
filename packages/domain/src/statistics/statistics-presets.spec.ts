import {
  presetOfPeriod,
  presetPeriod,
  presetPeriodOfDay,
  type StatisticsPreset,
} from './statistics-presets.js';

describe('statistics presets', () => {
  it.each<[StatisticsPreset, string, string, string, string]>([
    // preset, today, from, to, why
    ['today', '2026-10-14', '2026-10-14', '2026-10-14', 'just the day'],
    ['yesterday', '2026-03-01', '2026-02-28', '2026-02-28', 'back across a month end'],
    ['yesterday', '2026-01-01', '2025-12-31', '2025-12-31', 'back across a year end'],
    [
      'this-week',
      '2026-11-29',
      '2026-11-23',
      '2026-11-29',
      'a Sunday belongs to the week from Monday',
    ],
    ['this-week', '2026-11-23', '2026-11-23', '2026-11-23', 'on Monday the week is that day'],
    ['this-week', '2026-01-02', '2025-12-29', '2026-01-02', 'a week across New Year'],
    ['last-month', '2026-03-31', '2026-02-01', '2026-02-28', 'the 31st asks for a 28-day February'],
    ['last-month', '2028-03-15', '2028-02-01', '2028-02-29', 'a leap February'],
    ['last-month', '2026-01-10', '2025-12-01', '2025-12-31', 'January looks back into last year'],
    ['this-year', '2026-01-01', '2026-01-01', '2026-01-01', 'on 1 January the year is one day'],
    ['this-year', '2026-11-29', '2026-01-01', '2026-11-29', 'up to today'],
  ])('%s on %s is %s – %s (%s)', (preset, today, from, to) => {
    expect(presetPeriodOfDay(preset, today)).toEqual({ from, to });
  });

  it('takes today from the shop’s time zone, not from UTC', () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Vienna (UTC+1 in winter).
    const now = new Date('2026-12-31T23:30:00.000Z');
    expect(presetPeriod('today', now, 'Europe/Vienna')).toEqual({
      from: '2027-01-01',
      to: '2027-01-01',
    });
    expect(presetPeriod('this-year', now, 'Europe/Vienna')).toEqual({
      from: '2027-01-01',
      to: '2027-01-01',
    });
    expect(presetPeriod('today', now, 'UTC')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    // 22:30 UTC on a summer Sunday is already Monday in Vienna (UTC+2): a new week.
    const summer = new Date('2026-06-28T22:30:00.000Z');
    expect(presetPeriod('this-week', summer, 'Europe/Vienna')).toEqual({
      from: '2026-06-29',
      to: '2026-06-29',
    });
  });

  it('recognises a preset’s period and names none for a period of one’s own', () => {
    const now = new Date('2026-03-31T10:00:00.000Z');
    expect(presetOfPeriod({ from: '2026-02-01', to: '2026-02-28' }, now)).toBe('last-month');
    expect(presetOfPeriod({ from: '2026-03-31', to: '2026-03-31' }, now)).toBe('today');
    expect(presetOfPeriod({ from: '2026-02-02', to: '2026-02-28' }, now)).toBeNull();
  });
});
