import type { LogFieldChange, LogLevel } from '@bestellwerk/domain';

/** One entry of the application log as writers hand it over (secrets are removed on storing). */
export interface LogEntryInput {
  level: LogLevel;
  /** The area: a CRUD collection's path (`products`), or `auth`, `config`, `orders`… */
  area: string;
  /** What happened, in German. */
  message: string;
  /** The record the entry concerns (`product` 12). */
  record?: { type: string; id: number } | null;
  /** The staff member who acted. */
  userId?: number | null;
  /** Details; stored as the entry's context. */
  context?: Record<string, unknown>;
  /** An update's changed fields, stored as `context.changes`. */
  changes?: LogFieldChange[];
}

/** Writes application log entries; never throws (LogService). */
export interface LogWriter {
  /** Stores one entry; a failing write is reported to the process log, never thrown. */
  record(entry: LogEntryInput): Promise<void>;
}

/** Injection token of the LogWriter (LogService, from the global LogModule). */
export const LOG_WRITER = Symbol('LOG_WRITER');
