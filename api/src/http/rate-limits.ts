import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { apiError, PUNCH_ACTIONS, type ApiError } from '@bestellwerk/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import type { AppConfig, RateLimitName } from '../config/app-config.js';

/** A limit on a request's e-mail address: which limit, and which body field holds the address. */
interface AddressLimit {
  limit: RateLimitName;
  field: string;
}

/** The limits of one route: per client IP (before the body is read), per e-mail address (after). */
interface RouteLimits {
  perIp: RateLimitName;
  perAddress?: AddressLimit;
}

/**
 * Every anonymous write and its limits (values in AppConfig.rateLimits), keyed by method and
 * route as Fastify serves it. Routes sharing a limit name share its counter.
 */
export const RATE_LIMITED_ROUTES: Record<string, RouteLimits> = {
  // Each order mails the customer's address with text of the sender's choice.
  'POST /api/orders': {
    perIp: 'ordersPerIp',
    perAddress: { limit: 'ordersPerEmail', field: 'email' },
  },
  'POST /api/uploads': { perIp: 'uploadsPerIp' },
  // Each message is mailed to the shop, Reply-To the address given.
  'POST /api/custom/forms': {
    perIp: 'contactPerIp',
    perAddress: { limit: 'contactPerEmail', field: 'email' },
  },
  'POST /api/analytics-log': { perIp: 'analyticsPerIp' },
  'POST /api/orders/public/:uid/:hash/confirm-counter-appointment': { perIp: 'orderActionsPerIp' },
  'POST /api/orders/public/:uid/:hash/reject-counter-appointment': { perIp: 'orderActionsPerIp' },
  'POST /api/orders/public/:uid/:hash/questionnaire': { perIp: 'orderActionsPerIp' },
  // A TV without a device asks for a pairing code: each is a row until it expires.
  'POST /api/digital-signage-devices/public/pairings': { perIp: 'signagePairingsPerIp' },
  // Every TV of a shop reports every 30 s from the shop's one address.
  'POST /api/digital-signage-devices/public/:identifier/heartbeat': {
    perIp: 'signageHeartbeatsPerIp',
  },
  // The shop tablet's punches: each checks a PIN (argon2) for the branch's counter key.
  'POST /api/time-clock-kiosk/:branchId/:apiKey/employees/:userId/:action': {
    perIp: 'kioskPunchesPerIp',
  },
};

/**
 * Anonymous writes deliberately left without a limit here, and why (the route audit in
 * test/rate-limits.http.spec.ts makes every new one choose).
 */
export const UNLIMITED_PUBLIC_WRITES: Record<string, string> = {
  'POST /api/login': 'eigene Sperre pro Benutzername und IP (login-lockout)',
  'POST /api/login/link': 'eigene Sperre pro Benutzername und IP (login-lockout)',
  'POST /api/login/link/:token': 'eigene Sperre pro IP (login-lockout)',
  'POST /api/payments/mollie/webhook':
    'Aufrufe des Zahlungsanbieters dürfen nie verloren gehen; sie ändern nur, was der Anbieter bestätigt',
  'POST /api/payments/datatrans/webhook':
    'Aufrufe des Zahlungsanbieters dürfen nie verloren gehen; sie ändern nur, was der Anbieter bestätigt',
  'POST /api/payments/test/:reference/pay': 'Testzahlung: nur mit der geheimen Zahlungsreferenz',
  'POST /api/payments/test/:reference/fail': 'Testzahlung: nur mit der geheimen Zahlungsreferenz',
  ...Object.fromEntries(
    PUNCH_ACTIONS.map((action) => [
      `POST /api/time-tracking/:username/:token/working-activities/${action}`,
      'nur mit dem persönlichen Zeiterfassungs-Link (Token, in konstanter Zeit geprüft)',
    ]),
  ),
  'POST /api/devices/:id/heartbeat': 'nur mit dem Schlüssel des Geräts (DeviceKeyGuard)',
  'POST /api/devices/:id/logs': 'nur mit dem Schlüssel des Geräts (DeviceKeyGuard)',
  'POST /api/devices/:id/print-jobs/:jobId/ack':
    'nur mit dem Schlüssel des Geräts (DeviceKeyGuard)',
};

