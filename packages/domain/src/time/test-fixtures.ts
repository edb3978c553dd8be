import type { Category, Menu, Product } from '../contract/catalog.js';
import type { DateString, OpeningHourEntry, OpeningHourType } from '../contract/common.js';
import type { SlotBranch } from './appointment-slots.js';
import { parseTimeOfDay } from './calendar-dates.js';
import type { NoticeBranch } from './store-notices.js';
import { instantOfDayMinutes, timeOfDayOf } from './time-zone.js';

/**
 * Helpers for the specs of time/ (not exported by the barrel). Instants are written as Vienna
 * wall time, 'YYYY-MM-DD HH:mm', so the tables read like the opening hours they test.
 */

/** An open entry of a type (`once` needs a date). */
export function hours(
  type: OpeningHourType,
  from: string,
  to: string,
  date: DateString | null = null,
): OpeningHourEntry {
  return { type, date, isClosed: false, from, to };
}

/** A closed entry of a type (`once` needs a date); from/to as the seed writes them. */
export function closed(type: OpeningHourType, date: DateString | null = null): OpeningHourEntry {
  return { type, date, isClosed: true, from: '00:00', to: '23:59' };
}

/** The instant of a Vienna wall time 'YYYY-MM-DD HH:mm'. */
export function at(wall: string): Date {
  const [date, time] = wall.split(' ');
  return instantOfDayMinutes(date, parseTimeOfDay(time) as number, 'Europe/Vienna');
}

/** 'HH:mm–HH:mm' of an interval on the Vienna wall clock. */
export function span(shift: { start: Date; end: Date }): string {
  return `${timeOfDayOf(shift.start)}–${timeOfDayOf(shift.end)}`;
}

/** Mon–Fri 07:00–12:00 and 14:00–18:00, Sat 08:00–12:00, closed Sundays; delivery off. */
export const WEEK_HOURS: OpeningHourEntry[] = [
  hours('daily', '07:00', '12:00'),
  hours('daily', '14:00', '18:00'),
  hours('saturday', '08:00', '12:00'),
  closed('sunday'),
];

/** A branch with every field the time rules read; takeaway only, no preorders, by default. */
export function makeTimeBranch(
  overrides: Partial<NoticeBranch & SlotBranch> = {},
): NoticeBranch & SlotBranch {
  return {
    openingHours: WEEK_HOURS,
    deliveryHours: [],
    isDeliveryHoursEnabled: false,
    isDeliveryEnabled: false,
    isTakeawayEnabled: true,
    isDineInEnabled: false,
    isPreorderEnabled: false,
    isAppointmentRequired: false,
    orderableFrom: '',
    closedMessage: 'Wir sind auf Urlaub.',
    ...overrides,
  };
}

/** An enabled, unscheduled category. */
export function makeCategory(overrides: Partial<Category>): Category {
  return {
    id: 1,
    name: 'Brot',
    description: '',
    image: null,
    isEnabled: true,
    schedule: null,
    isVisibleWhenUnavailable: false,
    ...overrides,
  };
}

/** An enabled, unscheduled product without lead time. */
export function makeProduct(overrides: Partial<Product>): Product {
  return {
    id: 10,
    uid: 'p-10',
    name: 'Bauernbrot',
    description: '',
    allergens: [],
    allergenNote: '',
    type: 'normal',
    price: 4.5,
    unit: 'piece',
    alternativeUnits: [],
    minimumQuantity: null,
    maximumQuantity: null,
    quantityStepSize: null,
    defaultQuantity: null,
    defaultUnit: null,
    calculationModel: 'fixed',
    tax: 10,
    takeawayTax: 10,
    dineInTax: 10,
    images: [],
    isPriceHidden: false,
    isEnabled: true,
    schedule: null,
    isStepByStep: false,
    isLeadTimeEnabled: false,
    leadTimeType: 'minutes',
    leadTimeValue: 0,
    bundleProducts: [],
    config: { parts: [] },
    ...overrides,
  };
}

/** A menu of branch 1, available since 2026-01-01. */
export function makeMenu(overrides: Partial<Menu>): Menu {
  return {
    id: 1,
    name: 'Standard',
    availableFrom: '2026-01-01T00:00:00.000Z',
    branches: [1],
    catalog: [],
    ...overrides,
  };
}
