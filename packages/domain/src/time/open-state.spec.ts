import fc from 'fast-check';
import type { OpeningHourEntry } from '../contract/common.js';
import {
  branchOpenStatus,
  branchShiftCalendar,
  deliveryShiftCalendar,
  CLOSING_SOON_MINUTES,
  deliveryOpenStatus,
  isOpenState,
  OPEN_STATES,
  openStatusAt,
  orderTypeShiftCalendar,
  type OpenState,
} from './open-state.js';
import { shiftCalendar, shiftsOfDay } from './opening-hours.js';
import { makeBranch } from '../testing/contract-fixtures.js';
import { at, closed, hours, span, WEEK_HOURS } from './test-fixtures.js';
import { addCalendarDays } from './calendar-dates.js';
import { businessDayOf } from './time-zone.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('openStatusAt', () => {
  it.each<[string, OpeningHourEntry[], string, OpenState, string | null]>([
    ['before opening', WEEK_HOURS, '2026-11-23 06:59', 'closed', null],
    ['at opening', WEEK_HOURS, '2026-11-23 07:00', 'open', '2026-11-23 12:00'],
    ['61 minutes before closing', WEEK_HOURS, '2026-11-23 10:59', 'open', '2026-11-23 12:00'],
    // Spec: closing soon = under 60 minutes to close; exactly 60 minutes is still open.
    [
      'exactly 60 minutes before closing',
      WEEK_HOURS,
      '2026-11-23 11:00',
      'open',
      '2026-11-23 12:00',
    ],
    [
      '59 minutes before closing',
      WEEK_HOURS,
      '2026-11-23 11:01',
      'closing-soon',
      '2026-11-23 12:00',
    ],
    [
      'one minute before closing',
      WEEK_HOURS,
      '2026-11-23 11:59',
      'closing-soon',
      '2026-11-23 12:00',
    ],
    ['at closing', WEEK_HOURS, '2026-11-23 12:00', 'closed', null],
    ['Sunday', WEEK_HOURS, '2026-11-29 10:00', 'closed', null],
    [
      'touching shifts: not closing soon at the seam',
      [hours('daily', '07:00', '12:00'), hours('daily', '12:00', '18:00')],
      '2026-11-23 11:30',
      'open',
      '2026-11-23 18:00',
    ],
    [
      'a night shift closes the next morning',
      [hours('daily', '22:00', '02:00')],
      '2026-11-23 23:00',
      'open',
      '2026-11-24 02:00',
    ],
    [
      'a night shift over the autumn change: 01:30 to 02:00 is 30 minutes',
      [hours('daily', '22:00', '02:00')],
      '2026-10-25 01:30',
      'closing-soon',
      '2026-10-25 02:00',
    ],
    [
      'spring change: 01:30 to 03:30 is one real hour, so still open',
      [hours('daily', '20:00', '03:30')],
      '2026-03-29 01:30',
      'open',
      '2026-03-29 03:30',
    ],
    [
      'spring change: 01:31 to 03:30 is 59 real minutes',
      [hours('daily', '20:00', '03:30')],
      '2026-03-29 01:31',
      'closing-soon',
      '2026-03-29 03:30',
    ],
  ])('%s', (_name, entries, time, state, closesAt) => {
    const status = openStatusAt(shiftCalendar([entries]), at(time));
    expect(status.state).toBe(state);
    expect(iso(status.closesAt)).toBe(closesAt && iso(at(closesAt)));
  });

  it('reports an open-ended stretch (open around the clock) as open without closing time', () => {
    expect(
      openStatusAt(shiftCalendar([[hours('daily', '00:00', '00:00')]]), at('2026-11-23 23:30')),
    ).toEqual({
      state: 'open',
      closesAt: null,
    });
  });

  it('uses a 60-minute threshold', () => {
    expect(CLOSING_SOON_MINUTES).toBe(60);
    expect(OPEN_STATES).toEqual(['open', 'closing-soon', 'closed']);
  });
});

