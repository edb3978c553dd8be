import { BREAK_RULES } from './statutory-breaks.js';
import { TIME_SHEET_CSV_HEADER, timeSheetCsvRecord, timeSheetDays } from './time-sheet.js';

const NOW = new Date('2026-12-05T00:00:00.000Z');

describe('timeSheetDays', () => {
  const days = timeSheetDays({
    year: 2026,
    month: 11,
    timeZone: 'Europe/Vienna',
    breakRule: BREAK_RULES.DE,
    now: NOW,
    activities: [
      // 02.11.: 06:00–10:00 and 10:20–14:30 in Vienna (UTC+1)
      { start: '2026-11-02T05:00:00.000Z', end: '2026-11-02T09:00:00.000Z', pauses: [] },
      { start: '2026-11-02T09:20:00.000Z', end: '2026-11-02T13:30:00.000Z', pauses: [] },
      // 03.11.: 07:00–17:00 with one 20-minute pause: 9 h 40 net needs 45 minutes
      {
        start: '2026-11-03T06:00:00.000Z',
        end: '2026-11-03T16:00:00.000Z',
        pauses: [{ start: '2026-11-03T10:00:00.000Z', end: '2026-11-03T10:20:00.000Z' }],
      },
    ],
    absences: [{ from: '2026-11-04', to: '2026-11-05', kind: 'holiday' }],
  });

  it('has a row for every day of the month', () => {
    expect(days).toHaveLength(30);
    expect(days[0].date).toBe('2026-11-01');
    expect(days[29].date).toBe('2026-11-30');
  });

  it('shows first start, last end, breaks (gaps too) and net time on the wall clock', () => {
    expect(days[1]).toEqual({
      date: '2026-11-02',
      start: '06:00',
      end: '14:30',
      breakMinutes: 20,
      netMinutes: 490,
      absence: null,
      breakShortfallMinutes: 10,
    });
    expect(days[2]).toMatchObject({ netMinutes: 580, breakMinutes: 20, breakShortfallMinutes: 25 });
  });

  it('marks absences on days without work', () => {
    expect(days[3]).toMatchObject({ date: '2026-11-04', absence: 'holiday', start: null });
    expect(days[5].absence).toBeNull();
  });

  it('writes payroll rows in German formats', () => {
    expect(TIME_SHEET_CSV_HEADER).toHaveLength(timeSheetCsvRecord('x', days[1]).length);
    expect(timeSheetCsvRecord('Anna Berger', days[1])).toEqual([
      'Anna Berger',
      '02.11.2026',
      '06:00',
      '14:30',
      '20',
      '8,17',
      '',
    ]);
    expect(timeSheetCsvRecord('Anna Berger', days[3])).toEqual([
      'Anna Berger',
      '04.11.2026',
      '',
      '',
      '0',
      '0,00',
      'Urlaub',
    ]);
  });
});
