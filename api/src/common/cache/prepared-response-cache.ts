import { prepareResponse, type PreparedBody, type PreparedResponse } from './prepared-response.js';

interface Entry {
  version: unknown;
  expiresAt: number;
  value: Promise<PreparedResponse>;
  /** The value once built (what a rebuild compares its bytes with). */
  settled?: PreparedResponse;
  refreshing?: boolean;
}

/**
 * Prepared answers (prepared-response.ts) by key, each kept while its data version stays the
 * same. One build per key and version however many requests ask at once (they share its
 * promise); a failed build is not kept. After `ttlMs` with an unchanged version (another API
 * instance may have written meanwhile) the kept answer is still served while one rebuild runs
 * in the background, so no request waits for it; a rebuild with the same bytes keeps the
 * compressed ones.
 */
export class PreparedResponseCache<K> {
  private readonly entries = new Map<K, Entry>();

  constructor(private readonly ttlMs = Number.POSITIVE_INFINITY) {}

  /** The answer of `key` at `version` (compared with ===), built by `build` when not kept. */
  get(key: K, version: unknown, build: () => Promise<PreparedBody>): Promise<PreparedResponse> {
    const now = Date.now();
    const kept = this.entries.get(key);
    if (kept && kept.version === version) {
      if (kept.expiresAt <= now && kept.settled && !kept.refreshing) this.refresh(key, kept, build);
      return kept.value;
    }
    return this.start(key, version, build, kept?.settled).value;
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
  ): Entry {
    const value = build().then((body) => prepareResponse(body, previous));
    const entry: Entry = { version, expiresAt: Date.now() + this.ttlMs, value };
    this.entries.set(key, entry);
    value.then(
      (prepared) => {
        entry.settled = prepared;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }

  private refresh(key: K, kept: Entry, build: () => Promise<PreparedBody>): void {
    kept.refreshing = true;
    build()
      .then((body) => prepareResponse(body, kept.settled))
      .then(
        (prepared) => {
          if (this.entries.get(key) !== kept) return;
          this.entries.set(key, {
            version: kept.version,
            expiresAt: Date.now() + this.ttlMs,
            value: Promise.resolve(prepared),
            settled: prepared,
          });
        },
        () => {
          // Keep serving the kept answer; the next request after the time limit tries again.
          kept.refreshing = false;
        },
      );
  }
}
