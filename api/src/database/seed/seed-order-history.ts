// Demo orders of the three months before loading, so the statistics show a real picture: the
// demo branches' products at their prices, bakery hours and weekdays, mostly completed, some
// rejected, canceled or with a failed online payment. Up to yesterday only: today's board
// stays as the rest of the demo leaves it. Ends with the statistics roll-ups rebuilt.
import {
  addCalendarDays,
  businessDayOf,
  WEEKDAYS,
  type DateString,
  type OrderType,
} from '@bestellwerk/domain';
import { rebuildOrderRollUps } from '../../modules/statistics/order-roll-ups/rebuild-order-roll-ups.js';
import type { SeedBranch } from './demo/seed-types.js';
import { insertOrderHistory, type HistoryBranch } from './order-history.js';
import type { SeedContext } from './seed-registry.js';

/** Days of demo orders before the day of loading (about three months). */
export const DEMO_ORDER_DAYS = 91;

/** Average orders on a weekday, by branch key (others: 20). */
const ORDERS_PER_DAY: Readonly<Record<string, number>> = {
  'wien-neubau': 38,
  'graz-innere-stadt': 28,
  'linz-urfahr': 18,
};

/** Weekdays (0 = Monday) on which a branch's opening hours open it at no time. */
export function closedWeekdays(branch: Pick<SeedBranch, 'openingHours'>): number[] {
  const open = new Set<string>(
    branch.openingHours
      .filter((entry) => !entry.isClosed && entry.type !== 'once')
      .map((entry) => entry.type),
  );
  if (open.has('daily')) return [];
  return WEEKDAYS.flatMap((weekday, index) => (open.has(weekday) ? [] : [index]));
}

/** The order types a demo branch takes. */
function orderTypesOf(branch: SeedBranch): OrderType[] {
  return [
    ...(branch.isTakeawayEnabled ? (['takeaway'] as const) : []),
    ...(branch.isDeliveryEnabled ? (['delivery'] as const) : []),
    ...(branch.isDineInEnabled ? (['dineIn'] as const) : []),
  ];
}

/** The first and last day of the demo orders for a load at `now`. */
export function demoOrderDays(now: Date, timeZone: string): { from: DateString; to: DateString } {
  const today = businessDayOf(now, timeZone);
  return { from: addCalendarDays(today, -DEMO_ORDER_DAYS), to: addCalendarDays(today, -1) };
}

/** Stores the demo orders and rebuilds the roll-ups; answers the counts for the summary. */
export async function seedOrderHistory(
  { manager, data, keys, timeZone }: SeedContext,
  now: Date,
): Promise<{ orders: number }> {
  const branches: HistoryBranch[] = data.branches
    .filter((branch) => branch.isEnabled)
    .map((branch) => ({
      id: keys.branches.id(branch.key),
      ordersPerDay: ORDERS_PER_DAY[branch.key] ?? 20,
      orderTypes: orderTypesOf(branch),
      closedWeekdays: closedWeekdays(branch),
    }));
  // Single pieces at a fixed price: rolls and pastries are bought often, cakes seldom.
  const products = data.products
    .filter(
      (product) =>
        product.isEnabled &&
        product.type === 'normal' &&
        product.unit === 'piece' &&
        product.price > 0,
    )
    .map((product) => ({
      id: keys.products.id(product.key),
      uid: product.uid,
      name: product.name,
      unit: product.unit,
      price: product.price,
      tax: product.tax,
      takeawayTax: product.takeawayTax,
      dineInTax: product.dineInTax,
      weight: 4 / Math.max(product.price, 0.5),
    }));
  if (branches.length === 0 || products.length === 0) return { orders: 0 };
  const { orders } = await insertOrderHistory(manager, {
    branches,
    products,
    ...demoOrderDays(now, timeZone),
    timeZone,
    seed: 91,
  });
  await rebuildOrderRollUps(manager, timeZone);
  return { orders };
}
