import { createHash } from 'node:crypto';
import { dailySaltFromCluster, VisitorHasher } from './visitor-hash.js';

describe('VisitorHasher', () => {
  const UA = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';
  let now: Date;
  let draws: number;
  // Salts 1, 2, 3…: predictable, so the hash can be checked by hand.
  const hasher = () =>
    new VisitorHasher(
      () => now,
      'Europe/Vienna',
      () => Promise.resolve(Buffer.alloc(32, ++draws)),
    );

  beforeEach(() => {
    now = new Date('2026-10-24T10:00:00Z');
    draws = 0;
  });

  it('answers SHA-256 of salt, IP and user agent, with the business day', async () => {
    const visitor = await hasher().visitorOf('203.0.113.7', UA);
    const expected = createHash('sha256')
      .update(Buffer.concat([Buffer.alloc(32, 1), Buffer.from(`\u{0}203.0.113.7\u{0}${UA}`)]))
      .digest('hex');
    expect(visitor).toEqual({ day: '2026-10-24', hash: expected });
    expect(visitor.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(visitor.hash).not.toContain('203.0.113.7');
  });

  it('gives the same IP and user agent the same hash all day, another one for another pair', async () => {
    const visitors = hasher();
    const morning = await visitors.visitorOf('203.0.113.7', UA);
    now = new Date('2026-10-24T21:59:59Z'); // 23:59:59 in Vienna
    expect(await visitors.visitorOf('203.0.113.7', UA)).toEqual(morning);
    expect((await visitors.visitorOf('203.0.113.8', UA)).hash).not.toBe(morning.hash);
    expect((await visitors.visitorOf('203.0.113.7', `${UA} Edge`)).hash).not.toBe(morning.hash);
    expect(draws).toBe(1);
  });

  it('draws a new salt at midnight of the time zone: the same visitor gets another hash', async () => {
    const visitors = hasher();
    const saturday = await visitors.visitorOf('203.0.113.7', UA);
    now = new Date('2026-10-24T22:00:00Z'); // 00:00 in Vienna (summer time)
    const sunday = await visitors.visitorOf('203.0.113.7', UA);
    expect(sunday.day).toBe('2026-10-25');
    expect(sunday.hash).not.toBe(saturday.hash);
    expect(draws).toBe(2);
    // On the DST day itself (25 hours) the salt holds until the next midnight.
    now = new Date('2026-10-25T22:59:59Z'); // 23:59:59 in Vienna (winter time)
    expect(await visitors.visitorOf('203.0.113.7', UA)).toEqual(sunday);
    expect(draws).toBe(2);
  });

  it('without a shared salt, a restart counts a returning visitor again', async () => {
    const first = await hasher().visitorOf('203.0.113.7', UA);
    const afterRestart = await hasher().visitorOf('203.0.113.7', UA);
    expect(afterRestart.day).toBe(first.day);
    expect(afterRestart.hash).not.toBe(first.hash);
  });

  it('draws one salt for the events that arrive while the first draw is under way', async () => {
    const visitors = hasher();
    const [first, second] = await Promise.all([
      visitors.visitorOf('203.0.113.7', UA),
      visitors.visitorOf('203.0.113.7', UA),
    ]);
    expect(second).toEqual(first);
    expect(draws).toBe(1);
  });

  it('takes the salt the cluster agreed on for the day: the first proposal wins', async () => {
    // Stands in for Redis's SET NX + GET (the real one: test/cluster-redis.http.spec.ts).
    const agreed = new Map<string, string>();
    const keys: string[] = [];
    const agree = (key: string, proposal: string) => {
      keys.push(key);
      if (!agreed.has(key)) agreed.set(key, proposal);
      return Promise.resolve(agreed.get(key)!);
    };
    const instanceA = new VisitorHasher(() => now, 'Europe/Vienna', dailySaltFromCluster(agree));
    const instanceB = new VisitorHasher(() => now, 'Europe/Vienna', dailySaltFromCluster(agree));
    const onA = await instanceA.visitorOf('203.0.113.7', UA);
    expect(await instanceB.visitorOf('203.0.113.7', UA)).toEqual(onA);
    expect(keys).toEqual(['visitor-salt:2026-10-24', 'visitor-salt:2026-10-24']);
    expect(agreed.get('visitor-salt:2026-10-24')).toMatch(/^[0-9a-f]{64}$/);
  });
});
