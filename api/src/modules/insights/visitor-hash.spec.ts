import { createHash } from 'node:crypto';
import { VisitorHasher } from './visitor-hash.js';

describe('VisitorHasher', () => {
  const UA = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';
  let now: Date;
  let draws: number;
  // Salts 1, 2, 3…: predictable, so the hash can be checked by hand.
  const hasher = () =>
    new VisitorHasher(
      () => now,
      'Europe/Vienna',
      () => Buffer.alloc(32, ++draws),
    );

  beforeEach(() => {
    now = new Date('2026-10-24T10:00:00Z');
    draws = 0;
  });

  it('answers SHA-256 of salt, IP and user agent, with the business day', () => {
    const visitor = hasher().visitorOf('203.0.113.7', UA);
    const expected = createHash('sha256')
      .update(Buffer.concat([Buffer.alloc(32, 1), Buffer.from(`\u{0}203.0.113.7\u{0}${UA}`)]))
      .digest('hex');
    expect(visitor).toEqual({ day: '2026-10-24', hash: expected });
    expect(visitor.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(visitor.hash).not.toContain('203.0.113.7');
  });

  it('gives the same IP and user agent the same hash all day, another one for another pair', () => {
    const visitors = hasher();
    const morning = visitors.visitorOf('203.0.113.7', UA);
    now = new Date('2026-10-24T21:59:59Z'); // 23:59:59 in Vienna
    expect(visitors.visitorOf('203.0.113.7', UA)).toEqual(morning);
    expect(visitors.visitorOf('203.0.113.8', UA).hash).not.toBe(morning.hash);
    expect(visitors.visitorOf('203.0.113.7', `${UA} Edge`).hash).not.toBe(morning.hash);
    expect(draws).toBe(1);
  });

  it('draws a new salt at midnight of the time zone: the same visitor gets another hash', () => {
    const visitors = hasher();
    const saturday = visitors.visitorOf('203.0.113.7', UA);
    now = new Date('2026-10-24T22:00:00Z'); // 00:00 in Vienna (summer time)
    const sunday = visitors.visitorOf('203.0.113.7', UA);
    expect(sunday.day).toBe('2026-10-25');
    expect(sunday.hash).not.toBe(saturday.hash);
    expect(draws).toBe(2);
    // On the DST day itself (25 hours) the salt holds until the next midnight.
    now = new Date('2026-10-25T22:59:59Z'); // 23:59:59 in Vienna (winter time)
    expect(visitors.visitorOf('203.0.113.7', UA)).toEqual(sunday);
    expect(draws).toBe(2);
  });

  it('keeps no salt across instances: a restart counts a returning visitor again', () => {
    const first = hasher().visitorOf('203.0.113.7', UA);
    const afterRestart = hasher().visitorOf('203.0.113.7', UA);
    expect(afterRestart.day).toBe(first.day);
    expect(afterRestart.hash).not.toBe(first.hash);
  });
});
