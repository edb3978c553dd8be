/** After this many failed connections in a row the TV polls instead of listening. */
export const SSE_MAX_FAILURES = 3;
/** Polling interval of the fallback. */
export const POLL_MS = 15_000;

/** The part of EventSource the TV uses (the browser's, or a fake in tests). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface LiveUpdateHandlers {
  /** `display` with the version the server has now. */
  onDisplay(version: string | null): void;
  /** An admin asked for a reload. */
  onReload(): void;
  /** Load the display again (polling, and after a lost connection came back). */
  refresh(): void;
}

function versionOf(event: MessageEvent): string | null {
  try {
    const data = JSON.parse(String(event.data)) as { version?: unknown };
    return typeof data.version === 'string' ? data.version : null;
  } catch {
    return null;
  }
}

/**
 * Listens on the TV's server-sent events: `display` reports a new version, `reload` reloads.
 * A connection that comes back after a failure refreshes once (events may have been missed).
 * After SSE_MAX_FAILURES failures without a connection in between (no EventSource, a proxy
 * that buffers) it falls back to loading the display every POLL_MS. Answers the disposer.
 */
export function listenForUpdates(
  url: string,
  handlers: LiveUpdateHandlers,
  createSource: EventSourceFactory | null = typeof EventSource === 'undefined'
    ? null
    : (address) => new EventSource(address),
): () => void {
  let poller: ReturnType<typeof setInterval> | null = null;
  const startPolling = () => {
    poller ??= setInterval(() => handlers.refresh(), POLL_MS);
  };
  if (!createSource) {
    startPolling();
    return () => {
      if (poller) clearInterval(poller);
    };
  }
  const source = createSource(url);
  let failures = 0;
  let hadFailure = false;
  source.addEventListener('open', () => {
    failures = 0;
    if (hadFailure) handlers.refresh();
    hadFailure = false;
  });
  source.addEventListener('error', () => {
    failures += 1;
    hadFailure = true;
    if (failures >= SSE_MAX_FAILURES) {
      source.close();
      startPolling();
    }
  });
  source.addEventListener('display', (event) => handlers.onDisplay(versionOf(event)));
  source.addEventListener('reload', () => handlers.onReload());
  return () => {
    source.close();
    if (poller) clearInterval(poller);
  };
}
