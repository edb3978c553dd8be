import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { businessDayOf } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { OrderEventsService } from '../order-events/order-events.service.js';
import { OrderEntity } from '../ordering/entities/order.entity.js';

interface CachedTickets {
  key: string;
  expiresAt: number;
  tickets: Promise<number[]>;
}

/**
 * How long a branch's tickets are kept at most: order changes of every instance end it at once
 * (with REDIS_URL through the cluster bus); this bounds how long changes stay unseen when the
 * bus lost a message (Redis outage) or there is no bus (several instances without REDIS_URL).
 */
const TICKETS_TTL_MS = 5_000;

/**
 * Ticket numbers of a branch's takeaway orders that are ready for pickup now (in delivery, not
 * delivered to a door, not completed, cancelled, rejected or failed) on today's business day.
 * Kept per branch until an order of that branch changes (in any API instance), the day turns or
 * 5 s passed; listeners hear of every order change of a branch (the TVs' live events).
 */
@Injectable()
export class SignagePickupService implements OnModuleDestroy {
  private readonly changes = new Map<number, number>();
  private readonly cache = new Map<number, CachedTickets>();
  private readonly listeners = new Set<(branch: number) => void>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly dataSource: DataSource,
    orderEvents: OrderEventsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.unsubscribe = orderEvents.subscribeEverywhere((change) => {
      this.changes.set(change.branch, (this.changes.get(change.branch) ?? 0) + 1);
      for (const listener of this.listeners) listener(change.branch);
    });
  }

  /** Calls `listener` with the branch of every order change; the returned function removes it. */
  subscribe(listener: (branch: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The branch's tickets ready for pickup, lowest (oldest) first; one query when not cached. */
  tickets(branch: number, now = new Date()): Promise<number[]> {
    const day = businessDayOf(now, this.config.timeZone);
    const key = `${day}:${this.changes.get(branch) ?? 0}`;
    const cached = this.cache.get(branch);
    if (cached?.key === key && cached.expiresAt > now.getTime()) return cached.tickets;
    const tickets = this.load(branch, day);
    const entry = { key, expiresAt: now.getTime() + TICKETS_TTL_MS, tickets };
    this.cache.set(branch, entry);
    tickets.catch(() => {
      if (this.cache.get(branch) === entry) this.cache.delete(branch);
    });
    return tickets;
  }

  private async load(branch: number, businessDay: string): Promise<number[]> {
    const rows = await this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .select('o.ticketNumber', 'ticketNumber')
      .where('o.branchId = :branch AND o.businessDay = :businessDay', { branch, businessDay })
      .andWhere('o.isInDelivery = :yes AND o.isDelivery = :no AND o.isDineIn = :no', {
        yes: true,
        no: false,
      })
      .andWhere(
        'o.isCompleted = :no AND o.isCanceled = :no AND o.isRejected = :no AND o.isFailed = :no',
      )
      .orderBy('o.ticketNumber', 'ASC')
      .getRawMany<{ ticketNumber: number | string }>();
    return rows.map((row) => Number(row.ticketNumber));
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }
}
