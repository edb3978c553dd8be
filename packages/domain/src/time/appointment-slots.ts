import type { LeadTimeType, Product } from '../contract/catalog.js';
import type { FieldError, DateString, TimeString } from '../contract/common.js';
import type { Branch, OrderType } from '../contract/organisation.js';
import { addCalendarDays, parseTimeOfDay } from './calendar-dates.js';
import { orderTypeShiftCalendar, type BranchHours } from './open-state.js';
import { isOpenAt, mergeShifts, type Shift } from './opening-hours.js';
import {
  businessDayOf,
  DEFAULT_TIME_ZONE,
  instantOfDayMinutes,
  instantOfWallTime,
  roundUpToWallMinutes,
  startOfBusinessDay,
  timeOfDayOf,
  wallTimeOf,
} from './time-zone.js';

/**
 * Appointment slots (storefront.md §5 checkout, §9 constants; backend.md §9).
 *
 * - Earliest start: `now` rounded up to the next 5-minute mark of the wall clock, plus the
 *   largest lead time among the cart's products (only those with `isLeadTimeEnabled`).
 * - Available time: the shifts of the order type's hours (delivery orders: delivery hours when
 *   enabled, else opening hours; takeaway and dine-in: opening hours), from the earliest start
 *   on, over `SLOT_DAYS` business days counted from today (today included), and on each day not
 *   before the branch's `orderableFrom` time of that day (empty = no limit). Overlapping or
 *   touching shifts form one stretch.
 * - Preorders: while the branch is closed now (for the order type), slots are offered only if
 *   `isPreorderEnabled`; while it is open they are offered regardless.
 * - A time belongs to the business day its wall clock shows: the part of a 22:00–02:00 shift
 *   after midnight is booked on the next day.
 * - Search step: a day's available time is cut into slots at every full and half hour of the
 *   wall clock (`SLOT_SEARCH_STEP_MINUTES`); a stretch's first slot starts at its available start
 *   (09:10 → 09:10–09:30, 09:30–10:00 …) and its last ends at closing. The time picker lists the
 *   5-minute marks (`MINUTE_STEP`) inside the slots; an instant is bookable when it lies inside a
 *   slot (start inclusive, end exclusive: not at closing time).
 * Work is per day and remembered per day: a picker month costs ~32 days of shifts, one
 * validation two days, not the whole 180-day horizon.
 */

/** Days (from today) for which slots are offered. */
export const SLOT_DAYS = 180;
/** The earliest start is `now` rounded up to this many minutes. */
export const SLOT_START_ROUNDING_MINUTES = 5;
/** Slot length and grid in minutes (the spec's "search step"). */
export const SLOT_SEARCH_STEP_MINUTES = 30;
/** Default minute step of the time picker. */
export const MINUTE_STEP = 5;

const MINUTE_MS = 60_000;

/** The lead-time fields of a product. */
export type LeadTimeProduct = Pick<Product, 'isLeadTimeEnabled' | 'leadTimeType' | 'leadTimeValue'>;

/** Branch fields the slot rules read. */
export type SlotBranch = BranchHours &
  Pick<Branch, 'isPreorderEnabled' | 'orderableFrom' | 'isAppointmentRequired'>;

/** A time of the time picker: the wall-clock `HH:mm` and the instant it stands for. */
export interface AppointmentTime {
  time: TimeString;
  instant: Date;
}

/**
 * The instant a product's lead time after `from` ends: minutes and hours as elapsed time; days
 * and weeks as calendar days on the wall clock (same time of day, so a day is 23 or 25 hours
 * across a DST change). No lead time (disabled, or value not positive): `from` itself.
 */
export function leadTimeEnd(
  product: LeadTimeProduct,
  from: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  const value = product.leadTimeValue;
  if (!product.isLeadTimeEnabled || !(value > 0)) return from;
  const elapsed: Partial<Record<LeadTimeType, number>> = { minutes: 1, hours: 60 };
  const perUnit = elapsed[product.leadTimeType];
  if (perUnit !== undefined) return new Date(from.getTime() + value * perUnit * MINUTE_MS);
  const wall = wallTimeOf(from, timeZone);
  const days = product.leadTimeType === 'weeks' ? value * 7 : value;
  return instantOfWallTime({ ...wall, day: wall.day + days }, timeZone);
}

/**
 * Earliest bookable instant: `now` rounded up to `SLOT_START_ROUNDING_MINUTES` on the wall clock,
 * plus the largest lead time of the given products (compared by the instant each reaches).
 */
