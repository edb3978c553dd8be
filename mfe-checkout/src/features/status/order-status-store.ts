import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  isTerminalOrder,
  ORDER_STATUS_POLL_MS,
  type PublicOrder,
  type Questionnaire,
} from '@bestellwerk/domain';
import { ApiRequestError, type ApiClient } from '@bestellwerk/client';

/** What the page needs of the browser tab: whether it is hidden, and word when that changes. */
export interface TabVisibility {
  isHidden(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

/** The document's visibility (polling pauses while the tab is hidden). */
export const documentVisibility: TabVisibility = {
  isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onChange: (listener) => {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/** A customer action on the order that is being sent or just failed. */
export type OrderActionName = 'confirm-counter' | 'reject-counter' | 'questionnaire';

const asRequestError = (error: unknown): ApiRequestError =>
  error instanceof ApiRequestError ? error : new ApiRequestError(0, []);

/**
 * One public order (`GET /api/orders/public/{uid}/{hash}`): loads it, polls every 10 s until it
 * is terminal (paused while the tab is hidden), keeps the last answer when a poll fails, and
 * sends the customer's answers (counter-appointment, questionnaire), reloading afterwards.
 */
export class OrderStatusStore {
  order: PublicOrder | null = null;
  /** The error of the first load; a failed poll after a success only sets `pollFailed`. */
  loadError: ApiRequestError | null = null;
  pollFailed = false;
  /** The action being sent, if any. */
  pending: OrderActionName | null = null;
  /** The action that failed last, with its error. */
  actionError: { action: OrderActionName; error: ApiRequestError } | null = null;
  /** The questionnaire was sent in this visit (the page thanks for it). */
  questionnaireSent = false;

  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private unsubscribe: (() => void) | null = null;
  private controller: AbortController | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly uid: string,
    private readonly hash: string,
    private readonly visibility: TabVisibility = documentVisibility,
    private readonly pollMs: number = ORDER_STATUS_POLL_MS,
  ) {
    makeObservable<OrderStatusStore, 'receive' | 'fail'>(this, {
      order: observableRef,
      loadError: observableRef,
      pollFailed: observable,
      pending: observable,
      actionError: observableRef,
      questionnaireSent: observable,
      isTerminal: computed,
      receive: action,
      fail: action,
    });
  }

  /** The order has ended (completed or cancelled): nothing changes any more, polling stopped. */
  get isTerminal(): boolean {
    return this.order !== null && isTerminalOrder(this.order);
  }

  private get basePath(): `/orders/public/${string}/${string}` {
    return `/orders/public/${encodeURIComponent(this.uid)}/${encodeURIComponent(this.hash)}`;
  }

  /** Loads the order and polls until it is terminal or {@link stop} is called. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.visibility.onChange(() => this.onVisibilityChange());
    void this.load();
  }

  /** Stops polling and drops a request in flight (on unmount). */
  stop(): void {
    this.running = false;
    this.clearTimer();
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.controller?.abort();
    this.controller = null;
  }

  /** Loads the order now; the next poll is planned 10 s after the answer. */
  async load(): Promise<void> {
    this.clearTimer();
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    try {
      const order = await this.api.get(this.basePath, { signal: controller.signal });
      if (controller.signal.aborted) return;
      this.receive(order);
    } catch (error) {
      if (controller.signal.aborted) return;
      this.fail(asRequestError(error));
    }
    this.planPoll();
  }

  /** Accepts the counter-proposed appointment, then reloads. */
  confirmCounterAppointment(): Promise<boolean> {
    return this.send('confirm-counter', () =>
      this.api.post(`${this.basePath}/confirm-counter-appointment`),
    );
  }

  /** Rejects the counter-proposed appointment, then reloads. */
  rejectCounterAppointment(): Promise<boolean> {
    return this.send('reject-counter', () =>
      this.api.post(`${this.basePath}/reject-counter-appointment`),
    );
  }

  /** Sends the questionnaire, then reloads. */
  sendQuestionnaire(questionnaire: Questionnaire): Promise<boolean> {
    return this.send('questionnaire', () =>
      this.api.post(`${this.basePath}/questionnaire`, questionnaire),
    );
  }

  /** Runs one action's request (`name` marks it pending and holds its failure), then reloads. */
  private async send(name: OrderActionName, request: () => Promise<unknown>): Promise<boolean> {
    if (this.pending) return false;
    runInAction(() => {
      this.pending = name;
      this.actionError = null;
    });
    try {
      await request();
    } catch (error) {
      runInAction(() => {
        this.pending = null;
        this.actionError = { action: name, error: asRequestError(error) };
      });
      return false;
    }
    runInAction(() => {
      this.pending = null;
      if (name === 'questionnaire') this.questionnaireSent = true;
    });
    if (this.running) await this.load();
    return true;
  }

  private receive(order: PublicOrder): void {
    this.order = order;
    this.loadError = null;
    this.pollFailed = false;
  }

  private fail(error: ApiRequestError): void {
    if (this.order) this.pollFailed = true;
    else this.loadError = error;
  }

  private planPoll(): void {
    this.clearTimer();
    if (!this.running || this.isTerminal || this.visibility.isHidden()) return;
    if (this.loadError?.status === 404) return;
    this.timer = setTimeout(() => void this.load(), this.pollMs);
  }

  private onVisibilityChange(): void {
    if (!this.running) return;
    if (this.visibility.isHidden()) this.clearTimer();
    else if (!this.isTerminal && this.timer === null) void this.load();
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
