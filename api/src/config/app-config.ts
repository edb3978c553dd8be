import {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  REMOTE_NAMES,
  SIGNAGE_DEFAULT_PRICE_MAX_AGE_HOURS,
  type RemoteEntryMap,
} from '@bestellwerk/domain';

/** TRUST_PROXY: 'true'/'false', a hop count, or addresses/CIDRs; 'loopback' when unset. */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const text = value?.trim() ?? '';
  if (text === '') return 'loopback';
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

/** Everything the API reads from the environment, parsed once. */
export interface AppConfig {
  port: number;
  databaseUrl: string;
  /** DATABASE_REPLICA_URLS: comma-separated mysql:// read replicas (stale-tolerant reads); '' for none. */
  databaseReplicaUrls: string;
  /** Folder holding the shell and remote builds (shell/dist, mfe-NAME/dist); null when the API serves no front end (tests). */
  webRoot: string | null;
  remotes: RemoteEntryMap;
  demoPassword: string;
  /**
   * Load the demo data when the database is empty: DEMO_DATA=true/false, or when unset only for
   * the embedded quick start (the default SQLite file, NODE_ENV not production). See
   * {@link wantsDemoData}.
   */
  seedDemoData: boolean;
  /**
   * Without demo data, create one administrator `admin` on an empty database (ADMIN_PASSWORD,
   * or a random password logged once). Always true from the environment; tests switch it off.
   */
  createFirstAdmin: boolean;
  /** Password of the first administrator (ADMIN_PASSWORD); null: a random one. */
  adminPassword: string | null;
  /** Send cookies with the Secure flag (behind HTTPS). */
  secureCookies: boolean;
  /**
   * Which peers may set X-Forwarded-For (the client IP of sign-in lockouts and logs): 'loopback'
   * by default (a reverse proxy on the same machine), an address or CIDR list, a hop count, or
   * true for any (only behind a proxy that overwrites the header).
   */
  trustProxy: boolean | number | string;
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  /** Folder for uploaded files and images. */
  storageDir: string;
  logRequests: boolean;
  /**
   * LOG_FORMAT: `text` (default, for people) or `json`: the application's log lines as JSON, like
   * the request log (LOG_REQUESTS), so a log collector reads every line of stdout.
   */
  logFormat: 'text' | 'json';
  /** IANA time zone of the branches' wall clocks (opening hours, slots, business days). */
  timeZone: string;
  /** SMTP server for outgoing mail (smtp://user:pass@host:port, smtps://…); null: mail is off. */
  smtpUrl: string | null;
  /** Folder the e-mails go to as .eml files when no SMTP server is configured. */
  mailOutboxDir: string;
  /** The site's address as customers reach it, without trailing slash (payment return and webhook URLs). */
  publicUrl: string;
  /** Mollie account; null: the mollie method is served by the built-in Testzahlung provider. */
  mollie: { apiKey: string; apiUrl: string | null } | null;
  /** Datatrans merchant; null: the datatrans method is served by the Testzahlung provider. */
  datatrans: { merchantId: string; password: string; apiUrl: string; payUrl: string } | null;
  /**
   * The built-in Testzahlung (PAYMENT_TEST_MODE): serves the online methods that have no provider
   * account, and its page lets anyone mark their own order paid. On by default only outside
   * production (NODE_ENV not `production`, as `npm start` runs); in production only when set to
   * `true`. Off: online methods without an account are not offered.
   */
  paymentTestMode: boolean;
  /**
   * SMS: the gateway taking `POST { to, from, text }` (SMS_GATEWAY_URL, null: messages go into
   * the mail outbox folder as .txt files), its Bearer token and the sender name or number.
   */
  sms: { gatewayUrl: string | null; gatewayToken: string | null; sender: string };
  /** Limits of the anonymous writes (http/rate-limits.ts), each `RATE_LIMIT_<NAME>=max/window`. */
  rateLimits: RateLimits;
  /** Redis for the rate-limit counters, shared by every instance (REDIS_URL); null: in memory. */
  redisUrl: string | null;
  /** Prefix of the rate-limit keys in Redis (RATE_LIMIT_PREFIX), to share one Redis between sites. */
  rateLimitPrefix: string;
  /**
   * Prefix of the cluster bus's pub/sub channels in Redis (REDIS_PREFIX): instances with the same
   * prefix hear each other, so sites (or parallel test runs) sharing one Redis stay apart.
   */
  redisPrefix: string;
  /** Analytics events older than this many days are deleted (ANALYTICS_RETENTION_DAYS). */
  analyticsRetentionDays: number;
  /** Application log entries older than this many days are deleted daily (LOG_RETENTION_DAYS). */
  logRetentionDays: number;
  /**
   * A TV hides prices it could not refresh for this many hours (SIGNAGE_PRICE_MAX_AGE_HOURS,
   * SIGNAGE_DEFAULT_PRICE_MAX_AGE_HOURS unless set).
   */
  signagePriceMaxAgeHours: number;
  /**
   * Bearer token of GET /metrics (METRICS_TOKEN); null: the route answers 404, so the metrics
   * are never public by accident.
   */
  metricsToken: string | null;
}

