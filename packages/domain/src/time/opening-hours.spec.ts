import fc from 'fast-check';
import type { OpeningHourEntry, OpeningHourType } from '../contract/common.js';
import { addCalendarDays } from './calendar-dates.js';
import {
  entriesForDate,
  isOpenAt,
  mergeShifts,
  NEXT_OPENING_SEARCH_DAYS,
  nextOpeningAfter,
  OPEN_STRETCH_SEARCH_DAYS,
  openStretchAt,
  shiftCalendar,
  shiftsOfDay,
  shiftsOverlapping,
  type Shift,
} from './opening-hours.js';
import { at, closed, hours, span, WEEK_HOURS } from './test-fixtures.js';
import { businessDayOf } from './time-zone.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const shift = (from: string, to: string): Shift => ({ start: at(from), end: at(to) });

describe('entriesForDate: which entries govern a day', () => {
  const daily = hours('daily', '07:00', '18:00');
  const monday = hours('monday', '09:00', '12:00');
  const holiday = closed('once', '2026-11-23');
  const special = hours('once', '10:00', '11:00', '2026-11-23');
  const otherDay = hours('once', '10:00', '11:00', '2026-11-30');
  it.each<[string, OpeningHourEntry[], OpeningHourEntry[]]>([
    ['daily alone', [daily], [daily]],
    ['the weekday beats daily', [daily, monday], [monday]],
    ['once beats weekday and daily', [daily, monday, special], [special]],
    ['a closed once beats everything', [daily, monday, holiday], [holiday]],
    ['once for another date does not count', [daily, otherDay], [daily]],
    ['other weekdays do not count', [hours('tuesday', '07:00', '08:00')], []],
    ['no entries', [], []],
  ])('%s', (_name, entries, expected) => {
    expect(entriesForDate(entries, '2026-11-23')).toEqual(expected);
  });
});

describe('shiftsOfDay', () => {
  it.each<[string, OpeningHourEntry[], string, string[]]>([
    ['two shifts a day', WEEK_HOURS, '2026-11-23', ['07:00–12:00', '14:00–18:00']],
    ['Saturday has its own hours', WEEK_HOURS, '2026-11-28', ['08:00–12:00']],
    ['Sunday closed', WEEK_HOURS, '2026-11-29', []],
    [
      'holiday closed by a once entry',
      [...WEEK_HOURS, closed('once', '2026-12-25')],
      '2026-12-25',
      [],
    ],
    [
      'special hours on Christmas Eve',
      [...WEEK_HOURS, hours('once', '07:00', '12:00', '2026-12-24')],
      '2026-12-24',
      ['07:00–12:00'],
    ],
    [
      'a closed weekday beats daily',
      [hours('daily', '07:00', '18:00'), closed('monday')],
      '2026-11-23',
      [],
    ],
    [
      'closed beats open entries of the same level',
      [hours('monday', '07:00', '18:00'), closed('monday')],
      '2026-11-23',
      [],
    ],
    [
      'entries given out of order come sorted',
      [hours('daily', '14:00', '18:00'), hours('daily', '07:00', '12:00')],
      '2026-11-23',
      ['07:00–12:00', '14:00–18:00'],
    ],
    [
      'a malformed time skips the entry',
      [
        hours('daily', '7:00', '12:00'),
        hours('daily', '14:00', '25:00'),
        hours('daily', '19:00', '20:00'),
      ],
      '2026-11-23',
      ['19:00–20:00'],
    ],
    [
      'equal starts sort by end',
      [hours('daily', '07:00', '12:00'), hours('daily', '07:00', '09:00')],
      '2026-11-23',
      ['07:00–09:00', '07:00–12:00'],
    ],
    ['no entries: closed', [], '2026-11-23', []],
  ])('%s', (_name, entries, date, expected) => {
    expect(shiftsOfDay(entries, date).map(span)).toEqual(expected);
  });

  it.each<[string, string, string, string, string, string]>([
    // Shifts past midnight: `to` not after `from` ends on the next day.
    [
      '22:00–02:00 runs past midnight',
      '22:00',
      '02:00',
      '2026-11-23',
      '2026-11-23T21:00:00.000Z',
      '2026-11-24T01:00:00.000Z',
    ],
    [
      '18:00–00:00 ends at midnight',
      '18:00',
      '00:00',
      '2026-11-23',
      '2026-11-23T17:00:00.000Z',
      '2026-11-23T23:00:00.000Z',
    ],
    [
      '00:00–00:00 is the whole day',
      '00:00',
      '00:00',
      '2026-11-23',
      '2026-11-22T23:00:00.000Z',
      '2026-11-23T23:00:00.000Z',
    ],
    // Daylight saving in Vienna: spring Sunday 2026-03-29 (23 h), autumn Sunday 2026-10-25 (25 h).
    [
      'spring night 20:00–06:00 lasts 9 hours',
      '20:00',
      '06:00',
      '2026-03-28',
      '2026-03-28T19:00:00.000Z',
      '2026-03-29T04:00:00.000Z',
    ],
    [
      'autumn night 20:00–06:00 lasts 11 hours',
      '20:00',
      '06:00',
      '2026-10-24',
      '2026-10-24T18:00:00.000Z',
      '2026-10-25T05:00:00.000Z',
    ],
    [
      'spring day 01:00–04:00 lasts 2 hours',
      '01:00',
      '04:00',
      '2026-03-29',
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T02:00:00.000Z',
    ],
    [
      'autumn day 01:00–04:00 lasts 4 hours',
      '01:00',
      '04:00',
      '2026-10-25',
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T03:00:00.000Z',
    ],
    [
      'a shift from inside the spring gap starts after it',
      '02:30',
      '05:00',
      '2026-03-29',
      '2026-03-29T01:30:00.000Z',
      '2026-03-29T03:00:00.000Z',
    ],
    [
      'a whole spring day has 23 hours',
      '00:00',
      '00:00',
      '2026-03-29',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ],
    [
      'a whole autumn day has 25 hours',
      '00:00',
      '00:00',
      '2026-10-25',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ],
  ])('%s', (_name, from, to, date, start, end) => {
    const [found] = shiftsOfDay([hours('daily', from, to)], date);
    expect([iso(found.start), iso(found.end)]).toEqual([start, end]);
  });

  it('drops a shift lying entirely in the spring gap', () => {
    expect(shiftsOfDay([hours('daily', '02:00', '03:00')], '2026-03-29')).toEqual([]);
    expect(shiftsOfDay([hours('daily', '02:00', '03:00')], '2026-03-30')).toHaveLength(1);
  });

  it('reads the hours in another zone', () => {
    const [found] = shiftsOfDay(
      [hours('daily', '09:00', '17:00')],
      '2026-11-23',
      'America/New_York',
    );
    expect([iso(found.start), iso(found.end)]).toEqual([
      '2026-11-23T14:00:00.000Z',
      '2026-11-23T22:00:00.000Z',
    ]);
  });

  it('keeps an overnight shift when the next day is a closed holiday (the shift belongs to its start day)', () => {
    const entries = [hours('daily', '20:00', '02:00'), closed('once', '2026-12-25')];
    expect(isOpenAt(shiftCalendar([entries]), at('2026-12-25 01:00'))).toBe(true);
    expect(isOpenAt(shiftCalendar([entries]), at('2026-12-25 21:00'))).toBe(false);
  });
});

