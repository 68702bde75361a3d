import path from 'node:path';
import type { Shop } from '@shop/shared';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional());

const limit = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters long').optional(),
  SMTP_URL: optionalUrl,
  // The sender of every mail: an address, with or without a name ("Mira <hello@mira-shop.example>").
  MAIL_FROM: z
    .string()
    .refine((value) => addressparser(value, { flatten: true })[0]?.address.includes('@'), {
      message: 'MAIL_FROM must hold an e-mail address, e.g. "Mira <hello@mira-shop.example>"',
    })
    .optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  STOCK_ALERT_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  // Order limits (docs/operations.md): cash on delivery costs nothing to order, so fake orders are capped.
  ORDER_LIMIT_ACCOUNT_10MIN: limit(5),
  ORDER_LIMIT_ACCOUNT_DAY: limit(20),
  ORDER_LIMIT_ADDRESS_10MIN: limit(20),
  ORDER_LIMIT_ADDRESS_DAY: limit(100),
  ORDER_OPEN_LIMIT_ACCOUNT: limit(5),
  ORDER_OPEN_LIMIT_PHONE: limit(5),
  ORDER_PIECES_LIMIT: limit(20),
  ORDERS_REQUIRE_CONFIRMED_EMAIL: bool,
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(600_000),
  TRUST_PROXY: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SEED_ON_EMPTY: z.enum(['true', 'false']).default('true'),
  SHOP_NAME: z.string().default('Mira Home & Fashion'),
  SHOP_SHORT_NAME: z.string().default('Mira'),
  SHOP_PHONE: z.string().default('+961 1 234 567'),
  SHOP_WHATSAPP: z
    .string()
    .regex(/^\d{8,15}$/, 'SHOP_WHATSAPP must be the international number in digits only, e.g. 9611234567')
    .default('9611234567'),
  SHOP_EMAIL: z.email().default('hello@mira-shop.example'),
  SHOP_FACEBOOK_URL: z.url().default('https://www.facebook.com/'),
  SHOP_INSTAGRAM_URL: z.url().default('https://www.instagram.com/'),
  SHOP_NEWSLETTER_URL: z.url().default('https://example.com/newsletter'),
  SHOP_MAP_EMBED_URL: z
    .url()
    .default('https://www.openstreetmap.org/export/embed.html?bbox=35.47%2C33.87%2C35.53%2C33.91'),
  SHOP_CARD_PUBLISHABLE_KEY: z.string().default(''),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl,
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters long').optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // Requests a process works on at once; the rest wait their turn (plugins/lanes.ts, decision 108).
  REQUEST_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(2),
  // Milliseconds live search may use a search version read that long ago; writes wait as long (decision 109).
  SEARCH_VERSION_WINDOW_MS: z.coerce.number().int().min(0).max(1000).default(20),
  // The owner's morning digest: the hour (Beirut) it leaves at; empty turns it off.
  DIGEST_HOUR: z
    .string()
    .default('8')
    .refine((value) => value.trim() === '' || /^(1?\d|2[0-3])$/.test(value.trim()), {
      message: 'DIGEST_HOUR must be an hour from 0 to 23 (Beirut time), or empty for no digest',
    })
    .transform((value) => (value.trim() === '' ? undefined : Number(value.trim()))),
});

type Env = z.infer<typeof envSchema>;

/** Object storage for images (S3 or compatible); unset keeps them under DATA_DIR/media. */
export interface S3Config {
  bucket: string;
  /** Unset: AWS itself. Set: an S3-compatible server, addressed path-style. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A CDN or public bucket URL that image URLs point at; unset: the server serves /images itself. */
  publicBaseUrl: string | undefined;
}

const S3_REQUIRED = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', ...S3_REQUIRED, 'S3_PUBLIC_URL'] as const;

