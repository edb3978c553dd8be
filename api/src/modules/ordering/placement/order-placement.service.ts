import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { apiError, isOnlinePaymentMethod, type PublicOrder } from '@bestellwerk/domain';
import { DataSource, IsNull } from 'typeorm';
import { ApiClock } from '../../auth/clock.js';
import { PaymentsService } from '../../payments/payments.service.js';
import {
  claimedAt,
  PAYMENT_START_LEASE_MS,
  startingClaim,
  type PaymentStart,
} from '../../payments/payment-start.js';
import { CustomerNoticesService } from '../notifications/customer-notices.service.js';
import type { CreateOrderInput } from './create-order.input.js';
import { IdempotencyRecordEntity } from '../entities/idempotency-record.entity.js';
import { OrderEntity } from '../entities/order.entity.js';
import { OrderEventsService } from '../../order-events/order-events.service.js';
import { OrderMailService } from '../notifications/order-mails.js';
import { IdempotencyInProgressError, PaymentStartError } from './order-placement.errors.js';
import { OrderPreparationService } from './order-preparation.service.js';
import { OrderStorageService } from './order-storage.service.js';
import { toPublicOrder } from '../reads/order.mapper.js';
import { UnstartedPayments } from '../online-payment/unstarted-payments.js';

/**
 * How long a retry waits for another request's payment start before answering 409: past the
 * lease, so a claim left by a dead process is taken over within the same retry.
 */
const RESUME_WAIT_MS = PAYMENT_START_LEASE_MS + 5_000;
const RESUME_POLL_MS = 200;

/** How often the API process looks for online orders whose payment never started. */
export const UNSTARTED_PAYMENT_SWEEP_INTERVAL_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Order placement (POST /api/orders): a checkout checked and priced by OrderPreparationService
 * is stored by OrderStorageService (ticket number and Idempotency-Key in one transaction). Then
 * the online payment is started; orders paid on site are announced and mailed at once, online
 * ones when paid (PaidOrderMailsService).
 *
 * The payment start is part of the placement's recovery: an online order is stored with a claim
 * on its payment start (see payment-start.ts), and a retry with the same Idempotency-Key of an
 * order whose start never finished (the process died) takes the stale claim over and starts it,
 * once. Orders nobody retried are marked failed after UNSTARTED_PAYMENT_TIMEOUT_MS and the
 * customer is told (UnstartedPayments, run every few minutes).
 */