describe('shiftCalendar', () => {
  it('unites several hour lists, each with its own precedence', () => {
    const opening = [hours('daily', '07:00', '12:00'), closed('once', '2026-11-23')];
    const delivery = [hours('daily', '11:00', '20:00')];
    const calendar = shiftCalendar([opening, delivery]);
    expect(calendar.shiftsOfDay('2026-11-23').map(span)).toEqual(['11:00–20:00']);
    expect(calendar.shiftsOfDay('2026-11-24').map(span)).toEqual(['07:00–12:00', '11:00–20:00']);
  });

  it('remembers the shifts of a day', () => {
    const calendar = shiftCalendar([WEEK_HOURS]);
    expect(calendar.shiftsOfDay('2026-11-23')).toBe(calendar.shiftsOfDay('2026-11-23'));
    expect(calendar.timeZone).toBe('Europe/Vienna');
  });
});

describe('mergeShifts', () => {
  it.each<[string, Shift[], string[]]>([
    [
      'disjoint stay apart',
      [
        shift('2026-11-23 14:00', '2026-11-23 18:00'),
        shift('2026-11-23 07:00', '2026-11-23 12:00'),
      ],
      ['07:00–12:00', '14:00–18:00'],
    ],
    [
      'touching join',
      [
        shift('2026-11-23 07:00', '2026-11-23 12:00'),
        shift('2026-11-23 12:00', '2026-11-23 18:00'),
      ],
      ['07:00–18:00'],
    ],
    [
      'overlapping join',
      [
        shift('2026-11-23 07:00', '2026-11-23 13:00'),
        shift('2026-11-23 12:00', '2026-11-23 18:00'),
      ],
      ['07:00–18:00'],
    ],
    [
      'contained vanish',
      [
        shift('2026-11-23 07:00', '2026-11-23 18:00'),
        shift('2026-11-23 09:00', '2026-11-23 10:00'),
      ],
      ['07:00–18:00'],
    ],
    ['nothing', [], []],
  ])('%s', (_name, shifts, expected) => {
    expect(mergeShifts(shifts).map(span)).toEqual(expected);
  });

  it('does not change its input', () => {
    const input = [
      shift('2026-11-23 07:00', '2026-11-23 12:00'),
      shift('2026-11-23 12:00', '2026-11-23 18:00'),
    ];
    mergeShifts(input);
    expect(input.map(span)).toEqual(['07:00–12:00', '12:00–18:00']);
  });
});

