import { prepareResponse, type PreparedBody, type PreparedResponse } from './prepared-response.js';

interface Entry {
  version: unknown;
  /** When the build of this answer started: its data is at least as new as this. */
  readAt: number;
  value: Promise<PreparedResponse>;
  /** The value once built (what a rebuild compares its bytes with). */
  settled?: PreparedResponse;
  /** A background rebuild under way: its start and its answer. */
  refresh?: { readAt: number; value: Promise<PreparedResponse> };
}

/**
 * Prepared answers (prepared-response.ts) by key, each kept while its data version stays the
 * same. One build per key and version however many requests ask at once (they share its
 * promise); a failed build is not kept. With an unchanged version (another API instance or a
 * direct database write may have changed data meanwhile) no answer older than `ttlMs` is served:
 * once an answer is half that old, a request starts one rebuild in the background and is still
 * served the kept answer, so under steady traffic nobody waits for a rebuild; a request that
 * finds the answer past `ttlMs` waits for a fresh one. A rebuild with the same bytes keeps the
 * compressed ones.
 */
export class PreparedResponseCache<K> {
  private readonly entries = new Map<K, Entry>();

  constructor(private readonly ttlMs = Number.POSITIVE_INFINITY) {}

  /** The answer of `key` at `version` (compared with ===), built by `build` when not kept. */
  get(key: K, version: unknown, build: () => Promise<PreparedBody>): Promise<PreparedResponse> {
    const now = Date.now();
    const kept = this.entries.get(key);
    if (!kept || kept.version !== version) return this.start(key, version, build, kept?.settled);
    const age = now - kept.readAt;
    if (age < this.ttlMs / 2) return kept.value;
    if (age < this.ttlMs) {
      if (kept.settled && !kept.refresh) this.refresh(key, kept, build);
      return kept.value;
    }
    // Too old to serve: a rebuild that started recently enough will do, else a new one.
    if (kept.refresh && now - kept.refresh.readAt < this.ttlMs) return kept.refresh.value;
    return this.start(key, version, build, kept.settled);
  }

  /** Forgets every kept answer. */
  clear(): void {
    this.entries.clear();
  }

  private start(
    key: K,
    version: unknown,
    build: () => Promise<PreparedBody>,
    previous: PreparedResponse | undefined,
  ): Promise<PreparedResponse> {
    const readAt = Date.now();
    const value = build().then((body) => prepareResponse(body, previous));
    const entry: Entry = { version, readAt, value };
    this.entries.set(key, entry);
    value.then(
      (prepared) => {
        entry.settled = prepared;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  private refresh(key: K, kept: Entry, build: () => Promise<PreparedBody>): void {
    const readAt = Date.now();
    const value = build().then((body) => prepareResponse(body, kept.settled));
    kept.refresh = { readAt, value };
    value.then(
      (prepared) => {
        if (this.entries.get(key) !== kept) return;
        this.entries.set(key, {
          version: kept.version,
          readAt,
          value: Promise.resolve(prepared),
          settled: prepared,
        });
      },
      () => {
        // Keep serving the kept answer while it is young enough; a later request tries again.
        kept.refresh = undefined;
      },
    );
  }
}
