import { Injectable, Logger } from '@nestjs/common';
import type { CustomerNoticeKind, OrderBoardEvent, OrderStatusAction } from '@bestellwerk/domain';
import { ClusterBus, clusterTopic } from '../cluster/cluster-bus.js';

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

/** One change of an order, as the board's stream and the listeners (auto-print) get it; plain JSON. */
export interface OrderChange extends OrderBoardEvent {
  cause: OrderChangeCause;
  /** What the customer is to be told about this change (set once, by the status change). */
  notice?: CustomerNoticeKind;
  /** The staff member who made the change (absent for customers, providers and the system). */
  userId?: number;
}

export type OrderChangeListener = (change: OrderChange) => void | Promise<void>;

/** Every instance's order changes, on the cluster bus. */
const ORDER_CHANGES = clusterTopic<OrderChange>('order-changes');

/**
 * Notice of order changes, published after the change is committed. Two kinds of listeners:
 * `subscribe` for side effects that must happen once (auto-print, mails, roll-ups, logs), which
 * hear the changes made in this instance only; `subscribeEverywhere` for views (the board's
 * stream, the TVs), which hear the changes of every instance through the cluster bus. Listeners
 * run after the caller's answer is under way; a failing listener is logged and never undoes the
 * change or stops the others.
 */
@Injectable()
export class OrderEventsService {
  private readonly logger = new Logger('OrderEvents');
  private readonly listeners = new Set<OrderChangeListener>();
  private readonly everywhere = new Set<OrderChangeListener>();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly bus: ClusterBus) {
    bus.subscribe(ORDER_CHANGES, (change) => this.notify(this.everywhere, change));
  }

  /**
   * Registers a listener for the changes made in this instance, each heard once in the whole
   * cluster; the returned function removes it.
   */
  subscribe(listener: OrderChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Registers a listener for the changes made in any instance (this one included); the returned
   * function removes it. For what shows orders, never for side effects.
   */
  subscribeEverywhere(listener: OrderChangeListener): () => void {
    this.everywhere.add(listener);
    return () => this.everywhere.delete(listener);
  }

  /** Tells this instance's listeners and, through the bus, every instance's everywhere-listeners. */
  publish(change: OrderChange): void {
    this.notify(this.listeners, change);
    this.bus.publish(ORDER_CHANGES, change);
  }

  /** Resolves once every listener started so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  private notify(listeners: Set<OrderChangeListener>, change: OrderChange): void {
    for (const listener of listeners) {
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
}
