import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { LogEntryInput } from '../../common/logging/log-writer.js';
import {
  OrderEventsService,
  type OrderChange,
  type OrderChangeCause,
} from '../order-events/order-events.service.js';
import { LogService } from './log.service.js';

/** What each status change of an order is called in the log; other changes are not logged here. */
export const ORDER_STATUS_LOG_MESSAGES: Partial<Record<OrderChangeCause, string>> = {
  confirm: 'Bestellung bestätigt',
  reject: 'Bestellung abgelehnt',
  'in-delivery': 'Bestellung in Zustellung',
  completed: 'Bestellung abgeschlossen',
  cancel: 'Bestellung storniert',
  'counter-appointment-confirmed': 'Gegenvorschlag vom Kunden angenommen',
  'counter-appointment-rejected': 'Gegenvorschlag vom Kunden abgelehnt (Bestellung storniert)',
};

/** The log entry of an order change, or null when the change is not a status change. */
export function orderStatusLogEntry(change: OrderChange): LogEntryInput | null {
  const message = ORDER_STATUS_LOG_MESSAGES[change.cause];
  if (!message) return null;
  return {
    level: 'info',
    area: 'orders',
    message,
    record: { type: 'order', id: change.order },
    userId: change.userId ?? null,
    context: { action: change.cause, branch: change.branch },
  };
}

/**
 * Writes an entry for every status change of an order (staff actions and the customer's
 * answer to a counter-proposal), listening to the order events after they are committed.
 */
@Injectable()
export class OrderLogListener implements OnModuleInit, OnModuleDestroy {
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly events: OrderEventsService,
    private readonly logs: LogService,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.events.subscribe(async (change) => {
      const entry = orderStatusLogEntry(change);
      if (entry) await this.logs.record(entry);
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }
}
