import type { EntityManager } from 'typeorm';
import { OrderEntity } from '../../ordering/entities/order.entity.js';
import { ORDER_ROLL_UP_ENTITIES } from './order-roll-up.entities.js';
import { orderRollUpRows } from './order-roll-up-rows.js';
import {
  insertRollUps,
  loadOrderFacts,
  monthStartOf,
  refreshMonthRollUps,
} from './order-roll-up-store.js';

/** Orders read per batch of the rebuild (whole business days, so no day is split). */
const REBUILD_BATCH_ORDERS = 20_000;

/** Consecutive business days grouped into batches of about `size` orders. */
function dayBatches(days: { day: string; orders: number }[], size: number) {
  const batches: { from: string; to: string }[] = [];
  let current: { from: string; to: string; orders: number } | null = null;
  for (const { day, orders } of days) {
    if (current && current.orders + orders > size) {
      batches.push({ from: current.from, to: current.to });
      current = null;
    }
    current ??= { from: day, to: day, orders: 0 };
    current.to = day;
    current.orders += orders;
  }
  if (current) batches.push({ from: current.from, to: current.to });
  return batches;
}

/**
 * Recomputes every order roll-up from the orders: empties the four tables, then reads the
 * orders in batches of whole business days and inserts their rows. Run it inside a transaction
 * (the seed's, the command's) so readers never see the tables half filled. Answers the number
 * of orders rolled up.
 */
export async function rebuildOrderRollUps(
  manager: EntityManager,
  timeZone: string,
): Promise<number> {
  for (const entity of ORDER_ROLL_UP_ENTITIES)
    await manager.createQueryBuilder().delete().from(entity).execute();
  const days = (
    await manager
      .createQueryBuilder(OrderEntity, 'o')
      .withDeleted()
      .select('o.businessDay', 'day')
      .addSelect('COUNT(*)', 'orders')
      .groupBy('o.businessDay')
      .orderBy('o.businessDay')
      .getRawMany<{ day: string; orders: string | number }>()
  ).map((row) => ({ day: row.day, orders: Number(row.orders) }));
  let total = 0;
  for (const batch of dayBatches(days, REBUILD_BATCH_ORDERS)) {
    const orders = await loadOrderFacts(manager, { ...batch, branchId: null });
    await insertRollUps(manager, orderRollUpRows(orders, timeZone));
    total += orders.length;
  }
  for (const month of new Set(days.map(({ day }) => monthStartOf(day))))
    await refreshMonthRollUps(manager, month, null);
  return total;
}
