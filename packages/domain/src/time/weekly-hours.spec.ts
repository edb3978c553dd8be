import type { OpeningHourEntry } from '../contract/common.js';
import { CLOSED_DAY_TEXT, weeklyHours, weeklyHoursText } from './weekly-hours.js';

const entry = (overrides: Partial<OpeningHourEntry>): OpeningHourEntry => ({
  type: 'daily',
  date: null,
  isClosed: false,
  from: '08:00',
  to: '18:00',
  ...overrides,
});

describe('weeklyHours', () => {
  it('lists the seven weekdays Monday first with German names', () => {
    expect(weeklyHours([]).map((row) => row.label)).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
  });

  it('marks every day closed when there are no entries', () => {
    expect(weeklyHours([]).every((row) => row.isClosed && row.shifts.length === 0)).toBe(true);
  });

  it('applies daily entries to days without entries of their own', () => {
    const rows = weeklyHours([
      entry({ type: 'daily', from: '07:00', to: '18:00' }),
      entry({ type: 'sunday', isClosed: true }),
      entry({ type: 'saturday', from: '08:00', to: '12:00' }),
    ]);
    expect(rows[0].shifts).toEqual([{ from: '07:00', to: '18:00' }]);
    expect(rows[5].shifts).toEqual([{ from: '08:00', to: '12:00' }]);
    expect(rows[6]).toMatchObject({ weekday: 'sunday', isClosed: true, shifts: [] });
  });

  it('sorts several shifts of a day by start', () => {
    const rows = weeklyHours([
      entry({ type: 'monday', from: '14:00', to: '18:00' }),
      entry({ type: 'monday', from: '07:00', to: '12:00' }),
    ]);
    expect(rows[0].shifts).toEqual([
      { from: '07:00', to: '12:00' },
      { from: '14:00', to: '18:00' },
    ]);
  });

  it.each<[string, OpeningHourEntry[]]>([
    [
      'a closed entry beats open ones of the same day',
      [entry({ type: 'friday' }), entry({ type: 'friday', isClosed: true })],
    ],
    ['malformed times are skipped', [entry({ type: 'friday', from: '8 Uhr', to: '18:00' })]],
    ['date-bound entries are no regular week', [entry({ type: 'once', date: '2026-05-01' })]],
  ])('friday is closed when %s', (_case, entries) => {
    expect(weeklyHours(entries)[4].isClosed).toBe(true);
  });

  it('keeps shifts past midnight as written', () => {
    expect(weeklyHours([entry({ type: 'daily', from: '22:00', to: '02:00' })])[0].shifts).toEqual([
      { from: '22:00', to: '02:00' },
    ]);
  });
});

describe('weeklyHoursText', () => {
  it.each([
    [[], CLOSED_DAY_TEXT],
    [[{ from: '07:00', to: '12:00' }], '07:00 – 12:00'],
    [
      [
        { from: '07:00', to: '12:00' },
        { from: '14:00', to: '18:00' },
      ],
      '07:00 – 12:00, 14:00 – 18:00',
    ],
  ])('%j → %s', (shifts, expected) => {
    expect(weeklyHoursText({ shifts })).toBe(expected);
  });
});
