import { ONLINE_PAYMENT_METHODS } from '@bestellwerk/domain';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { OrderItemEntity } from '../entities/order-item.entity.js';
import { OrderEntity } from '../entities/order.entity.js';
import { attachUploads } from '../placement/order-uploads.js';

/**
 * The shared shape of every staff read of orders: one SELECT for the orders with the to-one
 * references the mappers need, one more for the items of all of them, and one for the files
 * their parts name when there are any. However many orders, a read costs these queries (plus
 * a COUNT where paged).
 */

/**
 * Conditions of an order the kitchen has to work on: not completed, rejected, canceled or failed,
 * and not an online payment still waiting for the money (the customer may still abandon it; it
 * arrives with the payment).
 */
export const OPEN_ORDER_CONDITION =
  'o.isCompleted = :no AND o.isRejected = :no AND o.isCanceled = :no AND o.isFailed = :no' +
  ' AND (o.isPaid = :yes OR o.paymentMethod NOT IN (:...onlinePaymentMethods))';

/** When an order is due: the confirmed time, else the asked one, else its placement. */
export const DUE_AT = 'COALESCE(o.appointment, o.appointmentDate, o.createdAt)';

/**
 * Orders (alias `o`) with branch, donatee, delivery area ids and the rating, in one SELECT.
 * Conditions on the branch go on the order's own column (`o.branch`), not the joined row.
 */
export function selectOrders(manager: EntityManager): SelectQueryBuilder<OrderEntity> {
  return (
    manager
      .createQueryBuilder(OrderEntity, 'o')
      // LEFT (the column is NOT NULL): the database reads orders first, so a page sorted by
      // createdAt can walk its index instead of sorting every order of the branch.
      .leftJoin('o.branch', 'branch')
      .addSelect('branch.id')
      .leftJoin('o.donatee', 'donatee')
      .addSelect('donatee.id')
      .leftJoin('o.deliveryArea', 'deliveryArea')
      .addSelect('deliveryArea.id')
      .leftJoin('o.questionnaire', 'questionnaire')
      .addSelect(['questionnaire.id', 'questionnaire.rating', 'questionnaire.foodRating'])
      .addSelect(['questionnaire.serviceRating', 'questionnaire.processRating'])
      .addSelect(['questionnaire.comment', 'questionnaire.createdAt'])
      .setParameters({ yes: true, no: false, onlinePaymentMethods: ONLINE_PAYMENT_METHODS })
  );
}

/**
 * Loads the items of all given orders with one query and attaches them in position order,
 * then the files their parts name with one more (only when there are any).
 */
export async function attachItems(manager: EntityManager, orders: OrderEntity[]): Promise<void> {
  if (orders.length === 0) return;
  const rows = await manager
    .createQueryBuilder(OrderItemEntity, 'i')
    .innerJoin('i.order', 'ord')
    .addSelect('ord.id')
    .leftJoin('i.product', 'product')
    .addSelect('product.id')
    .where('ord.id IN (:...ids)', { ids: orders.map((order) => order.id) })
    .orderBy('i.position', 'ASC')
    .getMany();
  const byOrder = new Map<number, OrderItemEntity[]>(orders.map((order) => [order.id, []]));
  for (const row of rows) byOrder.get(row.order.id)?.push(row);
  for (const order of orders) order.items = byOrder.get(order.id) ?? [];
  await attachUploads(manager, orders);
}

/**
 * Orders of a query builder sorted by due time (then id), with their items: the board's
 * order. Two queries however many orders match.
 */
export async function loadByDueTime(qb: SelectQueryBuilder<OrderEntity>): Promise<OrderEntity[]> {
  const orders = await qb
    .addSelect(DUE_AT, 'o_due_at')
    .orderBy('o_due_at', 'ASC')
    .addOrderBy('o.id', 'ASC')
    .getMany();
  await attachItems(qb.connection.manager, orders);
  return orders;
}