describe('shiftsOverlapping and isOpenAt', () => {
  const calendar = shiftCalendar([
    [hours('daily', '22:00', '02:00'), hours('daily', '07:00', '12:00')],
  ]);

  it('includes the previous evening’s shift running into the interval', () => {
    expect(
      shiftsOverlapping(calendar, at('2026-11-24 01:00'), at('2026-11-24 08:00')).map(span),
    ).toEqual(['22:00–02:00', '07:00–12:00']);
  });

  it('treats the interval as half-open', () => {
    expect(shiftsOverlapping(calendar, at('2026-11-24 02:00'), at('2026-11-24 07:00'))).toEqual([]);
    expect(shiftsOverlapping(calendar, at('2026-11-24 12:00'), at('2026-11-24 12:00'))).toEqual([]);
  });

  it.each([
    ['2026-11-24 06:59', false],
    ['2026-11-24 07:00', true],
    ['2026-11-24 11:59', true],
    ['2026-11-24 12:00', false],
    ['2026-11-23 23:30', true],
    ['2026-11-24 01:59', true],
    ['2026-11-24 02:00', false],
  ])('at %s open: %p', (time, open) => {
    expect(isOpenAt(calendar, at(time))).toBe(open);
  });
});

describe('openStretchAt', () => {
  it('follows a stretch for a week at most', () => {
    expect(OPEN_STRETCH_SEARCH_DAYS).toBe(7);
  });

  it.each<[string, OpeningHourEntry[], string, string | null, boolean]>([
    ['closed', WEEK_HOURS, '2026-11-23 13:00', null, false],
    ['inside the morning shift', WEEK_HOURS, '2026-11-23 08:00', '2026-11-23T11:00:00.000Z', false],
    [
      'touching shifts merge',
      [hours('daily', '07:00', '12:00'), hours('daily', '12:00', '18:00')],
      '2026-11-23 08:00',
      '2026-11-23T17:00:00.000Z',
      false,
    ],
    [
      'overlapping opening and evening shifts merge',
      [hours('daily', '07:00', '13:00'), hours('daily', '12:00', '23:00')],
      '2026-11-23 12:30',
      '2026-11-23T22:00:00.000Z',
      false,
    ],
    [
      'over midnight into the next day',
      [hours('daily', '18:00', '00:00'), hours('daily', '00:00', '03:00')],
      '2026-11-23 20:00',
      '2026-11-24T02:00:00.000Z',
      false,
    ],
    [
      'a night shift seen after midnight',
      [hours('daily', '22:00', '06:00')],
      '2026-11-24 03:00',
      '2026-11-24T05:00:00.000Z',
      false,
    ],
    [
      'open all week long: no end in sight',
      [hours('daily', '00:00', '00:00')],
      '2026-11-23 10:00',
      '2026-11-30T23:00:00.000Z',
      true,
    ],
    [
      'open around the clock Monday to Friday',
      [hours('daily', '00:00', '00:00'), closed('saturday'), closed('sunday')],
      '2026-11-23 10:00',
      '2026-11-27T23:00:00.000Z',
      false,
    ],
  ])('%s', (_name, entries, time, end, openEnded) => {
    const stretch = openStretchAt(shiftCalendar([entries]), at(time));
    expect(iso(stretch?.end ?? null)).toBe(end);
    if (stretch) expect(stretch.isOpenEnded).toBe(openEnded);
  });
});

