import { makeBranch } from '../testing/contract-fixtures.js';
import { pickerStart, pickerTimeOn } from './appointment-picker-start.js';
import { appointmentPlanner } from './appointment-slots.js';
import { at, WEEK_HOURS } from './test-fixtures.js';

// WEEK_HOURS: daily 07:00–12:00 and 14:00–18:00, Saturday 08:00–12:00, Sunday closed.
const plannerAt = (now: string, preorders = true) =>
  appointmentPlanner({
    branch: makeBranch({ openingHours: WEEK_HOURS, isPreorderEnabled: preorders }),
    orderType: 'takeaway',
    now: at(now),
  });

describe('pickerStart', () => {
  it.each([
    ['Monday evening, closed: Tuesday at opening', '2026-11-23 21:32', '2026-11-24', 7 * 60],
    ['lunch break: the afternoon shift', '2026-11-23 12:40', '2026-11-23', 14 * 60],
    ['open: now rounded up to 5 minutes', '2026-11-23 09:07', '2026-11-23', 9 * 60 + 10],
    ['Saturday after closing: Monday', '2026-11-28 13:00', '2026-11-30', 7 * 60],
  ])('%s', (_name, now, date, minutes) => {
    expect(pickerStart(plannerAt(now), null)).toEqual({ date, minutes });
  });

  it('keeps a chosen appointment while it is bookable, else starts at the first slot', () => {
    const planner = plannerAt('2026-11-23 21:32');
    expect(pickerStart(planner, at('2026-11-25 15:30'))).toEqual({
      date: '2026-11-25',
      minutes: 15 * 60 + 30,
    });
    expect(pickerStart(planner, at('2026-11-23 10:00'))).toEqual({
      date: '2026-11-24',
      minutes: 7 * 60,
    });
  });

  it('is null when no day has slots (closed, no preorders)', () => {
    expect(pickerStart(plannerAt('2026-11-23 21:32', false), null)).toBeNull();
  });
});

describe('pickerTimeOn', () => {
  const planner = plannerAt('2026-11-23 21:32');

  it.each([
    ['a bookable time stays', 10 * 60, 10 * 60],
    ['midnight: the first time of the day', 0, 7 * 60],
    ['the lunch break: the afternoon', 12 * 60 + 30, 14 * 60],
    ['after closing: the first time of the day', 19 * 60, 7 * 60],
  ])('%s', (_name, minutes, expected) => {
    expect(pickerTimeOn(planner, '2026-11-24', minutes)).toBe(expected);
  });

  it('is null on a day without slots (Sunday)', () => {
    expect(pickerTimeOn(planner, '2026-11-29', 10 * 60)).toBeNull();
  });
});
