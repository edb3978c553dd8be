import { Injectable, Logger } from '@nestjs/common';
import type { CustomerNoticeKind, OrderBoardEvent, OrderStatusAction } from '@bestellwerk/domain';

/** What changed an order: placement, a status action, or another staff or customer step. */
export type OrderChangeCause =
  | 'placed'
  | OrderStatusAction
  | 'counter-appointment-confirmed'
  | 'counter-appointment-rejected'
  | 'item-updated'
  | 'edited'
  | 'deleted'
  | 'payment-updated'
  | 'rated';

/** One change of an order, as the board's stream and in-process listeners (auto-print) get it. */
export interface OrderChange extends OrderBoardEvent {
  cause: OrderChangeCause;
  /** What the customer is to be told about this change (set once, by the status change). */
  notice?: CustomerNoticeKind;
  /** The staff member who made the change (absent for customers, providers and the system). */
  userId?: number;
}

export type OrderChangeListener = (change: OrderChange) => void | Promise<void>;

/**
 * In-process notice of order changes, published after the change is committed. Listeners run
 * after the caller's answer is under way; a failing listener is logged and never undoes the
 * change or stops the others.
 */
@Injectable()
export class OrderEventsService {
  private readonly logger = new Logger('OrderEvents');
  private readonly listeners = new Set<OrderChangeListener>();
  private readonly running = new Set<Promise<void>>();

  /** Registers a listener; the returned function removes it. */
  subscribe(listener: OrderChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(change: OrderChange): void {
    for (const listener of this.listeners) {
      const run: Promise<void> = Promise.resolve()
        .then(() => listener(change))
        .catch((error: unknown) =>
          this.logger.error(
            `Bestellung ${change.order} (${change.cause}): ${
              error instanceof Error ? error.message : String(error)
            }`,
          ),
        )
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }
  }

  /** Resolves once every listener started so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
