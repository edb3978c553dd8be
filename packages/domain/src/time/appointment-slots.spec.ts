import fc from 'fast-check';
import type { LeadTimeType } from '../contract/catalog.js';
import type { OpeningHourEntry } from '../contract/common.js';
import type { OrderType } from '../contract/organisation.js';
import {
  APPOINTMENT_CLOSED_TEXT,
  APPOINTMENT_DAY_UNAVAILABLE_TEXT,
  APPOINTMENT_REQUIRED_TEXT,
  APPOINTMENT_TOO_EARLY_TEXT,
  appointmentPlanner,
  defaultAppointmentTime,
  earliestAppointmentStart,
  leadTimeEnd,
  MINUTE_STEP,
  SLOT_DAYS,
  SLOT_SEARCH_STEP_MINUTES,
  SLOT_START_ROUNDING_MINUTES,
  validateAppointment,
  type AppointmentQuery,
  type LeadTimeProduct,
} from './appointment-slots.js';
import { addCalendarDays, parseTimeOfDay } from './calendar-dates.js';
import { orderTypeShiftCalendar } from './open-state.js';
import { isOpenAt } from './opening-hours.js';
import { makeBranch } from '../testing/contract-fixtures.js';
import { at, closed, hours, span, WEEK_HOURS } from './test-fixtures.js';
import { businessDayOf, endOfBusinessDay, timeOfDayOf, wallTimeOf } from './time-zone.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const lead = (
  leadTimeType: LeadTimeType,
  leadTimeValue: number,
  isLeadTimeEnabled = true,
): LeadTimeProduct => ({
  isLeadTimeEnabled,
  leadTimeType,
  leadTimeValue,
});
/** Monday 2026-11-23, 09:07:30 in Vienna. */
const MONDAY_MORNING = new Date(at('2026-11-23 09:07').getTime() + 30_000);
const query = (overrides: Partial<AppointmentQuery> = {}): AppointmentQuery => ({
  branch: makeBranch({ openingHours: WEEK_HOURS }),
  orderType: 'takeaway',
  now: MONDAY_MORNING,
  ...overrides,
});

describe('constants', () => {
  it('match storefront.md §9', () => {
    expect([SLOT_DAYS, SLOT_START_ROUNDING_MINUTES, SLOT_SEARCH_STEP_MINUTES, MINUTE_STEP]).toEqual(
      [180, 5, 30, 5],
    );
  });
});

describe('leadTimeEnd', () => {
  it.each<[string, LeadTimeProduct, string, string]>([
    ['disabled', lead('hours', 5, false), '2026-11-23 10:00', '2026-11-23 10:00'],
    ['zero', lead('hours', 0), '2026-11-23 10:00', '2026-11-23 10:00'],
    ['negative', lead('days', -1), '2026-11-23 10:00', '2026-11-23 10:00'],
    ['90 minutes', lead('minutes', 90), '2026-11-23 10:00', '2026-11-23 11:30'],
    ['2 hours', lead('hours', 2), '2026-11-23 23:00', '2026-11-24 01:00'],
    ['1 day', lead('days', 1), '2026-11-23 10:00', '2026-11-24 10:00'],
    ['1 week', lead('weeks', 1), '2026-11-23 10:00', '2026-11-30 10:00'],
    [
      'a day over the spring change keeps the wall time (23 h)',
      lead('days', 1),
      '2026-03-28 10:00',
      '2026-03-29 10:00',
    ],
    [
      'a day over the autumn change keeps the wall time (25 h)',
      lead('days', 1),
      '2026-10-24 10:00',
      '2026-10-25 10:00',
    ],
    [
      'hours over the spring change are elapsed hours',
      lead('hours', 24),
      '2026-03-28 10:00',
      '2026-03-29 11:00',
    ],
    [
      'a day landing in the spring gap moves past it',
      lead('days', 1),
      '2026-03-28 02:30',
      '2026-03-29 03:30',
    ],
  ])('%s', (_name, product, from, expected) => {
    expect(iso(leadTimeEnd(product, at(from)))).toBe(iso(at(expected)));
  });
});