describe('nextOpeningAfter', () => {
  const withHolidays = [...WEEK_HOURS, closed('once', '2026-12-25'), closed('once', '2026-12-26')];
  it.each<[string, OpeningHourEntry[], string, string | null]>([
    ['before opening: this morning', WEEK_HOURS, '2026-11-23 06:00', '2026-11-23 07:00'],
    ['during the lunch break: this afternoon', WEEK_HOURS, '2026-11-23 13:00', '2026-11-23 14:00'],
    [
      'while open: the reopening after the current stretch',
      WEEK_HOURS,
      '2026-11-23 08:00',
      '2026-11-23 14:00',
    ],
    ['exactly at closing: the next shift', WEEK_HOURS, '2026-11-23 18:00', '2026-11-24 07:00'],
    [
      'Saturday afternoon: Monday (Sunday closed)',
      WEEK_HOURS,
      '2026-11-28 13:00',
      '2026-11-30 07:00',
    ],
    [
      'over Christmas: skips the holidays and Sunday',
      withHolidays,
      '2026-12-24 19:00',
      '2026-12-28 07:00',
    ],
    [
      'touching shifts are no new opening',
      [hours('daily', '07:00', '12:00'), hours('daily', '12:00', '18:00')],
      '2026-11-23 08:00',
      '2026-11-24 07:00',
    ],
    [
      'a night shift continuing into the morning is no new opening',
      [hours('daily', '22:00', '06:00'), hours('daily', '06:00', '08:00')],
      '2026-11-24 03:00',
      '2026-11-24 22:00',
    ],
    ['no hours at all', [], '2026-11-23 08:00', null],
  ])('%s', (_name, entries, time, expected) => {
    expect(iso(nextOpeningAfter(shiftCalendar([entries]), at(time)))).toBe(
      expected && iso(at(expected)),
    );
  });

  it('searches only the given number of days (60 by default)', () => {
    expect(NEXT_OPENING_SEARCH_DAYS).toBe(60);
    // 2027-01-25 is 63 days after 2026-11-23.
    const calendar = shiftCalendar([[hours('once', '09:00', '12:00', '2027-01-25')]]);
    expect(nextOpeningAfter(calendar, at('2026-11-23 08:00'))).toBeNull();
    expect(nextOpeningAfter(calendar, at('2026-11-23 08:00'), 62)).toBeNull();
    expect(iso(nextOpeningAfter(calendar, at('2026-11-23 08:00'), 63))).toBe(
      iso(at('2027-01-25 09:00')),
    );
  });
});

describe('shifts as a whole (properties)', () => {
  const times = fc.integer({ min: 0, max: 95 }).map((q) => {
    const m = q * 15;
    return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  });
  const types = fc.constantFrom<OpeningHourType>('daily', 'monday', 'saturday', 'sunday', 'once');
  const entry = fc.record({
    type: types,
    date: fc.constantFrom('2026-03-29', '2026-10-25', '2026-11-23', null),
    isClosed: fc.boolean(),
    from: times,
    to: times,
  });
  const entryLists = fc.array(entry, { maxLength: 6 });
  const instants = fc
    .constantFrom('2026-03-28', '2026-10-24', '2026-11-22')
    .chain((day) =>
      fc
        .integer({ min: 0, max: 4 * 24 * 60 - 1 })
        .map((m) => new Date(at(`${day} 00:00`).getTime() + m * 60_000)),
    );

  it('is open exactly when a shift of that day or the day before contains the instant', () => {
    fc.assert(
      fc.property(entryLists, instants, (entries, instant) => {
        const day = businessDayOf(instant);
        const containing = [
          ...shiftsOfDay(entries, addCalendarDays(day, -1)),
          ...shiftsOfDay(entries, day),
        ].some((s) => s.start <= instant && instant < s.end);
        const calendar = shiftCalendar([entries]);
        expect(isOpenAt(calendar, instant)).toBe(containing);
        expect(openStretchAt(calendar, instant) !== null).toBe(containing);
      }),
    );
  });

  it('keeps every shift non-empty and starting on its own day', () => {
    fc.assert(
      fc.property(
        entryLists,
        fc.constantFrom('2026-03-29', '2026-10-25', '2026-11-23'),
        (entries, date) => {
          for (const s of shiftsOfDay(entries, date)) {
            expect(s.end.getTime()).toBeGreaterThan(s.start.getTime());
            expect(businessDayOf(s.start)).toBe(date);
            expect(s.end.getTime() - s.start.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
          }
        },
      ),
    );
  });

  it('opens next at a moment that is closed just before and open from then on', () => {
    fc.assert(
      fc.property(entryLists, instants, (entries, instant) => {
        const calendar = shiftCalendar([entries]);
        const next = nextOpeningAfter(calendar, instant, 10);
        if (next) {
          expect(next.getTime()).toBeGreaterThan(instant.getTime());
          expect(isOpenAt(calendar, next)).toBe(true);
          expect(isOpenAt(calendar, new Date(next.getTime() - 1))).toBe(false);
        }
      }),
    );
  });

  it('keeps an open stretch open up to its end and closed (or open-ended) at it', () => {
    fc.assert(
      fc.property(
        entryLists,
        instants,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (entries, instant, f) => {
          const calendar = shiftCalendar([entries]);
          const stretch = openStretchAt(calendar, instant);
          if (stretch && !stretch.isOpenEnded) {
            const inside =
              instant.getTime() + Math.floor(f * (stretch.end.getTime() - instant.getTime()));
            expect(isOpenAt(calendar, new Date(Math.min(inside, stretch.end.getTime() - 1)))).toBe(
              true,
            );
            expect(isOpenAt(calendar, stretch.end)).toBe(false);
          }
        },
      ),
    );
  });
});
