import fc from 'fast-check';
import { addCalendarDays, calendarDateOf, weekdayIndexOf } from './calendar-dates.js';
import {
  businessDayOf,
  DEFAULT_TIME_ZONE,
  endOfBusinessDay,
  instantOfDayMinutes,
  instantOfWallTime,
  isTimeZone,
  roundUpToWallMinutes,
  startOfBusinessDay,
  timeOfDayOf,
  wallTimeOf,
  zoneOffsetMinutes,
  type WallTime,
} from './time-zone.js';

const iso = (d: Date) => d.toISOString();
const wall = (text: string): WallTime => {
  const [date, time] = text.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second = 0] = time.split(':').map(Number);
  return { year, month, day, hour, minute, second, millisecond: 0 };
};
const show = (w: WallTime) =>
  `${calendarDateOf(w.year, w.month, w.day)} ${String(w.hour).padStart(2, '0')}:${String(
    w.minute,
  ).padStart(2, '0')}:${String(w.second).padStart(2, '0')}`;

describe('wallTimeOf', () => {
  it.each([
    ['winter (CET, +1)', '2026-01-15T11:00:00.000Z', 'Europe/Vienna', '2026-01-15 12:00:00'],
    ['summer (CEST, +2)', '2026-07-15T11:00:00.000Z', 'Europe/Vienna', '2026-07-15 13:00:00'],
    [
      'last second before spring change',
      '2026-03-29T00:59:59.000Z',
      'Europe/Vienna',
      '2026-03-29 01:59:59',
    ],
    [
      'spring change: 02:00 is skipped',
      '2026-03-29T01:00:00.000Z',
      'Europe/Vienna',
      '2026-03-29 03:00:00',
    ],
    [
      'autumn: first 02:30 (summer time)',
      '2026-10-25T00:30:00.000Z',
      'Europe/Vienna',
      '2026-10-25 02:30:00',
    ],
    [
      'autumn: second 02:30 (winter time)',
      '2026-10-25T01:30:00.000Z',
      'Europe/Vienna',
      '2026-10-25 02:30:00',
    ],
    [
      'midnight is hour 0, not 24',
      '2026-01-15T23:00:00.000Z',
      'Europe/Vienna',
      '2026-01-16 00:00:00',
    ],
    [
      'other zone: Kathmandu +5:45',
      '2026-01-01T00:00:00.000Z',
      'Asia/Kathmandu',
      '2026-01-01 05:45:00',
    ],
    ['other zone: New York', '2026-07-04T16:00:00.000Z', 'America/New_York', '2026-07-04 12:00:00'],
  ])('%s', (_name, instant, zone, expected) => {
    expect(show(wallTimeOf(new Date(instant), zone))).toBe(expected);
  });

  it('keeps the milliseconds, also before 1970', () => {
    expect(wallTimeOf(new Date('2026-01-15T11:00:00.123Z')).millisecond).toBe(123);
    expect(wallTimeOf(new Date('1969-12-31T23:59:59.250Z'), 'UTC').millisecond).toBe(250);
  });

  it('defaults to Vienna and rejects unknown zones and invalid dates', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Vienna');
    expect(wallTimeOf(new Date('2026-07-15T11:00:00.000Z')).hour).toBe(13);
    expect(() => wallTimeOf(new Date(0), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => wallTimeOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('wallTimeOf against Intl', () => {
  const zones = [
    'Europe/Vienna',
    'America/New_York',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Europe/London',
  ];
  const reference = (instant: Date, timeZone: string) => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(instant);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return [get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')];
  };

  it('agrees with a plain Intl formatting at any instant, also around offset changes', () => {
    const changes = [
      '2026-03-29T01:00:00Z',
      '2026-10-25T01:00:00Z',
      '2026-03-08T07:00:00Z',
      '2026-04-05T15:00:00Z',
    ];
    const nearChange = fc
      .tuple(fc.constantFrom(...changes), fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }))
      .map(([change, delta]) => new Date(Date.parse(change) + delta));
    const anywhere = fc.date({
      min: new Date('1980-01-01'),
      max: new Date('2080-01-01'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(fc.oneof(nearChange, anywhere), fc.constantFrom(...zones), (instant, zone) => {
        const w = wallTimeOf(instant, zone);
        expect([w.year, w.month, w.day, w.hour, w.minute, w.second]).toEqual(
          reference(instant, zone),
        );
      }),
      { numRuns: 3000 },
    );
  });
});

describe('zoneOffsetMinutes', () => {
  it.each([
    ['2026-03-29T00:59:59.000Z', 'Europe/Vienna', 60],
    ['2026-03-29T01:00:00.000Z', 'Europe/Vienna', 120],
    ['2026-10-25T00:59:59.000Z', 'Europe/Vienna', 120],
    ['2026-10-25T01:00:00.000Z', 'Europe/Vienna', 60],
    ['2026-01-01T00:00:00.000Z', 'Asia/Kathmandu', 345],
    ['2026-01-01T00:00:00.000Z', 'America/New_York', -300],
    ['2026-01-01T00:00:00.000Z', 'UTC', 0],
  ])('%s in %s is %i minutes ahead of UTC', (instant, zone, minutes) => {
    expect(zoneOffsetMinutes(new Date(instant), zone)).toBe(minutes);
  });
});

describe('instantOfWallTime', () => {
  it.each([
    ['an ordinary winter time', '2026-01-15 12:00', 'Europe/Vienna', '2026-01-15T11:00:00.000Z'],
    ['an ordinary summer time', '2026-07-15 13:00', 'Europe/Vienna', '2026-07-15T11:00:00.000Z'],
    ['just before the spring gap', '2026-03-29 01:59', 'Europe/Vienna', '2026-03-29T00:59:00.000Z'],
    [
      'spring gap 02:00 → 03:00 summer time',
      '2026-03-29 02:00',
      'Europe/Vienna',
      '2026-03-29T01:00:00.000Z',
    ],
    [
      'spring gap 02:30 → 03:30 summer time',
      '2026-03-29 02:30',
      'Europe/Vienna',
      '2026-03-29T01:30:00.000Z',
    ],
    ['just after the spring gap', '2026-03-29 03:00', 'Europe/Vienna', '2026-03-29T01:00:00.000Z'],
    [
      'autumn: 01:59 still summer time',
      '2026-10-25 01:59',
      'Europe/Vienna',
      '2026-10-24T23:59:00.000Z',
    ],
    [
      'autumn: repeated 02:00 → the earlier one',
      '2026-10-25 02:00',
      'Europe/Vienna',
      '2026-10-25T00:00:00.000Z',
    ],
    [
      'autumn: repeated 02:30 → the earlier one',
      '2026-10-25 02:30',
      'Europe/Vienna',
      '2026-10-25T00:30:00.000Z',
    ],
    ['autumn: 03:00 winter time', '2026-10-25 03:00', 'Europe/Vienna', '2026-10-25T02:00:00.000Z'],
    [
      'a day before the autumn change',
      '2026-10-24 12:00',
      'Europe/Vienna',
      '2026-10-24T10:00:00.000Z',
    ],
    [
      'a day after the autumn change',
      '2026-10-26 12:00',
      'Europe/Vienna',
      '2026-10-26T11:00:00.000Z',
    ],
    [
      'New York spring gap 02:30 → 03:30',
      '2026-03-08 02:30',
      'America/New_York',
      '2026-03-08T07:30:00.000Z',
    ],
    [
      'New York repeated 01:30 → the earlier',
      '2026-11-01 01:30',
      'America/New_York',
      '2026-11-01T05:30:00.000Z',
    ],
    [
      'Sydney spring gap 02:30 → 03:30',
      '2026-10-04 02:30',
      'Australia/Sydney',
      '2026-10-03T16:30:00.000Z',
    ],
    ['Kathmandu +5:45', '2026-01-01 05:45', 'Asia/Kathmandu', '2026-01-01T00:00:00.000Z'],
  ])('%s', (_name, text, zone, expected) => {
    expect(iso(instantOfWallTime(wall(text), zone))).toBe(expected);
  });

  it('defaults to Vienna', () => {
    expect(iso(instantOfWallTime(wall('2026-07-15 13:00')))).toBe('2026-07-15T11:00:00.000Z');
    expect(zoneOffsetMinutes(new Date('2026-07-15T11:00:00.000Z'))).toBe(120);
  });

  it('rolls minutes over into the next day (1440 = next midnight)', () => {
    expect(iso(instantOfDayMinutes('2026-10-24', 1440))).toBe('2026-10-24T22:00:00.000Z');
    expect(iso(instantOfDayMinutes('2026-10-25', 1440))).toBe('2026-10-25T23:00:00.000Z');
    expect(iso(instantOfDayMinutes('2026-03-29', 150))).toBe('2026-03-29T01:30:00.000Z');
  });

  it('keeps years below 100 literal', () => {
    expect(iso(instantOfWallTime(wall('0050-06-01 00:00'), 'UTC'))).toBe(
      '0050-06-01T00:00:00.000Z',
    );
  });

  it('stays right after its offset cache has been refilled', () => {
    // 20 001 distinct days overflow the cache once; conversions afterwards still agree.
    for (let day = 0; day <= 20_000; day++)
      instantOfWallTime(
        { year: 1970, month: 1, day: 1 + day, hour: 12, minute: 0, second: 0, millisecond: 0 },
        'Asia/Tokyo',
      );
    expect(iso(instantOfWallTime(wall('2026-01-01 09:00'), 'Asia/Tokyo'))).toBe(
      '2026-01-01T00:00:00.000Z',
    );
  });

  const zones = ['Europe/Vienna', 'America/New_York', 'Australia/Sydney', 'Asia/Kathmandu', 'UTC'];
  const instants = fc.date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2090-01-01T00:00:00Z'),
    noInvalidDate: true,
  });

  it('maps the wall time of any instant back to that instant, or to its earlier twin in the repeated hour', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
        const back = instantOfWallTime(wallTimeOf(instant, zone), zone);
        expect(wallTimeOf(back, zone)).toEqual(wallTimeOf(instant, zone));
        expect(back.getTime()).toBeLessThanOrEqual(instant.getTime());
        // Only a repeated hour (offset one hour higher earlier on) allows a different instant.
        if (back.getTime() !== instant.getTime())
          expect(instant.getTime() - back.getTime()).toBe(
            (zoneOffsetMinutes(back, zone) - zoneOffsetMinutes(instant, zone)) * 60_000,
          );
      }),
      { numRuns: 2000 },
    );
  });

  /** Last Sunday of a month, where the EU changes the clocks. */
  const lastSunday = (year: number, month: number) => {
    const lastDay = addCalendarDays(calendarDateOf(year, month + 1, 1), -1);
    return addCalendarDays(lastDay, -((weekdayIndexOf(lastDay) + 1) % 7));
  };

  it('round-trips every Vienna wall time outside the spring gap; gap times move one hour on', () => {
    const walls = fc.record({
      year: fc.integer({ min: 1997, max: 2099 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.constant(0),
      millisecond: fc.constant(0),
    });
    fc.assert(
      fc.property(walls, (w) => {
        const date = calendarDateOf(w.year, w.month, w.day);
        const inGap = date === lastSunday(w.year, 3) && w.hour === 2;
        const back = wallTimeOf(instantOfWallTime(w, 'Europe/Vienna'), 'Europe/Vienna');
        expect(back).toEqual(inGap ? { ...w, hour: 3 } : w);
      }),
      { numRuns: 3000 },
    );
  });

  it('finds the gap on every last Sunday of March and the repeated hour on every last Sunday of October', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1997, max: 2099 }), (year) => {
        const spring = lastSunday(year, 3);
        const autumn = lastSunday(year, 10);
        expect(endOfBusinessDay(spring).getTime() - startOfBusinessDay(spring).getTime()).toBe(
          23 * 3_600_000,
        );
        expect(endOfBusinessDay(autumn).getTime() - startOfBusinessDay(autumn).getTime()).toBe(
          25 * 3_600_000,
        );
      }),
    );
  });
});

