import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { OrderEventsService } from '../../order-events/order-events.service.js';

/** Status links remembered at most (about 200 bytes each); the oldest are forgotten first. */
const MAX_LINKS = 50_000;

/**
 * How long a remembered ETag answers 304 at most. Order changes of every instance end it at
 * once (through the cluster bus); this only bounds how long a change stays unseen while Redis
 * is unreachable and another instance's changes do not arrive.
 */
export const PUBLIC_ORDER_ETAG_TTL_MS = 60_000;

interface Remembered {
  order: number;
  /** Content hash of the answer (prepared-response.ts `serialiseJson`). */
  answerHash: string;
  expiresAt: number;
}

/**
 * The ETag of the last answer of each public status link (`uid/hash`), so an unchanged order
 * answers its customers' polls with 304 without being loaded. Only a link that was answered
 * (so its hash matched) is remembered: a wrong hash is never known here. Every change of an
 * order, in any instance (OrderEventsService.subscribeEverywhere), forgets its link; an answer
 * that was being built while any order changed is not remembered (it may show the state before
 * the change).
 */
@Injectable()
export class PublicOrderEtags implements OnModuleDestroy {
  private readonly links = new Map<string, Remembered>();
  private readonly linkOfOrder = new Map<number, string>();
  private changes = 0;
  private readonly unsubscribe: () => void;

  constructor(events: OrderEventsService) {
    // A view of orders: the changes of every instance end a remembered answer.
    this.unsubscribe = events.subscribeEverywhere((change) => this.forget(change.order));
  }

  /** Counts order changes; pass it to `remember` from before the order was read. */
  get changeCount(): number {
    return this.changes;
  }

  /** The content hash last answered for this link while its order is unchanged, if known. */
  answerHashOf(uid: string, hash: string, now = Date.now()): string | undefined {
    const key = `${uid}/${hash}`;
    const kept = this.links.get(key);
    if (!kept) return undefined;
    if (kept.expiresAt > now) return kept.answerHash;
    this.drop(key, kept.order);
    return undefined;
  }

  /**
   * Remembers the content hash of the answer just built for a link, unless some order changed
   * since `changeCountBefore` (read before the order was loaded).
   */
  remember(
    link: { uid: string; hash: string; order: number },
    answerHash: string,
    changeCountBefore: number,
  ): void {
    if (this.changes !== changeCountBefore) return;
    const { uid, hash, order } = link;
    const key = `${uid}/${hash}`;
    const earlier = this.linkOfOrder.get(order);
    if (earlier !== undefined && earlier !== key) this.links.delete(earlier);
    this.links.delete(key);
    this.links.set(key, { order, answerHash, expiresAt: Date.now() + PUBLIC_ORDER_ETAG_TTL_MS });
    this.linkOfOrder.set(order, key);
    if (this.links.size > MAX_LINKS) {
      const [oldestKey, oldest] = this.links.entries().next().value!;
      this.drop(oldestKey, oldest.order);
    }
  }

  private forget(order: number): void {
    this.changes += 1;
    const key = this.linkOfOrder.get(order);
    if (key !== undefined) this.drop(key, order);
  }

  private drop(key: string, order: number): void {
    this.links.delete(key);
    if (this.linkOfOrder.get(order) === key) this.linkOfOrder.delete(order);
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }
}
