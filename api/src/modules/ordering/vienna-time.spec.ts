import { addDays, businessDayOf, startOfBusinessDay } from './vienna-time.js';

describe('Vienna business days', () => {
  it.each([
    ['2026-01-15T22:59:59.000Z', '2026-01-15'],
    ['2026-01-15T23:00:00.000Z', '2026-01-16'],
    ['2026-07-15T21:59:59.000Z', '2026-07-15'],
    ['2026-07-15T22:00:00.000Z', '2026-07-16'],
  ])('puts %s on the Vienna day %s', (instant, day) => {
    expect(businessDayOf(new Date(instant))).toBe(day);
  });

  it.each([
    ['2026-01-16', '2026-01-15T23:00:00.000Z'],
    ['2026-07-16', '2026-07-15T22:00:00.000Z'],
    // The days of the clock changes begin before the change (at 00:00 local time).
    ['2026-03-29', '2026-03-28T23:00:00.000Z'],
    ['2026-03-30', '2026-03-29T22:00:00.000Z'],
    ['2026-10-25', '2026-10-24T22:00:00.000Z'],
    ['2026-10-26', '2026-10-25T23:00:00.000Z'],
  ])('starts the Vienna day %s at %s', (day, instant) => {
    expect(startOfBusinessDay(day).toISOString()).toBe(instant);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