/** S3 is all or nothing: a bucket needs its region and keys, and no other S3_* goes without a bucket. */
function s3Config(e: Env): S3Config | undefined {
  if (!e.S3_BUCKET) {
    const stray = S3_VARIABLES.filter((name) => e[name]);
    if (stray.length === 0) return undefined;
    throw new ConfigError(`Invalid configuration:\n  S3_BUCKET: required when ${stray.join(', ')} is set`);
  }
  const missing = S3_REQUIRED.filter((name) => !e[name]);
  if (missing.length > 0) {
    const lines = missing.map((name) => `  ${name}: required when S3_BUCKET is set`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION as string,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    publicBaseUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
  };
}

/** The shop's identity, as the storefront receives it (GET /shop). */
type ShopIdentity = Omit<Shop, 'priceDisplay' | 'dollarRate'>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Undefined outside production: a random secret is then kept in DATA_DIR (see `resolveJwtSecret`). */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  authRateLimit: number;
  /** Back-in-stock alerts one client address may ask for in a minute: the shop must not flood mailboxes. */
  stockAlertRateLimit: number;
  orderLimits: OrderLimits;
  /**
   * How long a request may take to arrive in full (headers and body); then it is answered 408 and its
   * connection closed, so a client that stops sending cannot hold it open.
   */
  requestTimeoutMs: number;
  trustProxy: boolean;
  logLevel: string;
  /** Built web app to serve; undefined serves the API only. */
  webDist: string | undefined;
  seedOnEmpty: boolean;
  shop: ShopIdentity;
  /** Undefined: images are kept under DATA_DIR/media. */
  s3: S3Config | undefined;
  /** Bearer token that lets a scraper read /metrics; undefined: admins only. */
  metricsToken: string | undefined;
  /** How many server processes `npm start` runs (several only on a PostgreSQL server). */
  webConcurrency: number;
  /** Requests a process works on at once (plugins/lanes.ts). */
  requestConcurrency: number;
  /** How old a search version read live search may use; 0: a read per keystroke (decision 109). */
  searchVersionWindowMs: number;
  /** The hour (0–23, Beirut) the owner's morning digest leaves at; undefined: no digest. */
  digestHour: number | undefined;
}

/**
 * What one shopper may order (orders/limits.ts). Orders are counted per account and per client address
 * (requests, in the shared rate-limit store); open orders are those still Processing.
 */
export interface OrderLimits {
  perAccount10Min: number;
  perAccountDay: number;
  perAddress10Min: number;
  perAddressDay: number;
  openPerAccount: number;
  openPerPhone: number;
  piecesPerLine: number;
  /** The account's e-mail address must be confirmed (a mailed link) before it orders. */
  requireConfirmedEmail: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production (a long random string)',
    );
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: several processes need DATABASE_URL (a PostgreSQL server); ' +
        'the embedded database is owned by one process',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.SHOP_NAME} <${e.SHOP_EMAIL}>`,
    authRateLimit: e.AUTH_RATE_LIMIT,
    stockAlertRateLimit: e.STOCK_ALERT_RATE_LIMIT,
    orderLimits: {
      perAccount10Min: e.ORDER_LIMIT_ACCOUNT_10MIN,
      perAccountDay: e.ORDER_LIMIT_ACCOUNT_DAY,
      perAddress10Min: e.ORDER_LIMIT_ADDRESS_10MIN,
      perAddressDay: e.ORDER_LIMIT_ADDRESS_DAY,
      openPerAccount: e.ORDER_OPEN_LIMIT_ACCOUNT,
      openPerPhone: e.ORDER_OPEN_LIMIT_PHONE,
      piecesPerLine: e.ORDER_PIECES_LIMIT,
      requireConfirmedEmail: e.ORDERS_REQUIRE_CONFIRMED_EMAIL,
    },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    seedOnEmpty: e.SEED_ON_EMPTY === 'true',
    s3: s3Config(e),
    metricsToken: e.METRICS_TOKEN || undefined,
    webConcurrency: e.WEB_CONCURRENCY,
    requestConcurrency: e.REQUEST_CONCURRENCY,
    searchVersionWindowMs: e.SEARCH_VERSION_WINDOW_MS,
    digestHour: e.DIGEST_HOUR,
    shop: {
      name: e.SHOP_NAME,
      shortName: e.SHOP_SHORT_NAME,
      phone: e.SHOP_PHONE,
      whatsapp: e.SHOP_WHATSAPP,
      email: e.SHOP_EMAIL,
      facebookUrl: e.SHOP_FACEBOOK_URL,
      instagramUrl: e.SHOP_INSTAGRAM_URL,
      newsletterUrl: e.SHOP_NEWSLETTER_URL,
      mapEmbedUrl: e.SHOP_MAP_EMBED_URL,
      cardPublishableKey: e.SHOP_CARD_PUBLISHABLE_KEY,
    },
  };
}
