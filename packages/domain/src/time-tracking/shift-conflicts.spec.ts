import { shiftConflicts, type PlannedShift } from './shift-conflicts.js';

let nextId = 1;
function shift(userId: number, start: string, end: string): PlannedShift {
  return { id: nextId++, userId, start: `${start}:00.000Z`, end: `${end}:00.000Z` };
}

describe('shiftConflicts', () => {
  it('finds overlapping shifts of one employee, not of two', () => {
    const a = shift(1, '2026-11-26T06:00', '2026-11-26T12:00');
    const b = shift(1, '2026-11-26T11:00', '2026-11-26T15:00');
    const other = shift(2, '2026-11-26T07:00', '2026-11-26T15:00');
    expect(shiftConflicts([b, other, a], 'Europe/Vienna')).toEqual([
      { kind: 'overlap', shiftIds: [a.id, b.id], message: 'Die Schichten überschneiden sich.' },
    ]);
  });

  it('finds a rest under 11 hours between two working days', () => {
    const late = shift(1, '2026-11-26T13:00', '2026-11-26T21:00'); // until 22:00 in Vienna
    const early = shift(1, '2026-11-27T04:00', '2026-11-27T10:00'); // from 05:00
    expect(shiftConflicts([late, early], 'Europe/Vienna')).toEqual([
      {
        kind: 'rest',
        shiftIds: [late.id, early.id],
        message: 'Nur 7:00 h Ruhezeit zwischen den Schichten (mindestens 11 h).',
      },
    ]);
  });

  it('accepts 11 hours of rest and a split shift on one day', () => {
    const evening = shift(1, '2026-11-26T10:00', '2026-11-26T18:00');
    const morning = shift(1, '2026-11-27T05:00', '2026-11-27T12:00');
    const splitMorning = shift(3, '2026-11-26T05:00', '2026-11-26T09:00');
    const splitEvening = shift(3, '2026-11-26T13:00', '2026-11-26T17:00');
    expect(shiftConflicts([evening, morning, splitMorning, splitEvening], 'Europe/Vienna')).toEqual(
      [],
    );
  });

  it('compares a shift with the latest end so far, not only with its neighbour', () => {
    const long = shift(1, '2026-11-26T06:00', '2026-11-26T16:00');
    const inside = shift(1, '2026-11-26T08:00', '2026-11-26T09:00');
    const after = shift(1, '2026-11-26T15:00', '2026-11-26T17:00');
    expect(shiftConflicts([long, inside, after], 'Europe/Vienna').map((c) => c.shiftIds)).toEqual([
      [long.id, inside.id],
      [long.id, after.id],
    ]);
  });
});
