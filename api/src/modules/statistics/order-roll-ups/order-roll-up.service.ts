import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiClock } from '../../auth/clock.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/app-config.module.js';
import { OrderEventsService } from '../../order-events/order-events.service.js';
import { OrderEntity } from '../../ordering/entities/order.entity.js';
import { orderRollUpRows } from './order-roll-up-rows.js';
import {
  deleteRollUps,
  insertRollUps,
  loadOrderFacts,
  monthStartOf,
  refreshMonthRollUps,
} from './order-roll-up-store.js';
import { rebuildOrderRollUps } from './rebuild-order-roll-ups.js';

/** How often orders changed without an event are looked for. */
export const ROLL_UP_CATCH_UP_INTERVAL_MS = 5 * 60_000;

/**
 * Orders placed this long ago or longer are not looked at by the catch-up: what changes an
 * order without an event (a payment start that failed, the sweep of unstarted payments) happens
 * within the first hour.
 */
const CATCH_UP_ORDER_AGE_MS = 24 * 60 * 60_000;

interface DayOfBranch {
  businessDay: string;
  branchId: number;
}

/**
 * Keeps the order roll-ups current: every order change (placed, status action, payment, item
 * edit) marks its (business day, branch) dirty; dirty days are recomputed from the orders one
 * after the other, each in one transaction (delete that day's rows, insert the recomputed ones,
 * recompute the month's rows of that branch from its days).
 * Changes arriving while a day waits or is being recomputed coalesce into one more recompute.
 * Orders changed without an event (a payment start that failed, the sweep of unstarted payments)
 * are caught up every ROLL_UP_CATCH_UP_INTERVAL_MS by their updatedAt (catchUp).
 */
@Injectable()
export class OrderRollUpService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OrderRollUps');
  private readonly dirty = new Map<string, DayOfBranch>();
  private running: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;
  private catchUpTimer: NodeJS.Timeout | null = null;
  private catchingUp: Promise<unknown> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: OrderEventsService,
    private readonly clock: ApiClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.events.subscribe((change) => this.orderChanged(change.order));
  }

  /** Starts the periodic catch-up (an unref'd timer: it keeps nothing alive). */
  onApplicationBootstrap(): void {
    let since = new Date();
    this.catchUpTimer = setInterval(() => {
      const started = new Date();
      this.catchingUp = this.catchUp(since)
        .then(() => {
          since = started;
        })
        .catch((error: unknown) =>
          this.logger.error(
            `Statistik nicht nachgeführt: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
    }, ROLL_UP_CATCH_UP_INTERVAL_MS);
    this.catchUpTimer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.unsubscribe?.();
    if (this.catchUpTimer) clearInterval(this.catchUpTimer);
    await this.catchingUp;
  }

  /**
   * Recomputes the days of the orders placed within the last day that changed since `since`
   * (their updatedAt), whether or not an event told of it. Answers the days recomputed.
   */
  async catchUp(since: Date): Promise<number> {
    const young = new Date(this.clock.now().getTime() - CATCH_UP_ORDER_AGE_MS);
    const days = await this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .withDeleted()
      .select('o.businessDay', 'businessDay')
      .addSelect('o.branchId', 'branchId')
      .where('o.createdAt >= :young AND o.updatedAt >= :since', { young, since })
      .groupBy('o.businessDay')
      .addGroupBy('o.branchId')
      .getRawMany<{ businessDay: string; branchId: number | string }>();
    await Promise.all(
      days.map((day) =>
        this.dayChanged({ businessDay: day.businessDay, branchId: Number(day.branchId) }),
      ),
    );
    return days.length;
  }

  /** Marks the day of an order dirty; resolves once its roll-up includes the change. */
  async orderChanged(orderId: number): Promise<void> {
    const order = await this.dataSource.getRepository(OrderEntity).findOne({
      where: { id: orderId },
      withDeleted: true,
      select: { id: true, businessDay: true, branch: { id: true } },
      relations: { branch: true },
      loadEagerRelations: false,
    });
    if (order) await this.dayChanged({ businessDay: order.businessDay, branchId: order.branch.id });
  }

  /** Marks a day of a branch dirty; resolves once it has been recomputed after this call. */
  dayChanged(day: DayOfBranch): Promise<void> {
    this.dirty.set(`${day.businessDay}|${day.branchId}`, day);
    this.running ??= this.drain();
    return this.running;
  }

  /** Resolves once every dirty day has been recomputed (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Recomputes all roll-ups from the orders in one transaction; answers the orders counted. */
  rebuild(): Promise<number> {
    return this.dataSource.transaction((manager) =>
      rebuildOrderRollUps(manager, this.config.timeZone),
    );
  }

  private async drain(): Promise<void> {
    for (;;) {
      const next = this.dirty.entries().next();
      if (next.done) {
        this.running = null;
        return;
      }
      const [key, day] = next.value;
      this.dirty.delete(key);
      try {
        await this.recompute(day);
      } catch (error) {
        this.logger.error(
          `Statistik ${day.businessDay}, Filiale ${day.branchId}: ${
            error instanceof Error ? error.message : String(error)
          }`,
        );
      }
    }
  }

  private recompute({ businessDay, branchId }: DayOfBranch): Promise<void> {
    const days = { from: businessDay, to: businessDay, branchId };
    return this.dataSource.transaction(async (manager) => {
      const orders = await loadOrderFacts(manager, days);
      await deleteRollUps(manager, days);
      await insertRollUps(manager, orderRollUpRows(orders, this.config.timeZone));
      await refreshMonthRollUps(manager, monthStartOf(businessDay), branchId);
    });
  }
}