describe('earliestAppointmentStart', () => {
  it.each<[string, Date, LeadTimeProduct[], string]>([
    ['rounds now up to 5 minutes', MONDAY_MORNING, [], '2026-11-23 09:10'],
    ['keeps a time on the mark', at('2026-11-23 09:10'), [], '2026-11-23 09:10'],
    [
      'adds the largest lead time',
      MONDAY_MORNING,
      [lead('minutes', 15), lead('hours', 1), lead('hours', 5, false)],
      '2026-11-23 10:10',
    ],
    [
      'compares lead times of different units',
      MONDAY_MORNING,
      [lead('minutes', 1500), lead('days', 1)],
      '2026-11-24 10:10',
    ],
  ])('%s', (_name, now, products, expected) => {
    expect(iso(earliestAppointmentStart(now, products))).toBe(iso(at(expected)));
  });
});

describe('defaultAppointmentTime', () => {
  it.each([
    ['mid-hour', '2026-11-23T13:20:00.000Z', '2026-11-23T14:00:00.000Z'],
    ['on the hour: the next one', '2026-11-23T13:00:00.000Z', '2026-11-23T14:00:00.000Z'],
    ['before midnight: next day 00:00', '2026-11-23T22:20:00.000Z', '2026-11-23T23:00:00.000Z'],
    ['spring change: 01:30 → 03:00', '2026-03-29T00:30:00.000Z', '2026-03-29T01:00:00.000Z'],
    [
      'autumn change: first 02:30 → the second 02:00',
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:00:00.000Z',
    ],
    ['Kathmandu: the wall clock’s hour', '2026-01-01T00:00:00.000Z', '2026-01-01T00:15:00.000Z'],
  ])('%s', (name, now, expected) => {
    const zone = name.startsWith('Kathmandu') ? 'Asia/Kathmandu' : undefined;
    expect(iso(defaultAppointmentTime(new Date(now), zone))).toBe(expected);
  });
});

