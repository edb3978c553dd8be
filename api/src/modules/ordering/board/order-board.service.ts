import { Inject, Injectable } from '@nestjs/common';
import type { Order } from '@bestellwerk/domain';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import type { AuthContext } from '../../../common/http/auth-context.js';
import { CLOCK, type Clock } from '../../auth/clock.js';
import type { OrderEntity } from '../entities/order.entity.js';
import { counterBranch } from './counter-key.js';
import { visibleBranches } from '../reads/order-access.js';
import { DUE_AT, loadByDueTime, OPEN_ORDER_CONDITION, selectOrders } from '../reads/order-reads.js';
import { toOrder } from '../reads/order.mapper.js';

/** What a counter view shows: what the counter prepares, or everything still open. */
export type CounterView = 'frontdesk' | 'backoffice';

/**
 * The order board's lists: the orders still to be worked on and those whose time passed
 * unconfirmed, by due time, for staff (their branches) and for a branch's counter tablet.
 * Each list costs two queries however long it is.
 */
@Injectable()
export class OrderBoardService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Open orders (unconfirmed, confirmed, in delivery; not completed, rejected, canceled or
   * failed) the caller may see, optionally of one branch, earliest due first.
   */
  current(auth: AuthContext, branch?: number): Promise<Order[]> {
    return this.list(auth, branch, (qb) => qb.andWhere(OPEN_ORDER_CONDITION));
  }

  /** Unconfirmed open orders whose due time has passed: nobody answered them in time. */
  missed(auth: AuthContext, branch?: number): Promise<Order[]> {
    return this.list(auth, branch, (qb) =>
      qb
        .andWhere(OPEN_ORDER_CONDITION)
        .andWhere('o.isConfirmed = :no')
        .andWhere(`${DUE_AT} < :now`, { now: this.clock() }),
    );
  }

  /**
   * A branch's counter view by its id and API key as the path gives them (a 401 unless the key
   * matches): the frontdesk gets the confirmed open orders it prepares and hands out, the
   * backoffice every open order incl. unconfirmed ones.
   */
  async forCounter(branchParam: string, apiKey: string, view: CounterView): Promise<Order[]> {
    const branchId = await counterBranch(this.dataSource.manager, branchParam, apiKey);
    const qb = selectOrders(this.dataSource.manager)
      .where('o.branch = :branchId', { branchId })
      .andWhere(OPEN_ORDER_CONDITION);
    if (view === 'frontdesk') qb.andWhere('o.isConfirmed = :yes');
    return (await loadByDueTime(qb)).map(toOrder);
  }

  private async list(
    auth: AuthContext,
    branch: number | undefined,
    where: (qb: SelectQueryBuilder<OrderEntity>) => void,
  ): Promise<Order[]> {
    const visible = visibleBranches(auth);
    if (visible && visible.length === 0) return [];
    const qb = selectOrders(this.dataSource.manager);
    if (visible) qb.andWhere('o.branch IN (:...visible)', { visible });
    if (branch !== undefined) qb.andWhere('o.branch = :branch', { branch });
    where(qb);
    return (await loadByDueTime(qb)).map(toOrder);
  }
}
