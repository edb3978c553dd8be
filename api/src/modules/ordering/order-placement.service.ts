import { Injectable, Logger } from '@nestjs/common';
import type { ApiError, PublicOrder } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { IdempotencyMismatchError } from '../../common/errors/app-errors.js';
import { PaymentsService } from '../payments/payments.service.js';
import type { CreateOrderBody } from './dto/create-order.input.js';
import { IdempotencyRecordEntity } from './entities/idempotency-record.entity.js';
import { OrderItemEntity } from './entities/order-item.entity.js';
import { OrderEntity } from './entities/order.entity.js';
import { deleteExpiredIdempotencyRecords, storedResponse } from './idempotency.js';
import { OrderEventsService } from './order-events.service.js';
import { OrderMailService } from './order-mails.js';
import {
  IdempotencyInProgressError,
  PAYMENT_START_FAILED,
  PaymentStartError,
  StoredErrorAnswer,
} from './order-placement.errors.js';
import { OrderPreparationService, type PreparedOrder } from './order-preparation.service.js';
import { toPublicOrder } from './order.mapper.js';
import { nextTicketNumber, isUniqueViolation, withTransactionRetry } from './ticket-numbers.js';

/** Raised inside the transaction when the Idempotency-Key is taken by a concurrent request. */
class KeyTakenSignal extends Error {}

/**
 * Order placement (POST /api/orders): a checkout checked and priced by OrderPreparationService
 * is stored with a per-day ticket number and its Idempotency-Key in one transaction. Then the
 * online payment is started and the e-mails are sent.
 */
@Injectable()
export class OrderPlacementService {
  private readonly logger = new Logger('OrderPlacement');
  /** SQLite has one connection: its transactions must not overlap. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly preparation: OrderPreparationService,
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
    if (key) {
      const replay = await this.replay(key, hash);
      if (replay) return replay;
    }
    const now = new Date();
    const prepared = await this.preparation.prepare(body, now);
    let order: OrderEntity;
    try {
      order = await this.store(prepared, key, hash);
    } catch (error) {
      if (!(error instanceof KeyTakenSignal) || !key) throw error;
      const replay = await this.replay(key, hash);
      if (!replay) throw new IdempotencyInProgressError();
      return replay;
    }
    await deleteExpiredIdempotencyRecords(this.dataSource.manager, now);
    await this.startPayment(order, key);
    this.mails.orderPlaced(order, { branch: prepared.branch, config: prepared.config });
    this.events.publish({
      type: 'placed',
      order: order.id,
      branch: prepared.branch.id,
      cause: 'placed',
    });
    return toPublicOrder(order);
  }

  /** The stored answer of a key, thrown when it was an error; null when the key is new. */
  private async replay(key: string, hash: string): Promise<PublicOrder | null> {
    const record = await this.dataSource
      .getRepository(IdempotencyRecordEntity)
      .findOne({ where: { key } });
    if (!record) return null;
    if (record.requestHash !== hash) throw new IdempotencyMismatchError();
    const stored = storedResponse(record);
    if (!stored) throw new IdempotencyInProgressError();
    if (stored.status >= 400) {
      const errors = (stored.body as { errors?: ApiError[] } | null)?.errors ?? [];
      throw new StoredErrorAnswer(stored.status, errors);
    }
    return stored.body as PublicOrder;
  }

  /**
   * Writes the order, its items, its ticket number and the idempotency record in one
   * transaction, run again after deadlocks. A key taken by a concurrent request rolls
   * everything back and raises KeyTakenSignal.
   */
  private store(prepared: PreparedOrder, key: string | null, hash: string): Promise<OrderEntity> {
    const run = () =>
      withTransactionRetry(() =>
        this.dataSource.transaction(async (manager) => {
          let recordId: number | null = null;
          if (key) {
            try {
              const inserted = await manager.insert(IdempotencyRecordEntity, {
                key,
                requestHash: hash,
                responseStatus: null,
              });
              recordId = Number(inserted.identifiers[0].id);
            } catch (error) {
              if (isUniqueViolation(error)) throw new KeyTakenSignal();
              throw error;
            }
          }
          const order = manager.create(OrderEntity, { ...prepared.order });
          order.items = prepared.order.items.map((item) =>
            manager.create(OrderItemEntity, { ...item }),
          );
          order.ticketNumber = await nextTicketNumber(
            manager,
            prepared.branch.id,
            order.businessDay,
          );
          const saved = await manager.save(OrderEntity, order);
          saved.questionnaire = null;
          if (recordId !== null) {
            await manager.update(IdempotencyRecordEntity, recordId, {
              order: { id: saved.id },
              responseStatus: 201,
              responseBody: toPublicOrder(saved) as unknown as object,
            });
          }
          return saved;
        }),
      );
    if (this.dataSource.options.type !== 'better-sqlite3') return run();
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
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
