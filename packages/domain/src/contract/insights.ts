import type { DateTimeString, Id, IdRef } from './common.js';

/** A consented analytics event from the storefront. */
export interface AnalyticsLog {
  id: Id;
  type: string;
  action: string;
  category: string;
  data: Record<string, unknown>;
  createdAt: DateTimeString;
}

export const LOG_LEVELS = ['info', 'warning', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** An application log record staff can read. */
export interface Log {
  id: Id;
  level: LogLevel;
  channel: string;
  message: string;
  context: Record<string, unknown>;
  user: IdRef | null;
  createdAt: DateTimeString;
}

/** Body of POST /api/analytics-log (sent by the storefront only with cookie consent). */
export interface AnalyticsLogRequest {
  type: string;
  action: string;
  category: string;
  /** Any JSON object, at most 10 000 characters serialised. */
  data?: Record<string, unknown>;
}
