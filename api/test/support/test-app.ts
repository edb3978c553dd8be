import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.js';
import {
  DEFAULT_RATE_LIMITS,
  readAppConfig,
  type AppConfig,
  type RateLimits,
} from '../../src/config/app-config.js';
import type { QueryCounter } from '../../src/database/query-counter.js';
import { UserEntity } from '../../src/modules/auth/entities/user.entity.js';
import { PasswordService } from '../../src/modules/auth/password.service.js';
import { renewTimeTrackingToken } from '../../src/modules/auth/time-tracking-token.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body's bytes as sent (compressed when the request accepted it). */
  raw: Buffer;
  json: <T = unknown>() => T;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  body?: unknown;
  /** Sent as it is (for malformed JSON); sets no content type. */
  rawBody?: string;
  session?: StaffSession;
}

/**
 * A staff account the suite created, with the secret of its time-tracking link (the database
 * keeps only its hash).
 */
export type TestUser = UserEntity & { timeTrackingToken: string };

/** A signed-in staff member: the cookie to send and the CSRF token to echo. */
export interface StaffSession {
  cookie: string;
  csrfToken: string;
}

/** The real API on a database of its own, driven in-process through Fastify's inject. */
export interface TestApp {
  app: NestFastifyApplication;
  dataSource: DataSource;
  /** The app's DATABASE_URL; a second instance started with it shares the database. */
  databaseUrl: string;
  /** Folder of this app's stored images and uploads (a temporary one unless given). */
  storageDir: string;
  request(method: string, url: string, options?: RequestOptions): Promise<HttpResponse>;
  /**
   * POSTs as `session` (anonymously without one) and answers the created entity; anything but
   * 201 fails the test.
   */
  create<T = { id: number }>(path: string, body: unknown, session?: StaffSession): Promise<T>;
  /** SQL statements sent while `run` ran. */
  countQueries(run: () => Promise<unknown>): Promise<number>;
  createUser(
    username: string,
    roles: Role[],
    options?: { password?: string; branchIds?: number[] },
  ): Promise<TestUser>;
  login(username: string, password?: string): Promise<StaffSession>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'richtig-geheim-1';

/**
 * The rate limits of the HTTP suites: the production windows with 100 times the count. A suite
 * places up to a few hundred orders and uploads from 127.0.0.1 with one e-mail address (the 200
 * concurrent orders), which the production limits rightly refuse; the limiters stay on all the
 * same. test/rate-limits.http.spec.ts runs with the production defaults (DEFAULT_RATE_LIMITS).
 */
export const SUITE_RATE_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([name, { max, windowMs }]) => [
    name,
    { max: max * 100, windowMs },
  ]),
) as RateLimits;

/**
 * With REDIS_URL in the environment every suite runs on Redis (rate limits, cluster bus), each
 * app under prefixes of its own so that parallel suites never count or hear each other.
 */
function redisFromEnvironment(): Partial<AppConfig> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) return {};
  const prefix = `bestellwerk-test-${randomUUID()}:`;
  return { redisUrl, redisPrefix: prefix, rateLimitPrefix: `${prefix}rate-limit:` };
}

/**
 * Starts the API like `npm start` does, minus the front end and the demo data unless asked.
 * Given a `databaseUrl` (another TestApp's), it shares that database and leaves it in place.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database: TestDatabase = overrides.databaseUrl
    ? { url: overrides.databaseUrl, drop: async () => undefined }
    : await createTestDatabase();
  const temporaryStorage = mkdtempSync(join(tmpdir(), 'bestellwerk-storage-'));
  const config: AppConfig = {
    ...readAppConfig({}),
    ...redisFromEnvironment(),
    databaseUrl: database.url,
    webRoot: null,
    seedDemoData: false,
    // No `admin` with a random password either: the suites create the staff they need.
    createFirstAdmin: false,
    storageDir: temporaryStorage,
    mailOutboxDir: join(temporaryStorage, 'outbox'),
    rateLimits: SUITE_RATE_LIMITS,
    ...overrides,
  };
  const app = await createApp({ config, logger: process.env.TEST_LOG ? ['error', 'warn'] : false });
  const dataSource = app.get(DataSource);
  const fastify = app.getHttpAdapter().getInstance();
  const counter = dataSource.logger as unknown as QueryCounter;
  const passwords = new PasswordService();

  const request: TestApp['request'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.session) {
      headers.cookie = options.session.cookie;
      if (!('x-csrf-token' in headers)) headers['x-csrf-token'] = options.session.csrfToken;
    }
    let payload: string | undefined;
    if (options.rawBody !== undefined) payload = options.rawBody;
    else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fastify.inject({ method: method as 'GET', url, headers, payload });
    return {
      status: response.statusCode,
      headers: response.headers as HttpResponse['headers'],
      body: response.body,
      raw: response.rawPayload,
      json: <T>() => JSON.parse(response.body) as T,
    };
  };

  return {
    app,
    dataSource,
    databaseUrl: database.url,
    storageDir: config.storageDir,
    request,
    async create<T>(path: string, body: unknown, session?: StaffSession) {
      const response = await request('POST', path, { session, body });
      if (response.status !== 201) throw new Error(`${path}: ${response.status} ${response.body}`);
      return response.json<{ data: T }>().data;
    },
    async countQueries(run) {
      const before = counter.count;
      await run();
      return counter.count - before;
    },
    async createUser(username, roles, { password = TEST_PASSWORD, branchIds = [] } = {}) {
      const repository = dataSource.getRepository(UserEntity);
      const user = repository.create({
        username,
        firstName: username,
        lastName: 'Test',
        email: `${username}@example.com`,
        password: await passwords.hash(password),
        roles,
        branches: branchIds.map((id) => ({ id })),
      });
      const timeTrackingToken = renewTimeTrackingToken(user, new Date());
      return Object.assign(await repository.save(user), { timeTrackingToken });
    },
    async login(username, password = TEST_PASSWORD) {
      const response = await request('POST', '/api/login', { body: { username, password } });
      if (response.status !== 200)
        throw new Error(`login failed: ${response.status} ${response.body}`);
      const setCookie = String(response.headers['set-cookie']);
      return {
        cookie: setCookie.split(';')[0],
        csrfToken: response.json<{ data: { csrfToken: string } }>().data.csrfToken,
      };
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(temporaryStorage, { recursive: true, force: true });
    },
  };
}
