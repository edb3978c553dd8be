import type { Branch, OrderType } from '../contract/organisation.js';
import {
  openStretchAt,
  shiftCalendar,
  type ShiftCalendar,
  OPEN_STRETCH_SEARCH_DAYS,
} from './opening-hours.js';
import { DEFAULT_TIME_ZONE } from './time-zone.js';

/** A branch counts as closing soon when it closes in under this many minutes (storefront.md §9). */
export const CLOSING_SOON_MINUTES = 60;

export const OPEN_STATES = ['open', 'closing-soon', 'closed'] as const;
export type OpenState = (typeof OPEN_STATES)[number];

/** Open state at an instant and when the current open stretch ends. */
export interface OpenStatus {
  state: OpenState;
  /**
   * End of the merged open stretch (shifts that touch or overlap count as one), or null when
   * closed or when the stretch runs longer than `OPEN_STRETCH_SEARCH_DAYS` (e.g. open 24/7).
   */
  closesAt: Date | null;
}

/** The hours fields of a branch that the time rules read. */
export type BranchHours = Pick<Branch, 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled'>;

/** Shifts in which a branch is open: opening hours, plus delivery hours when they are enabled. */
export function branchShiftCalendar(
  branch: BranchHours,
  timeZone: string = DEFAULT_TIME_ZONE,
): ShiftCalendar {
  return shiftCalendar(
    branch.isDeliveryHoursEnabled
      ? [branch.openingHours, branch.deliveryHours]
      : [branch.openingHours],
    timeZone,
  );
}

/** Shifts in which a branch delivers: its delivery hours when enabled, else its opening hours. */
export function deliveryShiftCalendar(
  branch: BranchHours,
  timeZone: string = DEFAULT_TIME_ZONE,
): ShiftCalendar {
  return shiftCalendar(
    [branch.isDeliveryHoursEnabled ? branch.deliveryHours : branch.openingHours],
    timeZone,
  );
}

/**
 * Shifts that take orders of a type: delivery orders follow `deliveryShiftCalendar`, takeaway
 * and dine-in the opening hours.
 */
export function orderTypeShiftCalendar(
  branch: BranchHours,
  orderType: OrderType,
  timeZone: string = DEFAULT_TIME_ZONE,
): ShiftCalendar {
  return orderType === 'delivery'
    ? deliveryShiftCalendar(branch, timeZone)
    : shiftCalendar([branch.openingHours], timeZone);
}

/**
 * Open state of a shift calendar at `now`: `closed` outside every shift; `closing-soon` when the
 * merged stretch ends in strictly less than `CLOSING_SOON_MINUTES` (exactly 60 minutes before
 * closing is still `open`); otherwise `open`. A stretch ends at its end instant (exclusive).
 */
export function openStatusAt(calendar: ShiftCalendar, now: Date): OpenStatus {
  const stretch = openStretchAt(calendar, now, OPEN_STRETCH_SEARCH_DAYS);
  if (!stretch) return { state: 'closed', closesAt: null };
  if (stretch.isOpenEnded) return { state: 'open', closesAt: null };
  const minutesLeft = (stretch.end.getTime() - now.getTime()) / 60_000;
  return {
    state: minutesLeft < CLOSING_SOON_MINUTES ? 'closing-soon' : 'open',
    closesAt: stretch.end,
  };
}

/** Branch open state (storefront.md §4): inside opening hours, or inside delivery hours when enabled. */
export function branchOpenStatus(
  branch: BranchHours,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): OpenStatus {
  return openStatusAt(branchShiftCalendar(branch, timeZone), now);
}

/** Delivery open state (storefront.md §4): per delivery hours when enabled, else per opening hours. */
export function deliveryOpenStatus(
  branch: BranchHours,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): OpenStatus {
  return openStatusAt(deliveryShiftCalendar(branch, timeZone), now);
}

/** True for `open` and `closing-soon`: the branch is open, just maybe not for long. */
export function isOpenState(state: OpenState): boolean {
  return state !== 'closed';
}
