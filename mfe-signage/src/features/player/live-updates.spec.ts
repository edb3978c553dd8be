import { listenForUpdates, POLL_MS, type EventSourceLike } from './live-updates.js';
import { startHeartbeat } from './heartbeat.js';

class FakeSource implements EventSourceLike {
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  closed = false;
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = '') {
    this.listeners.get(type)?.forEach((listener) => listener({ data } as MessageEvent));
  }
}

function listen() {
  const source = new FakeSource();
  const handlers = { onDisplay: jest.fn(), onReload: jest.fn(), refresh: jest.fn() };
  const stop = listenForUpdates('/events', handlers, () => source);
  return { source, handlers, stop };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('listenForUpdates', () => {
  it('hands on the version of a display event and reloads on a reload event', () => {
    const { source, handlers } = listen();
    source.emit('display', '{"version":"abc"}');
    source.emit('display', 'kaputt');
    source.emit('reload');
    expect(handlers.onDisplay.mock.calls).toEqual([['abc'], [null]]);
    expect(handlers.onReload).toHaveBeenCalledTimes(1);
  });

  it('refreshes once when a lost connection comes back', () => {
    const { source, handlers } = listen();
    source.emit('open');
    expect(handlers.refresh).not.toHaveBeenCalled();
    source.emit('error');
    source.emit('open');
    expect(handlers.refresh).toHaveBeenCalledTimes(1);
  });

  it('falls back to polling after three failures in a row, not after two', () => {
    const { source, handlers, stop } = listen();
    source.emit('error');
    source.emit('error');
    source.emit('open');
    source.emit('error');
    source.emit('error');
    expect(source.closed).toBe(false);
    source.emit('error');
    expect(source.closed).toBe(true);
    handlers.refresh.mockClear();
    jest.advanceTimersByTime(POLL_MS * 2);
    expect(handlers.refresh).toHaveBeenCalledTimes(2);
    stop();
    jest.advanceTimersByTime(POLL_MS);
    expect(handlers.refresh).toHaveBeenCalledTimes(2);
  });

  it('polls from the start where there is no EventSource', () => {
    const refresh = jest.fn();
    listenForUpdates('/events', { onDisplay: jest.fn(), onReload: jest.fn(), refresh }, null);
    jest.advanceTimersByTime(POLL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('startHeartbeat', () => {
  it('beats at once and then every 30 s, reloading when the answer asks for it', async () => {
    const answers = [{ reload: false }, { reload: true }];
    const send = jest.fn(async () => answers.shift() ?? { reload: false });
    const reload = jest.fn();
    const stop = startHeartbeat(send, reload);
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(30_000);
    await Promise.resolve();
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    jest.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('skips a failed beat', async () => {
    const reload = jest.fn();
    startHeartbeat(() => Promise.reject(new Error('offline')), reload);
    await Promise.resolve();
    expect(reload).not.toHaveBeenCalled();
  });
});
