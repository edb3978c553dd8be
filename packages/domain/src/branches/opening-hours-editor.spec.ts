import { OPENING_HOUR_TYPES, type OpeningHourEntry } from '../contract/common.js';
import {
  endsNextDay,
  newOpeningHourEntry,
  OPENING_HOUR_TYPE_LABELS,
  withOpeningHourType,
} from './opening-hours-editor.js';

describe('OPENING_HOUR_TYPE_LABELS', () => {
  it('names every entry type once, daily first and the one-off date last', () => {
    expect(OPENING_HOUR_TYPE_LABELS.map((type) => type.value).sort()).toEqual(
      [...OPENING_HOUR_TYPES].sort(),
    );
    expect(OPENING_HOUR_TYPE_LABELS.map((type) => type.label)).toEqual([
      'Täglich',
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
      'Einmalig am',
    ]);
  });
});

describe('withOpeningHourType', () => {
  const once: OpeningHourEntry = { ...newOpeningHourEntry(), type: 'once', date: '2026-12-24' };

  it('keeps the date of a one-off entry and drops it for weekly ones', () => {
    expect(withOpeningHourType(once, 'once').date).toBe('2026-12-24');
    expect(withOpeningHourType(once, 'monday')).toEqual({ ...once, type: 'monday', date: null });
  });

  it('starts a new row as an open daily entry without a date', () => {
    expect(newOpeningHourEntry()).toEqual({
      type: 'daily',
      date: null,
      isClosed: false,
      from: '08:00',
      to: '18:00',
    });
  });
});

describe('endsNextDay', () => {
  it.each([
    ['22:00', '02:00', false, true],
    ['00:00', '00:00', false, true],
    ['18:00', '00:00', false, true],
    ['08:00', '18:00', false, false],
    ['22:00', '02:00', true, false],
    ['8 Uhr', '02:00', false, false],
  ])('%s–%s (closed: %s) ends next day: %s', (from, to, isClosed, expected) => {
    expect(endsNextDay({ from, to, isClosed })).toBe(expected);
  });
});
