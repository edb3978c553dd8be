import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Log, LogFieldChange, LogLevel } from '@bestellwerk/domain';
import {
  Repository,
  type EntityManager,
  type FindOptionsWhere,
  type QueryDeepPartialEntity,
} from 'typeorm';
import { businessDayRange } from '../../common/crud/business-day-range.js';
import { NotFoundError, ValidationFailedError } from '../../common/errors/app-errors.js';
import type { LogEntryInput, LogWriter } from '../../common/logging/log-writer.js';
import { REDACTED, withoutSecrets } from '../../common/logging/log-secrets.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import type { LogListQuery } from './dto/log-list.query.js';
import { LogEntity } from './entities/log.entity.js';

const DEFAULT_PAGE_SIZE = 100;
export const LOG_RANGE_REVERSED = 'Das Bis-Datum darf nicht vor dem Von-Datum liegen.';

export function toLog(entity: LogEntity): Log {
  return {
    id: entity.id,
    level: entity.level,
    area: entity.channel,
    message: entity.message,
    record:
      entity.recordType && entity.recordId !== null
        ? { type: entity.recordType, id: entity.recordId }
        : null,
    context: entity.context ?? {},
    user: entity.user ? { id: entity.user.id, username: entity.user.username } : null,
    createdAt: entity.createdAt.toISOString(),
  };
}

/**
 * The application log: other modules write entries (`write`, `record`), admins read them. No
 * method changes or deletes a single entry; only the retention removes old ones.
 */
@Injectable()
export class LogService implements LogWriter {
  private readonly logger = new Logger('LogService');

  constructor(
    @InjectRepository(LogEntity) private readonly logs: Repository<LogEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores a log entry of `channel` (the area). Never throws: a failing log write must not fail
   * the caller's work, so it is reported to the process log instead.
   */
  write(
    level: LogLevel,
    channel: string,
    message: string,
    context: Record<string, unknown> = {},
    userId?: number | null,
  ): Promise<void> {
    return this.record({ level, area: channel, message, context, userId });
  }

  /**
   * Stores an entry with its record and changed fields in one INSERT; secret fields are
   * replaced first (log-secrets.ts). Never throws, like `write`.
   */
  async record(entry: LogEntryInput): Promise<void> {
    try {
      const context = withoutSecrets({
        ...(entry.context ?? {}),
        ...(entry.changes ? { changes: entry.changes } : {}),
      }) as Record<string, unknown>;
      const row = Object.assign(new LogEntity(), {
        level: entry.level,
        channel: entry.area.slice(0, 100),
        message: entry.message,
        recordType: entry.record?.type.slice(0, 50) ?? null,
        recordId: entry.record?.id ?? null,
        context,
        user: entry.userId ? { id: entry.userId } : null,
      });
      await this.logs.insert(row as QueryDeepPartialEntity<LogEntity>);
    } catch (error) {
      this.logger.error(
        `Log konnte nicht gespeichert werden (${entry.area}: ${entry.message}): ${String(error)}`,
      );
    }
  }

  /**
   * Blanks the values of `fields` in the changes of every entry about one record (the erasure
   * of an order's personal data, GDPR Art. 17): field names and the rest of each entry stay.
   * The only change ever made to a stored entry; runs in the caller's transaction.
   */
  async redactRecordFields(
    manager: EntityManager,
    record: { type: string; id: number },
    fields: ReadonlySet<string>,
  ): Promise<number> {
    const rows = await manager.find(LogEntity, {
      select: { id: true, context: true },
      where: { recordType: record.type, recordId: record.id },
    });
    let redacted = 0;
    for (const row of rows) {
      const changes = row.context?.changes;
      if (!Array.isArray(changes)) continue;
      const blanked = (changes as LogFieldChange[]).map((change) =>
        fields.has(change.field) ? { ...change, old: REDACTED, new: REDACTED } : change,
      );
      await manager.update(LogEntity, row.id, { context: { ...row.context, changes: blanked } });
      redacted++;
    }
    return redacted;
  }

  /** Log entries, newest first, filtered and paged. */
  async list(query: LogListQuery): Promise<{ items: Log[]; total: number }> {
    if (query.from && query.to && query.to < query.from) {
      throw ValidationFailedError.field('to', LOG_RANGE_REVERSED);
    }
    const where: FindOptionsWhere<LogEntity> = {};
    if (query.level) where.level = query.level as LogLevel;
    if (query.area) where.channel = query.area;
    if (query.user) where.user = { id: Number(query.user) };
    if (query.recordType) where.recordType = query.recordType;
    if (query.recordId) where.recordId = Number(query.recordId);
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

  /** One log entry, or a German 404. */
  async get(id: number): Promise<Log> {
    const row = await this.logs.findOne({ where: { id }, relations: { user: true } });
    if (!row) throw new NotFoundError('LOG_NOT_FOUND');
    return toLog(row);
  }
}
