import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { businessDayOf } from '@bestellwerk/domain';
import { LessThan, Repository, type QueryDeepPartialEntity } from 'typeorm';
import { DAY_MS, DailyPrune } from '../../common/scheduling/daily-prune.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { CLOCK, type Clock } from '../auth/clock.js';
import { withTransactionRetry } from '../ordering/placement/ticket-numbers.js';
import { addToVisitRollups, pruneSeenVisitors, visitFactsOf } from '../statistics/visit-rollups.js';
import type { AnalyticsLogInput } from './dto/analytics-log.input.js';
import { AnalyticsLogEntity } from './entities/analytics-log.entity.js';
import { ClusterBus } from '../cluster/cluster-bus.js';
import { dailySaltFromCluster, VisitorHasher } from './visitor-hash.js';

/** Who sent an event, as far as the visitor hash needs it; neither is stored. */
export interface AnalyticsClient {
  ip: string;
  userAgent: string;
}

/**
 * Stores the storefront's consented analytics events for the statistics, and keeps them only
 * for the retention (AppConfig.analyticsRetentionDays, 400 days unless set): older events are
 * deleted at the start, then once a day (a daily timer, and the first event of a new day).
 * Each event carries its anonymous daily visitor (VisitorHasher; the IP is never stored) and is
 * added to the daily roll-ups of the visitor statistics in the same transaction; the roll-ups
 * stay when the events are deleted (they hold no personal data).
 */
@Injectable()
export class AnalyticsLogService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly daily: DailyPrune;
  private readonly visitors: VisitorHasher;

  constructor(
    @InjectRepository(AnalyticsLogEntity)
    private readonly events: Repository<AnalyticsLogEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    bus: ClusterBus,
  ) {
    this.daily = new DailyPrune(clock, new Logger('AnalyticsLog'), () => this.prune(), {
      deleted: (count) =>
        `${count} Analyse-Ereignisse älter als ${config.analyticsRetentionDays} Tage gelöscht.`,
      failed: 'Alte Analyse-Ereignisse nicht gelöscht',
    });
    this.visitors = new VisitorHasher(
      clock,
      config.timeZone,
      dailySaltFromCluster((key, proposal, ttlMs) => bus.agree(key, proposal, ttlMs)),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    // A quiet shop sends no events; the timer still deletes the old ones.
    await this.daily.start();
  }

  onModuleDestroy(): void {
    this.daily.stop();
  }

  /**
   * Records one event as it was sent (validated: short strings, bounded data) with the client's
   * daily visitor hash, and adds it to the roll-ups, in one transaction (retried on deadlock).
   */
  async record(input: AnalyticsLogInput, client: AnalyticsClient): Promise<void> {
    const createdAt = this.clock();
    const visitor = await this.visitors.visitorOf(client.ip, client.userAgent);
    const event = Object.assign(new AnalyticsLogEntity(), {
      type: input.type,
      action: input.action,
      category: input.category,
      data: input.data ?? {},
      visitor: visitor.hash,
      createdAt,
    });
    const facts = visitFactsOf(event, this.config.timeZone);
    await withTransactionRetry(() =>
      this.events.manager.transaction(async (manager) => {
        // A plain INSERT, without reading the row back afterwards.
        await manager
          .createQueryBuilder()
          .insert()
          .into(AnalyticsLogEntity)
          .values(event as QueryDeepPartialEntity<AnalyticsLogEntity>)
          .updateEntity(false)
          .execute();
        await addToVisitRollups(manager, facts);
      }),
    );
    await this.daily.runDaily();
  }

  /**
   * Deletes the events older than the retention, and the seen-visitor marks of past days;
   * answers how many events went.
   */
  async prune(): Promise<number> {
    const now = this.clock();
    const cutoff = new Date(now.getTime() - this.config.analyticsRetentionDays * DAY_MS);
    const result = await this.events.delete({ createdAt: LessThan(cutoff) });
    await pruneSeenVisitors(this.events.manager, businessDayOf(now, this.config.timeZone));
    return result.affected ?? 0;
  }
}