/**
 * One mailbox however it is spelled: NFKC, trimmed, lower-cased, without a `+tag`
 * (sub-addressing delivers `anna+1@…` to `anna@…`); null when there is no address.
 */
export function mailboxKey(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = value.normalize('NFKC').trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (!address || at < 1) return address || null;
  const local = address.slice(0, at).replace(/\+.*$/, '');
  return `${local}${address.slice(at)}`;
}

type Limiter = (request: FastifyRequest) => Promise<{ exceeded: boolean; seconds: number }>;

/**
 * Rate limits of the anonymous writes (RATE_LIMITED_ROUTES) with @fastify/rate-limit: per IP in
 * onRequest (an upload over the limit is refused before its body is read), per e-mail address
 * in preHandler (after the body is parsed, before validation). Counters live in Redis when
 * REDIS_URL is set, so every instance sees the same counts; in memory otherwise. Over a limit
 * the answer is a German 429 with Retry-After. A Redis failure lets requests through (logged):
 * the shop keeps taking orders.
 */
export async function registerRateLimits(
  app: NestFastifyApplication,
  config: AppConfig,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const logger = new Logger('RateLimits');
  let redis: Redis | null = null;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, {
      lazyConnect: true,
      // Fail fast instead of queueing while Redis is away: the request goes through.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
    });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new Error(
        `REDIS_URL: Redis für die Rate-Limits ist nicht erreichbar (${error instanceof Error ? error.message : String(error)}).`,
        { cause: error },
      );
    }
    const client = redis;
    fastify.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }
  await fastify.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: config.rateLimitPrefix } : {}),
  });

  let lastWarning = 0;
  /** The hashed address of a request, for the per-address limiters' keys. */
  const addressKeys = new WeakMap<FastifyRequest, string>();
  const limiters = new Map<RateLimitName, Limiter>();
  const limiter = (name: RateLimitName, per: 'ip' | 'address'): Limiter => {
    const known = limiters.get(name);
    if (known) return known;
    const { max, windowMs } = config.rateLimits[name];
    const check = fastify.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) =>
        `${name}:${per === 'ip' ? normalizeIP(request.ip) : addressKeys.get(request)}`,
      // The in-memory store keeps this many keys per limit (least recently used go first).
      cache: 20_000,
    } as Parameters<FastifyInstance['createRateLimit']>[0]);
    const run: Limiter = async (request) => {
      try {
        const result = await check(request);
        if (result.isAllowed) return { exceeded: false, seconds: 0 };
        return { exceeded: result.isExceeded, seconds: Math.max(1, result.ttlInSeconds) };
      } catch (error) {
        if (Date.now() - lastWarning > 60_000) {
          lastWarning = Date.now();
          logger.warn(
            `Rate-Limit nicht prüfbar, Anfrage zugelassen: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        return { exceeded: false, seconds: 0 };
      }
    };
    limiters.set(name, run);
    return run;
  };

  const refuse = (reply: FastifyReply, seconds: number, error: ApiError) =>
    reply
      .code(429)
      .header('retry-after', String(seconds))
      .header('cache-control', 'no-store')
      .send({ errors: [error] });

  const limitsOf = (request: FastifyRequest): RouteLimits | undefined =>
    request.routeOptions.url === undefined
      ? undefined
      : RATE_LIMITED_ROUTES[`${request.method} ${request.routeOptions.url}`];

  fastify.addHook('onRequest', async (request, reply) => {
    const limits = limitsOf(request);
    if (!limits) return;
    const { exceeded, seconds } = await limiter(limits.perIp, 'ip')(request);
    if (exceeded) return refuse(reply, seconds, apiError('TOO_MANY_REQUESTS', seconds));
  });

  fastify.addHook('preHandler', async (request, reply) => {
    const perAddress = limitsOf(request)?.perAddress;
    if (!perAddress) return;
    const address = mailboxKey(
      (request.body as Record<string, unknown> | null)?.[perAddress.field],
    );
    if (!address) return;
    // Hashed: the counters hold no addresses.
    addressKeys.set(request, createHash('sha256').update(address).digest('base64url'));
    const { exceeded, seconds } = await limiter(perAddress.limit, 'address')(request);
    if (exceeded) {
      return refuse(reply, seconds, {
        ...apiError('TOO_MANY_REQUESTS_FOR_ADDRESS', seconds),
        field: perAddress.field,
      });
    }
  });
}
