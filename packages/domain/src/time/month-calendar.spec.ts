import fc from 'fast-check';
import { addCalendarDays, daysInMonth, isoWeekOf, weekdayIndexOf } from './calendar-dates.js';
import { monthCalendarWeeks } from './month-calendar.js';

describe('monthCalendarWeeks', () => {
  it('lays out November 2026 (starts on a Sunday) in six Monday-first rows', () => {
    const weeks = monthCalendarWeeks(2026, 11);
    expect(weeks.map((w) => w.isoWeek.week)).toEqual([44, 45, 46, 47, 48, 49]);
    expect(weeks[0].days.map((d) => [d.day, d.isInMonth])).toEqual([
      [26, false],
      [27, false],
      [28, false],
      [29, false],
      [30, false],
      [31, false],
      [1, true],
    ]);
    expect(weeks[5].days.map((d) => d.date)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks[5].days.map((d) => d.isInMonth)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('lays out February 2021 (28 days from a Monday) in exactly four rows', () => {
    const weeks = monthCalendarWeeks(2021, 2);
    expect(weeks).toHaveLength(4);
    expect(weeks.every((w) => w.days.every((d) => d.isInMonth))).toBe(true);
  });

  it('labels the first row of January 2027 as week 53 of 2026', () => {
    const [first, second] = monthCalendarWeeks(2027, 1);
    expect(first.isoWeek).toEqual({ year: 2026, week: 53 });
    expect(first.days[0].date).toBe('2026-12-28');
    expect(first.days[4]).toEqual({ date: '2027-01-01', day: 1, isInMonth: true });
    expect(second.isoWeek).toEqual({ year: 2027, week: 1 });
  });

  it('shows 29 February in leap years only', () => {
    const inMonth = (year: number) =>
      monthCalendarWeeks(year, 2)
        .flatMap((w) => w.days)
        .filter((d) => d.isInMonth)
        .map((d) => d.day);
    expect(Math.max(...inMonth(2024))).toBe(29);
    expect(Math.max(...inMonth(2026))).toBe(28);
  });

  it('covers every month with whole, consecutive Monday-to-Sunday weeks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        (year, month) => {
          const weeks = monthCalendarWeeks(year, month);
          const days = weeks.flatMap((w) => w.days);
          expect(weeks.length).toBeGreaterThanOrEqual(4);
          expect(weeks.length).toBeLessThanOrEqual(6);
          expect(weekdayIndexOf(days[0].date)).toBe(0);
          days.forEach((d, i) => {
            if (i > 0) expect(d.date).toBe(addCalendarDays(days[i - 1].date, 1));
          });
          expect(days.filter((d) => d.isInMonth)).toHaveLength(daysInMonth(year, month));
          weeks.forEach((w) => expect(w.isoWeek).toEqual(isoWeekOf(w.days[3].date)));
        },
      ),
    );
  });
});
