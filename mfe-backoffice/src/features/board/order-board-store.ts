import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  compareOrdersByDue,
  isTerminalOrder,
  type Branch,
  type Id,
  type Order,
  type OrderBoardEvent,
} from '@bestellwerk/domain';
import { ApiRequestError, type ApiClient } from '@bestellwerk/client';
import type { OrderChime } from './order-chime.js';
import { isNewOrder } from '../../shared/orders/order-text.js';

/** The board's live channel (text/event-stream; events named `order`). */
export const ORDER_EVENTS_URL = '/api/orders/events';
/** How often the board reloads while it has no live channel. */
export const BOARD_POLL_MS = 10_000;
/** How often the board reloads anyway while the live channel is open (a lost event heals). */
export const BOARD_SAFETY_POLL_MS = 60_000;
/** How long the board waits before opening a live channel again that the server closed. */
export const BOARD_RECONNECT_MS = 30_000;
/** localStorage key of the branch the board is filtered to (`all`: every branch of the user). */
export const BOARD_BRANCH_KEY = 'bestellwerk.backoffice.branch';
/** The stored filter value for "all my branches". */
const ALL_BRANCHES = 'all';
/** localStorage key of the new-order sound switch ('0' off). */
export const BOARD_SOUND_KEY = 'bestellwerk.backoffice.sound';

/** `EventSource.CLOSED`: the browser gave the channel up and will not reconnect by itself. */
const CLOSED = 2;

/** What the board needs of an EventSource (the browser's, or a fake in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export type EventSourceConstructor = new (url: string, init?: EventSourceInit) => EventSourceLike;

/** The part of localStorage the board uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** How the board learns about changes: the live channel, or polling every 10 s. */
export type BoardConnection = 'live' | 'polling';

export type BoardLoadStatus = 'idle' | 'loading' | 'done' | 'error';

/** Told about each live event of an order (the order detail reloads on it). */
export type OrderChangeListener = (event: OrderBoardEvent) => void;

export interface OrderBoardOptions {
  api: ApiClient;
  /** Whether the signed-in user works for a branch (the session's `worksFor`). */
  worksFor: (branchId: Id) => boolean;
  /** The EventSource constructor; the browser's by default, null to poll only. */
  EventSource?: EventSourceConstructor | null;
  chime?: OrderChime;
  storage?: KeyValueStorage | null;
  eventsUrl?: string;
  pollMs?: number;
  safetyPollMs?: number;
  reconnectMs?: number;
}

const asRequestError = (error: unknown): ApiRequestError =>
  error instanceof ApiRequestError ? error : new ApiRequestError(0, []);

function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function browserEventSource(): EventSourceConstructor | null {
  return (globalThis.EventSource as EventSourceConstructor | undefined) ?? null;
}

function parseBoardEvent(data: unknown): OrderBoardEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event: unknown = JSON.parse(data);
    if (!event || typeof event !== 'object') return null;
    const { type, order, branch } = event as Record<string, unknown>;
    if ((type !== 'placed' && type !== 'updated') || typeof order !== 'number') return null;
    if (typeof branch !== 'number') return null;
    return { type, order, branch };
  } catch {
    return null;
  }
}

/**
 * The order board of every branch the user works for: the current and the missed orders of all
 * of them sorted by due time, shown for all or filtered to one branch (the filter remembered),
 * kept up to date over the server's event stream (each `order` event of one of the branches
 * reloads that order; a placed one chimes and counts as new, whatever the filter) and by
 * polling: every 10 s without a live channel, every 60 s with one. The new-order count and the
 * sound always cover all of the user's branches.
 */
export class OrderBoardStore {
  branches: readonly Branch[] = [];
  branchesStatus: BoardLoadStatus = 'idle';
  branchesError: ApiRequestError | null = null;
  /** The branch the board is filtered to; null shows all of the user's branches. */
  branchId: Id | null = null;
  /** The open orders of the user's branches by due time (the missed ones too, as the API has it). */
  current: readonly Order[] = [];
  /** Unconfirmed orders of the user's branches whose time has passed (`GET /orders/missed`). */
  missed: readonly Order[] = [];
  /** The first load of the orders. */
  status: BoardLoadStatus = 'idle';
  loadError: ApiRequestError | null = null;
  /** A reload after a successful load failed; the board shows the last answer. */
  refreshFailed = false;
  connection: BoardConnection = 'polling';
  soundEnabled: boolean;
  /** Orders announced as placed that the board has not loaded yet (order id → branch id). */
  private placed: ReadonlyMap<Id, Id> = new Map();

