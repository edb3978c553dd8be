import type { SignageDaypart, SignagePlaylistEntry } from '@bestellwerk/domain';
import { makeSignageSegment } from '@bestellwerk/domain/testing';
import { nextPosition, positionIn, segmentMilliseconds } from './playlist-cursor.js';

const VIENNA = 'Europe/Vienna';
const at = (time: string) => new Date(`2026-11-23T${time}:00+01:00`);
const daypart = (from: string | null, to: string | null): SignageDaypart => ({
  weekdays: [],
  from,
  to,
  startDate: null,
  endDate: null,
});

// Breakfast (06–11), always, cake from 14:00 (as a stream entry's daypart), disabled.
const PLAYLIST: SignagePlaylistEntry[] = [
  { segment: makeSignageSegment({ id: 1, daypart: daypart('06:00', '11:00') }), daypart: null },
  { segment: makeSignageSegment({ id: 2 }), daypart: null },
  { segment: makeSignageSegment({ id: 3 }), daypart: daypart('14:00', null) },
  { segment: makeSignageSegment({ id: 4, isEnabled: false }), daypart: null },
];

describe('nextPosition', () => {
  it.each<[string, number, string, number | null]>([
    ['starts at the top in the morning', -1, '08:00', 0],
    ['goes on to the next entry', 0, '08:00', 1],
    ['wraps around to breakfast', 1, '08:00', 0],
    ['skips breakfast after 11:00 and stays on the one left', 1, '11:00', 1],
    ['plays the cake entry in the afternoon', 1, '15:00', 2],
    ['skips the disabled entry', 2, '15:00', 1],
    ['leaves breakfast at 11:00 for the next active one', 0, '11:00', 1],
  ])('%s', (_name, from, time, expected) => {
    expect(nextPosition(PLAYLIST, from, at(time), VIENNA)).toBe(expected);
  });

  it('answers null when nothing plays', () => {
    expect(nextPosition(PLAYLIST.slice(0, 1), 0, at('12:00'), VIENNA)).toBeNull();
    expect(nextPosition([], -1, at('12:00'), VIENNA)).toBeNull();
  });
});

describe('positionIn', () => {
  it('finds a segment in a changed playlist', () => {
    expect(positionIn(PLAYLIST, 2, 1)).toBe(1);
    expect(positionIn(PLAYLIST.slice(1), 2, 1)).toBe(0);
    expect(positionIn(PLAYLIST, 99, 1)).toBe(-1);
  });
});

describe('segmentMilliseconds', () => {
  it.each([
    [5, 1, 5_000],
    [0, 1, 10_000],
    [10, 20, 500],
    [10, 0.5, 10_000],
  ])('%s s at speed %s: %s ms', (duration, speed, expected) => {
    expect(segmentMilliseconds(duration, speed)).toBe(expected);
  });
});
