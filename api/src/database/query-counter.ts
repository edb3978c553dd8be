import type { Logger as TypeOrmLogger } from 'typeorm';
import { Logger } from '@nestjs/common';

/**
 * TypeORM logger that counts the SQL statements sent, so tests and the benchmark can check
 * that a request's query count stays constant. Failed queries are logged as warnings.
 */
export class QueryCounter implements TypeOrmLogger {
  private readonly logger = new Logger('SQL');
  count = 0;

  logQuery(): void {
    this.count += 1;
  }

  logQueryError(error: string | Error, query: string): void {
    this.count += 1;
    this.logger.warn(`${error instanceof Error ? error.message : error} — ${query.slice(0, 200)}`);
  }

  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
