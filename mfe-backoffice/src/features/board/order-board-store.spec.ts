import { ApiClient } from '@bestellwerk/client';
import { jsonResponder, type JsonRoute } from '@bestellwerk/client/testing';
import type { Order } from '@bestellwerk/domain';
import { makeBranch, makeOrder } from '@bestellwerk/domain/testing';
import { fakeEventSources } from './fake-event-source.js';
import {
  BOARD_BRANCH_KEY,
  BOARD_SOUND_KEY,
  OrderBoardStore,
  type EventSourceConstructor,
  type KeyValueStorage,
} from './order-board-store.js';

const CURRENT = '/api/orders/current';
const MISSED = '/api/orders/missed';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  values: Record<string, string>;
} {
  const values = { ...initial };
  return {
    values,
    getItem: (key) => values[key] ?? null,
    setItem: (key, value) => {
      values[key] = value;
    },
  };
}

interface SetupOptions {
  routes?: Record<string, JsonRoute>;
  EventSource?: EventSourceConstructor | null;
  storage?: ReturnType<typeof memoryStorage>;
  current?: Order[];
}

function setup({
  routes = {},
  EventSource = null,
  storage = memoryStorage(),
  current = [],
}: SetupOptions = {}) {
  const responder = jsonResponder({
    '/api/branches': {
      body: {
        data: [
          makeBranch({ id: 1, name: 'Innenstadt' }),
          makeBranch({ id: 2, name: 'Hall' }),
          makeBranch({ id: 3, name: 'Wörgl' }),
        ],
      },
    },
    [CURRENT]: { body: { data: current } },
    [MISSED]: { body: { data: [] } },
    ...routes,
  });
  const chime = { play: jest.fn() };
  const board = new OrderBoardStore({
    api: new ApiClient({ fetch: responder.fetch, redirect: () => undefined }),
    worksFor: (id) => id === 1 || id === 2,
    EventSource,
    chime,
    storage,
  });
  const count = (url: string) => responder.calls.filter((call) => call.url === url).length;
  return { board, chime, storage, calls: responder.calls, count };
}