/** At most `max` requests per `windowMs` for one key (an IP address, an e-mail address). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * The rate limits of the anonymous writes, per client IP (IPv6 per /64) and per e-mail address.
 * Chosen so that a real customer never meets them, while a script gets a few dozen mails or
 * files an hour instead of hundreds a second. Big deployments (many customers behind one office
 * or carrier NAT) raise them by env, e.g. RATE_LIMIT_ORDERS_PER_IP=30/10m.
 */
export const DEFAULT_RATE_LIMITS = {
  /**
   * One address can be a whole café: guests ordering from their tables over the shop's Wi-Fi, or
   * an office behind one NAT. 60 in 10 minutes is a full lunch rush; the mails are bounded per
   * mailbox below.
   */
  ordersPerIp: { max: 60, windowMs: 10 * 60_000 },
  /** Every order mails this address: nobody orders more than 5 times an hour for one mailbox. */
  ordersPerEmail: { max: 5, windowMs: 60 * 60_000 },
  /** One upload per photo or file part of a cart item; 30 in 10 minutes is a very big cart. */
  uploadsPerIp: { max: 30, windowMs: 10 * 60_000 },
  /** Every contact form is a mail to the shop: five messages an hour is a long conversation. */
  contactPerIp: { max: 5, windowMs: 60 * 60_000 },
  /** The same, per visitor address (the mail's Reply-To), whatever IPs it comes from. */
  contactPerEmail: { max: 5, windowMs: 60 * 60_000 },
  /** Page views and cart events of one browser: a fast visitor sends a dozen a minute. */
  analyticsPerIp: { max: 120, windowMs: 60_000 },
  /** The status page's answers (accept/reject another time, the rating): a handful per order. */
  orderActionsPerIp: { max: 30, windowMs: 10 * 60_000 },
  /**
   * A shop tablet's time clock: every employee of the shop punches from its one address, each
   * punch with a PIN check and a look at the day; 300 in 10 minutes is a big shift change.
   * Wrong PINs have their own lock per employee.
   */
  kioskPunchesPerIp: { max: 300, windowMs: 10 * 60_000 },
  /**
   * A TV asks for a new pairing code when its code expired (every 15 minutes) or it restarts:
   * 20 in 10 minutes is a shop setting up a whole wall of screens.
   */
  signagePairingsPerIp: { max: 20, windowMs: 10 * 60_000 },
  /**
   * A TV beats every 30 s, 20 times in 10 minutes; 2,000 is a hundred screens behind one
   * address (a shopping centre's network).
   */
  signageHeartbeatsPerIp: { max: 2000, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimit>;

const WINDOW_UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/**
 * A limit as written in the environment: `max/window` with the window in s, m or h
 * (`10/10m`, `5/1h`, `120/60s`); throws a clear message for anything else.
 */
export function parseRateLimit(name: string, text: string): RateLimit {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smh])\s*$/.exec(text);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(
      `${name} "${text}" ist kein gültiges Limit: erwartet Anzahl/Zeitfenster, z. B. 10/10m, 5/1h oder 120/60s.`,
    );
  }
  return { max: Number(match[1]), windowMs: Number(match[2]) * WINDOW_UNITS[match[3]] };
}

/** SIGNAGE_PRICE_MAX_AGE_HOURS: whole hours from 1 to 168; the default when unset. */
function readSignagePriceMaxAge(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return SIGNAGE_DEFAULT_PRICE_MAX_AGE_HOURS;
  const hours = Number(text);
  if (!Number.isInteger(hours) || hours < 1 || hours > 168)
    throw new Error(
      `SIGNAGE_PRICE_MAX_AGE_HOURS: „${text}“ ist keine ganze Stundenzahl von 1 bis 168.`,
    );
  return hours;
}

