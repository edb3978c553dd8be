import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type QueryDeepPartialEntity } from 'typeorm';
import type { AnalyticsLogInput } from './dto/analytics-log.input.js';
import { AnalyticsLogEntity } from './entities/analytics-log.entity.js';

/** Stores the storefront's consented analytics events for the statistics. */
@Injectable()
export class AnalyticsLogService {
  constructor(
    @InjectRepository(AnalyticsLogEntity)
    private readonly events: Repository<AnalyticsLogEntity>,
  ) {}

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
  }
}