export function earliestAppointmentStart(
  now: Date,
  products: readonly LeadTimeProduct[] = [],
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  const rounded = roundUpToWallMinutes(now, SLOT_START_ROUNDING_MINUTES, timeZone);
  let earliest = rounded;
  for (const product of products) {
    const end = leadTimeEnd(product, rounded, timeZone);
    if (end.getTime() > earliest.getTime()) earliest = end;
  }
  return earliest;
}

/** The time the picker shows when none is chosen: the start of the next wall-clock hour after `now`. */
export function defaultAppointmentTime(now: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const { minute, second, millisecond } = wallTimeOf(now, timeZone);
  return new Date(
    now.getTime() - minute * MINUTE_MS - second * 1000 - millisecond + 60 * MINUTE_MS,
  );
}

/** What slots are computed for. */
export interface AppointmentQuery {
  branch: SlotBranch;
  orderType: OrderType;
  now: Date;
  /** Products in the cart; their largest lead time delays the earliest start. */
  products?: readonly LeadTimeProduct[];
  timeZone?: string;
  /** Days from today with slots; default `SLOT_DAYS`. */
  days?: number;
}

/** Slots of one branch, order type and moment, computed per day on demand and remembered. */
export interface AppointmentPlanner {
  readonly timeZone: string;
  /** Earliest bookable instant (rounded now + lead time). */
  readonly earliestStart: Date;
  /** First and last business day that can have slots (today … today + days − 1). */
  readonly firstDay: DateString;
  readonly lastDay: DateString;
  /** False while the branch is closed for the order type and takes no preorders. */
  readonly isOffered: boolean;
  /** Bookable stretches of a business day, merged and sorted; empty for days without slots. */
  intervalsOfDay(date: DateString): readonly Shift[];
  /** The day's slots: its intervals cut at the wall clock's full and half hours. */
  slotsOfDay(date: DateString): Shift[];
  /** The wall-clock marks every `minuteStep` minutes inside the day's slots, for the time picker. */
  timesOfDay(date: DateString, minuteStep?: number): AppointmentTime[];
  /** True when the day has at least one slot (the date picker allows it). */
  hasSlots(date: DateString): boolean;
  /** Days from `from` to `to` (inclusive) that have slots; past days and days after the horizon never. */
  daysWithSlots(from: DateString, to: DateString): DateString[];
  /** True when `instant` lies inside a slot. */
  isAvailable(instant: Date): boolean;
  /** The first bookable instant, or null when no day in the horizon has slots. */
  firstAvailable(): Date | null;
}

/** Builds the slot planner for a query (see the module comment for the rules). */
export function appointmentPlanner(query: AppointmentQuery): AppointmentPlanner {
  const timeZone = query.timeZone ?? DEFAULT_TIME_ZONE;
  const { branch, now } = query;
  const calendar = orderTypeShiftCalendar(branch, query.orderType, timeZone);
  const earliestStart = earliestAppointmentStart(now, query.products, timeZone);
  const firstDay = businessDayOf(now, timeZone);
  const lastDay = addCalendarDays(firstDay, (query.days ?? SLOT_DAYS) - 1);
  const isOffered = branch.isPreorderEnabled || isOpenAt(calendar, now);
  const orderableFrom = parseTimeOfDay(branch.orderableFrom);
  const intervals = new Map<DateString, readonly Shift[]>();

  function intervalsOfDay(date: DateString): readonly Shift[] {
    let found = intervals.get(date);
    if (found) return found;
    found = [];
    if (isOffered && date >= firstDay && date <= lastDay) {
      const dayStart = startOfBusinessDay(date, timeZone);
      const lower = Math.max(
        dayStart.getTime(),
        earliestStart.getTime(),
        orderableFrom === null
          ? -Infinity
          : instantOfDayMinutes(date, orderableFrom, timeZone).getTime(),
      );
      const upper = startOfBusinessDay(addCalendarDays(date, 1), timeZone).getTime();
      const stretches = mergeShifts([
        ...calendar.shiftsOfDay(addCalendarDays(date, -1)),
        ...calendar.shiftsOfDay(date),
      ]);
      found = stretches
        .map((s) => ({
          start: Math.max(s.start.getTime(), lower),
          end: Math.min(s.end.getTime(), upper),
        }))
        .filter((s) => s.end > s.start)
        .map((s) => ({ start: new Date(s.start), end: new Date(s.end) }));
    }
    intervals.set(date, found);
    return found;
  }

  function slotsOfDay(date: DateString): Shift[] {
    const slots: Shift[] = [];
    for (const interval of intervalsOfDay(date)) {
      let start = interval.start;
      while (start.getTime() < interval.end.getTime()) {
        const grid = roundUpToWallMinutes(
          new Date(start.getTime() + 1),
          SLOT_SEARCH_STEP_MINUTES,
          timeZone,
        );
        const end = grid.getTime() < interval.end.getTime() ? grid : interval.end;
        slots.push({ start, end });
        start = end;
      }
    }
    return slots;
  }

  function timesOfDay(date: DateString, minuteStep: number = MINUTE_STEP): AppointmentTime[] {
    const times: AppointmentTime[] = [];
    for (const interval of intervalsOfDay(date)) {
      for (
        let t = roundUpToWallMinutes(interval.start, minuteStep, timeZone).getTime();
        t < interval.end.getTime();
        t += minuteStep * MINUTE_MS
      ) {
        const instant = new Date(t);
        times.push({ time: timeOfDayOf(instant, timeZone), instant });
      }
    }
    return times;
  }

  const hasSlots = (date: DateString) => intervalsOfDay(date).length > 0;

  return {
    timeZone,
    earliestStart,
    firstDay,
    lastDay,
    isOffered,
    intervalsOfDay,
    slotsOfDay,
    timesOfDay,
    hasSlots,
    daysWithSlots(from, to) {
      const days: DateString[] = [];
      const last = to < lastDay ? to : lastDay;
      for (
        let date = from > firstDay ? from : firstDay;
        date <= last;
        date = addCalendarDays(date, 1)
      )
        if (hasSlots(date)) days.push(date);
      return days;
    },
    isAvailable(instant) {
      const t = instant.getTime();
      return intervalsOfDay(businessDayOf(instant, timeZone)).some(
        (s) => s.start.getTime() <= t && t < s.end.getTime(),
      );
    },
    firstAvailable() {
      if (!isOffered) return null;
      // Days before the earliest start cannot have slots.
      const startDay = businessDayOf(earliestStart, timeZone);
      for (
        let date = startDay > firstDay ? startDay : firstDay;
        date <= lastDay;
        date = addCalendarDays(date, 1)
      ) {
        const found = intervalsOfDay(date);
        if (found.length > 0) return found[0].start;
      }
      return null;
    },
  };
}

