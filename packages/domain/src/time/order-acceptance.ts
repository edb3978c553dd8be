import type { FieldError } from '../contract/common.js';
import { apiError } from '../contract/error-catalogue.js';
import { branchClosedNotice, type NoticeBranch } from './store-notices.js';
import { DEFAULT_TIME_ZONE } from './time-zone.js';

/**
 * Why the branch takes no order now, as the lines of its closed notice (storefront.md §8
 * "Branch closed"), or null while it takes orders: it is open (or closing soon), or it takes
 * preorders while closed. The branch page, the cart and the checkout read this; the server
 * refuses an order with `orderRefusalOf`, so page and server agree.
 */
export function orderRefusalNotice(
  branch: NoticeBranch,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string[] | null {
  if (branch.isPreorderEnabled) return null;
  return branchClosedNotice(branch, now, timeZone);
}

/** Whether the branch takes an order now (open, or closed with preorders enabled). */
export function takesOrdersNow(
  branch: NoticeBranch,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  return orderRefusalNotice(branch, now, timeZone) === null;
}

/**
 * The error an order at a branch that takes none now gets, at the `branch` field: the closed
 * notice as one sentence ('Derzeit haben wir leider geschlossen. Wir öffnen wieder am …'), or
 * null while the branch takes orders.
 */
export function orderRefusalOf(
  branch: NoticeBranch,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): FieldError | null {
  const lines = orderRefusalNotice(branch, now, timeZone);
  return lines ? { field: 'branch', ...apiError('BRANCH_CLOSED', lines.join(' ')) } : null;
}
