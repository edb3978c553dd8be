import { PreparedResponseCache } from './prepared-response-cache.js';

describe('PreparedResponseCache', () => {
  const TTL = 5_000;
  let now: number;
  let data: string;
  let builds: number;
  const build = () => {
    builds += 1;
    const body = { data };
    return Promise.resolve({ body });
  };
  const shown = async (cache: PreparedResponseCache<string>, version = 1) =>
    (JSON.parse((await cache.get('init', version, build)).identity.toString()) as { data: string })
      .data;
  /** Lets the background rebuild (compression in zlib's thread pool) finish. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  beforeEach(() => {
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    data = 'alt';
    builds = 0;
  });
  afterEach(() => jest.restoreAllMocks());

  it('builds once per version, however often it is asked', async () => {
    const cache = new PreparedResponseCache<string>(TTL);
    const answers = await Promise.all([cache.get('init', 1, build), cache.get('init', 1, build)]);
    expect(answers[0]).toBe(answers[1]);
    expect(builds).toBe(1);
    data = 'neu';
    expect(await shown(cache, 2)).toBe('neu');
    expect(builds).toBe(2);
  });

  it('serves the kept answer while it is young, and rebuilds it in the background past half its time', async () => {
    const cache = new PreparedResponseCache<string>(TTL);
    expect(await shown(cache)).toBe('alt');
    data = 'neu'; // written without moving the version (another instance, a direct write)
    now += 2_000;
    expect(await shown(cache)).toBe('alt');
    expect(builds).toBe(1);
    now += 1_000; // 3 s old: served as kept, one rebuild starts
    expect(await shown(cache)).toBe('alt');
    expect(await shown(cache)).toBe('alt');
    expect(builds).toBe(2);
    await settle();
    expect(await shown(cache)).toBe('neu');
  });

  it('never serves an answer older than its time: the first request after it waits for a fresh one', async () => {
    const cache = new PreparedResponseCache<string>(TTL);
    expect(await shown(cache)).toBe('alt');
    data = 'neu';
    now += 5_500;
    expect(await shown(cache)).toBe('neu');
    expect(builds).toBe(2);
  });

  it('keeps the compressed bytes when a rebuild finds the same data', async () => {
    const cache = new PreparedResponseCache<string>(TTL);
    const first = await cache.get('init', 1, build);
    now += 6_000;
    const again = await cache.get('init', 1, build);
    expect(builds).toBe(2);
    expect(again.br).toBe(first.br);
  });
});
