import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { DAY_MS, DailyPrune } from '../../common/scheduling/daily-prune.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { CLOCK, type Clock } from '../auth/clock.js';
import { LogEntity } from './entities/log.entity.js';

/**
 * Keeps application log entries only for the retention (AppConfig.logRetentionDays, 365 days
 * unless LOG_RETENTION_DAYS is set): older ones are deleted at the start, then daily.
 */
@Injectable()
export class LogRetentionService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly daily: DailyPrune;

  constructor(
    @InjectRepository(LogEntity) private readonly logs: Repository<LogEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.daily = new DailyPrune(clock, new Logger('LogRetention'), () => this.prune(), {
      deleted: (count) =>
        `${count} Log-Einträge älter als ${config.logRetentionDays} Tage gelöscht.`,
      failed: 'Alte Log-Einträge nicht gelöscht',
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.daily.start();
  }

  onModuleDestroy(): void {
    this.daily.stop();
  }

  /** The daily job's step: prunes unless that happened less than a day ago (by the clock). */
  runDaily(): Promise<void> {
    return this.daily.runDaily();
  }

  /** Deletes the entries older than the retention; answers how many went. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.clock().getTime() - this.config.logRetentionDays * DAY_MS);
    const result = await this.logs.delete({ createdAt: LessThan(cutoff) });
    return result.affected ?? 0;
  }
}
