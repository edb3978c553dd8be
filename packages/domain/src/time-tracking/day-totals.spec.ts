import fc from 'fast-check';
import { endOfBusinessDay, startOfBusinessDay } from '../time/time-zone.js';
import { activityDay, dayTotals, monthTotal, overtimeMs, weekTotal } from './day-totals.js';
import { addWorkingTimes, workingTimeOf, type ActivitySpan } from './working-time.js';

const VIENNA = 'Europe/Vienna';
const HOUR = 3_600_000;
const NOW = new Date('2027-02-01T00:00:00.000Z');

function wholeDay(date: string): ActivitySpan {
  return {
    start: startOfBusinessDay(date, VIENNA).toISOString(),
    end: endOfBusinessDay(date, VIENNA).toISOString(),
    pauses: [],
  };
}

describe('dayTotals', () => {
  it.each<[string, number]>([
    ['2026-03-29', 23],
    ['2026-10-25', 25],
    ['2026-11-26', 24],
  ])('a whole business day %s in Vienna has %p hours', (date, hours) => {
    const [day] = dayTotals([wholeDay(date)], NOW, VIENNA);
    expect(day.date).toBe(date);
    expect(day.grossMs).toBe(hours * HOUR);
  });

  it('puts a night shift on the day it started', () => {
    const night: ActivitySpan = {
      start: '2026-11-26T21:00:00.000Z', // 22:00 in Vienna
      end: '2026-11-27T05:00:00.000Z', // 06:00 the next morning
      pauses: [{ start: '2026-11-27T00:00:00.000Z', end: '2026-11-27T00:30:00.000Z' }],
    };
    expect(activityDay(night, VIENNA)).toBe('2026-11-26');
    expect(dayTotals([night], NOW, VIENNA)).toEqual([
      {
        date: '2026-11-26',
        activities: [night],
        grossMs: 8 * HOUR,
        breakMs: 0.5 * HOUR,
        netMs: 7.5 * HOUR,
      },
    ]);
  });

  it('adds up several activities of a day and orders the days', () => {
    const morning: ActivitySpan = {
      start: '2026-11-27T05:00:00.000Z',
      end: '2026-11-27T09:00:00.000Z',
      pauses: [],
    };
    const afternoon: ActivitySpan = {
      start: '2026-11-27T12:00:00.000Z',
      end: '2026-11-27T14:00:00.000Z',
      pauses: [],
    };
    const earlier: ActivitySpan = {
      ...morning,
      start: '2026-11-02T06:00:00.000Z',
      end: '2026-11-02T07:00:00.000Z',
    };
    const days = dayTotals([afternoon, morning, earlier], NOW, VIENNA);
    expect(days.map((day) => [day.date, day.netMs / HOUR])).toEqual([
      ['2026-11-02', 1],
      ['2026-11-27', 6],
    ]);
    expect(monthTotal(days, 2026, 11).netMs).toBe(7 * HOUR);
    expect(weekTotal(days, 2026, 48).netMs).toBe(6 * HOUR);
    expect(weekTotal(days, 2026, 45).netMs).toBe(1 * HOUR);
    expect(overtimeMs(monthTotal(days, 2026, 11), 8 * HOUR)).toBe(-1 * HOUR);
  });

  it('month totals are the sum of their days and of all activities (property)', () => {
    const base = Date.parse('2026-10-20T00:00:00.000Z');
    const activity = fc
      .record({
        startHours: fc.integer({ min: 0, max: 60 * 24 }),
        lengthMinutes: fc.integer({ min: 0, max: 14 * 60 }),
        pauseAfter: fc.integer({ min: 0, max: 600 }),
        pauseMinutes: fc.integer({ min: 0, max: 90 }),
      })
      .map(({ startHours, lengthMinutes, pauseAfter, pauseMinutes }): ActivitySpan => {
        const start = base + startHours * HOUR;
        const iso = (ms: number) => new Date(ms).toISOString();
        return {
          start: iso(start),
          end: iso(start + lengthMinutes * 60_000),
          pauses: [
            {
              start: iso(start + pauseAfter * 60_000),
              end: iso(start + (pauseAfter + pauseMinutes) * 60_000),
            },
          ],
        };
      });
    fc.assert(
      fc.property(fc.array(activity, { maxLength: 20 }), (activities) => {
        const days = dayTotals(activities, NOW, VIENNA);
        const months = [
          monthTotal(days, 2026, 10),
          monthTotal(days, 2026, 11),
          monthTotal(days, 2026, 12),
        ];
        const all = addWorkingTimes(activities.map((a) => workingTimeOf(a, NOW)));
        expect(addWorkingTimes(months)).toEqual(all);
        expect(addWorkingTimes(days)).toEqual(all);
      }),
    );
  });
});
