import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { apiError, type ApiError } from '@bestellwerk/domain';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/app-config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { ShutdownState } from './shutdown-state.js';

/** A check that takes longer than this counts as failed: a load balancer must not wait on us. */
const CHECK_TIMEOUT_MS = 2_000;

/** What GET /api/ready reports when everything answers. */
export interface ReadyReport {
  database: 'ok';
  redis: 'ok' | 'not-configured';
}

/** Rejects when `promise` has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`keine Antwort nach ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance can serve: not shutting down, the database answers a trivial query,
 * and Redis (when REDIS_URL is set) answers a PING. Redis is asked over a connection of its own,
 * so the check sees Redis itself, not the state of another feature's client.
 */
@Injectable()
export class ReadinessService implements OnApplicationShutdown {
  private readonly logger = new Logger('Readiness');
  private redis: Redis | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly shutdown: ShutdownState,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The report when the instance is ready, else the German reasons why not. */
  async check(): Promise<{ ready: ReadyReport } | { problems: ApiError[] }> {
    if (this.shutdown.isShuttingDown) return { problems: [apiError('SHUTTING_DOWN')] };
    const [database, redis] = await Promise.all([this.databaseAnswers(), this.redisAnswers()]);
    const problems: ApiError[] = [];
    if (!database) problems.push({ ...apiError('DATABASE_UNREACHABLE'), field: 'database' });
    if (redis === false) problems.push({ ...apiError('REDIS_UNREACHABLE'), field: 'redis' });
    if (problems.length > 0) return { problems };
    return { ready: { database: 'ok', redis: redis === null ? 'not-configured' : 'ok' } };
  }

  private async databaseAnswers(): Promise<boolean> {
    try {
      await within(this.dataSource.query('SELECT 1'), CHECK_TIMEOUT_MS);
      return true;
    } catch (error) {
      this.logger.warn(`Datenbank antwortet nicht: ${describe(error)}`);
      return false;
    }
  }

  /** true: PONG; false: no answer; null: no REDIS_URL. */
  private async redisAnswers(): Promise<boolean | null> {
    if (!this.config.redisUrl) return null;
    try {
      const redis = this.redisClient();
      if (redis.status === 'wait') await within(redis.connect(), CHECK_TIMEOUT_MS);
      await within(redis.ping(), CHECK_TIMEOUT_MS);
      return true;
    } catch (error) {
      this.logger.warn(`Redis antwortet nicht: ${describe(error)}`);
      return false;
    }
  }

  private redisClient(): Redis {
    if (this.redis) return this.redis;
    this.redis = new Redis(this.config.redisUrl as string, {
      lazyConnect: true,
      // A check fails at once while Redis is away instead of queueing; the client reconnects.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: CHECK_TIMEOUT_MS,
    });
    // Failures show in the checks' answers; the client's own error events would only repeat them.
    this.redis.on('error', () => undefined);
    return this.redis;
  }

  /** Closes the Redis connection of the checks, after the HTTP server stopped. */
  async onApplicationShutdown(): Promise<void> {
    const redis = this.redis;
    this.redis = null;
    if (redis) await redis.quit().catch(() => redis.disconnect());
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
