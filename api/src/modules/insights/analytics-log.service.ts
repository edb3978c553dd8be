import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository, type QueryDeepPartialEntity } from 'typeorm';
import { DAY_MS, DailyPrune } from '../../common/scheduling/daily-prune.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { CLOCK, type Clock } from '../auth/clock.js';
import type { AnalyticsLogInput } from './dto/analytics-log.input.js';
import { AnalyticsLogEntity } from './entities/analytics-log.entity.js';

/**
 * Stores the storefront's consented analytics events for the statistics, and keeps them only
 * for the retention (AppConfig.analyticsRetentionDays, 400 days unless set): older events are
 * deleted at the start, then once a day (a daily timer, and the first event of a new day).
 */
@Injectable()
export class AnalyticsLogService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly daily: DailyPrune;

  constructor(
    @InjectRepository(AnalyticsLogEntity)
    private readonly events: Repository<AnalyticsLogEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.daily = new DailyPrune(clock, new Logger('AnalyticsLog'), () => this.prune(), {
      deleted: (count) =>
        `${count} Analyse-Ereignisse älter als ${config.analyticsRetentionDays} Tage gelöscht.`,
      failed: 'Alte Analyse-Ereignisse nicht gelöscht',
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    // A quiet shop sends no events; the timer still deletes the old ones.
    await this.daily.start();
  }

  onModuleDestroy(): void {
    this.daily.stop();
  }

  /** Records one event as it was sent (validated: short strings, bounded data). */
  async record(input: AnalyticsLogInput): Promise<void> {
    const event = Object.assign(new AnalyticsLogEntity(), {
      type: input.type,
      action: input.action,
      category: input.category,
      data: input.data ?? {},
    });
    // A plain INSERT: save() would read the row back first and after.
    await this.events.insert(event as QueryDeepPartialEntity<AnalyticsLogEntity>);
    await this.daily.runDaily();
  }

  /** Deletes the events older than the retention; answers how many went. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.clock().getTime() - this.config.analyticsRetentionDays * DAY_MS);
    const result = await this.events.delete({ createdAt: LessThan(cutoff) });
    return result.affected ?? 0;
  }
}