describe('appointmentPlanner', () => {
  it('offers today from the earliest start, in both shifts', () => {
    const planner = appointmentPlanner(query());
    expect(iso(planner.earliestStart)).toBe(iso(at('2026-11-23 09:10')));
    expect(planner.intervalsOfDay('2026-11-23').map(span)).toEqual(['09:10–12:00', '14:00–18:00']);
    expect(planner.slotsOfDay('2026-11-23').map(span)).toEqual([
      '09:10–09:30',
      '09:30–10:00',
      '10:00–10:30',
      '10:30–11:00',
      '11:00–11:30',
      '11:30–12:00',
      '14:00–14:30',
      '14:30–15:00',
      '15:00–15:30',
      '15:30–16:00',
      '16:00–16:30',
      '16:30–17:00',
      '17:00–17:30',
      '17:30–18:00',
    ]);
    const times = planner.timesOfDay('2026-11-23').map((t) => t.time);
    expect(times.slice(0, 3)).toEqual(['09:10', '09:15', '09:20']);
    expect(times).toContain('11:55');
    expect(times).not.toContain('12:00');
    expect(times).toContain('14:00');
    expect(times[times.length - 1]).toBe('17:55');
    expect(times).toHaveLength(34 + 48);
    expect(
      planner
        .timesOfDay('2026-11-23', 30)
        .map((t) => t.time)
        .slice(0, 3),
    ).toEqual(['09:30', '10:00', '10:30']);
  });

  it('allows only days with slots, never past days nor days after the horizon', () => {
    const planner = appointmentPlanner(query());
    expect(planner.daysWithSlots('2026-11-01', '2026-11-30')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-30',
    ]);
    expect(planner.firstDay).toBe('2026-11-23');
    expect(planner.lastDay).toBe('2027-05-21');
    expect(planner.hasSlots('2026-11-22')).toBe(false);
    expect(planner.hasSlots('2027-05-21')).toBe(true);
    expect(planner.hasSlots('2027-05-24')).toBe(false);
    expect(planner.daysWithSlots('2027-05-17', '2027-06-30')).toEqual([
      '2027-05-17',
      '2027-05-18',
      '2027-05-19',
      '2027-05-20',
      '2027-05-21',
    ]);
  });

  it.each([
    ['2026-11-23 09:05', false],
    ['2026-11-23 09:10', true],
    ['2026-11-23 11:59', true],
    ['2026-11-23 12:00', false],
    ['2026-11-23 17:59', true],
    ['2026-11-23 18:00', false],
    ['2026-11-29 10:00', false],
  ])('at %s bookable: %p', (time, expected) => {
    expect(appointmentPlanner(query()).isAvailable(at(time))).toBe(expected);
  });

  it('finds the first bookable time', () => {
    expect(iso(appointmentPlanner(query()).firstAvailable())).toBe(iso(at('2026-11-23 09:10')));
    expect(iso(appointmentPlanner(query({ now: at('2026-11-28 11:58') })).firstAvailable())).toBe(
      iso(at('2026-11-30 07:00')),
    );
  });

  it('finds nothing when no day within the horizon has hours', () => {
    const never = makeBranch({ openingHours: [closed('daily')], isPreorderEnabled: true });
    const planner = appointmentPlanner(query({ branch: never }));
    expect(planner.isOffered).toBe(true);
    expect(planner.firstAvailable()).toBeNull();
  });

  it('delays everything by the lead time', () => {
    const planner = appointmentPlanner(query({ products: [lead('days', 2)] }));
    expect(planner.hasSlots('2026-11-23')).toBe(false);
    expect(planner.hasSlots('2026-11-24')).toBe(false);
    expect(planner.intervalsOfDay('2026-11-25').map(span)).toEqual(['09:10–12:00', '14:00–18:00']);
    expect(iso(planner.firstAvailable())).toBe(iso(at('2026-11-25 09:10')));
  });

  it('offers no slots while closed without preorders, and all of them with preorders', () => {
    const lunchBreak = at('2026-11-23 13:00');
    const without = appointmentPlanner(query({ now: lunchBreak }));
    expect(without.isOffered).toBe(false);
    expect(without.daysWithSlots('2026-11-23', '2026-12-31')).toEqual([]);
    expect(without.firstAvailable()).toBeNull();
    const withPreorders = appointmentPlanner(
      query({
        now: lunchBreak,
        branch: makeBranch({ openingHours: WEEK_HOURS, isPreorderEnabled: true }),
      }),
    );
    expect(withPreorders.isOffered).toBe(true);
    expect(iso(withPreorders.firstAvailable())).toBe(iso(at('2026-11-23 14:00')));
  });

  it('starts no slot before orderableFrom on any day', () => {
    const planner = appointmentPlanner(
      query({ branch: makeBranch({ openingHours: WEEK_HOURS, orderableFrom: '15:00' }) }),
    );
    expect(planner.intervalsOfDay('2026-11-23').map(span)).toEqual(['15:00–18:00']);
    expect(planner.intervalsOfDay('2026-11-28')).toEqual([]);
    expect(planner.intervalsOfDay('2026-11-24').map(span)).toEqual(['15:00–18:00']);
  });

  it('books the part of a night shift after midnight on the next day', () => {
    const night = makeBranch({
      openingHours: [hours('daily', '22:00', '02:00')],
      isPreorderEnabled: true,
    });
    const planner = appointmentPlanner(query({ branch: night }));
    expect(planner.intervalsOfDay('2026-11-23').map(span)).toEqual(['22:00–00:00']);
    expect(planner.intervalsOfDay('2026-11-24').map(span)).toEqual(['00:00–02:00', '22:00–00:00']);
    const early = appointmentPlanner(query({ branch: { ...night, orderableFrom: '05:30' } }));
    expect(early.intervalsOfDay('2026-11-24').map(span)).toEqual(['22:00–00:00']);
  });

  it('follows delivery hours for delivery orders when enabled, else opening hours', () => {
    const branch = makeBranch({
      openingHours: WEEK_HOURS,
      isDeliveryEnabled: true,
      deliveryHours: [hours('daily', '11:00', '20:00')],
      isDeliveryHoursEnabled: true,
      isPreorderEnabled: true,
    });
    const delivery = appointmentPlanner(query({ branch, orderType: 'delivery' }));
    expect(delivery.intervalsOfDay('2026-11-29').map(span)).toEqual(['11:00–20:00']);
    const takeaway = appointmentPlanner(query({ branch, orderType: 'takeaway' }));
    expect(takeaway.intervalsOfDay('2026-11-29')).toEqual([]);
    const disabled = appointmentPlanner(
      query({ branch: { ...branch, isDeliveryHoursEnabled: false }, orderType: 'delivery' }),
    );
    expect(disabled.intervalsOfDay('2026-11-24').map(span)).toEqual(['07:00–12:00', '14:00–18:00']);
  });

  it('lists wall-clock times across the spring change (no 02:xx) and the autumn change (02:xx twice)', () => {
    const branch = makeBranch({
      openingHours: [hours('daily', '01:00', '04:00')],
      isPreorderEnabled: true,
    });
    const planner = appointmentPlanner(query({ branch, now: at('2026-03-20 12:00') }));
    const spring = planner.timesOfDay('2026-03-29').map((t) => t.time);
    expect(spring).toHaveLength(24);
    expect(spring.slice(10, 14)).toEqual(['01:50', '01:55', '03:00', '03:05']);
    expect(planner.slotsOfDay('2026-03-29').map(span)).toEqual([
      '01:00–01:30',
      '01:30–03:00',
      '03:00–03:30',
      '03:30–04:00',
    ]);
    const autumnPlanner = appointmentPlanner(query({ branch, now: at('2026-10-20 12:00') }));
    const autumn = autumnPlanner.timesOfDay('2026-10-25');
    expect(autumn).toHaveLength(48);
    expect(autumn.filter((t) => t.time === '02:00').map((t) => iso(t.instant))).toEqual([
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
    ]);
    expect(autumnPlanner.slotsOfDay('2026-10-25')).toHaveLength(8);
  });

  it('honours a shorter horizon and another zone', () => {
    const planner = appointmentPlanner(query({ days: 1 }));
    expect(planner.lastDay).toBe('2026-11-23');
    expect(planner.hasSlots('2026-11-24')).toBe(false);
    const newYork = appointmentPlanner(
      query({ now: new Date('2026-11-23T14:02:00.000Z'), timeZone: 'America/New_York' }),
    );
    expect(newYork.timesOfDay('2026-11-23')[0].time).toBe('09:05');
    expect(newYork.timeZone).toBe('America/New_York');
  });

  describe('properties', () => {
    const quarter = fc.integer({ min: 0, max: 95 }).map((q) => {
      const m = q * 15;
      return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    });
    const entries = fc.array(
      fc.record<OpeningHourEntry>({
        type: fc.constantFrom('daily', 'monday', 'saturday', 'sunday', 'once'),
        date: fc.constantFrom('2026-03-29', '2026-10-25', '2026-03-30', null),
        isClosed: fc.boolean(),
        from: quarter,
        to: quarter,
      }),
      { maxLength: 5 },
    );
    const scenario = fc.record({
      openingHours: entries,
      deliveryHours: entries,
      isDeliveryHoursEnabled: fc.boolean(),
      isPreorderEnabled: fc.boolean(),
      orderableFrom: fc.oneof(fc.constant(''), quarter),
      orderType: fc.constantFrom<OrderType>('takeaway', 'delivery', 'dineIn'),
      now: fc
        .constantFrom('2026-03-27', '2026-10-23')
        .chain((day) =>
          fc
            .integer({ min: 0, max: 3 * 1440 })
            .map((m) => new Date(at(`${day} 00:00`).getTime() + m * 60_000 + 7_000)),
        ),
      products: fc.array(
        fc.record({
          isLeadTimeEnabled: fc.boolean(),
          leadTimeType: fc.constantFrom<LeadTimeType>('minutes', 'hours', 'days'),
          leadTimeValue: fc.integer({ min: 0, max: 30 }),
        }),
        { maxLength: 2 },
      ),
    });
    type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;
    const build = (s: Scenario): AppointmentQuery => ({
      branch: makeBranch({
        openingHours: s.openingHours,
        deliveryHours: s.deliveryHours,
        isDeliveryHoursEnabled: s.isDeliveryHoursEnabled,
        isPreorderEnabled: s.isPreorderEnabled,
        orderableFrom: s.orderableFrom,
      }),
      orderType: s.orderType,
      now: s.now,
      products: s.products,
      days: 5,
    });

    it('returns only times inside a shift, on their day, after the earliest start and orderableFrom, on 5-minute marks', () => {
      fc.assert(
        fc.property(scenario, (s) => {
          const q = build(s);
          const planner = appointmentPlanner(q);
          const hoursCalendar = orderTypeShiftCalendar(q.branch, q.orderType);
          const limit = parseTimeOfDay(s.orderableFrom);
          for (
            let date = planner.firstDay;
            date <= planner.lastDay;
            date = addCalendarDays(date, 1)
          ) {
            for (const { time, instant } of planner.timesOfDay(date)) {
              expect(isOpenAt(hoursCalendar, instant)).toBe(true);
              expect(instant.getTime()).toBeGreaterThanOrEqual(planner.earliestStart.getTime());
              expect(instant.getTime()).toBeGreaterThanOrEqual(s.now.getTime());
              expect(businessDayOf(instant)).toBe(date);
              expect(time).toBe(timeOfDayOf(instant));
              expect(wallTimeOf(instant).minute % 5).toBe(0);
              if (limit !== null) expect(parseTimeOfDay(time)).toBeGreaterThanOrEqual(limit);
              expect(planner.isAvailable(instant)).toBe(true);
            }
            expect(planner.hasSlots(date)).toBe(planner.intervalsOfDay(date).length > 0);
          }
        }),
        { numRuns: 40 },
      );
    });

    it('cuts each day’s intervals into slots of at most 30 minutes without gaps', () => {
      fc.assert(
        fc.property(scenario, (s) => {
          const planner = appointmentPlanner(build(s));
          for (
            let date = planner.firstDay;
            date <= planner.lastDay;
            date = addCalendarDays(date, 1)
          ) {
            const slots = planner.slotsOfDay(date);
            const covered = slots.reduce(
              (sum, slot) => sum + slot.end.getTime() - slot.start.getTime(),
              0,
            );
            const available = planner
              .intervalsOfDay(date)
              .reduce((sum, i) => sum + i.end.getTime() - i.start.getTime(), 0);
            expect(covered).toBe(available);
            for (const slot of slots) {
              expect(slot.end.getTime() - slot.start.getTime()).toBeLessThanOrEqual(30 * 60_000);
              expect(slot.end.getTime()).toBeLessThanOrEqual(endOfBusinessDay(date).getTime());
            }
          }
        }),
        { numRuns: 100 },
      );
    });

    it('agrees with a brute-force check of every minute', () => {
      fc.assert(
        fc.property(scenario, fc.integer({ min: 0, max: 5 * 1440 }), (s, minute) => {
          const q = build(s);
          const planner = appointmentPlanner(q);
          const instant = new Date(at(`${planner.firstDay} 00:00`).getTime() + minute * 60_000);
          const hoursCalendar = orderTypeShiftCalendar(q.branch, q.orderType);
          const limit = parseTimeOfDay(s.orderableFrom);
          const wall = wallTimeOf(instant);
          const expected =
            planner.isOffered &&
            isOpenAt(hoursCalendar, instant) &&
            instant.getTime() >= planner.earliestStart.getTime() &&
            businessDayOf(instant) <= planner.lastDay &&
            (limit === null || wall.hour * 60 + wall.minute >= limit);
          expect(planner.isAvailable(instant)).toBe(expected);
        }),
        { numRuns: 400 },
      );
    });
  });
});

