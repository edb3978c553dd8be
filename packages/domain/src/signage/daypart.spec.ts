import type { SignageDaypart, SignagePlaylistEntry, SignageSegment } from '../contract/signage.js';
import { activePlaylist, arePricesFresh, isDaypartActive } from './daypart.js';

const ANY: SignageDaypart = { weekdays: [], from: null, to: null, startDate: null, endDate: null };

/** A Vienna wall time in winter (UTC+1) as an instant. */
function vienna(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+01:00`);
}

describe('isDaypartActive', () => {
  // 2026-11-23 is a Monday, 2026-11-28 a Saturday.
  it.each<[string, Partial<SignageDaypart> | null, string, string, boolean]>([
    ['no daypart plays always', null, '2026-11-28', '03:00', true],
    ['an empty daypart plays always', {}, '2026-11-28', '03:00', true],
    ['breakfast until 11:00 at 10:59', { from: '06:00', to: '11:00' }, '2026-11-23', '10:59', true],
    [
      'breakfast until 11:00 at 11:00',
      { from: '06:00', to: '11:00' },
      '2026-11-23',
      '11:00',
      false,
    ],
    ['breakfast before 06:00', { from: '06:00', to: '11:00' }, '2026-11-23', '05:59', false],
    ['weekdays only, on Saturday', { weekdays: [1, 2, 3, 4, 5] }, '2026-11-28', '12:00', false],
    ['weekdays only, on Monday', { weekdays: [1, 2, 3, 4, 5] }, '2026-11-23', '12:00', true],
    ['Sunday is 7', { weekdays: [7] }, '2026-11-29', '12:00', true],
    ['before the start date', { startDate: '2026-12-01' }, '2026-11-30', '23:59', false],
    ['on the end date', { endDate: '2026-11-28' }, '2026-11-28', '23:59', true],
    ['after the end date', { endDate: '2026-11-28' }, '2026-11-29', '00:00', false],
    ['from only', { from: '14:00' }, '2026-11-23', '23:30', true],
    ['to only', { to: '11:00' }, '2026-11-23', '00:00', true],
    // Friday 22:00–02:00: the night belongs to Friday.
    [
      'night window, Friday 23:00',
      { weekdays: [5], from: '22:00', to: '02:00' },
      '2026-11-27',
      '23:00',
      true,
    ],
    [
      'night window, Saturday 01:30',
      { weekdays: [5], from: '22:00', to: '02:00' },
      '2026-11-28',
      '01:30',
      true,
    ],
    [
      'night window, Saturday 23:00',
      { weekdays: [5], from: '22:00', to: '02:00' },
      '2026-11-28',
      '23:00',
      false,
    ],
    [
      'night window, Friday 01:30',
      { weekdays: [5], from: '22:00', to: '02:00' },
      '2026-11-27',
      '01:30',
      false,
    ],
  ])('%s', (_name, part, date, time, expected) => {
    const daypart = part ? { ...ANY, ...part } : null;
    expect(isDaypartActive(daypart, vienna(date, time), 'Europe/Vienna')).toBe(expected);
  });

  it('reads the wall clock of the configured zone, not UTC', () => {
    // 10:30 UTC is 11:30 in Vienna: the breakfast board is over there, not in London.
    const instant = new Date('2026-11-23T10:30:00Z');
    const breakfast = { ...ANY, from: '06:00', to: '11:00' };
    expect(isDaypartActive(breakfast, instant, 'Europe/Vienna')).toBe(false);
    expect(isDaypartActive(breakfast, instant, 'Europe/London')).toBe(true);
  });
});

function entry(
  id: number,
  segmentPart: Partial<SignageDaypart> | null,
  entryPart: Partial<SignageDaypart> | null,
  isEnabled = true,
): SignagePlaylistEntry {
  const segment: SignageSegment = {
    id,
    name: `S${id}`,
    type: 'text',
    duration: 10,
    content: {},
    daypart: segmentPart ? { ...ANY, ...segmentPart } : null,
    isEnabled,
  };
  return { segment, daypart: entryPart ? { ...ANY, ...entryPart } : null };
}

describe('activePlaylist', () => {
  it('keeps entries whose segment and entry dayparts both hold, in order', () => {
    const playlist = [
      entry(1, { from: '06:00', to: '11:00' }, null),
      entry(2, null, { from: '12:00' }),
      entry(3, null, null),
      entry(4, { weekdays: [1] }, { from: '06:00', to: '09:00' }),
      entry(5, null, null, false),
    ];
    const ids = (time: string) =>
      activePlaylist(playlist, vienna('2026-11-23', time), 'Europe/Vienna').map(
        (e) => e.segment.id,
      );
    expect(ids('08:00')).toEqual([1, 3, 4]);
    expect(ids('10:00')).toEqual([1, 3]);
    expect(ids('14:00')).toEqual([2, 3]);
  });
});

describe('arePricesFresh', () => {
  const loaded = new Date('2026-11-23T08:00:00Z');
  it.each([
    ['2026-11-23T20:00:00Z', true],
    ['2026-11-23T20:00:01Z', false],
  ])('at %s with 12 h', (now, expected) => {
    expect(arePricesFresh(loaded, new Date(now), 12)).toBe(expected);
  });
});
