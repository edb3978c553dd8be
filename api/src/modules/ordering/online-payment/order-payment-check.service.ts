import { Injectable, Logger } from '@nestjs/common';
import { isOnlinePaymentMethod, type Order } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { ConflictError } from '../../../common/errors/app-errors.js';
import type { AuthContext } from '../../../common/http/auth-context.js';
import { PaymentsService } from '../../payments/payments.service.js';
import { findVisibleOrder } from '../reads/order-access.js';
import { UpstreamError } from '../placement/order-placement.errors.js';
import { OrderQueryService } from '../reads/order-query.service.js';

/**
 * Staff ask the payment provider about an order's online payment again (the backoffice's
 * "Zahlungsstatus prüfen"); what the provider says is applied like a webhook would.
 */
@Injectable()
export class OrderPaymentCheckService {
  private readonly logger = new Logger('OrderPaymentCheck');

  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly queries: OrderQueryService,
  ) {}

  /**
   * Re-fetches the payment state and answers the order as staff read it. 409 for orders paid
   * on site, 502 when the provider cannot be asked.
   */
  async check(auth: AuthContext, id: number): Promise<Order> {
    const order = await findVisibleOrder(this.dataSource.manager, auth, id);
    if (!isOnlinePaymentMethod(order.paymentMethod)) throw new ConflictError('PAID_ON_SITE');
    try {
      await this.payments.refresh(order);
    } catch (error) {
      this.logger.error(
        `Zahlungsstatus von Bestellung ${id} nicht abrufbar: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
      throw new UpstreamError('PAYMENT_CHECK_FAILED');
    }
    // A change is announced by PaymentsService itself (as for webhooks and return visits).
    return this.queries.get(auth, id);
  }
}
