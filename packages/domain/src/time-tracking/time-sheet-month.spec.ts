import {
  germanMonth,
  hasMonthEnded,
  monthDays,
  monthInstants,
  monthsBetween,
  parseMonth,
} from './time-sheet-month.js';

describe('time sheet months', () => {
  it.each([
    ['2026-11', { year: 2026, month: 11 }],
    ['2026-01', { year: 2026, month: 1 }],
    ['2026-13', null],
    ['2026-00', null],
    ['2026-1', null],
    ['11.2026', null],
    ['', null],
  ])('parses %p', (text, expected) => {
    expect(parseMonth(text)).toEqual(expected);
  });

  it('names the first and last day and writes the month the German way', () => {
    expect(monthDays({ year: 2028, month: 2 })).toEqual({
      first: '2028-02-01',
      last: '2028-02-29',
    });
    expect(germanMonth({ year: 2026, month: 3 })).toBe('03.2026');
  });

  it('spans the business days in the zone; October 2026 in Vienna has one hour more', () => {
    const { from, to } = monthInstants({ year: 2026, month: 10 }, 'Europe/Vienna');
    expect(from.toISOString()).toBe('2026-09-30T22:00:00.000Z');
    expect(to.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(31 * 24 + 1);
    const december = monthInstants({ year: 2026, month: 12 }, 'Europe/Vienna');
    expect(december.to.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('counts a month as ended once its last day is over on the wall clock', () => {
    const november = { year: 2026, month: 11 };
    // 30.11. 23:30 in Vienna is still November; 00:30 on 1.12. is not.
    expect(hasMonthEnded(november, new Date('2026-11-30T22:30:00.000Z'), 'Europe/Vienna')).toBe(
      false,
    );
    expect(hasMonthEnded(november, new Date('2026-11-30T23:30:00.000Z'), 'Europe/Vienna')).toBe(
      true,
    );
  });

  it('lists the months a span of days touches', () => {
    expect(monthsBetween('2026-11-28', '2027-01-02')).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(monthsBetween('2026-11-02', '2026-11-03')).toEqual(['2026-11']);
  });
});
