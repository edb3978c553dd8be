import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Log, LogLevel } from '@bestellwerk/domain';
import { Repository, type FindOptionsWhere, type QueryDeepPartialEntity } from 'typeorm';
import { businessDayRange } from '../../common/crud/business-day-range.js';
import { NotFoundError } from '../../common/errors/app-errors.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import type { LogListQuery } from './dto/log-list.query.js';
import { LogEntity } from './entities/log.entity.js';

const DEFAULT_PAGE_SIZE = 100;

export function toLog(entity: LogEntity): Log {
  return {
    id: entity.id,
    level: entity.level,
    channel: entity.channel,
    message: entity.message,
    context: entity.context ?? {},
    user: entity.user ? { id: entity.user.id } : null,
    createdAt: entity.createdAt.toISOString(),
  };
}

/** The application log: other modules write records, admins read them. */
@Injectable()
export class LogService {
  private readonly logger = new Logger('LogService');

  constructor(
    @InjectRepository(LogEntity) private readonly logs: Repository<LogEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores a log record. Never throws: a failing log write must not fail the caller's work,
   * so it is reported to the process log instead.
   */
  async write(
    level: LogLevel,
    channel: string,
    message: string,
    context: Record<string, unknown> = {},
    userId?: number | null,
  ): Promise<void> {
    try {
      const record = Object.assign(new LogEntity(), {
        level,
        channel: channel.slice(0, 100),
        message,
        context,
        user: userId ? { id: userId } : null,
      });
      await this.logs.insert(record as QueryDeepPartialEntity<LogEntity>);
    } catch (error) {
      this.logger.error(
        `Log konnte nicht gespeichert werden (${channel}: ${message}): ${String(error)}`,
      );
    }
  }

  /** Log records, newest first, filtered and paged. */
  async list(query: LogListQuery): Promise<{ items: Log[]; total: number }> {
    const where: FindOptionsWhere<LogEntity> = {};
    if (query.level) where.level = query.level as LogLevel;
    if (query.channel) where.channel = query.channel;
    const createdAt = businessDayRange(query.from, query.to, this.config.timeZone);
    if (createdAt) where.createdAt = createdAt;
    const pageSize = query.pageSize ? Number(query.pageSize) : DEFAULT_PAGE_SIZE;
    const page = query.page ? Number(query.page) : 1;
    const [rows, total] = await this.logs.findAndCount({
      where,
      relations: { user: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { items: rows.map(toLog), total };
  }

  /** One log record, or a German 404. */
  async get(id: number): Promise<Log> {
    const row = await this.logs.findOne({ where: { id }, relations: { user: true } });
    if (!row) throw new NotFoundError('LOG_NOT_FOUND');
    return toLog(row);
  }
}
