import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';

/** A named kind of message on the bus; `T` is the type of its JSON payload. */
export interface ClusterTopic<T> {
  readonly name: string;
  /** Never set: carries the payload type only. */
  readonly payload?: T;
}

/** Declares a topic; its name becomes part of the Redis channel, so keep it short and stable. */
export function clusterTopic<T>(name: string): ClusterTopic<T> {
  return { name };
}

/** Where a message came from: this instance (`local`) or another one. */
export interface ClusterOrigin {
  /** The sending instance's id (ClusterBus.instanceId). */
  instance: string;
  local: boolean;
}

/** Receives the payloads of one topic; must not change them (local ones are shared). */
export type ClusterHandler<T> = (payload: T, origin: ClusterOrigin) => void | Promise<void>;

/** What travels through Redis: the payload and who sent it. */
interface ClusterMessage {
  origin: string;
  payload: unknown;
}

/** A connection attempt gives up after this long (Redis is on the LAN; ioredis waits 10 s). */
const CONNECT_TIMEOUT_MS = 2_000;

/** Redis errors of one connection are logged at most this often (ioredis retries by itself). */
const ERROR_LOG_INTERVAL_MS = 60_000;

/**
 * Messages between the API instances of one site. Every message is delivered at once, in this
 * process, to this instance's handlers; with REDIS_URL it is also published on the Redis
 * channel `<REDIS_PREFIX><topic>`, and the other instances deliver it to theirs (an instance
 * skips its own echo). One publisher and one subscriber connection; a Redis outage loses the
 * messages of its duration (logged, never thrown): the caches' TTLs are the safety net. Our own
 * code because ioredis's pub/sub is all it takes: no queue library needed for fire-and-forget
 * notices.
 */
@Injectable()
export class ClusterBus implements OnModuleInit, OnApplicationShutdown {
  /** This instance's id, sent with every message. */
  readonly instanceId = randomUUID();
  private readonly logger = new Logger('ClusterBus');
  private readonly handlers = new Map<string, Set<ClusterHandler<unknown>>>();
  private publisher: Redis | null = null;
  private subscriber: Redis | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Whether messages reach other instances (REDIS_URL set). */
  get isShared(): boolean {
    return this.config.redisUrl !== null;
  }

  /**
   * Connects to Redis (with REDIS_URL) and subscribes to every topic registered so far; a Redis
   * that cannot be reached at start stops the start with a clear message.
   */
  async onModuleInit(): Promise<void> {
    const url = this.config.redisUrl;
    if (!url) return;
    // Publishing fails fast while Redis is away (the message is lost, not queued); the
    // subscriber queues its SUBSCRIBE commands and re-subscribes after a reconnect by itself.
    const publisher = new Redis(url, {
      lazyConnect: true,
      connectTimeout: CONNECT_TIMEOUT_MS,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectionName: `bestellwerk-bus-pub-${this.instanceId}`,
    });
    const subscriber = new Redis(url, {
      lazyConnect: true,
      connectTimeout: CONNECT_TIMEOUT_MS,
      connectionName: `bestellwerk-bus-sub-${this.instanceId}`,
    });
    this.watch(publisher, 'Senden');
    this.watch(subscriber, 'Empfang');
    subscriber.on('message', (channel: string, text: string) => this.receive(channel, text));
    // Topics registered from now on subscribe by themselves (queued until connected).
    this.subscriber = subscriber;
    try {
      // Both settled before a failure is handled, so neither is left connecting when dropped.
      const connected = await Promise.allSettled([publisher.connect(), subscriber.connect()]);
      for (const result of connected) if (result.status === 'rejected') throw result.reason;
      const channels = [...this.handlers.keys()].map((topic) => this.channelOf(topic));
      if (channels.length > 0) await subscriber.subscribe(...channels);
    } catch (error) {
      this.subscriber = null;
      publisher.disconnect();
      subscriber.disconnect();
      throw new Error(
        `REDIS_URL: Redis für den Cluster-Bus ist nicht erreichbar (${error instanceof Error ? error.message : String(error)}).`,
        { cause: error },
      );
    }
    this.publisher = publisher;
  }

