import { makeSignageSegment } from '@bestellwerk/domain/testing';
import { dateOfWeekday, daySpans, playingAt, playlistOfEntries } from './stream-timeline.js';

const zone = 'Europe/Vienna';
// Wednesday, 25 November 2026, 10:00 in Vienna.
const now = new Date('2026-11-25T09:00:00.000Z');
const breakfast = makeSignageSegment({
  id: 1,
  name: 'Frühstück',
  daypart: { weekdays: [], from: '06:00', to: '11:00', startDate: null, endDate: null },
});
const cakes = makeSignageSegment({ id: 2, name: 'Torten' });
const weekend = { weekdays: [6, 7], from: '12:00', to: '18:00', startDate: null, endDate: null };
const off = makeSignageSegment({ id: 3, name: 'Aus', isEnabled: false });

const playlist = playlistOfEntries(
  [
    { segment: { id: 1 }, daypart: null },
    { segment: { id: 2 }, daypart: weekend },
    { segment: { id: 3 }, daypart: null },
    { segment: null, daypart: null },
  ],
  [breakfast, cakes, off],
);

describe('stream timeline', () => {
  it('keeps the entries with a segment, in order, with their own dayparts', () => {
    expect(playlist.map((entry) => [entry.index, entry.segment.name, entry.daypart])).toEqual([
      [0, 'Frühstück', null],
      [1, 'Torten', weekend],
      [2, 'Aus', null],
    ]);
  });

  it('finds the weekday’s date in the week of now (Monday first)', () => {
    expect(dateOfWeekday(1, now, zone)).toBe('2026-11-23');
    expect(dateOfWeekday(6, now, zone)).toBe('2026-11-28');
    expect(dateOfWeekday(7, now, zone)).toBe('2026-11-29');
  });

  it.each([
    [6, '14:00', ['Torten']],
    [6, '09:30', ['Frühstück']],
    [6, '11:00', []],
    [3, '14:00', []],
    [7, '17:59', ['Torten']],
  ])('weekday %i at %s plays %j (disabled segments never)', (weekday, time, names) => {
    expect(playingAt(playlist, weekday, time, now, zone).map((e) => e.segment.name)).toEqual(names);
  });

  it('spans of a day from 06:00 to 22:00 in which each entry plays', () => {
    const saturday = dateOfWeekday(6, now, zone);
    expect(daySpans(playlist[0], saturday, zone)).toEqual([{ from: '06:00', to: '11:00' }]);
    expect(daySpans(playlist[1], saturday, zone)).toEqual([{ from: '12:00', to: '18:00' }]);
    expect(daySpans(playlist[1], dateOfWeekday(3, now, zone), zone)).toEqual([]);
    expect(daySpans(playlist[2], saturday, zone)).toEqual([]);
  });
});
