import type { PlannedShift } from './shift-conflicts.js';
import {
  isMonday,
  mondayOf,
  moveByWallDays,
  planShiftCopies,
  shiftsOverlap,
} from './shift-week.js';

const VIENNA = 'Europe/Vienna';

let nextId = 1;
function shift(userId: number, start: string, end: string): PlannedShift {
  return {
    id: nextId++,
    userId,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
  };
}

describe('isMonday and mondayOf', () => {
  it.each([
    ['2026-03-23', true, '2026-03-23'],
    ['2026-03-29', false, '2026-03-23'],
    ['2026-03-24', false, '2026-03-23'],
    ['2027-01-01', false, '2026-12-28'],
  ])('%s: Monday %s, week of %s', (day, monday, weekStart) => {
    expect(isMonday(day)).toBe(monday);
    expect(mondayOf(day)).toBe(weekStart);
  });
});

describe('moveByWallDays', () => {
  it('keeps 07:00 over the change to summer time (the week is an hour shorter)', () => {
    // Monday 23 March 2026, 07:00 CET → Monday 30 March 2026, 07:00 CEST.
    const moved = moveByWallDays('2026-03-23T06:00:00.000Z', 7, VIENNA);
    expect(moved.toISOString()).toBe('2026-03-30T05:00:00.000Z');
  });

  it('keeps 15:00 over the change back to winter time, and moves backwards too', () => {
    expect(moveByWallDays('2026-10-23T13:00:00.000Z', 7, VIENNA).toISOString()).toBe(
      '2026-10-30T14:00:00.000Z',
    );
    expect(moveByWallDays('2026-10-30T14:00:00.000Z', -7, VIENNA).toISOString()).toBe(
      '2026-10-23T13:00:00.000Z',
    );
  });
});

describe('planShiftCopies', () => {
  it('copies a week by whole days with the same wall-clock times', () => {
    const monday = shift(1, '2026-03-23T06:00:00Z', '2026-03-23T14:00:00Z');
    const night = shift(2, '2026-03-28T21:00:00Z', '2026-03-29T05:00:00Z'); // Sa 22:00 CET – So 07:00 CEST: the night of the change
    const plan = planShiftCopies([night, monday], [], 7, VIENNA);
    expect(plan.skipped).toEqual([]);
    expect(plan.copies).toEqual([
      { source: monday, start: '2026-03-30T05:00:00.000Z', end: '2026-03-30T13:00:00.000Z' },
      { source: night, start: '2026-04-04T20:00:00.000Z', end: '2026-04-05T05:00:00.000Z' },
    ]);
  });

  it("skips a copy that would overlap the same employee's shift, not another's", () => {
    const source = shift(1, '2026-11-16T06:00:00Z', '2026-11-16T14:00:00Z');
    const theirs = shift(1, '2026-11-23T12:00:00Z', '2026-11-23T18:00:00Z');
    const colleague = shift(2, '2026-11-23T06:00:00Z', '2026-11-23T14:00:00Z');
    const plan = planShiftCopies([source], [colleague, theirs], 7, VIENNA);
    expect(plan.copies).toEqual([]);
    expect(plan.skipped).toEqual([
      { source, reason: 'Überschneidung mit der Schicht am 23.11.2026, 13:00–19:00.' },
    ]);
    expect(planShiftCopies([source], [colleague], 7, VIENNA).copies).toHaveLength(1);
  });

  it("leaves out the days of an employee's absence, not a colleague's", () => {
    const tuesday = shift(1, '2026-11-17T06:00:00Z', '2026-11-17T14:00:00Z');
    const friday = shift(1, '2026-11-20T06:00:00Z', '2026-11-20T14:00:00Z');
    const colleague = shift(2, '2026-11-17T06:00:00Z', '2026-11-17T14:00:00Z');
    const holiday = { userId: 1, kind: 'holiday' as const, from: '2026-11-23', to: '2026-11-25' };
    const plan = planShiftCopies([tuesday, friday, colleague], [], 7, VIENNA, [holiday]);
    expect(plan.copies.map((copy) => copy.source)).toEqual([colleague, friday]);
    expect(plan.skipped).toEqual([
      { source: tuesday, reason: 'Abwesenheit (Urlaub) am 24.11.2026.' },
    ]);
  });

  it('does not copy two overlapping sources onto each other', () => {
    const early = shift(3, '2026-11-16T06:00:00Z', '2026-11-16T12:00:00Z');
    const late = shift(3, '2026-11-16T11:00:00Z', '2026-11-16T15:00:00Z');
    const plan = planShiftCopies([late, early], [], 7, VIENNA);
    expect(plan.copies.map((copy) => copy.source)).toEqual([early]);
    expect(plan.skipped.map((skip) => skip.source)).toEqual([late]);
  });
});

describe('shiftsOverlap', () => {
  it('lets one shift end when the next begins', () => {
    const a = shift(1, '2026-11-16T06:00:00Z', '2026-11-16T12:00:00Z');
    const b = shift(1, '2026-11-16T12:00:00Z', '2026-11-16T16:00:00Z');
    expect(shiftsOverlap(a, b)).toBe(false);
    expect(shiftsOverlap(a, { ...b, start: '2026-11-16T11:59:00.000Z' })).toBe(true);
  });
});
