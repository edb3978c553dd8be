import { Injectable } from '@nestjs/common';
import type { Order } from '@bestellwerk/domain';
import { ForbiddenError, NotFoundError } from '../../../common/errors/app-errors.js';
import type { AuthContext } from '../../../common/http/auth-context.js';
import type { StaffOrderInput } from './staff-order.input.js';
import { mayAccessBranch } from '../reads/order-access.js';
import { OrderEventsService } from '../../order-events/order-events.service.js';
import { OrderMailService } from '../notifications/order-mails.js';
import { OrderPreparationService } from './order-preparation.service.js';
import { OrderQueryService } from '../reads/order-query.service.js';
import { OrderStorageService } from './order-storage.service.js';

/** The answer to an employee entering an order for a branch they do not work for. */
/**
 * Orders staff take on the phone: checked and priced exactly like the checkout (without the
 * legal checkboxes, paid on site only), stored the same way with a ticket number and marked
 * `isEnteredByStaff`. The branch gets no e-mail (staff entered it); the customer gets the
 * confirmation when an e-mail address was given.
 */
@Injectable()
export class StaffOrderService {
  constructor(
    private readonly preparation: OrderPreparationService,
    private readonly storage: OrderStorageService,
    private readonly queries: OrderQueryService,
    private readonly mails: OrderMailService,
    private readonly events: OrderEventsService,
  ) {}

  /**
   * Stores a phone order and answers it as staff read it. Employees may only enter orders for
   * their branches (403, whether the branch exists or not). With an Idempotency-Key a repeat
   * answers the first order and creates nothing.
   */
  async place(
    auth: AuthContext,
    body: StaffOrderInput,
    key: string | null,
    hash: string,
  ): Promise<Order> {
    if (!mayAccessBranch(auth, body.branch)) throw new ForbiddenError('STAFF_ORDER_FOREIGN_BRANCH');
    const stored = await this.storage.storeOnce(
      () => this.preparation.prepare(body, new Date(), 'staff'),
      key ? { key, hash } : null,
      (order) => ({ id: order.id }),
    );
    if (stored.replayed) {
      if (stored.orderId === null) throw new NotFoundError('ORDER_NOT_FOUND');
      return this.queries.get(auth, stored.orderId);
    }
    const { order, prepared } = stored;
    this.mails.orderPlaced(
      order,
      { branch: prepared.branch, config: prepared.config },
      { notifyBranch: false },
    );
    this.events.publish({
      type: 'placed',
      order: order.id,
      branch: prepared.branch.id,
      cause: 'placed',
    });
    return this.queries.get(auth, order.id);
  }
}
