import { MEDIA_CACHE_NAME, MediaCache, type MediaCacheBrowser } from './media-cache.js';

/** A Cache API in memory: what the TV cached, by path. */
function memoryCaches() {
  const stored = new Map<string, string>();
  const cache = {
    match: async (url: string) => (stored.has(url) ? answer(stored.get(url)!) : undefined),
    put: async (url: string, response: Response) => {
      stored.set(url, await response.text());
    },
    keys: async () => [...stored.keys()].map((url) => ({ url: `http://tv.example${url}` })),
    delete: async (request: { url: string }) => stored.delete(new URL(request.url).pathname),
  };
  const opened: string[] = [];
  const caches = {
    open: async (name: string) => {
      opened.push(name);
      return cache;
    },
  } as unknown as CacheStorage;
  return { caches, stored, opened };
}

function answer(body: string, ok = true): Response {
  return {
    ok,
    text: async () => body,
    blob: async () => ({ body }) as unknown as Blob,
    clone: () => answer(body, ok),
  } as unknown as Response;
}

function browserWith(online: { value: boolean }) {
  const memory = memoryCaches();
  const revoked: string[] = [];
  const env: MediaCacheBrowser = {
    caches: memory.caches,
    fetch: jest.fn(async (input: RequestInfo | URL) => {
      if (!online.value) throw new TypeError('Failed to fetch');
      const url = String(input);
      return answer(`Datei ${url}`, !url.includes('fehlt'));
    }) as unknown as typeof fetch,
    createObjectURL: (blob) => `blob:${(blob as unknown as { body: string }).body}`,
    revokeObjectURL: (url) => revoked.push(url),
  };
  return { env, memory, revoked };
}

describe('MediaCache', () => {
  it('caches the files and hands out blob URLs; a missing file keeps its URL', async () => {
    const online = { value: true };
    const { env, memory } = browserWith(online);
    const media = new MediaCache(env);
    expect(media.url('/image/large/1-1.jpg')).toBe('/image/large/1-1.jpg');
    await media.sync(['/image/large/1-1.jpg', '/upload/h/2-1.webm', '/image/fehlt.jpg']);
    expect(memory.opened).toEqual([MEDIA_CACHE_NAME]);
    expect(media.url('/image/large/1-1.jpg')).toBe('blob:Datei /image/large/1-1.jpg');
    expect(media.url('/upload/h/2-1.webm')).toBe('blob:Datei /upload/h/2-1.webm');
    expect(media.url('/image/fehlt.jpg')).toBe('/image/fehlt.jpg');
    expect([...memory.stored.keys()]).toEqual(['/image/large/1-1.jpg', '/upload/h/2-1.webm']);
  });

  it('plays from the cache after a restart without network', async () => {
    const online = { value: true };
    const { env } = browserWith(online);
    await new MediaCache(env).sync(['/upload/h/2-1.webm']);
    online.value = false;
    const restarted = new MediaCache(env);
    await restarted.sync(['/upload/h/2-1.webm']);
    expect(restarted.url('/upload/h/2-1.webm')).toBe('blob:Datei /upload/h/2-1.webm');
  });

  it('drops files the display no longer names and revokes their blob URLs', async () => {
    const { env, memory, revoked } = browserWith({ value: true });
    const media = new MediaCache(env);
    await media.sync(['/image/a.jpg', '/image/b.jpg']);
    await media.sync(['/image/b.jpg']);
    expect([...memory.stored.keys()]).toEqual(['/image/b.jpg']);
    expect(revoked).toEqual(['blob:Datei /image/a.jpg']);
    expect(media.url('/image/a.jpg')).toBe('/image/a.jpg');
    media.dispose();
    expect(revoked).toEqual(['blob:Datei /image/a.jpg', 'blob:Datei /image/b.jpg']);
  });

  it('does nothing without the Cache API', async () => {
    const fetchSpy = jest.fn();
    const media = new MediaCache({
      caches: null,
      fetch: fetchSpy,
      createObjectURL: () => 'blob:x',
      revokeObjectURL: () => undefined,
    });
    await media.sync(['/image/a.jpg']);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(media.url('/image/a.jpg')).toBe('/image/a.jpg');
  });
});
