import { Logger } from '@nestjs/common';
import { ONLINE_PAYMENT_METHODS } from '@bestellwerk/domain';
import { In, IsNull, LessThan, Like, type DataSource } from 'typeorm';
import {
  claimedAt,
  PAYMENT_START_LEASE_MS,
  STARTING_CLAIM_PATTERN,
  UNSTARTED_PAYMENT_TIMEOUT_MS,
} from '../../payments/payment-start.js';
import type { OrderEventsService } from '../../order-events/order-events.service.js';
import type { CustomerNoticesService } from '../notifications/customer-notices.service.js';
import { OrderEntity } from '../entities/order.entity.js';

/** How many stuck orders one sweep handles at most (the next sweep takes the rest). */
const BATCH_SIZE = 100;

/**
 * Online orders whose payment never started: the process died between storing the order and
 * asking the provider, and no retry with the same Idempotency-Key came to start it. After
 * UNSTARTED_PAYMENT_TIMEOUT_MS they are marked failed (isFailed, which the status page shows as
 * "Zahlung fehlgeschlagen") and the customer is told by e-mail and SMS.
 */
export class UnstartedPayments {
  private readonly logger = new Logger('UnstartedPayments');

  constructor(
    private readonly dataSource: DataSource,
    private readonly notices: Pick<CustomerNoticesService, 'notifyPaymentNotStarted'>,
    private readonly events: Pick<OrderEventsService, 'publish'>,
  ) {}

  /**
   * Marks each stuck order failed with a conditional UPDATE (so of several processes sweeping at
   * once, or a retry starting the payment right now, exactly one wins) and tells its customer.
   * A start claimed less than PAYMENT_START_LEASE_MS ago is left to the request holding it.
   */
  async failStuck(now: Date): Promise<number[]> {
    const orders = this.dataSource.getRepository(OrderEntity);
    const stuck = {
      paymentMethod: In([...ONLINE_PAYMENT_METHODS]),
      isPaid: false,
      isFailed: false,
      paymentRedirectUrl: IsNull(),
      createdAt: LessThan(new Date(now.getTime() - UNSTARTED_PAYMENT_TIMEOUT_MS)),
    };
    const candidates = await orders.find({
      select: { id: true, paymentReference: true, branch: { id: true } },
      relations: { branch: true },
      where: [
        { ...stuck, paymentReference: IsNull() },
        { ...stuck, paymentReference: Like(STARTING_CLAIM_PATTERN) },
      ],
      order: { id: 'ASC' },
      take: BATCH_SIZE,
    });
    const failed: number[] = [];
    for (const candidate of candidates) {
      const claim = candidate.paymentReference;
      const since = claimedAt(claim);
      if (since !== null && now.getTime() - since < PAYMENT_START_LEASE_MS) continue;
      const result = await orders.update(
        {
          id: candidate.id,
          isPaid: false,
          isFailed: false,
          paymentRedirectUrl: IsNull(),
          paymentReference: claim ?? IsNull(),
        },
        { isFailed: true, paymentReference: null },
      );
      if ((result.affected ?? 0) === 0) continue;
      failed.push(candidate.id);
      // The status page shows the failure (its cached answer is dropped).
      this.events.publish({
        type: 'updated',
        order: candidate.id,
        branch: candidate.branch.id,
        cause: 'payment-updated',
      });
      this.logger.warn(
        `Bestellung ${candidate.id}: Online-Zahlung nie gestartet, nach ${
          UNSTARTED_PAYMENT_TIMEOUT_MS / 60_000
        } Minuten als fehlgeschlagen markiert.`,
      );
      await this.notices.notifyPaymentNotStarted(candidate.id);
    }
    return failed;
  }
}
