import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, type QueryResult } from 'typeorm';
import { OrderEntity } from '../ordering/entities/order.entity.js';
import {
  OrderEventsService,
  type OrderChange,
  type OrderChangeCause,
} from '../order-events/order-events.service.js';
import { AutoPrintClaimEntity } from './entities/auto-print-claim.entity.js';
import { PrintJobsService } from './print-jobs.service.js';

/** The changes after which an order may have become confirmed. */
const CONFIRMING: ReadonlySet<OrderChangeCause> = new Set([
  'confirm',
  'counter-appointment-confirmed',
]);

/**
 * Prints the receipt on the branch's printers when an order is confirmed and the branch has
 * auto-print on: after staff confirm, and after the customer accepts a counter-proposed time.
 * A staff counter-proposal (also a 'confirm' change) leaves the order unconfirmed and prints
 * nothing. Each order is printed once however often its confirmation is reported, in however
 * many API instances: the instance whose insert of the order's claim row (AutoPrintClaimEntity)
 * lands queues the jobs; the others find the row and print nothing.
 */
@Injectable()
export class AutoPrintService implements OnModuleInit, OnModuleDestroy {
  private unsubscribe: (() => void) | null = null;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly events: OrderEventsService,
    private readonly printJobs: PrintJobsService,
    private readonly dataSource: DataSource,
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(AutoPrintClaimEntity)
    private readonly claims: Repository<AutoPrintClaimEntity>,
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
    if (!CONFIRMING.has(change.cause)) return;
    const order = await this.orders
      .createQueryBuilder('o')
      .innerJoin('o.branch', 'branch')
      .select(['o.id', 'o.isConfirmed', 'branch.id', 'branch.isAutoPrintEnabled'])
      .where('o.id = :id', { id: change.order })
      .getOne();
    if (!order?.isConfirmed || !order.branch.isAutoPrintEnabled) return;
    if (!(await this.claim(order.id))) return;
    try {
      await this.printJobs.queueReceipt(order.id, order.branch.id);
    } catch (error) {
      // Not printed after all: the next report of the confirmation may try again.
      await this.claims.delete({ orderId: order.id }).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Inserts the order's claim unless there is one, in one statement (INSERT IGNORE / INSERT OR
   * IGNORE: a lost race is no query error, and no transaction that could overlap another on
   * SQLite's one connection); true when this insert landed.
   */
  private async claim(orderId: number): Promise<boolean> {
    const [sql, parameters] = this.claims
      .createQueryBuilder()
      .insert()
      .values({ orderId })
      .orIgnore()
      .getQueryAndParameters();
    const runner = this.dataSource.createQueryRunner();
    try {
      // The structured result carries the affected rows on both drivers (an InsertResult does not).
      const result = (await runner.query(sql, parameters, true)) as QueryResult;
      return result.affected === 1;
    } finally {
      await runner.release();
    }
  }
}
