import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { OrderEntity } from '../ordering/entities/order.entity.js';
import {
  OrderEventsService,
  type OrderChange,
  type OrderChangeCause,
} from '../order-events/order-events.service.js';
import { PrintJobsService } from './print-jobs.service.js';

/** The changes after which an order may have become confirmed. */
const CONFIRMING: ReadonlySet<OrderChangeCause> = new Set([
  'confirm',
  'counter-appointment-confirmed',
]);

/** How many recently auto-printed orders are remembered against a second print. */
const REMEMBERED_ORDERS = 1000;

/**
 * Prints the receipt on the branch's printers when an order is confirmed and the branch has
 * auto-print on: after staff confirm, and after the customer accepts a counter-proposed time.
 * A staff counter-proposal (also a 'confirm' change) leaves the order unconfirmed and prints
 * nothing. The status machine confirms an order once; the remembered ids keep the two changes
 * of a proposal accepted at once from printing it twice.
 */
@Injectable()
export class AutoPrintService implements OnModuleInit, OnModuleDestroy {
  private unsubscribe: (() => void) | null = null;
  private readonly printed = new Set<number>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly events: OrderEventsService,
    private readonly printJobs: PrintJobsService,
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.events.subscribe((change) => this.track(this.onChange(change)));
  }

  async onModuleDestroy(): Promise<void> {
    this.unsubscribe?.();
    await this.idle();
  }

  /** Resolves once every auto-print started so far has queued its jobs or failed (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private track(work: Promise<void>): Promise<void> {
    this.pending.add(work);
    return work.finally(() => this.pending.delete(work));
  }

  /** Queues the receipt of a newly confirmed order of an auto-print branch, once. */
  private async onChange(change: OrderChange): Promise<void> {
    if (!CONFIRMING.has(change.cause) || this.printed.has(change.order)) return;
    const order = await this.orders
      .createQueryBuilder('o')
      .innerJoin('o.branch', 'branch')
      .select(['o.id', 'o.isConfirmed', 'branch.id', 'branch.isAutoPrintEnabled'])
      .where('o.id = :id', { id: change.order })
      .getOne();
    if (!order?.isConfirmed || !order.branch.isAutoPrintEnabled) return;
    if (this.printed.has(order.id)) return;
    this.remember(order.id);
    await this.printJobs.queueReceipt(order.id, order.branch.id);
  }

  private remember(orderId: number): void {
    this.printed.add(orderId);
    if (this.printed.size > REMEMBERED_ORDERS) {
      const oldest = this.printed.values().next().value;
      if (oldest !== undefined) this.printed.delete(oldest);
    }
  }
}
