import type { EntityManager } from 'typeorm';
import { NotFoundError } from '../../../common/errors/app-errors.js';
import { isAdmin, type AuthContext } from '../../../common/http/auth-context.js';
import { OrderEntity } from '../entities/order.entity.js';
import { attachItems } from './order-reads.js';

/** The one answer for unknown, foreign-branch and wrong-hash orders: existence is not told. */

/** Branch ids the caller may see orders of; null means all (admins). */
export function visibleBranches(auth: AuthContext): number[] | null {
  return isAdmin(auth) ? null : auth.branchIds;
}

/** Whether the caller may see and change the orders of a branch. */
export function mayAccessBranch(auth: AuthContext, branchId: number): boolean {
  return isAdmin(auth) || auth.branchIds.includes(branchId);
}

/** What {@link findVisibleOrder} loads besides the order's columns and branch id. */
export interface VisibleOrderOptions {
  /** The whole branch row instead of its id only. */
  branch?: boolean;
  /** The items in position order. */
  items?: boolean;
  /** The delivery area row (null when there is none or it was deleted). */
  deliveryArea?: boolean;
  /** Lock the order row until the transaction ends (MySQL; SQLite has one writer anyway). */
  lock?: boolean;
}

/**
 * The order if the caller may see it (admins: every order, staff: their branches' orders),
 * else the 404 of a missing order — a foreign order is indistinguishable from none. One query,
 * the branch condition is part of it.
 */
export async function findVisibleOrder(
  manager: EntityManager,
  auth: AuthContext,
  id: number,
  options: VisibleOrderOptions = {},
): Promise<OrderEntity> {
  const visible = visibleBranches(auth);
  if (visible && visible.length === 0) throw new NotFoundError('ORDER_NOT_FOUND');
  if (options.lock && manager.connection.options.type !== 'better-sqlite3') {
    // The order row alone: a joined branch row would be locked too and hold up its checkouts.
    await manager
      .createQueryBuilder(OrderEntity, 'o')
      .select('o.id')
      .where('o.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
  }
  const qb = manager.createQueryBuilder(OrderEntity, 'o').where('o.id = :id', { id });
  if (options.branch) qb.innerJoinAndSelect('o.branch', 'branch');
  else qb.innerJoin('o.branch', 'branch').addSelect('branch.id');
  if (options.deliveryArea) qb.leftJoinAndSelect('o.deliveryArea', 'deliveryArea');
  if (visible) qb.andWhere('branch.id IN (:...visible)', { visible });
  const order = await qb.getOne();
  if (!order) throw new NotFoundError('ORDER_NOT_FOUND');
  if (options.items) await attachItems(manager, [order]);
  return order;
}
