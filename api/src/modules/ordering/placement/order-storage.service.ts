import { Injectable } from '@nestjs/common';
import type { FieldError } from '@bestellwerk/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { IdempotencyMismatchError } from '../../../common/errors/app-errors.js';
import { IdempotencyRecordEntity } from '../entities/idempotency-record.entity.js';
import { OrderItemEntity } from '../entities/order-item.entity.js';
import { OrderEntity } from '../entities/order.entity.js';
import { deleteExpiredIdempotencyRecords, storedResponse } from './idempotency.js';
import { IdempotencyInProgressError, StoredErrorAnswer } from './order-placement.errors.js';
import type { PreparedOrder } from './order-preparation.service.js';
import { isUniqueViolation } from '../../../database/unique-violation.js';
import { nextTicketNumber, withTransactionRetry } from './ticket-numbers.js';

/** Raised inside the transaction when the Idempotency-Key is taken by a concurrent request. */
class KeyTakenSignal extends Error {}

/** The Idempotency-Key of a request and the hash of what was sent with it. */
export interface IdempotencyInput {
  key: string;
  hash: string;
}

/** A new order as stored, or the earlier successful request with the same key and body. */
export type StoredOrder =
  | { replayed: false; order: OrderEntity; prepared: PreparedOrder }
  | { replayed: true; body: unknown; orderId: number | null };

/**
 * The one way orders are written: a new order with its items, its per-day ticket number and
 * its Idempotency-Key in one transaction, and later changes in transactions of their own. On
 * MySQL a transaction that lost a deadlock runs again; on SQLite (one connection) they queue.
 */
@Injectable()
export class OrderStorageService {
  /** SQLite has one connection: its transactions must not overlap. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction, again after lock errors, one at a time on SQLite. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const run = () => withTransactionRetry(() => this.dataSource.transaction(work));
    if (this.dataSource.options.type !== 'better-sqlite3') return run();
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /**
   * Stores the order `prepare` builds, once per Idempotency-Key: a repeat of the same request
   * answers the first one's stored answer and creates nothing (also while racing it), the key
   * with another request is a 422, a key still being processed a 409. `answer` is what a
   * repeat gets back. Failures of `prepare` (400) store nothing.
   */
  async storeOnce(
    prepare: () => Promise<PreparedOrder>,
    idempotency: IdempotencyInput | null,
    answer: (order: OrderEntity) => unknown,
  ): Promise<StoredOrder> {
    if (idempotency) {
      const replay = await this.replay(idempotency);
      if (replay) return replay;
    }
    const prepared = await prepare();
    let order: OrderEntity;
    try {
      order = await this.insert(prepared, idempotency, answer);
    } catch (error) {
      if (!(error instanceof KeyTakenSignal) || !idempotency) throw error;
      const replay = await this.replay(idempotency);
      if (!replay) throw new IdempotencyInProgressError();
      return replay;
    }
    await deleteExpiredIdempotencyRecords(this.dataSource.manager, order.createdAt);
    return { replayed: false, order, prepared };
  }

  /** The stored answer of a key, thrown when it was an error; null when the key is new. */
  private async replay({ key, hash }: IdempotencyInput): Promise<StoredOrder | null> {
    const record = await this.dataSource
      .getRepository(IdempotencyRecordEntity)
      .createQueryBuilder('r')
      .leftJoin('r.order', 'order')
      .addSelect('order.id')
      .where('r.key = :key', { key })
      .getOne();
    if (!record) return null;
    if (record.requestHash !== hash) throw new IdempotencyMismatchError();
    const stored = storedResponse(record);
    if (!stored) throw new IdempotencyInProgressError();
    if (stored.status >= 400) {
      const errors = (stored.body as { errors?: FieldError[] } | null)?.errors ?? [];
      throw new StoredErrorAnswer(stored.status, errors);
    }
    return { replayed: true, body: stored.body, orderId: record.order?.id ?? null };
  }

  /**
   * Writes the order, its items, its ticket number and the idempotency record in one
   * transaction. A key taken by a concurrent request rolls everything back (KeyTakenSignal).
   */
  private insert(
    prepared: PreparedOrder,
    idempotency: IdempotencyInput | null,
    answer: (order: OrderEntity) => unknown,
  ): Promise<OrderEntity> {
    return this.transaction(async (manager) => {
      let recordId: number | null = null;
      if (idempotency) {
        try {
          const inserted = await manager.insert(IdempotencyRecordEntity, {
            key: idempotency.key,
            requestHash: idempotency.hash,
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
      order.ticketNumber = await nextTicketNumber(manager, prepared.branch.id, order.businessDay);
      const saved = await manager.save(OrderEntity, order);
      saved.questionnaire = null;
      if (recordId !== null) {
        await manager.update(IdempotencyRecordEntity, recordId, {
          order: { id: saved.id },
          responseStatus: 201,
          responseBody: answer(saved) as object,
        });
      }
      return saved;
    });
  }
}