/** Checkout: the branch requires an appointment and none is chosen (storefront.md §5). */
export const APPOINTMENT_REQUIRED_TEXT = 'Bitte wählen Sie einen Termin aus.';
/** Checkout: the chosen time is outside the order type's hours (storefront.md §5). */
export const APPOINTMENT_CLOSED_TEXT =
  'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.';
/** Checkout: the chosen day has no slots (storefront.md §5, time picker). */
export const APPOINTMENT_DAY_UNAVAILABLE_TEXT =
  'Zum ausgewählten Tag sind keine Termine verfügbar.';
/**
 * Checkout: the chosen time is within opening hours but before the earliest start (lead time,
 * now) or the branch's `orderableFrom` (own text, not from the spec).
 */
export const APPOINTMENT_TOO_EARLY_TEXT =
  'Zum ausgewählten Zeitpunkt können wir Ihre Bestellung leider noch nicht fertigstellen. Bitte wählen Sie einen späteren Termin.';

/**
 * Checks a chosen appointment at the `appointmentDate` field, for the checkout and the API alike:
 * - none (or an invalid date) while the branch requires one → 'Bitte wählen Sie einen Termin aus.';
 *   none otherwise → fine;
 * - its business day has no slots (past, beyond the horizon, closed, no preorders while closed)
 *   → 'Zum ausgewählten Tag sind keine Termine verfügbar.';
 * - outside the order type's hours → 'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. …';
 * - inside the hours but not in a slot (before the earliest start or `orderableFrom`) → the
 *   too-early text; null when it lies inside a slot.
 */
export function validateAppointment(
  query: AppointmentQuery,
  appointment: Date | null,
): FieldError | null {
  const field = 'appointmentDate';
  if (!appointment || Number.isNaN(appointment.getTime())) {
    return query.branch.isAppointmentRequired
      ? { message: APPOINTMENT_REQUIRED_TEXT, field }
      : null;
  }
  const planner = appointmentPlanner(query);
  if (!planner.hasSlots(businessDayOf(appointment, planner.timeZone)))
    return { message: APPOINTMENT_DAY_UNAVAILABLE_TEXT, field };
  if (planner.isAvailable(appointment)) return null;
  const hours = orderTypeShiftCalendar(query.branch, query.orderType, planner.timeZone);
  return {
    message: isOpenAt(hours, appointment) ? APPOINTMENT_TOO_EARLY_TEXT : APPOINTMENT_CLOSED_TEXT,
    field,
  };
}
