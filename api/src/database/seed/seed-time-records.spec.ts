import { businessDayOf, workingTimeOf } from '@bestellwerk/domain';
import { demoData } from './demo/index.js';
import { demoAbsences, withoutHolidays, workedShifts } from './seed-time-records.js';
import { planDemoWeeks } from './seed-workforce.js';

// Friday 27 March 2026, 11:00 in Vienna; the clocks go forward on Sunday the 29th.
const NOW = new Date('2026-03-27T10:00:00.000Z');
const TODAY = '2026-03-27';
const users = demoData.users.map((user) => user.key);
const absences = demoAbsences('2026-03-30', users);
const shifts = withoutHolidays(planDemoWeeks(demoData, NOW), absences);
const worked = workedShifts(shifts, absences, TODAY);
const day = (instant: Date) => businessDayOf(instant);

describe('demo time records', () => {
  it('plans from five weeks before the week of loading to the week after next', () => {
    const days = shifts.map((shift) => day(shift.start)).sort();
    expect(days[0]).toBe('2026-02-16');
    expect(days.at(-1)).toBe('2026-04-10');
  });

  it('plans no shift on a holiday, but keeps those of sick days', () => {
    const lukas = shifts.filter((s) => s.user === 'mitarbeiter').map((s) => day(s.start));
    expect(lukas).not.toContain('2026-04-06');
    expect(lukas).not.toContain('2026-04-10');
    expect(lukas).toContain('2026-03-10');
    const sophie = shifts.filter((s) => s.user === 'sophie').map((s) => day(s.start));
    expect(sophie.filter((d) => d >= '2026-03-02' && d <= '2026-03-06')).toEqual([]);
  });

  it('records work only for days before today and never on a sick day', () => {
    const days = worked.map((activity) => day(activity.start));
    expect(days.every((d) => d < TODAY)).toBe(true);
    expect(days).toContain('2026-03-26');
    const lukasSick = worked.filter(
      (a) => a.user === 'mitarbeiter' && ['2026-03-10', '2026-03-11'].includes(day(a.start)),
    );
    expect(lukasSick).toEqual([]);
    expect(worked.filter((a) => a.user === 'elif' && day(a.start) === '2026-03-26')).toEqual([]);
    // 29 past weekdays for 5 accounts, less Sophie's holiday week and three sick days.
    expect(worked).toHaveLength(29 * 5 - 5 - 3);
  });

  it('varies the times realistically: near the plan, a break after about four hours', () => {
    for (const [index, activity] of worked.entries()) {
      const shift = shifts.find(
        (s) => s.user === activity.user && day(s.start) === day(activity.start),
      )!;
      const lateMinutes = (activity.start.getTime() - shift.start.getTime()) / 60_000;
      expect({ index, lateMinutes: Math.abs(lateMinutes) <= 6 }).toEqual({
        index,
        lateMinutes: true,
      });
      const time = workingTimeOf(
        { ...activity, start: activity.start.toISOString(), end: activity.end.toISOString() },
        NOW,
      );
      expect(time.grossMs).toBe(time.netMs + time.breakMs);
      expect([15, 30]).toContain(time.breakMs / 60_000);
    }
  });

  it('gives the month view something to flag: short breaks and forgotten clock-outs', () => {
    expect(worked.filter((a) => a.autoEnded).length).toBeGreaterThanOrEqual(3);
    const shortBreaks = worked.filter(
      (a) => Date.parse(a.pauses[0].end!) - Date.parse(a.pauses[0].start) === 15 * 60_000,
    );
    expect(shortBreaks.length).toBeGreaterThanOrEqual(10);
  });

  it('books the Linz baker on the Christmas bakery project', () => {
    const booked = worked.filter((a) => a.project !== null);
    expect(booked.length).toBeGreaterThan(0);
    expect(booked.every((a) => a.user === 'tobias' && a.task === 'stollen-backen')).toBe(true);
  });
});
