import { BREAK_RULES } from './statutory-breaks.js';
import {
  decimalHours,
  plannedNetMinutes,
  TIME_SHEET_CSV_HEADER,
  timeSheetCsvRecord,
  timeSheetDays,
  timeSheetTotals,
} from './time-sheet.js';

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
    shifts: [
      // 02.11.: 06:00–14:00 planned (8 h); 03.11.: two shifts of 4 h
      { start: '2026-11-02T05:00:00.000Z', end: '2026-11-02T13:00:00.000Z' },
      { start: '2026-11-03T06:00:00.000Z', end: '2026-11-03T10:00:00.000Z' },
      { start: '2026-11-03T12:00:00.000Z', end: '2026-11-03T16:00:00.000Z' },
      // 06.11.: planned but not worked
      { start: '2026-11-06T06:00:00.000Z', end: '2026-11-06T12:00:00.000Z' },
    ],
  });

  it('has a row for every day of the month', () => {
    expect(days).toHaveLength(30);
    expect(days[0].date).toBe('2026-11-01');
    expect(days[29].date).toBe('2026-11-30');
  });

  it('shows first start, last end, breaks (gaps too) and net time on the wall clock', () => {
    const { activities, ...day } = days[1];
    expect(day).toEqual({
      date: '2026-11-02',
      start: '06:00',
      end: '14:30',
      breakMinutes: 20,
      netMinutes: 490,
      absence: null,
      breakShortfallMinutes: 10,
      // The 8-hour shift plans 7:30: the rule's 30-minute break comes off.
      plannedMinutes: 450,
      overtimeMinutes: 40,
    });
    expect(activities.map((activity) => activity.start)).toEqual([
      '2026-11-02T05:00:00.000Z',
      '2026-11-02T09:20:00.000Z',
    ]);
    expect(days[2]).toMatchObject({ netMinutes: 580, breakMinutes: 20, breakShortfallMinutes: 25 });
  });

  it('sets the planned shifts against the net time: overtime, or minus on a day not worked', () => {
    // Two 4-hour shifts two hours apart: the gap is the break, so all 8 hours are planned.
    expect(days[2]).toMatchObject({ plannedMinutes: 480, overtimeMinutes: 100 });
    // Exactly 6 hours need no break under ArbZG §4.
    expect(days[5]).toMatchObject({ netMinutes: 0, plannedMinutes: 360, overtimeMinutes: -360 });
  });

  it('adds up the month: totals equal the sum of the days', () => {
    expect(timeSheetTotals(days)).toEqual({
      netMinutes: 490 + 580,
      breakMinutes: 40,
      plannedMinutes: 450 + 480 + 360,
      overtimeMinutes: 40 + 100 - 360,
      absenceDays: 2,
    });
  });

  it('keeps a night shift with the day it started and counts the DST day with 25 hours', () => {
    // 25.10.2026 in Vienna: clocks go back at 03:00 → 02:00; 22:00 on the 24th to 06:00 is 9 h.
    const october = timeSheetDays({
      year: 2026,
      month: 10,
      timeZone: 'Europe/Vienna',
      breakRule: BREAK_RULES.AT,
      now: NOW,
      activities: [
        {
          start: '2026-10-24T20:00:00.000Z',
          end: '2026-10-25T05:00:00.000Z',
          pauses: [{ start: '2026-10-25T00:00:00.000Z', end: '2026-10-25T00:30:00.000Z' }],
        },
        // 25.10. 20:00–23:30 (UTC+1 after the change)
        { start: '2026-10-25T19:00:00.000Z', end: '2026-10-25T22:30:00.000Z', pauses: [] },
      ],
      shifts: [{ start: '2026-10-24T20:00:00.000Z', end: '2026-10-25T05:00:00.000Z' }],
      absences: [],
    });
    expect(october[23]).toMatchObject({
      date: '2026-10-24',
      start: '22:00',
      end: '06:00',
      netMinutes: 9 * 60 - 30,
      breakMinutes: 30,
      plannedMinutes: 9 * 60 - 30,
      overtimeMinutes: 0,
    });
    expect(october[24]).toMatchObject({ date: '2026-10-25', start: '20:00', end: '23:30' });
    expect(october[24].netMinutes).toBe(210);
  });

  it('plans the net time of a shift: its length less the break the rule asks for', () => {
    expect(plannedNetMinutes(BREAK_RULES.AT, 8 * 60)).toBe(450);
    // 6:15 with 30 minutes off would be 5:45, needing no break: 15 minutes off give 6:00.
    expect(plannedNetMinutes(BREAK_RULES.AT, 375)).toBe(360);
    expect(plannedNetMinutes(BREAK_RULES.AT, 360)).toBe(360);
    // Bakeries pay 15 of the 30 minutes, but plan and work are both compared net of the break.
    expect(plannedNetMinutes(BREAK_RULES.AT_BAKERY, 8 * 60)).toBe(450);
    // Germany: 45 minutes once the net time exceeds 9 hours, not at 9 hours gross.
    expect(plannedNetMinutes(BREAK_RULES.DE, 9 * 60 + 30)).toBe(9 * 60);
    expect(plannedNetMinutes(BREAK_RULES.DE, 10 * 60)).toBe(9 * 60 + 15);
    // A gap between shifts already is the break.
    expect(plannedNetMinutes(BREAK_RULES.AT, 8 * 60, 30)).toBe(480);
  });

  it('owes nothing for days not due yet, and credits the plan on a day of absence', () => {
    const early = timeSheetDays({
      year: 2026,
      month: 11,
      timeZone: 'Europe/Vienna',
      breakRule: BREAK_RULES.DE,
      // Wednesday 04.11., 08:00 in Vienna: the shift of the 3rd is due, today's not yet.
      now: new Date('2026-11-04T07:00:00.000Z'),
      activities: [],
      absences: [{ from: '2026-11-02', to: '2026-11-02', kind: 'sick' }],
      shifts: [
        { start: '2026-11-02T05:00:00.000Z', end: '2026-11-02T13:00:00.000Z' },
        { start: '2026-11-03T05:00:00.000Z', end: '2026-11-03T13:00:00.000Z' },
        { start: '2026-11-04T06:00:00.000Z', end: '2026-11-04T14:00:00.000Z' },
        { start: '2026-11-05T05:00:00.000Z', end: '2026-11-05T13:00:00.000Z' },
      ],
    });
    expect(early.slice(1, 5).map((day) => [day.plannedMinutes, day.overtimeMinutes])).toEqual([
      [450, 0], // sick: the plan counts as fulfilled
      [450, -450], // due and not worked
      [450, 0], // today, no work yet
      [450, 0], // tomorrow
    ]);
    expect(timeSheetTotals(early)).toMatchObject({ plannedMinutes: 1800, overtimeMinutes: -450 });
  });

  it('marks absences on days without work', () => {
    expect(days[3]).toMatchObject({ date: '2026-11-04', absence: 'holiday', start: null });
    expect(days[5].absence).toBeNull();
  });

  it('writes hours with a decimal comma', () => {
    expect(decimalHours(450)).toBe('7,50');
    expect(decimalHours(-30)).toBe('-0,50');
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
