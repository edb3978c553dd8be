import { action, makeObservable, observable, observableRef } from 'mobx';
import type { Order } from '@bestellwerk/domain';
import { ApiRequestError, type ApiClient } from '@bestellwerk/client';

/** How often the counter views reload their list. */
export const KEY_LIST_POLL_MS = 10_000;

/** Answers after which reloading makes no sense: an invalid key (401) or an unknown branch (404). */
const FINAL_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);

const asRequestError = (error: unknown): ApiRequestError =>
  error instanceof ApiRequestError ? error : new ApiRequestError(0, []);

/**
 * The order list of a counter view, read with the branch's API key instead of a login
 * (`GET /api/orders/frontdesk|backoffice/{branchId}/{apiKey}`): loaded at once, then every 10 s.
 * A failed reload keeps the last list; an invalid key stops the polling.
 */
export class KeyOrderListStore {
  orders: readonly Order[] = [];
  status: 'loading' | 'done' | 'error' = 'loading';
  error: ApiRequestError | null = null;
  /** A reload after a successful load failed; the list shown is the last one. */
  refreshFailed = false;
  /** When the list was last loaded. */
  loadedAt: Date | null = null;

  private timer: ReturnType<typeof setTimeout> | null = null;
  private controller: AbortController | null = null;
  private running = false;

  constructor(
    private readonly api: ApiClient,
    /** The API path below /api, e.g. `/orders/frontdesk/1/key`. */
    private readonly path: `/orders/${'frontdesk' | 'backoffice'}/${string}/${string}`,
    private readonly pollMs: number = KEY_LIST_POLL_MS,
  ) {
    makeObservable<KeyOrderListStore, 'receive' | 'fail'>(this, {
      orders: observableRef,
      status: observable,
      error: observableRef,
      refreshFailed: observable,
      loadedAt: observableRef,
      receive: action,
      fail: action,
    });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.load();
  }

  stop(): void {
    this.running = false;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.controller?.abort();
    this.controller = null;
  }

  /** Loads the list now; the next load follows 10 s after the answer. */
  async load(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    try {
      // A 401 here means a wrong key, not a lost login: no redirect to the sign-in.
      const orders = await this.api.get(this.path, {
        signal: controller.signal,
        redirectOnUnauthorized: false,
      });
      if (controller.signal.aborted) return;
      this.receive(orders);
    } catch (error) {
      if (controller.signal.aborted) return;
      this.fail(asRequestError(error));
    }
    if (!this.running) return;
    if (this.status === 'error' && this.error && FINAL_STATUSES.has(this.error.status)) return;
    this.timer = setTimeout(() => void this.load(), this.pollMs);
  }

  private receive(orders: Order[]): void {
    this.orders = orders;
    this.status = 'done';
    this.error = null;
    this.refreshFailed = false;
    this.loadedAt = new Date();
  }

  private fail(error: ApiRequestError): void {
    if (this.status === 'done' && !FINAL_STATUSES.has(error.status)) {
      this.refreshFailed = true;
      return;
    }
    this.status = 'error';
    this.error = error;
  }
}
