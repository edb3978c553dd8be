import type { FieldError } from '../contract/common.js';
import type { Branch, OrderType } from '../contract/organisation.js';
import { calendarDaysBetween, germanWeekdayName } from './calendar-dates.js';
import { isOpenAt, nextOpeningAfter } from './opening-hours.js';
import {
  branchOpenStatus,
  branchShiftCalendar,
  deliveryOpenStatus,
  deliveryShiftCalendar,
  isOpenState,
  orderTypeShiftCalendar,
  type BranchHours,
} from './open-state.js';
import { businessDayOf, DEFAULT_TIME_ZONE, timeOfDayOf } from './time-zone.js';

// Texts verbatim from storefront.md §8.
/** Branch closed (storefront.md §8), followed by the next opening or the branch's closedMessage. */
export const BRANCH_CLOSED_TEXT = 'Derzeit haben wir leider geschlossen.';
/** Delivery not available on the branch page (storefront.md §8). */
export const DELIVERY_UNAVAILABLE_TEXT = 'Derzeit ist leider keine Lieferung möglich.';
/** Delivery not available at checkout (storefront.md §8). */
export const CHECKOUT_DELIVERY_UNAVAILABLE_TEXT = 'Derzeit bieten wir leider keine Lieferung an.';
/** Hint when preorders are enabled (storefront.md §8). */
export const PREORDER_HINT_TEXT =
  'Gerne nehmen wir auch Ihre Vorbestellungen entgegen. Wir bearbeiten diese sobald wir wieder geöffnet haben.';

// Our own wording: the spec only says "hints about takeaway or dine-in alternatives".
/** Alternative to delivery while the branch is open for pickup (own text, not from the spec). */
export const TAKEAWAY_ALTERNATIVE_TEXT =
  'Gerne können Sie Ihre Bestellung aber selbst bei uns abholen.';
/** Alternative to delivery while the branch is open for dine-in (own text, not from the spec). */
export const DINE_IN_ALTERNATIVE_TEXT = 'Gerne können Sie aber auch bei uns vor Ort bestellen.';

/** The branch fields the notices read. */
export type NoticeBranch = BranchHours &
  Pick<
    Branch,
    | 'isDeliveryEnabled'
    | 'isTakeawayEnabled'
    | 'isDineInEnabled'
    | 'isPreorderEnabled'
    | 'closedMessage'
  >;

/**
 * How a next opening names its day, or null when it is today: the weekday ('Montag') within the
 * next six days, where it is unambiguous (tomorrow included, since the spec's sentence reads
 * 'am {day}' and 'am morgen' is no German); from seven days on the weekday with the date
 * ('Montag, 05.01.2027').
 */
export function nextOpeningDayLabel(
  next: Date,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  const day = businessDayOf(next, timeZone);
  const days = calendarDaysBetween(businessDayOf(now, timeZone), day);
  if (days <= 0) return null;
  if (days < 7) return germanWeekdayName(day);
  const [year, month, date] = day.split('-');
  return `${germanWeekdayName(day)}, ${date}.${month}.${year}`;
}

function whenText(next: Date, now: Date, timeZone: string): string {
  const day = nextOpeningDayLabel(next, now, timeZone);
  const time = timeOfDayOf(next, timeZone);
  return day === null ? `um ${time} Uhr` : `am ${day} um ${time} Uhr`;
}

/**
 * 'Wir öffnen wieder um 07:00 Uhr.' when the next opening is today, else
 * 'Wir öffnen wieder am Montag um 07:00 Uhr.' (day as `nextOpeningDayLabel`).
 */
export function nextOpeningText(
  next: Date,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return `Wir öffnen wieder ${whenText(next, now, timeZone)}.`;
}

/**
 * 'Wir liefern wieder um 11:00 Uhr.' / 'Wir liefern wieder am Montag um 11:00 Uhr.' (own text,
 * built like `nextOpeningText`; the spec only says "plus next delivery time").
 */
export function nextDeliveryText(
  next: Date,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return `Wir liefern wieder ${whenText(next, now, timeZone)}.`;
}

/**
 * Lines for a closed branch (storefront.md §8), or null while it is open (or closing soon):
 * 'Derzeit haben wir leider geschlossen.', then the next opening within
 * `NEXT_OPENING_SEARCH_DAYS` or else the branch's closedMessage (omitted when empty), then the
 * preorder hint when preorders are enabled.
 */
export function branchClosedNotice(
  branch: NoticeBranch,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string[] | null {
  if (isOpenState(branchOpenStatus(branch, now, timeZone).state)) return null;
  const lines = [BRANCH_CLOSED_TEXT];
  const next = nextOpeningAfter(branchShiftCalendar(branch, timeZone), now);
  if (next) lines.push(nextOpeningText(next, now, timeZone));
  else if (branch.closedMessage.trim()) lines.push(branch.closedMessage.trim());
  if (branch.isPreorderEnabled) lines.push(PREORDER_HINT_TEXT);
  return lines;
}

/**
 * Lines when delivery is not possible now (storefront.md §8, branch page), or null while the branch
 * delivers: 'Derzeit ist leider keine Lieferung möglich.', the next delivery time (when delivery
 * is enabled and one lies within the search), an alternative hint for takeaway and for dine-in
 * when the branch offers it and its opening hours are open now, and the preorder hint when
 * delivery and preorders are enabled.
 */
export function deliveryUnavailableNotice(
  branch: NoticeBranch,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string[] | null {
  if (branch.isDeliveryEnabled && isOpenState(deliveryOpenStatus(branch, now, timeZone).state))
    return null;
  const lines = [DELIVERY_UNAVAILABLE_TEXT];
  if (branch.isDeliveryEnabled) {
    const next = nextOpeningAfter(deliveryShiftCalendar(branch, timeZone), now);
    if (next) lines.push(nextDeliveryText(next, now, timeZone));
  }
  const counterOpen = isOpenAt(orderTypeShiftCalendar(branch, 'takeaway', timeZone), now);
  if (counterOpen && branch.isTakeawayEnabled) lines.push(TAKEAWAY_ALTERNATIVE_TEXT);
  if (counterOpen && branch.isDineInEnabled) lines.push(DINE_IN_ALTERNATIVE_TEXT);
  if (branch.isDeliveryEnabled && branch.isPreorderEnabled) lines.push(PREORDER_HINT_TEXT);
  return lines;
}

/**
 * The notice the branch page shows for the chosen order type: the closed notice when the branch
 * is closed, else for delivery the delivery notice when delivery is not possible now, else none.
 */
export function storeNotice(
  branch: NoticeBranch,
  orderType: OrderType,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string[] {
  return (
    branchClosedNotice(branch, now, timeZone) ??
    (orderType === 'delivery' ? deliveryUnavailableNotice(branch, now, timeZone) : null) ??
    []
  );
}

/**
 * Checkout error for a delivery order (storefront.md §8 'Derzeit bieten wir leider keine Lieferung an.'),
 * at the `isDelivery` flag: when the branch does not deliver at all, or does not deliver now and
 * takes no preorders. Null when delivery can be ordered (or the order is no delivery).
 */
export function checkoutDeliveryError(
  branch: NoticeBranch,
  orderType: OrderType,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): FieldError | null {
  if (orderType !== 'delivery') return null;
  const deliversNow = isOpenState(deliveryOpenStatus(branch, now, timeZone).state);
  if (branch.isDeliveryEnabled && (deliversNow || branch.isPreorderEnabled)) return null;
  return { message: CHECKOUT_DELIVERY_UNAVAILABLE_TEXT, field: 'isDelivery' };
}