describe('branchOpenStatus and deliveryOpenStatus', () => {
  const delivery = [hours('daily', '11:00', '21:00')];
  it.each<[string, boolean, string, OpenState, OpenState]>([
    [
      'delivery hours disabled: only opening hours count',
      false,
      '2026-11-23 19:00',
      'closed',
      'closed',
    ],
    ['delivery hours enabled: open through them', true, '2026-11-23 19:00', 'open', 'open'],
    ['both open, branch closes with the later one', true, '2026-11-23 17:30', 'open', 'open'],
    ['opening hours open, delivery not yet', true, '2026-11-23 08:00', 'open', 'closed'],
    ['delivery disabled follows opening hours', false, '2026-11-23 08:00', 'open', 'open'],
    ['delivery closing soon', true, '2026-11-23 20:30', 'closing-soon', 'closing-soon'],
  ])('%s', (_name, isDeliveryHoursEnabled, time, branchState, deliveryState) => {
    const branch = makeBranch({
      openingHours: WEEK_HOURS,
      deliveryHours: delivery,
      isDeliveryHoursEnabled,
    });
    expect(branchOpenStatus(branch, at(time)).state).toBe(branchState);
    expect(deliveryOpenStatus(branch, at(time)).state).toBe(deliveryState);
  });

  it('merges opening and delivery hours into one stretch for the closing time', () => {
    const branch = makeBranch({
      openingHours: WEEK_HOURS,
      deliveryHours: delivery,
      isDeliveryHoursEnabled: true,
    });
    expect(iso(branchOpenStatus(branch, at('2026-11-23 08:00')).closesAt)).toBe(
      iso(at('2026-11-23 21:00')),
    );
  });

  it('lets a closed delivery holiday close delivery only', () => {
    const branch = makeBranch({
      openingHours: WEEK_HOURS,
      deliveryHours: [...delivery, closed('once', '2026-11-23')],
      isDeliveryHoursEnabled: true,
    });
    expect(branchOpenStatus(branch, at('2026-11-23 10:00')).state).toBe('open');
    expect(deliveryOpenStatus(branch, at('2026-11-23 12:00')).state).toBe('closed');
  });

  it('builds the calendars in Vienna unless told otherwise', () => {
    const branch = makeBranch({
      openingHours: WEEK_HOURS,
      deliveryHours: delivery,
      isDeliveryHoursEnabled: true,
    });
    expect(branchShiftCalendar(branch).timeZone).toBe('Europe/Vienna');
    expect(deliveryShiftCalendar(branch).shiftsOfDay('2026-11-23').map(span)).toEqual([
      '11:00–21:00',
    ]);
    expect(branchShiftCalendar(branch, 'UTC').timeZone).toBe('UTC');
  });

  it('takes orders of each type by their hours', () => {
    const branch = makeBranch({
      openingHours: WEEK_HOURS,
      deliveryHours: delivery,
      isDeliveryHoursEnabled: true,
    });
    const evening = at('2026-11-23 20:30');
    expect(orderTypeShiftCalendar(branch, 'delivery').shiftsOfDay('2026-11-23')).toHaveLength(1);
    expect(openStatusAt(orderTypeShiftCalendar(branch, 'delivery'), evening).state).toBe(
      'closing-soon',
    );
    expect(openStatusAt(orderTypeShiftCalendar(branch, 'takeaway'), evening).state).toBe('closed');
    expect(openStatusAt(orderTypeShiftCalendar(branch, 'dineIn'), evening).state).toBe('closed');
  });

  it('counts open and closing soon as open', () => {
    expect([isOpenState('open'), isOpenState('closing-soon'), isOpenState('closed')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('agrees with the shifts list at every minute of a week', () => {
    const branch = makeBranch({
      openingHours: [...WEEK_HOURS, hours('friday', '22:00', '03:00')],
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 * 1440 }), (minute) => {
        const now = new Date(at('2026-11-23 00:00').getTime() + minute * 60_000);
        const day = businessDayOf(now);
        const shifts = [
          ...shiftsOfDay(branch.openingHours, addCalendarDays(day, -1)),
          ...shiftsOfDay(branch.openingHours, day),
        ];
        const current = shifts.find((s) => s.start <= now && now < s.end);
        const status = branchOpenStatus(branch, now);
        expect(status.state === 'closed').toBe(current === undefined);
        if (current) {
          expect(status.closesAt).toEqual(current.end);
          expect(status.state === 'closing-soon').toBe(
            current.end.getTime() - now.getTime() < 3_600_000,
          );
        }
      }),
    );
  });
});