describe('validateAppointment', () => {
  const field = 'appointmentDate';
  it.each<[string, Partial<AppointmentQuery>, Date | null, string | null]>([
    ['none, not required', {}, null, null],
    [
      'none, required',
      { branch: makeBranch({ openingHours: WEEK_HOURS, isAppointmentRequired: true }) },
      null,
      APPOINTMENT_REQUIRED_TEXT,
    ],
    [
      'an invalid date, required',
      { branch: makeBranch({ openingHours: WEEK_HOURS, isAppointmentRequired: true }) },
      new Date(Number.NaN),
      APPOINTMENT_REQUIRED_TEXT,
    ],
    ['inside a slot', {}, at('2026-11-23 10:00'), null],
    ['later in the week', {}, at('2026-11-27 17:55'), null],
    ['Sunday: no slots that day', {}, at('2026-11-29 10:00'), APPOINTMENT_DAY_UNAVAILABLE_TEXT],
    ['yesterday', {}, at('2026-11-22 10:00'), APPOINTMENT_DAY_UNAVAILABLE_TEXT],
    ['beyond 180 days', {}, at('2027-05-24 10:00'), APPOINTMENT_DAY_UNAVAILABLE_TEXT],
    ['lunch break', {}, at('2026-11-23 13:00'), APPOINTMENT_CLOSED_TEXT],
    ['at closing time', {}, at('2026-11-23 18:00'), APPOINTMENT_CLOSED_TEXT],
    ['open, but before the earliest start', {}, at('2026-11-23 09:05'), APPOINTMENT_TOO_EARLY_TEXT],
    [
      'open, but before the lead time ends',
      { products: [lead('hours', 3)] },
      at('2026-11-23 11:00'),
      APPOINTMENT_TOO_EARLY_TEXT,
    ],
    [
      'open, but before orderableFrom',
      { branch: makeBranch({ openingHours: WEEK_HOURS, orderableFrom: '10:00' }) },
      at('2026-11-24 09:30'),
      APPOINTMENT_TOO_EARLY_TEXT,
    ],
    [
      'closed now, no preorders',
      { now: at('2026-11-23 19:00') },
      at('2026-11-24 10:00'),
      APPOINTMENT_DAY_UNAVAILABLE_TEXT,
    ],
    [
      'closed now, preorders',
      {
        now: at('2026-11-23 19:00'),
        branch: makeBranch({ openingHours: WEEK_HOURS, isPreorderEnabled: true }),
      },
      at('2026-11-24 10:00'),
      null,
    ],
    [
      'delivery inside delivery hours, outside opening hours',
      {
        orderType: 'delivery',
        branch: makeBranch({
          openingHours: WEEK_HOURS,
          deliveryHours: [hours('daily', '11:00', '21:00')],
          isDeliveryHoursEnabled: true,
        }),
        now: at('2026-11-23 12:00'),
      },
      at('2026-11-23 19:00'),
      null,
    ],
    [
      'takeaway at that time',
      {
        branch: makeBranch({
          openingHours: WEEK_HOURS,
          deliveryHours: [hours('daily', '11:00', '21:00')],
          isDeliveryHoursEnabled: true,
        }),
        now: at('2026-11-23 11:00'),
      },
      at('2026-11-23 19:00'),
      APPOINTMENT_CLOSED_TEXT,
    ],
    [
      'a closed holiday',
      { branch: makeBranch({ openingHours: [...WEEK_HOURS, closed('once', '2026-12-24')] }) },
      at('2026-12-24 10:00'),
      APPOINTMENT_DAY_UNAVAILABLE_TEXT,
    ],
  ])('%s', (_name, overrides, appointment, message) => {
    expect(validateAppointment(query(overrides), appointment)).toEqual(
      message === null ? null : { message, field },
    );
  });

  it('keeps the spec’s wording', () => {
    expect(APPOINTMENT_REQUIRED_TEXT).toBe('Bitte wählen Sie einen Termin aus.');
    expect(APPOINTMENT_CLOSED_TEXT).toBe(
      'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
    );
    expect(APPOINTMENT_DAY_UNAVAILABLE_TEXT).toBe(
      'Zum ausgewählten Tag sind keine Termine verfügbar.',
    );
  });
});