  /** Closes both connections. */
  async onApplicationShutdown(): Promise<void> {
    const connections = [this.publisher, this.subscriber].filter((c): c is Redis => c !== null);
    this.publisher = null;
    this.subscriber = null;
    await Promise.all(
      connections.map((connection) => connection.quit().catch(() => connection.disconnect())),
    );
  }

  /**
   * Delivers `payload` to this instance's handlers of `topic` now, and to the other instances'
   * through Redis. Never throws: handler and Redis errors are logged.
   */
  publish<T>(topic: ClusterTopic<T>, payload: T): void {
    this.deliver(topic.name, payload, this.instanceId);
    const publisher = this.publisher;
    if (!publisher) return;
    const message: ClusterMessage = { origin: this.instanceId, payload };
    publisher
      .publish(this.channelOf(topic.name), JSON.stringify(message))
      .catch((error: unknown) => this.warn('Senden', error));
  }

  /** Calls `handler` with every message of `topic`, from any instance; the returned function removes it. */
  subscribe<T>(topic: ClusterTopic<T>, handler: ClusterHandler<T>): () => void {
    let handlers = this.handlers.get(topic.name);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(topic.name, handlers);
      // Before the start: onModuleInit subscribes every topic known by then.
      this.subscriber
        ?.subscribe(this.channelOf(topic.name))
        .catch((error: unknown) => this.warn('Empfang', error));
    }
    const added = handler as ClusterHandler<unknown>;
    handlers.add(added);
    return () => handlers.delete(added);
  }

  /**
   * The value every instance agrees on for `key` until it expires: the first proposal stored
   * in Redis wins (SET NX with a time to live, then GET); without Redis, or while it cannot be
   * reached, this instance's own proposal.
   */
  async agree(key: string, proposal: string, ttlMs: number): Promise<string> {
    const publisher = this.publisher;
    if (!publisher) return proposal;
    const redisKey = `${this.config.redisPrefix}${key}`;
    try {
      await publisher.set(redisKey, proposal, 'PX', ttlMs, 'NX');
      return (await publisher.get(redisKey)) ?? proposal;
    } catch (error) {
      this.warn('Abstimmung', error);
      return proposal;
    }
  }

  private channelOf(topic: string): string {
    return `${this.config.redisPrefix}${topic}`;
  }

  private receive(channel: string, text: string): void {
    const prefix = this.config.redisPrefix;
    if (!channel.startsWith(prefix)) return;
    let message: ClusterMessage;
    try {
      message = JSON.parse(text) as ClusterMessage;
    } catch {
      this.logger.warn(`Unlesbare Nachricht auf ${channel} verworfen.`);
      return;
    }
    // This instance delivered its own messages when it sent them.
    if (message.origin === this.instanceId) return;
    this.deliver(channel.slice(prefix.length), message.payload, String(message.origin));
  }

  private deliver(topic: string, payload: unknown, instance: string): void {
    const handlers = this.handlers.get(topic);
    if (!handlers) return;
    const origin: ClusterOrigin = { instance, local: instance === this.instanceId };
    for (const handler of handlers) {
      try {
        const result = handler(payload, origin);
        if (result instanceof Promise) result.catch((error: unknown) => this.failed(topic, error));
      } catch (error) {
        this.failed(topic, error);
      }
    }
  }

  private failed(topic: string, error: unknown): void {
    this.logger.error(
      `Nachricht ${topic}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  private readonly lastWarnings = new Map<string, number>();

  /** Logs a Redis problem of one direction, at most once a minute. */
  private warn(direction: string, error: unknown): void {
    const now = Date.now();
    if (now - (this.lastWarnings.get(direction) ?? 0) < ERROR_LOG_INTERVAL_MS) return;
    this.lastWarnings.set(direction, now);
    this.logger.warn(
      `Redis (${direction}) nicht erreichbar, Nachrichten an andere Instanzen gehen verloren: ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
  }

  /** Logs the connection's errors (throttled) and its return after one. */
  private watch(connection: Redis, direction: string): void {
    let failing = false;
    connection.on('error', (error: unknown) => {
      failing = true;
      this.warn(direction, error);
    });
    connection.on('ready', () => {
      if (!failing) return;
      failing = false;
      this.lastWarnings.delete(direction);
      this.logger.log(`Redis (${direction}) wieder verbunden.`);
    });
  }
}