@Injectable()
export class OrderPlacementService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OrderPlacement');
  private readonly unstarted: UnstartedPayments;
  private sweepTimer: NodeJS.Timeout | null = null;
  private sweeping: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly preparation: OrderPreparationService,
    private readonly storage: OrderStorageService,
    private readonly payments: PaymentsService,
    private readonly mails: OrderMailService,
    private readonly events: OrderEventsService,
    private readonly clock: ApiClock,
    notices: CustomerNoticesService,
  ) {
    this.unstarted = new UnstartedPayments(dataSource, notices, events);
  }

  /** Starts the periodic sweep of unstarted payments (an unref'd timer: it keeps nothing alive). */
  onApplicationBootstrap(): void {
    this.sweepTimer = setInterval(() => {
      this.sweeping = this.failUnstartedPayments(this.clock.now()).catch((error: unknown) =>
        this.logger.error(
          `Bestellungen ohne gestartete Zahlung nicht geprüft: ${
            error instanceof Error ? error.message : String(error)
          }`,
        ),
      );
    }, UNSTARTED_PAYMENT_SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await this.sweeping;
  }

  /**
   * Marks online orders failed whose payment never started within the timeout (placed before
   * `now` minus UNSTARTED_PAYMENT_TIMEOUT_MS, no retry took them over) and tells each customer
   * once. Safe to run in several processes at once. Answers the ids it marked.
   */
  failUnstartedPayments(now: Date): Promise<number[]> {
    return this.unstarted.failStuck(now);
  }

  /**
   * Places an order and answers its public view (201). With an Idempotency-Key a repeat of the
   * same body answers the stored result and creates nothing; the key with another body is a 422.
   * A repeat of an online order whose payment was never started (the first request died) starts
   * it now, once, and answers the redirect. Invalid input is a 400 listing every failure at its
   * field, and nothing is stored. When the online payment cannot be started the stored order is
   * marked failed and the answer is a 502.
   */
  async place(body: CreateOrderInput, key: string | null, hash: string): Promise<PublicOrder> {
    const now = this.clock.now();
    const stored = await this.storage.storeOnce(
      async () => {
        const prepared = await this.preparation.prepare(body, now);
        // Claimed in the order's own transaction: no retry can start a second payment meanwhile.
        if (isOnlinePaymentMethod(prepared.order.paymentMethod))
          prepared.order.paymentReference = startingClaim(now);
        return prepared;
      },
      key ? { key, hash } : null,
      toPublicOrder,
    );
    if (stored.replayed) {
      if (key && stored.orderId !== null && awaitsPaymentStart(stored.body))
        return this.resumePayment(stored.orderId, key);
      return stored.body as PublicOrder;
    }
    const { order } = stored;
    const { branch, config } = stored.prepared;
    const answer = await this.startPayment(order, key, order.paymentReference);
    // An online payment announces the order and sends its e-mails once it is paid.
    if (!isOnlinePaymentMethod(order.paymentMethod)) {
      this.mails.orderPlaced(order, { branch, config });
      this.events.publish({ type: 'placed', order: order.id, branch: branch.id, cause: 'placed' });
    }
    return answer;
  }

  /**
   * A retry of an online order stored without a started payment: answers the redirect once some
   * request has stored one, starts the payment when nobody holds a live claim on it (the first
   * request died), 502 when the order failed meanwhile, 409 when another request is still
   * starting it after RESUME_WAIT_MS.
   */
  private async resumePayment(orderId: number, key: string): Promise<PublicOrder> {
    const orders = this.dataSource.getRepository(OrderEntity);
    const records = this.dataSource.getRepository(IdempotencyRecordEntity);
    const giveUpAt = Date.now() + RESUME_WAIT_MS;
    for (;;) {
      const order = await orders.findOne({
        where: { id: orderId },
        relations: { branch: true, items: true, questionnaire: true },
      });
      if (!order) throw new PaymentStartError();
      if (order.paymentRedirectUrl || order.isPaid) {
        const answer = toPublicOrder(order);
        await records.update(
          { key },
          { responseStatus: 201, responseBody: answer as unknown as object },
        );
        return answer;
      }
      if (order.isFailed) {
        await this.storeFailure(key);
        throw new PaymentStartError();
      }
      const claim = order.paymentReference;
      const since = claimedAt(claim);
      // A provider's id without a redirect is no state we write; answer the order as it is.
      if (claim !== null && since === null) return toPublicOrder(order);
      const now = this.clock.now();
      if (since === null || now.getTime() - since >= PAYMENT_START_LEASE_MS) {
        const ours = startingClaim(now);
        const taken = await orders.update(
          { id: orderId, paymentReference: claim ?? IsNull(), isFailed: false, isPaid: false },
          { paymentReference: ours },
        );
        if ((taken.affected ?? 0) > 0) {
          this.logger.warn(`Bestellung ${orderId}: Zahlung wird nach Wiederholung gestartet.`);
          order.paymentReference = ours;
          return this.startPayment(order, key, ours);
        }
        continue;
      }
      if (Date.now() >= giveUpAt) throw new IdempotencyInProgressError();
      await sleep(RESUME_POLL_MS);
    }
  }

  /**
   * Starts the online payment of a stored order whose start this request holds (`claim`, the
   * order's paymentReference now), and answers the order. The redirect is stored on the order
   * (and in the idempotency record) only while the claim is still ours; a failure marks the order
   * failed, stores the 502 and throws it.
   */
  private async startPayment(
    order: OrderEntity,
    key: string | null,
    claim: string | null,
  ): Promise<PublicOrder> {
    const orders = this.dataSource.getRepository(OrderEntity);
    const ours = { id: order.id, paymentReference: claim ?? IsNull(), isFailed: false };
    let start: PaymentStart | null;
    try {
      start = await this.payments.start(order);
    } catch (error) {
      this.logger.error(
        `Zahlung für Bestellung ${order.id} konnte nicht gestartet werden: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
      const failed = await orders.update(ours, { isFailed: true, paymentReference: null });
      if ((failed.affected ?? 0) === 0) return this.answerAsStored(order.id, key);
      order.isFailed = true;
      if (key) await this.storeFailure(key);
      throw new PaymentStartError();
    }
    if (!start) return toPublicOrder(order);
    const stored = await orders.update(ours, {
      paymentRedirectUrl: start.redirectUrl,
      paymentReference: start.reference,
    });
    if ((stored.affected ?? 0) === 0) return this.answerAsStored(order.id, key);
    order.paymentRedirectUrl = start.redirectUrl;
    order.paymentReference = start.reference;
    const answer = toPublicOrder(order);
    if (key)
      await this.dataSource
        .getRepository(IdempotencyRecordEntity)
        .update({ key }, { responseStatus: 201, responseBody: answer as unknown as object });
    return answer;
  }

  /**
   * Our claim was taken (a retry overtook a slow start, or the sweep gave up on it): answer what
   * the order holds now: the other request's redirect, the failure (502), or 409 while the other
   * request is still starting it.
   */
  private async answerAsStored(orderId: number, key: string | null): Promise<PublicOrder> {
    const order = await this.dataSource.getRepository(OrderEntity).findOne({
      where: { id: orderId },
      relations: { branch: true, items: true, questionnaire: true },
    });
    if (order?.paymentRedirectUrl) return toPublicOrder(order);
    if (order && !order.isFailed) throw new IdempotencyInProgressError();
    if (key) await this.storeFailure(key);
    throw new PaymentStartError();
  }

  /** The key's stored answer becomes the 502 of a payment that could not be started. */
  private async storeFailure(key: string): Promise<void> {
    await this.dataSource
      .getRepository(IdempotencyRecordEntity)
      .update(
        { key },
        { responseStatus: 502, responseBody: { errors: [apiError('PAYMENT_START_FAILED')] } },
      );
  }
}

/** Whether a stored answer is an online order without a payment redirect (its start never ended). */
function awaitsPaymentStart(body: unknown): boolean {
  const order = body as Partial<PublicOrder> | null;
  return (
    !!order &&
    typeof order.paymentMethod === 'string' &&
    isOnlinePaymentMethod(order.paymentMethod) &&
    !order.paymentRedirectUrl &&
    !order.isPaid &&
    !order.isFailed
  );
}
