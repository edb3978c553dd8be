import type { DateTimeString, Id } from './common.js';

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

/** The record a log entry concerns: its type (`product`, `order`, `user`…) and id. */
export interface LogRecordRef {
  type: string;
  id: Id;
}

/** One field an update changed, with its value before and after (secrets never appear). */
export interface LogFieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** The staff member who acted (null for customers, devices and the system). */
export interface LogUser {
  id: Id;
  username: string;
}

/**
 * An application log entry admins can read: what happened (`message`), in which area
 * (`catalog`, `auth`, `orders`…), to which record, by whom. Updates list their changed fields in
 * `context.changes` (LogFieldChange[]). No route changes an entry; only deleting an order blanks
 * the personal values in its entries' changes ('[entfernt]'), keeping the field names.
 */
export interface Log {
  id: Id;
  level: LogLevel;
  area: string;
  message: string;
  record: LogRecordRef | null;
  context: Record<string, unknown>;
  user: LogUser | null;
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
