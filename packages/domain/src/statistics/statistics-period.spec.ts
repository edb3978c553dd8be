import {
  dailyCounts,
  emptyHeatMap,
  heatMapCellOf,
  periodDates,
  previousPeriod,
  statisticsPeriodError,
} from './statistics-period.js';

describe('statisticsPeriodError', () => {
  it('accepts one day and a leap year plus a day', () => {
    expect(statisticsPeriodError('2026-11-29', '2026-11-29')).toBeNull();
    expect(statisticsPeriodError('2028-01-01', '2029-01-01')).toBeNull(); // 367 days
  });

  it('names the field that is wrong, in German', () => {
    expect(statisticsPeriodError('2026-02-30', '2026-03-01')).toEqual({
      field: 'from',
      message: 'Bitte geben Sie den ersten Tag als JJJJ-MM-TT an.',
    });
    expect(statisticsPeriodError('2026-03-01', undefined)?.field).toBe('to');
    expect(statisticsPeriodError('2026-03-02', '2026-03-01')).toEqual({
      field: 'to',
      message: 'Der letzte Tag darf nicht vor dem ersten liegen.',
    });
    expect(statisticsPeriodError('2026-01-01', '2027-01-03')?.message).toBe(
      'Der Zeitraum darf höchstens 367 Tage umfassen.',
    );
  });
});

describe('previousPeriod', () => {
  it('is as long as the period and ends the day before it', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(previousPeriod({ from: '2026-11-29', to: '2026-11-29' })).toEqual({
      from: '2026-11-28',
      to: '2026-11-28',
    });
  });
});

describe('daily values', () => {
  it('lists every day and fills the missing ones with 0', () => {
    expect(periodDates({ from: '2024-02-28', to: '2024-03-01' })).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(
      dailyCounts({ from: '2026-10-24', to: '2026-10-26' }, new Map([['2026-10-25', 7]])),
    ).toEqual([
      { date: '2026-10-24', count: 0 },
      { date: '2026-10-25', count: 7 },
      { date: '2026-10-26', count: 0 },
    ]);
  });
});

describe('heat map cells', () => {
  it('has 7 weekdays of 48 half hours', () => {
    const map = emptyHeatMap();
    expect(map).toHaveLength(7);
    expect(map.every((day) => day.length === 48 && day.every((v) => v === 0))).toBe(true);
  });

  it('places an instant on the wall clock of the zone, Monday first', () => {
    // Sunday 25.10.2026 is Vienna's switch back to winter time: 00:45 UTC is 02:45 CEST.
    expect(heatMapCellOf(new Date('2026-10-25T00:45:00Z'), 'Europe/Vienna')).toEqual({
      date: '2026-10-25',
      weekday: 6,
      slot: 5,
    });
    // 01:45 UTC is 02:45 CET: the repeated hour lands in the same slot.
    expect(heatMapCellOf(new Date('2026-10-25T01:45:00Z'), 'Europe/Vienna').slot).toBe(5);
    // Monday 23:59 in Vienna is Monday 22:59 UTC in winter.
    expect(heatMapCellOf(new Date('2026-11-23T22:59:00Z'), 'Europe/Vienna')).toEqual({
      date: '2026-11-23',
      weekday: 0,
      slot: 47,
    });
  });
});