  private readonly api: ApiClient;
  private readonly worksFor: (branchId: Id) => boolean;
  private readonly EventSource: EventSourceConstructor | null;
  private readonly chime: OrderChime | null;
  private readonly storage: KeyValueStorage | null;
  private readonly eventsUrl: string;
  private readonly pollMs: number;
  private readonly safetyPollMs: number;
  private readonly reconnectMs: number;

  private running = false;
  private source: EventSourceLike | null = null;
  /** The channel failed since it last opened: the board reloads when it opens again. */
  private missedEvents = false;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private refreshing: AbortController | null = null;
  private branchesRequest: AbortController | null = null;
  private readonly watchers = new Map<Id, Set<OrderChangeListener>>();

  constructor(options: OrderBoardOptions) {
    this.api = options.api;
    this.worksFor = options.worksFor;
    this.EventSource =
      options.EventSource === undefined ? browserEventSource() : options.EventSource;
    this.chime = options.chime ?? null;
    this.storage = options.storage === undefined ? browserStorage() : options.storage;
    this.eventsUrl = options.eventsUrl ?? ORDER_EVENTS_URL;
    this.pollMs = options.pollMs ?? BOARD_POLL_MS;
    this.safetyPollMs = options.safetyPollMs ?? BOARD_SAFETY_POLL_MS;
    this.reconnectMs = options.reconnectMs ?? BOARD_RECONNECT_MS;
    this.soundEnabled = this.read(BOARD_SOUND_KEY) !== '0';
    makeObservable<OrderBoardStore, 'placed'>(this, {
      branches: observableRef,
      branchesStatus: observable,
      branchesError: observableRef,
      branchId: observable,
      current: observableRef,
      missed: observableRef,
      status: observable,
      loadError: observableRef,
      refreshFailed: observable,
      connection: observable,
      soundEnabled: observable,
      placed: observableRef,
      newOrderCount: computed,
      upcoming: computed,
      shownMissed: computed,
      showsSeveralBranches: computed,
      selectedBranch: computed,
      selectBranch: action,
      upsert: action,
      drop: action,
      updateShown: action,
      setSoundEnabled: action,
    });
  }

  /**
   * Unconfirmed orders of all the user's branches that wait for staff (whatever the filter): the
   * open ones loaded plus those announced as placed and not loaded yet.
   */
  get newOrderCount(): number {
    const ids = new Set(this.current.filter(isNewOrder).map((order) => order.id));
    const known = new Set([...this.current, ...this.missed].map((order) => order.id));
    for (const id of this.placed.keys()) if (!known.has(id)) ids.add(id);
    return ids.size;
  }

  /** The new orders of one branch (loaded or announced), for the filter's choices. */
  newOrderCountOf(branchId: Id): number {
    const ids = new Set(
      this.current
        .filter((order) => order.branch.id === branchId && isNewOrder(order))
        .map((order) => order.id),
    );
    const known = new Set([...this.current, ...this.missed].map((order) => order.id));
    for (const [id, branch] of this.placed) if (branch === branchId && !known.has(id)) ids.add(id);
    return ids.size;
  }

  /** The shown current orders that are not missed (the server's current list holds those too). */
  get upcoming(): readonly Order[] {
    const missed = new Set(this.missed.map((order) => order.id));
    return this.current.filter((order) => !missed.has(order.id) && this.isShown(order));
  }

  /** The shown missed orders. */
  get shownMissed(): readonly Order[] {
    return this.missed.filter((order) => this.isShown(order));
  }

  /** Whether the board shows orders of more than one branch (each card then names its branch). */
  get showsSeveralBranches(): boolean {
    return this.branchId === null && this.branches.length > 1;
  }

  get selectedBranch(): Branch | null {
    return this.branches.find((branch) => branch.id === this.branchId) ?? null;
  }

  /** The name of one of the user's branches ('' for others). */
  branchName(branchId: Id): string {
    return this.branches.find((branch) => branch.id === branchId)?.name ?? '';
  }

  /** Opens the live channel and loads the branches, then the chosen branch's orders. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
    if (this.branchesStatus === 'done') void this.refresh();
    else void this.loadBranches();
  }

  /** Closes the channel, stops the timers and drops requests in flight (on unmount). */
  stop(): void {
    this.running = false;
    this.source?.close();
    this.source = null;
    this.clearPoll();
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.refreshing?.abort();
    this.refreshing = null;
    this.branchesRequest?.abort();
    this.branchesRequest = null;
  }

