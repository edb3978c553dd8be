import type { Menu } from '../contract/catalog.js';
import type { Id } from '../contract/common.js';

/**
 * The menu a branch offers at `now` (storefront.md §4 "Active menu"): of the menus whose `branches` hold
 * the branch, the one with the latest `availableFrom` at or before `now`; on equal times the
 * higher id (as the API lists them). Null when none is available yet. Menus with an unreadable
 * `availableFrom` never count.
 */
export function activeMenu(menus: readonly Menu[], branchId: Id, now: Date): Menu | null {
  let best: Menu | null = null;
  let bestFrom = -Infinity;
  for (const menu of menus) {
    const from = Date.parse(menu.availableFrom);
    if (!menu.branches.includes(branchId) || !(from <= now.getTime())) continue;
    if (from > bestFrom || (from === bestFrom && best !== null && menu.id > best.id)) {
      best = menu;
      bestFrom = from;
    }
  }
  return best;
}
