import type { OpeningHourEntry } from '../contract/common.js';
import { mondayOfWeek, weekPreview } from './week-preview.js';

const open = (
  type: OpeningHourEntry['type'],
  from: string,
  to: string,
  date: string | null = null,
) => ({ type, date, isClosed: false, from, to }) satisfies OpeningHourEntry;
const closed = (type: OpeningHourEntry['type'], date: string | null = null) =>
  ({ type, date, isClosed: true, from: '00:00', to: '00:00' }) satisfies OpeningHourEntry;

/** Mon–Fri 07:00–18:00 (daily), Saturday short, Sunday closed. */
const WEEK: OpeningHourEntry[] = [
  open('daily', '07:00', '18:00'),
  open('saturday', '08:00', '12:00'),
  closed('sunday'),
];

const rows = (entries: OpeningHourEntry[], date: string) =>
  weekPreview(entries, date).map((day) => `${day.weekday} ${day.dateText}: ${day.text}`);

describe('mondayOfWeek', () => {
  it.each([
    ['2026-12-21', '2026-12-21'],
    ['2026-12-24', '2026-12-21'],
    ['2026-12-27', '2026-12-21'],
    ['2027-01-01', '2026-12-28'],
  ])('%s lies in the week starting %s', (date, monday) => {
    expect(mondayOfWeek(date)).toBe(monday);
  });
});

describe('weekPreview', () => {
  it('lists Monday to Sunday of the week of any of its days with dates DD.MM.YYYY', () => {
    expect(rows(WEEK, '2026-12-10')).toEqual([
      'Montag 07.12.2026: 07:00 – 18:00',
      'Dienstag 08.12.2026: 07:00 – 18:00',
      'Mittwoch 09.12.2026: 07:00 – 18:00',
      'Donnerstag 10.12.2026: 07:00 – 18:00',
      'Freitag 11.12.2026: 07:00 – 18:00',
      'Samstag 12.12.2026: 08:00 – 12:00',
      'Sonntag 13.12.2026: Geschlossen',
    ]);
  });

  it('shows a once-dated closed day and a once-dated special day only in their week', () => {
    const entries = [
      ...WEEK,
      closed('once', '2026-12-24'),
      open('once', '10:00', '14:00', '2026-12-26'),
      open('once', '16:00', '20:00', '2026-12-26'),
    ];
    const christmas = weekPreview(entries, '2026-12-23');
    expect(christmas.slice(3, 6).map((day) => [day.dateText, day.text, day.source])).toEqual([
      ['24.12.2026', 'Geschlossen', 'once'],
      ['25.12.2026', '07:00 – 18:00', 'daily'],
      ['26.12.2026', '10:00 – 14:00, 16:00 – 20:00', 'once'],
    ]);
    expect(christmas[3].isClosed).toBe(true);
    expect(rows(entries, '2026-12-30')).toEqual(rows(WEEK, '2026-12-30'));
  });

  it('names the rule that decided each day, and none for days without an entry', () => {
    expect(
      weekPreview([open('friday', '09:00', '17:00')], '2026-12-10').map((d) => d.source),
    ).toEqual(['none', 'none', 'none', 'none', 'weekday', 'none', 'none']);
    expect(weekPreview(WEEK, '2026-12-10')[0].source).toBe('daily');
  });

  it('shows a shift past midnight with its end time and skips malformed times', () => {
    const late = weekPreview(
      [open('daily', '22:00', '02:00'), open('friday', '25:00', '26:00')],
      '2026-12-10',
    );
    expect(late[0].text).toBe('22:00 – 02:00');
    expect(late[4]).toMatchObject({ text: 'Geschlossen', isClosed: true, source: 'weekday' });
  });
});
