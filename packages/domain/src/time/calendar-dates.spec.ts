import fc from 'fast-check';
import {
  addCalendarDays,
  calendarDateOf,
  calendarDateParts,
  calendarDaysBetween,
  daysInMonth,
  formatTimeOfDay,
  GERMAN_MONTH_NAMES,
  GERMAN_WEEKDAY_NAMES,
  germanMonthName,
  germanWeekdayName,
  isCalendarDate,
  isLeapYear,
  isoWeekOf,
  isoWeeksInYear,
  parseTimeOfDay,
  weekdayIndexOf,
  weekdayOf,
} from './calendar-dates.js';

/** Any date from 1900 to 2199 as `YYYY-MM-DD`. */
const dates = fc
  .integer({ min: 0, max: 300 * 366 })
  .map((days) => addCalendarDays('1900-01-01', days));

describe('calendar date arithmetic', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-01-31', 30, '2026-03-02'],
    ['2026-11-23', 0, '2026-11-23'],
    ['2026-11-23', 180, '2027-05-22'],
  ])('%s %+i days is %s', (date, days, expected) => {
    expect(addCalendarDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-01-01', '2027-01-01', 365],
    ['2024-01-01', '2025-01-01', 366],
    ['2026-03-28', '2026-03-30', 2],
    ['2026-10-26', '2026-10-24', -2],
  ])('from %s to %s are %i days', (from, to, days) => {
    expect(calendarDaysBetween(from, to)).toBe(days);
  });

  it('rolls overflowing parts over and keeps years below 100 literal', () => {
    expect(calendarDateOf(2026, 13, 1)).toBe('2027-01-01');
    expect(calendarDateOf(2026, 3, 0)).toBe('2026-02-28');
    expect(calendarDateOf(50, 1, 1)).toBe('0050-01-01');
    expect(calendarDateParts('2026-03-29')).toEqual({ year: 2026, month: 3, day: 29 });
  });

  it('adds and subtracts days as inverse operations', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: -1000, max: 1000 }), (date, days) => {
        const moved = addCalendarDays(date, days);
        expect(addCalendarDays(moved, -days)).toBe(date);
        expect(calendarDaysBetween(date, moved)).toBe(days);
        expect(isCalendarDate(moved)).toBe(true);
      }),
    );
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2026-11-23', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2100-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['23.11.2026', false],
    ['', false],
    [20261123, false],
    [null, false],
  ])('%p → %p', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe('leap years and month lengths', () => {
  it.each([
    [2024, true],
    [2026, false],
    [2028, true],
    [1900, false],
    [2000, true],
    [2100, false],
    [2400, true],
  ])('%i is a leap year: %p', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
    expect(daysInMonth(year, 2)).toBe(leap ? 29 : 28);
  });

  it.each([
    [2026, 1, 31],
    [2026, 4, 30],
    [2026, 12, 31],
    [2026, 11, 30],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('weekdays', () => {
  it.each([
    ['2026-11-23', 0, 'monday', 'Montag'],
    ['2026-11-24', 1, 'tuesday', 'Dienstag'],
    ['2026-03-29', 6, 'sunday', 'Sonntag'],
    ['2026-10-25', 6, 'sunday', 'Sonntag'],
    ['2027-01-01', 4, 'friday', 'Freitag'],
    ['2024-02-29', 3, 'thursday', 'Donnerstag'],
    ['2000-01-01', 5, 'saturday', 'Samstag'],
  ])('%s is weekday %i (%s, %s)', (date, index, weekday, german) => {
    expect(weekdayIndexOf(date)).toBe(index);
    expect(weekdayOf(date)).toBe(weekday);
    expect(germanWeekdayName(date)).toBe(german);
  });

  it('cycles every seven days', () => {
    fc.assert(
      fc.property(dates, (date) => {
        expect(weekdayIndexOf(addCalendarDays(date, 1))).toBe((weekdayIndexOf(date) + 1) % 7);
      }),
    );
  });
});

describe('ISO weeks', () => {
  it.each([
    ['2026-01-01', 2026, 1, 'a Thursday opens week 1'],
    ['2025-12-29', 2026, 1, 'the Monday before belongs to the next year'],
    ['2026-12-31', 2026, 53, '2026 has 53 weeks'],
    ['2027-01-01', 2026, 53, 'New Year 2027 (a Friday) is week 53 of 2026'],
    ['2027-01-03', 2026, 53, 'its Sunday too'],
    ['2027-01-04', 2027, 1, 'the first Monday of 2027 opens week 1'],
    ['2021-01-03', 2020, 53, '2020 has 53 weeks'],
    ['2024-12-30', 2025, 1, 'late December in week 1'],
    ['2026-03-29', 2026, 13, 'spring DST Sunday'],
    ['2026-10-25', 2026, 43, 'autumn DST Sunday'],
    ['2026-11-23', 2026, 48, 'an ordinary Monday'],
  ])('%s is %i-W%i (%s)', (date, year, week) => {
    expect(isoWeekOf(date)).toEqual({ year, week });
  });

  it.each([
    [2026, 53],
    [2027, 52],
    [2020, 53],
    [2015, 53],
    [2025, 52],
  ])('%i has %i ISO weeks', (year, weeks) => {
    expect(isoWeeksInYear(year)).toBe(weeks);
  });

  it('numbers weeks consecutively, changing only on Mondays', () => {
    fc.assert(
      fc.property(dates, (date) => {
        const today = isoWeekOf(date);
        const tomorrow = isoWeekOf(addCalendarDays(date, 1));
        expect(today.week).toBeGreaterThanOrEqual(1);
        expect(today.week).toBeLessThanOrEqual(isoWeeksInYear(today.year));
        if (weekdayIndexOf(addCalendarDays(date, 1)) !== 0) expect(tomorrow).toEqual(today);
        else if (today.week === isoWeeksInYear(today.year))
          expect(tomorrow).toEqual({ year: today.year + 1, week: 1 });
        else expect(tomorrow).toEqual({ year: today.year, week: today.week + 1 });
      }),
    );
  });
});

describe('times of day', () => {
  it.each([
    ['00:00', 0],
    ['07:05', 425],
    ['23:59', 1439],
    ['24:00', null],
    ['7:00', null],
    ['07:60', null],
    ['', null],
  ])('%p is %p minutes after midnight', (time, minutes) => {
    expect(parseTimeOfDay(time)).toBe(minutes);
  });

  it.each([
    [0, '00:00'],
    [425, '07:05'],
    [1439, '23:59'],
    [1440, '00:00'],
    [1500, '01:00'],
    [-60, '23:00'],
  ])('%i minutes read %s', (minutes, time) => {
    expect(formatTimeOfDay(minutes)).toBe(time);
  });

  it('formats and parses as inverses within a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        expect(parseTimeOfDay(formatTimeOfDay(minutes))).toBe(minutes);
      }),
    );
  });
});

describe('German names', () => {
  it('names weekdays Monday first and months January first', () => {
    expect(GERMAN_WEEKDAY_NAMES).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    expect(GERMAN_MONTH_NAMES[0]).toBe('Januar');
    expect(GERMAN_MONTH_NAMES[2]).toBe('März');
    expect(GERMAN_MONTH_NAMES[11]).toBe('Dezember');
  });

  it.each([
    [1, 'de', 'Januar'],
    [1, 'de-AT', 'Jänner'],
    [3, 'de-AT', 'März'],
    [12, 'de', 'Dezember'],
  ] as const)('month %i in %s is %s', (month, variant, name) => {
    expect(germanMonthName(month, variant)).toBe(name);
  });

  it('defaults to standard German', () => {
    expect(germanMonthName(1)).toBe('Januar');
  });
});
