import type { EventSourceConstructor, EventSourceLike } from './order-board-store.js';

/** An EventSource for tests: the test opens it, fails it and sends events by hand. */
export class FakeEventSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.readyState = 2;
    this.closed = true;
  }

  /** The server accepted the stream. */
  open(): void {
    this.readyState = 1;
    this.emit('open');
  }

  /** The stream broke; `closed` when the browser gave up (no automatic reconnect). */
  fail(closed = false): void {
    this.readyState = closed ? 2 : 0;
    this.emit('error');
  }

  /** One `order` event with this JSON data. */
  send(data: unknown): void {
    this.emit('order', typeof data === 'string' ? data : JSON.stringify(data));
  }

  private emit(type: string, data?: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data } as MessageEvent);
  }
}

/** A constructor to inject, and the sources it made. */
export function fakeEventSources(): {
  EventSource: EventSourceConstructor;
  sources: FakeEventSource[];
} {
  const sources: FakeEventSource[] = [];
  class Recorded extends FakeEventSource {
    constructor(url: string) {
      super(url);
      sources.push(this);
    }
  }
  return { EventSource: Recorded, sources };
}