/** Lets the fake fetch answers and their callbacks run. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

const at = (time: string) => `2026-11-20T${time}:00.000Z`;

describe('OrderBoardStore', () => {
  afterEach(() => jest.useRealTimers());

  describe('branches', () => {
    it('offers the branches the user works for and shows all of them when no filter is remembered', async () => {
      const { board, count } = setup();
      board.start();
      await settle();

      expect(board.branches.map((branch) => branch.name)).toEqual(['Innenstadt', 'Hall']);
      expect(board.branchId).toBeNull();
      expect(board.showsSeveralBranches).toBe(true);
      expect(board.status).toBe('done');
      expect(count(CURRENT)).toBe(1);
      expect(count(MISSED)).toBe(1);
      board.stop();
    });

    it('picks the remembered filter and remembers a new choice, all branches as "all"', async () => {
      const storage = memoryStorage({ [BOARD_BRANCH_KEY]: '2' });
      const { board } = setup({ storage });
      board.start();
      await settle();
      expect(board.branchId).toBe(2);
      expect(board.showsSeveralBranches).toBe(false);

      board.selectBranch(1);
      expect(storage.values[BOARD_BRANCH_KEY]).toBe('1');
      board.selectBranch(null);
      expect(storage.values[BOARD_BRANCH_KEY]).toBe('all');
      expect(board.branchId).toBeNull();
      board.selectBranch(3);
      expect(board.branchId).toBeNull();
      board.stop();
    });

    it('ignores a remembered branch the user no longer works for', async () => {
      const { board } = setup({ storage: memoryStorage({ [BOARD_BRANCH_KEY]: '3' }) });
      board.start();
      await settle();

      expect(board.branchId).toBeNull();
      board.stop();
    });

    it('counts the new orders of all branches whatever the filter, and filters the lists', async () => {
      const { board, count } = setup({
        current: [
          makeOrder({ id: 1, branch: { id: 1 }, createdAt: at('08:00') }),
          makeOrder({ id: 2, branch: { id: 2 }, createdAt: at('09:00') }),
          makeOrder({ id: 3, branch: { id: 2 }, createdAt: at('10:00'), isConfirmed: true }),
          makeOrder({ id: 4, branch: { id: 3 }, createdAt: at('10:00') }),
        ],
        storage: memoryStorage({ [BOARD_BRANCH_KEY]: '1' }),
      });
      board.start();
      await settle();

      expect(board.newOrderCount).toBe(2);
      expect(board.newOrderCountOf(1)).toBe(1);
      expect(board.newOrderCountOf(2)).toBe(1);
      expect(board.upcoming.map((order) => order.id)).toEqual([1]);

      board.selectBranch(2);
      expect(board.upcoming.map((order) => order.id)).toEqual([2, 3]);
      expect(board.newOrderCount).toBe(2);
      board.selectBranch(null);
      expect(board.upcoming.map((order) => order.id)).toEqual([1, 2, 3]);
      expect(board.branchName(2)).toBe('Hall');
      // Filtering needs no request: the board holds every branch's orders.
      expect(count(CURRENT)).toBe(1);
      board.stop();
    });
  });

  describe('orders', () => {
    it('sorts the current orders by due time: appointment, else wished time, else order time', async () => {
      const { board } = setup({
        current: [
          makeOrder({ id: 1, ticketNumber: 1, createdAt: at('09:00') }),
          makeOrder({ id: 2, ticketNumber: 2, createdAt: at('07:00'), appointment: at('11:00') }),
          makeOrder({
            id: 3,
            ticketNumber: 3,
            createdAt: at('07:30'),
            appointmentDate: at('08:00'),
          }),
        ],
      });
      board.start();
      await settle();

      expect(board.current.map((order) => order.id)).toEqual([3, 1, 2]);
      board.stop();
    });

    it('keeps the last list when a reload fails, and says so', async () => {
      let fail = false;
      const { board } = setup({
        routes: {
          [CURRENT]: () => (fail ? { status: 503 } : { body: { data: [makeOrder({ id: 1 })] } }),
        },
      });
      board.start();
      await settle();

      fail = true;
      await board.refresh();
      expect(board.current.map((order) => order.id)).toEqual([1]);
      expect(board.refreshFailed).toBe(true);
      expect(board.status).toBe('done');
      board.stop();
    });
  });

  describe('live events', () => {
    async function live(options: SetupOptions = {}) {
      const { EventSource, sources } = fakeEventSources();
      const context = setup({ ...options, EventSource });
      context.board.start();
      await settle();
      sources[0].open();
      await settle();
      return { ...context, source: sources[0], sources };
    }

    it('opens the order stream and reports the board as live', async () => {
      const { board, source } = await live();

      expect(source.url).toBe('/api/orders/events');
      expect(board.connection).toBe('live');
      board.stop();
      expect(source.closed).toBe(true);
    });

    it('loads a placed order of the branch, inserts it by due time, chimes and counts it as new', async () => {
      const placed = makeOrder({ id: 9, ticketNumber: 9, createdAt: at('08:00') });
      const { board, chime, source, count } = await live({
        current: [
          makeOrder({ id: 1, ticketNumber: 1, createdAt: at('07:00'), isConfirmed: true }),
          makeOrder({ id: 2, ticketNumber: 2, createdAt: at('09:00'), isConfirmed: true }),
        ],
        routes: { '/api/orders/9': { body: { data: placed } } },
      });
      expect(board.newOrderCount).toBe(0);

      source.send({ type: 'placed', order: 9, branch: 1 });
      expect(chime.play).toHaveBeenCalledTimes(1);
      expect(board.newOrderCount).toBe(1);

      await settle();
      expect(count('/api/orders/9')).toBe(1);
      expect(board.current.map((order) => order.id)).toEqual([1, 9, 2]);
      expect(board.newOrderCount).toBe(1);
      board.stop();
    });

    it('ignores events of branches the user does not work for', async () => {
      const { board, chime, source, calls } = await live();
      const before = calls.length;

      source.send({ type: 'placed', order: 9, branch: 3 });
      await settle();

      expect(chime.play).not.toHaveBeenCalled();
      expect(board.newOrderCount).toBe(0);
      expect(calls.length).toBe(before);
      board.stop();
    });

    it("chimes and counts an order placed at another of the user's branches while filtered to one", async () => {
      const placed = makeOrder({ id: 9, ticketNumber: 9, branch: { id: 2 } });
      const { board, chime, source } = await live({
        storage: memoryStorage({ [BOARD_BRANCH_KEY]: '1' }),
        routes: { '/api/orders/9': { body: { data: placed } } },
      });
      expect(board.branchId).toBe(1);

      source.send({ type: 'placed', order: 9, branch: 2 });
      expect(chime.play).toHaveBeenCalledTimes(1);
      expect(board.newOrderCount).toBe(1);
      expect(board.newOrderCountOf(2)).toBe(1);

      await settle();
      expect(board.current.map((order) => order.id)).toEqual([9]);
      expect(board.upcoming).toEqual([]);
      expect(board.newOrderCount).toBe(1);
      board.stop();
    });

    it('tells the watchers of an order about its events, also once it left the board', async () => {
      const { board, source } = await live({
        routes: { '/api/orders/4': { body: { data: makeOrder({ id: 4, isCanceled: true }) } } },
      });
      const heard: unknown[] = [];
      const stop = board.watchOrder(4, (event) => heard.push(event));

      source.send({ type: 'updated', order: 4, branch: 2 });
      source.send({ type: 'updated', order: 5, branch: 2 });
      stop();
      source.send({ type: 'updated', order: 4, branch: 2 });

      expect(heard).toEqual([{ type: 'updated', order: 4, branch: 2 }]);
      board.stop();
    });

    it('reloads an updated order on the board in place, without a sound', async () => {
      const { board, chime, source } = await live({
        current: [makeOrder({ id: 1 })],
        routes: {
          '/api/orders/1': { body: { data: makeOrder({ id: 1, isConfirmed: true }) } },
        },
      });
      expect(board.newOrderCount).toBe(1);

      source.send({ type: 'updated', order: 1, branch: 1 });
      await settle();

      expect(board.current[0].isConfirmed).toBe(true);
      expect(board.newOrderCount).toBe(0);
      expect(chime.play).not.toHaveBeenCalled();
      board.stop();
    });

    it('takes an order off the board at once when it answers 404 (deleted)', async () => {
      const { board, source } = await live({
        current: [makeOrder({ id: 1 }), makeOrder({ id: 2 })],
        routes: { '/api/orders/1': { status: 404, body: { errors: [] } } },
      });

      source.send({ type: 'updated', order: 1, branch: 1 });
      await settle();

      expect(board.current.map((order) => order.id)).toEqual([2]);
      board.stop();
    });

    it('leaves updates of orders that are not on the board to the next reload', async () => {
      const { board, source, count } = await live();

      source.send({ type: 'updated', order: 5, branch: 1 });
      await settle();

      expect(count('/api/orders/5')).toBe(0);
      expect(board.current).toEqual([]);
      board.stop();
    });

    it('stays silent when the sound is switched off, and remembers that', async () => {
      const { board, chime, source, storage } = await live({
        routes: { '/api/orders/9': { body: { data: makeOrder({ id: 9 }) } } },
      });
      board.setSoundEnabled(false);
      expect(storage.values[BOARD_SOUND_KEY]).toBe('0');

      source.send({ type: 'placed', order: 9, branch: 1 });
      await settle();

      expect(chime.play).not.toHaveBeenCalled();
      expect(board.newOrderCount).toBe(1);
      board.stop();
    });

    it('starts with the sound off when a 0 is stored', () => {
      const { board } = setup({ storage: memoryStorage({ [BOARD_SOUND_KEY]: '0' }) });
      expect(board.soundEnabled).toBe(false);
    });

    it('chimes once for an order announced twice', async () => {
      const { chime, source, board } = await live({
        routes: { '/api/orders/9': { status: 503 } },
      });

      source.send({ type: 'placed', order: 9, branch: 1 });
      source.send({ type: 'placed', order: 9, branch: 1 });
      await settle();

      expect(chime.play).toHaveBeenCalledTimes(1);
      expect(board.newOrderCount).toBe(1);
      board.stop();
    });

    it('ignores malformed event data', async () => {
      const { board, source, calls } = await live();
      const before = calls.length;

      source.send('kein json');
      source.send({ type: 'deleted', order: 1, branch: 1 });
      await settle();

      expect(calls.length).toBe(before);
      expect(board.newOrderCount).toBe(0);
      board.stop();
    });
  });

  describe('polling', () => {
    beforeEach(() => jest.useFakeTimers());

    it('reloads every 10 s when the browser has no EventSource', async () => {
      const { board, count } = setup({ EventSource: null });
      board.start();
      await settle();
      expect(board.connection).toBe('polling');
      expect(count(CURRENT)).toBe(1);

      await jest.advanceTimersByTimeAsync(10_000);
      expect(count(CURRENT)).toBe(2);
      await jest.advanceTimersByTimeAsync(10_000);
      expect(count(CURRENT)).toBe(3);

      board.stop();
      await jest.advanceTimersByTimeAsync(60_000);
      expect(count(CURRENT)).toBe(3);
    });

    it('reloads only every 60 s while live, every 10 s after the stream fails, and catches up when it opens again', async () => {
      const { EventSource, sources } = fakeEventSources();
      const { board, count } = setup({ EventSource });
      board.start();
      await settle();
      sources[0].open();
      expect(board.connection).toBe('live');
      expect(count(CURRENT)).toBe(1);

      await jest.advanceTimersByTimeAsync(59_000);
      expect(count(CURRENT)).toBe(1);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(count(CURRENT)).toBe(2);

      sources[0].fail();
      expect(board.connection).toBe('polling');
      await jest.advanceTimersByTimeAsync(10_000);
      expect(count(CURRENT)).toBe(3);
      await jest.advanceTimersByTimeAsync(10_000);
      expect(count(CURRENT)).toBe(4);

      // The browser reconnected by itself: reload at once (events may be lost), then every 60 s.
      sources[0].open();
      await settle();
      expect(board.connection).toBe('live');
      expect(count(CURRENT)).toBe(5);
      await jest.advanceTimersByTimeAsync(30_000);
      expect(count(CURRENT)).toBe(5);
      board.stop();
    });

    it('opens a new stream 30 s after the browser gave the old one up, polling meanwhile', async () => {
      const { EventSource, sources } = fakeEventSources();
      const { board, count } = setup({ EventSource });
      board.start();
      await settle();
      sources[0].open();

      sources[0].fail(true);
      expect(sources[0].closed).toBe(true);
      await jest.advanceTimersByTimeAsync(10_000);
      expect(count(CURRENT)).toBe(2);
      expect(sources).toHaveLength(1);

      await jest.advanceTimersByTimeAsync(20_000);
      expect(sources).toHaveLength(2);
      sources[1].open();
      expect(board.connection).toBe('live');
      board.stop();
    });

    it('keeps polling every 10 s while the first stream never opens', async () => {
      const { EventSource } = fakeEventSources();
      const { board, count } = setup({ EventSource });
      board.start();
      await settle();

      await jest.advanceTimersByTimeAsync(20_000);
      expect(count(CURRENT)).toBe(3);
      board.stop();
    });
  });
});

describe('OrderBoardStore.updateShown', () => {
  it('replaces an order on the board but adds none that is not on it', async () => {
    const { board } = setup({ current: [makeOrder({ id: 1 })] });
    board.start();
    await settle();

    board.updateShown(makeOrder({ id: 1, isConfirmed: true }));
    board.updateShown(makeOrder({ id: 2 }));

    expect(board.current.map((order) => [order.id, order.isConfirmed])).toEqual([[1, true]]);
    board.stop();
  });
});

describe('OrderBoardStore lists', () => {
  it('shows missed orders apart from the upcoming ones, and moves one out once confirmed', async () => {
    const late = makeOrder({ id: 1, createdAt: at('06:00') });
    const { board } = setup({
      current: [late, makeOrder({ id: 2, createdAt: at('09:00') })],
      routes: { [MISSED]: { body: { data: [late] } } },
    });
    board.start();
    await settle();
    expect(board.missed.map((order) => order.id)).toEqual([1]);
    expect(board.upcoming.map((order) => order.id)).toEqual([2]);

    board.upsert({ ...late, isConfirmed: true });

    expect(board.missed).toEqual([]);
    expect(board.upcoming.map((order) => order.id)).toEqual([1, 2]);
    board.stop();
  });

  it('takes a finished order off the board', async () => {
    const { board } = setup({ current: [makeOrder({ id: 1 }), makeOrder({ id: 2 })] });
    board.start();
    await settle();

    board.upsert(makeOrder({ id: 1, isCanceled: true }));

    expect(board.current.map((order) => order.id)).toEqual([2]);
    board.stop();
  });
});
