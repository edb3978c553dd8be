/** The Cache API store of a TV's pictures and videos. */
export const MEDIA_CACHE_NAME = 'bestellwerk-signage-media';

/** The parts of the browser the cache needs (replaceable in tests). */
export interface MediaCacheBrowser {
  caches: CacheStorage | null;
  fetch: typeof fetch;
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
}

function browser(): MediaCacheBrowser {
  return {
    caches: typeof caches === 'undefined' ? null : caches,
    fetch: (input, init) => globalThis.fetch(input, init),
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
  };
}

/**
 * Keeps the media of the display in the Cache API and hands the boards blob URLs of them, so
 * images and videos play without the network (also after a reload offline). Files the display
 * no longer names are dropped. Where there is no Cache API the boards load the URLs as they are.
 */
export class MediaCache {
  private readonly blobs = new Map<string, string>();
  private syncing: Promise<void> = Promise.resolve();

  constructor(private readonly env: MediaCacheBrowser = browser()) {}

  /** Where a board loads `url` from: its cached blob, else the URL itself. */
  readonly url = (url: string): string => this.blobs.get(url) ?? url;

  /** Caches every URL of `urls` (one after another, behind any sync under way). */
  sync(urls: readonly string[]): Promise<void> {
    this.syncing = this.syncing.then(() => this.syncNow(urls)).catch(() => undefined);
    return this.syncing;
  }

  /** Revokes every blob URL. */
  dispose(): void {
    for (const blob of this.blobs.values()) this.env.revokeObjectURL(blob);
    this.blobs.clear();
  }

  private async syncNow(urls: readonly string[]): Promise<void> {
    const storage = this.env.caches;
    if (!storage) return;
    const cache = await storage.open(MEDIA_CACHE_NAME);
    const wanted = new Set(urls);
    for (const url of urls) {
      if (this.blobs.has(url)) continue;
      let response = await cache.match(url);
      if (!response) {
        try {
          const fetched = await this.env.fetch(url, { credentials: 'same-origin' });
          if (!fetched.ok) continue;
          await cache.put(url, fetched.clone());
          response = fetched;
        } catch {
          continue; // Offline and not cached: the board tries the URL itself.
        }
      }
      this.blobs.set(url, this.env.createObjectURL(await response.blob()));
    }
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname;
      if (!wanted.has(path)) await cache.delete(request);
    }
    for (const [url, blob] of this.blobs)
      if (!wanted.has(url)) {
        this.env.revokeObjectURL(blob);
        this.blobs.delete(url);
      }
  }
}