describe('business days', () => {
  it.each([
    ['2026-01-15T22:59:59.000Z', '2026-01-15'],
    ['2026-01-15T23:00:00.000Z', '2026-01-16'],
    ['2026-07-15T21:59:59.000Z', '2026-07-15'],
    ['2026-07-15T22:00:00.000Z', '2026-07-16'],
    ['2026-03-28T23:00:00.000Z', '2026-03-29'],
    ['2026-10-25T22:59:59.999Z', '2026-10-25'],
  ])('puts %s on the Vienna day %s', (instant, day) => {
    expect(businessDayOf(new Date(instant))).toBe(day);
  });

  it.each([
    ['2026-01-16', '2026-01-15T23:00:00.000Z', '2026-01-16T23:00:00.000Z'],
    ['2026-07-16', '2026-07-15T22:00:00.000Z', '2026-07-16T22:00:00.000Z'],
    // The days of the clock changes begin before the change (at 00:00) and last 23 / 25 hours.
    ['2026-03-29', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'],
    ['2026-10-25', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z'],
  ])('the Vienna day %s runs from %s to %s', (day, start, end) => {
    expect(iso(startOfBusinessDay(day))).toBe(start);
    expect(iso(endOfBusinessDay(day))).toBe(end);
  });

  it('reads business days in other zones too', () => {
    expect(businessDayOf(new Date('2026-01-01T03:00:00.000Z'), 'America/New_York')).toBe(
      '2025-12-31',
    );
    expect(iso(startOfBusinessDay('2026-01-01', 'Asia/Kathmandu'))).toBe(
      '2025-12-31T18:15:00.000Z',
    );
  });
});

describe('timeOfDayOf', () => {
  it.each([
    ['2026-01-15T06:05:59.000Z', '07:05'],
    ['2026-07-15T21:59:00.000Z', '23:59'],
    ['2026-07-15T22:00:00.000Z', '00:00'],
    ['2026-10-25T01:30:00.000Z', '02:30'],
  ])('%s shows %s in Vienna', (instant, time) => {
    expect(timeOfDayOf(new Date(instant))).toBe(time);
  });
});

describe('roundUpToWallMinutes', () => {
  it.each([
    [
      'on a mark it stays',
      '2026-11-23T09:10:00.000Z',
      5,
      'Europe/Vienna',
      '2026-11-23T09:10:00.000Z',
    ],
    [
      'a millisecond past goes on',
      '2026-11-23T09:10:00.001Z',
      5,
      'Europe/Vienna',
      '2026-11-23T09:15:00.000Z',
    ],
    ['seconds count', '2026-11-23T09:14:59.000Z', 5, 'Europe/Vienna', '2026-11-23T09:15:00.000Z'],
    ['over the hour', '2026-11-23T09:58:00.000Z', 5, 'Europe/Vienna', '2026-11-23T10:00:00.000Z'],
    ['half hours', '2026-11-23T09:01:00.000Z', 30, 'Europe/Vienna', '2026-11-23T09:30:00.000Z'],
    [
      'into the spring gap',
      '2026-03-29T00:58:00.000Z',
      5,
      'Europe/Vienna',
      '2026-03-29T01:00:00.000Z',
    ],
    [
      'wall half hours in Kathmandu',
      '2026-01-01T00:00:00.000Z',
      30,
      'Asia/Kathmandu',
      '2026-01-01T00:15:00.000Z',
    ],
  ])('%s', (_name, instant, step, zone, expected) => {
    expect(iso(roundUpToWallMinutes(new Date(instant), step, zone))).toBe(expected);
  });

  it('never goes back nor a full step forward, and always lands on a mark', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        fc.constantFrom(5, 15, 30),
        (instant, step) => {
          const rounded = roundUpToWallMinutes(instant, step);
          expect(rounded.getTime()).toBeGreaterThanOrEqual(instant.getTime());
          expect(rounded.getTime() - instant.getTime()).toBeLessThan(step * 60_000);
          const w = wallTimeOf(rounded);
          expect([w.minute % step, w.second, w.millisecond]).toEqual([0, 0, 0]);
        },
      ),
    );
  });
});

describe('isTimeZone', () => {
  it.each(['Europe/Vienna', 'Europe/Berlin', 'Europe/Zurich', 'UTC', 'America/New_York'])(
    'accepts %s',
    (zone) => expect(isTimeZone(zone)).toBe(true),
  );

  it.each([['Europe/Wien'], ['Mitteleuropa'], [''], ['  '], [null], [1], [undefined]])(
    'refuses %p',
    (zone) => expect(isTimeZone(zone)).toBe(false),
  );
});
