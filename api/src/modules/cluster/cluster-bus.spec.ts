import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { startRedisRelay } from '../../../test/support/redis-relay.js';
import { readAppConfig } from '../../config/app-config.js';
import { ClusterBus, clusterTopic, type ClusterOrigin } from './cluster-bus.js';

const GREETINGS = clusterTopic<{ text: string }>('greetings');
const OTHER = clusterTopic<number>('other');

/** A bus as the app builds it; `redisUrl` null: in-process only. */
const busOf = (redisUrl: string | null, redisPrefix = 'bestellwerk-test:') =>
  new ClusterBus({ ...readAppConfig({}), redisUrl, redisPrefix });

/** Resolves with the first `count` payloads `bus` hears on GREETINGS. */
function collect(bus: ClusterBus, count: number) {
  const heard: [string, ClusterOrigin][] = [];
  const done = new Promise<[string, ClusterOrigin][]>((resolve) => {
    bus.subscribe(GREETINGS, ({ text }, origin) => {
      heard.push([text, origin]);
      if (heard.length === count) resolve(heard);
    });
  });
  return { heard, done };
}

beforeAll(() => Logger.overrideLogger(false));

describe('cluster bus without Redis (one instance)', () => {
  it('delivers a message to this instance’s handlers at once, as sent, marked local', async () => {
    const bus = busOf(null);
    await bus.onModuleInit();
    expect(bus.isShared).toBe(false);
    const payload = { text: 'Servus' };
    const heard: unknown[] = [];
    bus.subscribe(GREETINGS, (received, origin) => void heard.push(received, origin));
    bus.publish(GREETINGS, payload);
    expect(heard).toEqual([payload, { instance: bus.instanceId, local: true }]);
    expect(heard[0]).toBe(payload);
    await bus.onApplicationShutdown();
  });

  it('keeps topics apart and stops delivering to a removed handler', () => {
    const bus = busOf(null);
    const greetings: string[] = [];
    const numbers: number[] = [];
    const remove = bus.subscribe(GREETINGS, ({ text }) => void greetings.push(text));
    bus.subscribe(OTHER, (n) => void numbers.push(n));
    bus.publish(GREETINGS, { text: 'eins' });
    bus.publish(OTHER, 2);
    remove();
    bus.publish(GREETINGS, { text: 'drei' });
    expect(greetings).toEqual(['eins']);
    expect(numbers).toEqual([2]);
  });

  it('never lets a failing handler stop the others or the sender', async () => {
    const bus = busOf(null);
    const heard: string[] = [];
    bus.subscribe(GREETINGS, () => {
      throw new Error('kaputt');
    });
    bus.subscribe(GREETINGS, () => Promise.reject(new Error('auch kaputt')));
    bus.subscribe(GREETINGS, ({ text }) => void heard.push(text));
    expect(() => bus.publish(GREETINGS, { text: 'trotzdem' })).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual(['trotzdem']);
  });

  it('gives every instance an id of its own', () => {
    expect(busOf(null).instanceId).not.toBe(busOf(null).instanceId);
  });
});

describe('cluster bus through Redis (several instances)', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `bestellwerk-test-${randomUUID()}:`;
  const buses: ClusterBus[] = [];
  const started = async (redisPrefix = prefix) => {
    const bus = busOf(redisUrl, redisPrefix);
    buses.push(bus);
    return bus;
  };
  afterAll(() => Promise.all(buses.map((bus) => bus.onApplicationShutdown())));

  it('delivers to every instance with the same prefix, once each, with the sender’s id', async () => {
    const [a, b, elsewhere] = [await started(), await started(), await started(`${prefix}x:`)];
    const atA = collect(a, 2);
    const atB = collect(b, 2);
    const atElsewhere = collect(elsewhere, 1);
    // Subscribed before the start, as the app's services do in their constructors.
    await Promise.all([a.onModuleInit(), b.onModuleInit(), elsewhere.onModuleInit()]);
    expect(a.isShared).toBe(true);

    a.publish(GREETINGS, { text: 'von A' });
    b.publish(GREETINGS, { text: 'von B' });
    const fromA = { instance: a.instanceId };
    const fromB = { instance: b.instanceId };
    expect(await atA.done).toEqual(
      expect.arrayContaining([
        ['von A', { ...fromA, local: true }],
        ['von B', { ...fromB, local: false }],
      ]),
    );
    expect(await atB.done).toEqual(
      expect.arrayContaining([
        ['von A', { ...fromA, local: false }],
        ['von B', { ...fromB, local: true }],
      ]),
    );
    // A later message that does reach A shows nothing else was queued behind the two.
    const more = new Promise((resolve) => a.subscribe(OTHER, resolve));
    b.publish(OTHER, 3);
    expect(await more).toBe(3);
    expect(atA.heard).toHaveLength(2);
    expect(atB.heard).toHaveLength(2);
    // Another prefix is another site: it heard nothing.
    expect(atElsewhere.heard).toEqual([]);
  });

  it('subscribes topics registered after the start too', async () => {
    const [a, b] = [await started(), await started()];
    await Promise.all([a.onModuleInit(), b.onModuleInit()]);
    const late = clusterTopic<string>(`late-${randomUUID()}`);
    const subscribed = new Promise<string>((resolve) => b.subscribe(late, resolve));
    // The SUBSCRIBE is under way; a round trip on the same connection orders after it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    let heard: string | null = null;
    for (let attempt = 0; attempt < 50 && heard === null; attempt++) {
      a.publish(late, 'spät');
      heard = await Promise.race([
        subscribed,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 100)),
      ]);
    }
    expect(heard).toBe('spät');
  });

  it('keeps delivering locally while Redis is gone, and reaches the others again once it is back', async () => {
    // Instance A reaches Redis through a relay the test can cut.
    const relay = await startRedisRelay(redisUrl);
    const a = busOf(relay.url, prefix);
    buses.push(a);
    const b = await started();
    const atA: string[] = [];
    const atB: string[] = [];
    a.subscribe(GREETINGS, ({ text }) => void atA.push(text));
    b.subscribe(GREETINGS, ({ text }) => void atB.push(text));
    await Promise.all([a.onModuleInit(), b.onModuleInit()]);
    /** Publishes from `from` until `heard` holds a message of this round (ioredis reconnects by itself). */
    const reaches = async (from: ClusterBus, heard: string[], round: string) => {
      for (let attempt = 0; attempt < 100; attempt++) {
        from.publish(GREETINGS, { text: `${round} ${attempt}` });
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (heard.some((text) => text.startsWith(round))) return true;
      }
      return false;
    };
    try {
      expect(await reaches(a, atB, 'vorher')).toBe(true);
      relay.cut();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(() => a.publish(GREETINGS, { text: 'allein' })).not.toThrow();
      expect(atA).toContain('allein');
      relay.restore();
      expect(await reaches(a, atB, 'nachher')).toBe(true);
      // A's subscriber came back on its own and subscribed again.
      expect(await reaches(b, atA, 'zurück')).toBe(true);
    } finally {
      await a.onApplicationShutdown();
      relay.close();
    }
  });

  it('stops the start with a clear message when REDIS_URL cannot be reached', async () => {
    const bus = busOf('redis://127.0.0.1:1');
    await expect(bus.onModuleInit()).rejects.toThrow(
      'REDIS_URL: Redis für den Cluster-Bus ist nicht erreichbar',
    );
  });
});
