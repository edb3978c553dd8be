/**
 * One value built by a promise, kept while a data version stays the same and at most `ttlMs`
 * (which bounds how long another API instance's writes stay unseen). A failed build is not kept.
 */
export class VersionedCache<T> {
  private entry: { version: number; expiresAt: number; value: Promise<T> } | null = null;

  constructor(private readonly ttlMs: number) {}

  /** The kept value for `version`, or the one `build` makes (kept from now on). */
  get(version: number, build: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const kept = this.entry;
    if (kept && kept.version === version && kept.expiresAt > now) return kept.value;
    const value = build();
    const entry = { version, expiresAt: now + this.ttlMs, value };
    this.entry = entry;
    value.catch(() => {
      if (this.entry === entry) this.entry = null;
    });
    return value;
  }
}