/** RATE_LIMIT_ORDERS_PER_IP and the like for each limit that is set, the defaults for the rest. */
function readRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS } as RateLimits;
  for (const name of Object.keys(DEFAULT_RATE_LIMITS) as RateLimitName[]) {
    const variable = `RATE_LIMIT_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
    const value = env[variable];
    if (value) limits[name] = parseRateLimit(variable, value);
  }
  return limits;
}

/** LOG_FORMAT: text (or unset) or json; anything else stops the start with a clear message. */
function readLogFormat(text: string | undefined): 'text' | 'json' {
  const format = text?.trim() || 'text';
  if (format !== 'text' && format !== 'json')
    throw new Error(`LOG_FORMAT "${format}" ist ungültig: erwartet text oder json.`);
  return format;
}

export const DEFAULT_DATABASE_URL = 'sqlite:data/bestellwerk.sqlite';

/** TIME_ZONE, or Europe/Vienna; an unknown zone stops the start with a clear message. */
function readTimeZone(env: NodeJS.ProcessEnv): string {
  const zone = env.TIME_ZONE || DEFAULT_TIME_ZONE;
  if (!isTimeZone(zone)) {
    throw new Error(`TIME_ZONE "${zone}" ist keine bekannte IANA-Zeitzone (z. B. Europe/Vienna).`);
  }
  return zone;
}

/**
 * Whether an empty database gets the demo data (with its publicly known password): when
 * DEMO_DATA says so (`true`/`false`; SEED_DEMO_DATA=false, the older switch, still means no),
 * else only for the quick start `npm start` (the default SQLite file, NODE_ENV not
 * `production`). Any other DEMO_DATA value stops the start with a clear message.
 */
export function wantsDemoData(env: NodeJS.ProcessEnv): boolean {
  const asked = env.DEMO_DATA || (env.SEED_DEMO_DATA === 'false' ? 'false' : '');
  if (asked === 'true' || asked === 'false') return asked === 'true';
  if (asked) throw new Error(`DEMO_DATA "${asked}" ist ungültig: erwartet true oder false.`);
  const databaseUrl = env.DATABASE_URL || DEFAULT_DATABASE_URL;
  return databaseUrl === DEFAULT_DATABASE_URL && env.NODE_ENV !== 'production';
}

/** Reads the configuration from `env` (process.env by default). */
export function readAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      env[`MFE_${name.toUpperCase()}_URL`] || `/mfe/${name}/remoteEntry.js`,
    ]),
  ) as RemoteEntryMap;
  return {
    port: Number(env.PORT) || 3000,
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    databaseReplicaUrls: env.DATABASE_REPLICA_URLS ?? '',
    webRoot: env.WEB_ROOT === '' ? null : (env.WEB_ROOT ?? process.cwd()),
    remotes,
    demoPassword: env.DEMO_PASSWORD || 'bestellwerk',
    seedDemoData: wantsDemoData(env),
    createFirstAdmin: true,
    adminPassword: env.ADMIN_PASSWORD || null,
    secureCookies: env.SECURE_COOKIES === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    bodyLimit: Number(env.BODY_LIMIT) || 1024 * 1024,
    storageDir: env.STORAGE_DIR || 'data/storage',
    logRequests: env.LOG_REQUESTS === 'true',
    logFormat: readLogFormat(env.LOG_FORMAT),
    timeZone: readTimeZone(env),
    smtpUrl: env.SMTP_URL || null,
    mailOutboxDir: env.MAIL_OUTBOX_DIR || 'data/outbox',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${Number(env.PORT) || 3000}`).replace(
      /\/+$/,
      '',
    ),
    mollie: env.MOLLIE_API_KEY
      ? { apiKey: env.MOLLIE_API_KEY, apiUrl: env.MOLLIE_API_URL || null }
      : null,
    datatrans:
      env.DATATRANS_MERCHANT_ID && env.DATATRANS_PASSWORD
        ? {
            merchantId: env.DATATRANS_MERCHANT_ID,
            password: env.DATATRANS_PASSWORD,
            apiUrl: (env.DATATRANS_API_URL || 'https://api.sandbox.datatrans.com').replace(
              /\/+$/,
              '',
            ),
            payUrl: (env.DATATRANS_PAY_URL || 'https://pay.sandbox.datatrans.com').replace(
              /\/+$/,
              '',
            ),
          }
        : null,
    paymentTestMode:
      env.PAYMENT_TEST_MODE === 'true' ||
      (env.PAYMENT_TEST_MODE !== 'false' && env.NODE_ENV !== 'production'),
    sms: {
      gatewayUrl: env.SMS_GATEWAY_URL || null,
      gatewayToken: env.SMS_GATEWAY_TOKEN || null,
      sender: env.SMS_SENDER || 'Bestellwerk',
    },
    rateLimits: readRateLimits(env),
    redisUrl: env.REDIS_URL || null,
    rateLimitPrefix: env.RATE_LIMIT_PREFIX || 'bestellwerk-rate-limit:',
    redisPrefix: env.REDIS_PREFIX || 'bestellwerk:',
    analyticsRetentionDays: Number(env.ANALYTICS_RETENTION_DAYS) || 400,
    logRetentionDays: Number(env.LOG_RETENTION_DAYS) || 365,
    signagePriceMaxAgeHours: readSignagePriceMaxAge(env.SIGNAGE_PRICE_MAX_AGE_HOURS),
    metricsToken: env.METRICS_TOKEN || null,
  };
}
