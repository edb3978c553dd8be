import { Injectable, Logger } from '@nestjs/common';
import { isOnlinePaymentMethod, type PublicOrder } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { PaymentsService } from '../payments/payments.service.js';
import type { CreateOrderBody } from './dto/create-order.input.js';
import { IdempotencyRecordEntity } from './entities/idempotency-record.entity.js';
import { OrderEntity } from './entities/order.entity.js';
import { OrderEventsService } from '../order-events/order-events.service.js';
import { OrderMailService } from './order-mails.js';
import { PAYMENT_START_FAILED, PaymentStartError } from './order-placement.errors.js';
import { OrderPreparationService } from './order-preparation.service.js';
import { OrderStorageService } from './order-storage.service.js';
import { toPublicOrder } from './order.mapper.js';

/**
 * Order placement (POST /api/orders): a checkout checked and priced by OrderPreparationService
 * is stored by OrderStorageService (ticket number and Idempotency-Key in one transaction). Then
 * the online payment is started; orders paid on site are announced and mailed at once, online
 * ones when paid (PaidOrderMailsService).
 */
@Injectable()
export class OrderPlacementService {
  private readonly logger = new Logger('OrderPlacement');

  constructor(
    private readonly dataSource: DataSource,
    private readonly preparation: OrderPreparationService,
    private readonly storage: OrderStorageService,
    private readonly payments: PaymentsService,
    private readonly mails: OrderMailService,
    private readonly events: OrderEventsService,
  ) {}

  /**
   * Places an order and answers its public view (201). With an Idempotency-Key a repeat of the
   * same body answers the stored result and creates nothing; the key with another body is a 422.
   * Invalid input is a 400 listing every failure at its field, and nothing is stored. When the
   * online payment cannot be started the stored order is marked failed and the answer is a 502.
   */
  async place(body: CreateOrderBody, key: string | null, hash: string): Promise<PublicOrder> {
    const stored = await this.storage.storeOnce(
      () => this.preparation.prepare(body, new Date()),
      key ? { key, hash } : null,
      toPublicOrder,
    );
    if (stored.replayed) return stored.body as PublicOrder;
    const { order } = stored;
    const { branch, config } = stored.prepared;
    await this.startPayment(order, key);
    // An online payment announces the order and sends its e-mails once it is paid.
    if (!isOnlinePaymentMethod(order.paymentMethod)) {
      this.mails.orderPlaced(order, { branch, config });
      this.events.publish({ type: 'placed', order: order.id, branch: branch.id, cause: 'placed' });
    }
    return toPublicOrder(order);
  }

  /**
   * Starts the online payment of a stored order. A redirect is stored on the order (and in the
   * idempotency record); a failure marks the order failed, stores the 502 and throws it.
   */
  private async startPayment(order: OrderEntity, key: string | null): Promise<void> {
    const records = this.dataSource.getRepository(IdempotencyRecordEntity);
    let start: Awaited<ReturnType<PaymentsService['start']>>;
    try {
      start = await this.payments.start(order);
    } catch (error) {
      this.logger.error(
        `Zahlung für Bestellung ${order.id} konnte nicht gestartet werden: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
      order.isFailed = true;
      await this.dataSource.getRepository(OrderEntity).update(order.id, { isFailed: true });
      if (key)
        await records.update(
          { key },
          { responseStatus: 502, responseBody: { errors: [{ message: PAYMENT_START_FAILED }] } },
        );
      throw new PaymentStartError();
    }
    if (!start) return;
    order.paymentRedirectUrl = start.redirectUrl;
    order.paymentReference = start.reference;
    await this.dataSource.getRepository(OrderEntity).update(order.id, {
      paymentRedirectUrl: start.redirectUrl,
      paymentReference: start.reference,
    });
    if (key)
      await records.update({ key }, { responseBody: toPublicOrder(order) as unknown as object });
  }
}