  /** Loads the branches the user works for, then their orders; the remembered filter if still valid. */
  async loadBranches(): Promise<void> {
    this.branchesRequest?.abort();
    const controller = new AbortController();
    this.branchesRequest = controller;
    runInAction(() => {
      this.branchesStatus = 'loading';
      this.branchesError = null;
    });
    try {
      const all = await this.api.get('/branches', { signal: controller.signal });
      if (controller.signal.aborted) return;
      const mine = all.filter((branch) => this.worksFor(branch.id));
      const stored = this.read(BOARD_BRANCH_KEY);
      const chosen = mine.find((branch) => String(branch.id) === stored) ?? null;
      runInAction(() => {
        this.branches = mine;
        this.branchesStatus = 'done';
        this.branchId = chosen?.id ?? null;
      });
      if (this.running) void this.refresh();
    } catch (error) {
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.branchesStatus = 'error';
        this.branchesError = asRequestError(error);
      });
    }
  }

  /**
   * Filters the board to one of the user's branches, or shows all of them (null); remembered for
   * the next visit. Counting and the sound stay on all branches.
   */
  selectBranch(branchId: Id | null): void {
    const known = branchId === null || this.branches.some((branch) => branch.id === branchId);
    if (!known || branchId === this.branchId) return;
    this.branchId = branchId;
    this.write(BOARD_BRANCH_KEY, branchId === null ? ALL_BRANCHES : String(branchId));
  }

  /** Reloads the current and missed orders of the user's branches now; the next poll follows. */
  async refresh(): Promise<void> {
    if (this.branchesStatus !== 'done' || this.branches.length === 0) return;
    this.clearPoll();
    this.refreshing?.abort();
    const controller = new AbortController();
    this.refreshing = controller;
    const { signal } = controller;
    if (this.status !== 'done') runInAction(() => (this.status = 'loading'));
    const [current, missed] = await Promise.allSettled([
      this.api.get('/orders/current', { signal }),
      this.api.get('/orders/missed', { signal }),
    ]);
    if (signal.aborted) return;
    this.refreshing = null;
    runInAction(() => {
      if (current.status === 'fulfilled') {
        this.current = current.value.filter((order) => this.isMine(order)).sort(compareOrdersByDue);
        if (missed.status === 'fulfilled')
          this.missed = missed.value.filter((order) => this.isMine(order)).sort(compareOrdersByDue);
        this.status = 'done';
        this.loadError = null;
        this.refreshFailed = missed.status === 'rejected';
        // The answer is the truth now; announced orders it lacks are not current ones.
        this.placed = new Map();
      } else if (this.status === 'done') {
        this.refreshFailed = true;
      } else {
        this.status = 'error';
        this.loadError = asRequestError(current.reason);
      }
    });
    this.schedulePoll();
  }

  /**
   * Handles one `order` event of the stream (its JSON data). Events of branches the user does
   * not work for are ignored. A placed order counts as new at once (whichever branch the board
   * is filtered to), chimes (when the sound is on), and is loaded onto the board; an updated
   * order on the board is loaded again (one that is not on it shows up with the next reload if
   * the lists have it). Watchers of the order hear of every event.
   */
  handleOrderEvent(data: unknown): void {
    const event = parseBoardEvent(data);
    if (!event || !this.worksFor(event.branch)) return;
    for (const listener of [...(this.watchers.get(event.order) ?? [])]) listener(event);
    const shown = [...this.current, ...this.missed].some((order) => order.id === event.order);
    if (event.type === 'placed') {
      if (!shown && !this.placed.has(event.order)) {
        runInAction(() => (this.placed = new Map([...this.placed, [event.order, event.branch]])));
        if (this.soundEnabled) this.chime?.play();
      }
    } else if (!shown) return;
    void this.loadOrder(event.order);
  }

  /**
   * Calls `listener` on each live event of one order (of the user's branches), also when the
   * order is not or no longer on the board (a customer cancelled it); returns the unsubscribe.
   */
  watchOrder(id: Id, listener: OrderChangeListener): () => void {
    const listeners = this.watchers.get(id) ?? new Set<OrderChangeListener>();
    listeners.add(listener);
    this.watchers.set(id, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.watchers.delete(id);
    };
  }

  /** Loads one order and puts it on the board; a failure waits for the next poll. */
  async loadOrder(id: Id): Promise<void> {
    try {
      const order = await this.api.get(`/orders/${id}`);
      if (this.running) this.upsert(order);
    } catch (error) {
      // Deleted (or no longer ours): off the board at once. Otherwise the next poll brings it.
      if (error instanceof ApiRequestError && error.status === 404 && this.running) this.drop(id);
    }
  }

  /** Takes an order off the board (it was deleted). */
  drop(id: Id): void {
    this.current = this.current.filter((order) => order.id !== id);
    this.missed = this.missed.filter((order) => order.id !== id);
  }

  /**
   * Puts a loaded order on the board as the server's lists would have it: an open order goes
   * into the current orders in due-time order (replacing its old version), and stays among the
   * missed ones only while unconfirmed; a finished order (completed, rejected, canceled, failed)
   * leaves the board. Orders of branches the user does not work for are ignored.
   */
  upsert(order: Order): void {
    if (!this.isMine(order)) return;
    if (this.placed.has(order.id))
      this.placed = new Map([...this.placed].filter(([id]) => id !== order.id));
    const without = (orders: readonly Order[]) => orders.filter((other) => other.id !== order.id);
    if (isTerminalOrder(order)) {
      this.current = without(this.current);
      this.missed = without(this.missed);
      return;
    }
    this.current = [...without(this.current), order].sort(compareOrdersByDue);
    if (this.missed.some((other) => other.id === order.id))
      this.missed = order.isConfirmed
        ? without(this.missed)
        : this.missed.map((other) => (other.id === order.id ? order : other));
  }

  /**
   * Puts a newer version of an order the board shows in its place (the detail page loaded it);
   * orders that are not on the board stay off it.
   */
  updateShown(order: Order): void {
    const shown = [...this.current, ...this.missed].some((other) => other.id === order.id);
    if (shown) this.upsert(order);
  }

  /** Switches the new-order sound on or off (remembered). */
  setSoundEnabled(enabled: boolean): void {
    this.soundEnabled = enabled;
    this.write(BOARD_SOUND_KEY, enabled ? '1' : '0');
  }

  private connect(): void {
    if (!this.running) return;
    if (!this.EventSource) return this.setConnection('polling');
    let source: EventSourceLike;
    try {
      source = new this.EventSource(this.eventsUrl, { withCredentials: true });
    } catch {
      this.setConnection('polling');
      return this.scheduleReconnect();
    }
    this.source = source;
    source.addEventListener('open', () => {
      if (this.source !== source) return;
      this.setConnection('live');
      if (this.missedEvents && this.branchesStatus === 'done') {
        this.missedEvents = false;
        void this.refresh();
      } else this.reschedulePoll();
    });
    source.addEventListener('error', () => {
      if (this.source !== source) return;
      this.missedEvents = true;
      this.setConnection('polling');
      if (source.readyState === CLOSED) {
        source.close();
        this.source = null;
        this.scheduleReconnect();
      }
      this.reschedulePoll();
    });
    source.addEventListener('order', (event) => this.handleOrderEvent(event.data));
  }

  private setConnection(connection: BoardConnection): void {
    runInAction(() => (this.connection = connection));
  }

  private scheduleReconnect(): void {
    if (!this.running || this.reconnectTimer !== null) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, this.reconnectMs);
  }

  /** Plans the next reload: 60 s while live, else 10 s. */
  private schedulePoll(): void {
    this.clearPoll();
    if (!this.running || this.branchesStatus !== 'done' || this.branches.length === 0) return;
    const delay = this.connection === 'live' ? this.safetyPollMs : this.pollMs;
    this.pollTimer = setTimeout(() => void this.refresh(), delay);
  }

  /** Re-plans the waiting reload after the connection changed (a reload in flight plans its own). */
  private reschedulePoll(): void {
    if (this.refreshing === null && this.status !== 'idle') this.schedulePoll();
  }

  private clearPoll(): void {
    if (this.pollTimer !== null) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  /** Whether an order belongs to one of the user's branches. */
  private isMine(order: Order): boolean {
    return this.worksFor(order.branch.id);
  }

  /** Whether an order passes the branch filter. */
  private isShown(order: Order): boolean {
    return this.branchId === null || order.branch.id === this.branchId;
  }

  private read(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private write(key: string, value: string): void {
    try {
      this.storage?.setItem(key, value);
    } catch {
      // Private mode or full storage: the choice lasts for this visit only.
    }
  }
}
