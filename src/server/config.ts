/**
 * The server's configuration, read from the environment once, here and nowhere else.
 * A bad value stops the server at start with one line naming the variable.
 */
import net from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { CURRENCIES, type CurrencyCode } from '#shared/money.ts'
import type { BkashClientOptions } from './features/payments/bkash/client.ts'

/** SSLCommerz's two gateways: its sandbox (test cards and wallets) and the live one. */
const SSLCOMMERZ_SANDBOX_URL = 'https://sandbox.sslcommerz.com'
const SSLCOMMERZ_LIVE_URL = 'https://securepay.sslcommerz.com'
/** bKash Tokenized Checkout's two addresses, up to the API version the client speaks. */
const BKASH_SANDBOX_URL = 'https://tokenized.sandbox.bka.sh/v1.2.0-beta'
const BKASH_LIVE_URL = 'https://tokenized.pay.bka.sh/v1.2.0-beta'
/** bKash's merchant credentials: all four, or none (bKash not offered). */
const BKASH_CREDENTIALS = [
  'BKASH_USERNAME',
  'BKASH_PASSWORD',
  'BKASH_APP_KEY',
  'BKASH_APP_SECRET',
] as const

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

/** The tour page's map tiles by default: OpenStreetMap's own (its tile usage policy applies). */
const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
const OSM_ATTRIBUTION = '© OpenStreetMap contributors'

/** A raster tile template: an http(s) address naming {z}, {x} and {y} (and maybe {s} or {r}). */
function isTileTemplate(value: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false
  try {
    const url = new URL(value.replace(/\{[a-z]+\}/g, 'a'))
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** An address, a CIDR range, or one of proxy-addr's names for a family of ranges. */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true
  const [address = '', prefix, ...rest] = value.split('/')
  const family = net.isIP(address)
  if (!family || rest.length) return false
  return (
    prefix === undefined ||
    (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
  )
}

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('127.0.0.1')),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  SEED: z.preprocess(emptyToUndefined, z.enum(['demo', 'demo-bd', 'none']).optional()),
  PRICING_CURRENCY: z.preprocess(
    (value) => (typeof value === 'string' ? emptyToUndefined(value.toLowerCase()) : value),
    z.enum(CURRENCIES, 'must be usd or bdt').optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  CLIENT_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./dist/client')),
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  ADMIN_EMAILS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be a comma-separated list of emails')))
      .optional(),
  ),
  GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_DISCOVERY_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .default('https://accounts.google.com/.well-known/openid-configuration'),
  ),
  PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'stripe']).optional()),
  STRIPE_SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^pk_(test|live)_/, 'must be a Stripe publishable key (pk_…)')
      .optional(),
  ),
  // SSLCommerz, the hosted gateway for cards, bKash, Nagad and Rocket: on when both are set.
  SSLCOMMERZ_STORE_ID: z.preprocess(emptyToUndefined, z.string().min(1).max(100).optional()),
  SSLCOMMERZ_STORE_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(1).max(200).optional()),
  SSLCOMMERZ_SANDBOX: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { error: () => 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
  ),
  /** The gateway's address, for a stand-in or a proxy (else its sandbox's or live one's). */
  SSLCOMMERZ_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  // bKash Tokenized Checkout, offered on a taka site: on when all four credentials are set.
  BKASH_USERNAME: z.preprocess(emptyToUndefined, z.string().min(1).max(200).optional()),
  BKASH_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(1).max(200).optional()),
  BKASH_APP_KEY: z.preprocess(emptyToUndefined, z.string().min(1).max(200).optional()),
  BKASH_APP_SECRET: z.preprocess(emptyToUndefined, z.string().min(1).max(200).optional()),
  BKASH_SANDBOX: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { error: () => 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
  ),
  /** bKash's address up to the API version, for a stand-in or a proxy (else sandbox or live). */
  BKASH_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_…)')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).optional()),
  CONTACT_TO: z.preprocess(emptyToUndefined, z.email('must be an email address').optional()),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  RATE_LIMITS_WITHOUT_REDIS: z.preprocess(
    emptyToUndefined,
    z.enum(['open', 'closed'], 'must be open or closed').default('open'),
  ),
  BOOKINGS_PER_MINUTE_PER_ACCOUNT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1, 'must be at least 1').default(10),
  ),
  DATABASE_POOL_MAX: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1, 'must be at least 1')
      .max(1000, 'must be at most 1000')
      .default(10),
  ),
  DATABASE_POOL_WAIT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1, 'must be at least 1')
      .max(60_000, 'must be at most 60000')
      .default(5_000),
  ),
  DATABASE_START_WAIT_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(0, 'must be 0 or more')
      .max(3_600, 'must be at most 3600')
      .default(60),
  ),
  HOLD_HOURS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .positive('must be more than 0')
      .max(720, 'must be at most 720 (30 days)')
      .default(24),
  ),
  BOOKINGS_PER_MINUTE_PER_CLIENT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1, 'must be at least 1').default(30),
  ),
  COMPANY_TRADE_LICENCE: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(60, 'must be at most 60 characters').optional(),
  ),
  // Bangladesh's BIN: 9 digits, or 13 written with a hyphen (000123456-0101).
  COMPANY_BIN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(
        /^(?=.{9,14}$)\d+(-\d+)?$/,
        'must be a BIN: 9 to 14 characters, digits and at most one hyphen (e.g. 000123456-0101)',
      )
      .optional(),
  ),
  VAT_PERCENT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .min(0, 'must be 0 or more')
      .max(50, 'must be at most 50')
      // Checked on the hundredths with a tolerance: 0.07 * 100 is not exactly 7 in binary.
      .refine(
        (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        'must have at most 2 decimals',
      )
      .optional(),
  ),
  SITEMAP_URLS_PER_FILE: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(10, 'must be at least 10')
      .max(50_000, 'must be at most 50000 (the sitemap protocol)')
      .default(50_000),
  ),
  // Unset: OpenStreetMap's tiles; empty: no map (the tour page lists its points only).
  MAP_TILE_URL: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || isTileTemplate(value),
      'must be an http(s) tile address with {z}, {x} and {y}, or empty for no map',
    )
    .optional(),
  MAP_TILE_ATTRIBUTION: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(200, 'must be at most 200 characters').optional(),
  ),
  // Messages to phones (decision 051): SSL Wireless's iSMS for SMS, on when token and SID are set.
  SSL_WIRELESS_API_TOKEN: z.preprocess(emptyToUndefined, z.string().min(1).max(200).optional()),
  SSL_WIRELESS_SID: z.preprocess(emptyToUndefined, z.string().min(1).max(100).optional()),
  /** The gateway's address, for a stand-in or a proxy (else its own). */
  SSL_WIRELESS_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** The secret in the delivery-report and inbound-SMS addresses given to the gateway. */
  SMS_WEBHOOK_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  // WhatsApp Business Cloud API: on when all four are set.
  WHATSAPP_TOKEN: z.preprocess(emptyToUndefined, z.string().min(1).max(1000).optional()),
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,30}$/, 'must be the phone number ID (digits)')
      .optional(),
  ),
  WHATSAPP_APP_SECRET: z.preprocess(emptyToUndefined, z.string().min(1).max(200).optional()),
  WHATSAPP_VERIFY_TOKEN: z.preprocess(emptyToUndefined, z.string().min(1).max(200).optional()),
  /** The Graph API's address with its version, for a stand-in or a proxy. */
  WHATSAPP_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .refine(
              isProxyAddress,
              'must be a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
            ),
        ),
      )
      .optional(),
  ),
})

export interface Config {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  publicUrl: string
  /** Absolute path of the embedded database's folder (unused with `databaseUrl`). */
  dataDir: string
  /** PostgreSQL connection string; unset means the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined
  /**
   * PostgreSQL only: connections each instance's pool opens at most, and how long a request
   * waits for a free one before its answer is 503 with Retry-After.
   */
  databasePool: { max: number; waitMs: number }
  /** PostgreSQL only: how long a start waits for the database to answer, retrying. */
  databaseStartWaitSeconds: number
  /** Embedded database in memory (tests only): no folder, no lock. */
  inMemory: boolean
  /** `demo-bd`: the demo catalogue priced in taka, as a Bangladeshi operator would price it. */
  seed: 'demo' | 'demo-bd' | 'none'
  /**
   * What every price, total and payment is in (decision 040): US dollars, or whole taka. A
   * database remembers it, and a server started with another one refuses to start.
   */
  pricingCurrency: CurrencyCode
  logLevel: string
  /** Absolute path of the built web app (index.html and assets). */
  clientDir: string
  /** Session signing secret; unset outside production means "generate one into DATA_DIR". */
  authSecret: string | undefined
  /** Accounts with these (lower-cased) emails are admins. */
  adminEmails: string[]
  /** Google (or any OpenID provider) sign-in; undefined when not configured. */
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined
  /** Shared counters (rate limits) across instances; unset keeps them in the database. */
  redisUrl: string | undefined
  /**
   * While Redis cannot answer: `open` lets rate-limited requests through uncounted (customers
   * can still sign in and book), `closed` refuses them with 503 and Retry-After (no guess or
   * flood goes uncounted).
   */
  rateLimitsWithoutRedis: 'open' | 'closed'
  /**
   * Proxies (balancers) whose X-Forwarded-For is believed for the client's address: addresses,
   * CIDR ranges or loopback/linklocal/uniquelocal. Empty: the socket's peer is the client.
   */
  trustProxy: string[]
  /**
   * Bookings allowed per minute to one account and to one client address (a 429 with the wait
   * beyond). Load tests raise them; a customer never meets them.
   */
  bookingLimits: { perAccountPerMinute: number; perClientPerMinute: number }
  /** How long an unpaid booking of a departure holds its seats before it expires. */
  holdHours: number
  /** URLs in one sitemap file; past it /sitemap.xml becomes an index of /sitemap-N.xml. */
  sitemapUrlsPerFile: number
  /**
   * What receipts print about the seller: trade licence and BIN when set; a VAT rate above 0
   * means VAT-registered (prices include it) and receipts show the VAT in what was paid.
   */
  invoice: { tradeLicence: string | null; bin: string | null; vatPercent: number }
  /**
   * The tour page's map (decision 047): a raster tile address template (`{z}/{x}/{y}`), null for
   * no map (the points' list only), and the attribution shown under it. The page's CSP allows
   * images from the template's origin.
   */
  map: { tileUrl: string | null; attribution: string }
  /** Outgoing mail; without smtpUrl mail waits in the outbox. */
  mail: { smtpUrl: string | undefined; from: string; contactTo: string | undefined }
  /** SSLCommerz's store, when configured: offered beside the card provider on the Pay page. */
  sslcommerz: { storeId: string; storePassword: string; baseUrl: string } | null
  /**
   * bKash Tokenized Checkout's merchant, when configured: offered on the Pay page of a site
   * that prices in taka (bKash takes nothing else). `timeoutMs` is not read from the
   * environment: bKash asks for 30 s, and tests shorten it to see a lost answer quickly.
   */
  bkash: Omit<BkashClientOptions, 'now'> | null
  /**
   * Messages to phones (decision 051): each channel with its provider, or null when not
   * configured (nothing is queued for it).
   */
  phone: { sms: SmsGatewayConfig | null; whatsapp: WhatsAppConfig | null }
  /** Card payments: the built-in sandbox (offline default) or Stripe. */
  payments:
    | { provider: 'sandbox' }
    | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string }
}

/** SSL Wireless iSMS: its address, API token, sender ID, and our webhooks' secret. */
export interface SmsGatewayConfig {
  baseUrl: string
  apiToken: string
  sid: string
  webhookToken: string | null
}

/** WhatsApp Business Cloud API: the Graph address (with version), number, token and secrets. */
export interface WhatsAppConfig {
  baseUrl: string
  token: string
  phoneNumberId: string
  appSecret: string
  verifyToken: string
}

const SSL_WIRELESS_URL = 'https://smsplus.sslwireless.com'
const WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0'
const WHATSAPP_SETTINGS = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = issue?.path.join('.') ?? 'environment'
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'bad value'}`)
  }
  const e = parsed.data
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid AUTH_SECRET: required when NODE_ENV=production')
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    const missing = e.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'
    throw new ConfigError(`Invalid ${missing}: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET`)
  }
  const paymentProvider = e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox')
  if (paymentProvider === 'stripe') {
    for (const name of [
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ] as const) {
      if (!e[name]) throw new ConfigError(`Invalid ${name}: required when PAYMENT_PROVIDER=stripe`)
    }
  }
  if (Boolean(e.SSLCOMMERZ_STORE_ID) !== Boolean(e.SSLCOMMERZ_STORE_PASSWORD)) {
    const missing = e.SSLCOMMERZ_STORE_ID ? 'SSLCOMMERZ_STORE_PASSWORD' : 'SSLCOMMERZ_STORE_ID'
    throw new ConfigError(
      `Invalid ${missing}: set both SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD`,
    )
  }
  const bkashSet = BKASH_CREDENTIALS.filter((name) => e[name])
  if (bkashSet.length > 0 && bkashSet.length < BKASH_CREDENTIALS.length) {
    const missing = BKASH_CREDENTIALS.find((name) => !e[name])!
    throw new ConfigError(
      `Invalid ${missing}: set all of BKASH_USERNAME, BKASH_PASSWORD, BKASH_APP_KEY and BKASH_APP_SECRET`,
    )
  }
  if (Boolean(e.SSL_WIRELESS_API_TOKEN) !== Boolean(e.SSL_WIRELESS_SID)) {
    const missing = e.SSL_WIRELESS_API_TOKEN ? 'SSL_WIRELESS_SID' : 'SSL_WIRELESS_API_TOKEN'
    throw new ConfigError(
      `Invalid ${missing}: set both SSL_WIRELESS_API_TOKEN and SSL_WIRELESS_SID`,
    )
  }
  const whatsappSet = WHATSAPP_SETTINGS.filter((name) => e[name])
  if (whatsappSet.length > 0 && whatsappSet.length < WHATSAPP_SETTINGS.length) {
    const missing = WHATSAPP_SETTINGS.find((name) => !e[name])!
    throw new ConfigError(`Invalid ${missing}: set all of ${WHATSAPP_SETTINGS.join(', ')}`)
  }
  // The demo follows the currency: its dollar catalogue, or the taka one (SEED=demo-bd).
  const pricingCurrency = e.PRICING_CURRENCY ?? (e.SEED === 'demo-bd' ? 'bdt' : 'usd')
  const seed = e.SEED ?? (pricingCurrency === 'bdt' ? 'demo-bd' : 'demo')
  if ((seed === 'demo-bd') !== (pricingCurrency === 'bdt') && seed !== 'none') {
    throw new ConfigError(
      `Invalid SEED: the ${seed} catalogue is priced in ${seed === 'demo' ? 'usd' : 'bdt'}, not ${pricingCurrency}`,
    )
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePool: { max: e.DATABASE_POOL_MAX, waitMs: e.DATABASE_POOL_WAIT_MS },
    databaseStartWaitSeconds: e.DATABASE_START_WAIT_SECONDS,
    inMemory: false,
    seed,
    pricingCurrency,
    logLevel: e.LOG_LEVEL,
    clientDir: path.resolve(e.CLIENT_DIR),
    authSecret: e.AUTH_SECRET,
    adminEmails: e.ADMIN_EMAILS ?? [],
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            discoveryUrl: e.GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    redisUrl: e.REDIS_URL,
    rateLimitsWithoutRedis: e.RATE_LIMITS_WITHOUT_REDIS,
    // In production a balancer on the same host is the usual setup; another host must be named.
    trustProxy: e.TRUST_PROXY ?? (e.NODE_ENV === 'production' ? ['loopback'] : []),
    bookingLimits: {
      perAccountPerMinute: e.BOOKINGS_PER_MINUTE_PER_ACCOUNT,
      perClientPerMinute: e.BOOKINGS_PER_MINUTE_PER_CLIENT,
    },
    holdHours: e.HOLD_HOURS,
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    invoice: {
      tradeLicence: e.COMPANY_TRADE_LICENCE ?? null,
      bin: e.COMPANY_BIN ?? null,
      vatPercent: e.VAT_PERCENT ?? 0,
    },
    map: {
      tileUrl: e.MAP_TILE_URL === undefined ? OSM_TILE_URL : e.MAP_TILE_URL || null,
      attribution: e.MAP_TILE_ATTRIBUTION ?? OSM_ATTRIBUTION,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? 'Bangla Tours <no-reply@banglatours.example>',
      contactTo: e.CONTACT_TO,
    },
    sslcommerz:
      e.SSLCOMMERZ_STORE_ID && e.SSLCOMMERZ_STORE_PASSWORD
        ? {
            storeId: e.SSLCOMMERZ_STORE_ID,
            storePassword: e.SSLCOMMERZ_STORE_PASSWORD,
            baseUrl:
              e.SSLCOMMERZ_URL?.replace(/\/+$/, '') ??
              (e.SSLCOMMERZ_SANDBOX ? SSLCOMMERZ_SANDBOX_URL : SSLCOMMERZ_LIVE_URL),
          }
        : null,
    bkash:
      e.BKASH_USERNAME && e.BKASH_PASSWORD && e.BKASH_APP_KEY && e.BKASH_APP_SECRET
        ? {
            baseUrl:
              e.BKASH_URL?.replace(/\/+$/, '') ??
              (e.BKASH_SANDBOX ? BKASH_SANDBOX_URL : BKASH_LIVE_URL),
            username: e.BKASH_USERNAME,
            password: e.BKASH_PASSWORD,
            appKey: e.BKASH_APP_KEY,
            appSecret: e.BKASH_APP_SECRET,
          }
        : null,
    phone: {
      sms:
        e.SSL_WIRELESS_API_TOKEN && e.SSL_WIRELESS_SID
          ? {
              baseUrl: (e.SSL_WIRELESS_URL ?? SSL_WIRELESS_URL).replace(/\/+$/, ''),
              apiToken: e.SSL_WIRELESS_API_TOKEN,
              sid: e.SSL_WIRELESS_SID,
              webhookToken: e.SMS_WEBHOOK_TOKEN ?? null,
            }
          : null,
      whatsapp:
        e.WHATSAPP_TOKEN &&
        e.WHATSAPP_PHONE_NUMBER_ID &&
        e.WHATSAPP_APP_SECRET &&
        e.WHATSAPP_VERIFY_TOKEN
          ? {
              baseUrl: (e.WHATSAPP_API_URL ?? WHATSAPP_API_URL).replace(/\/+$/, ''),
              token: e.WHATSAPP_TOKEN,
              phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
              appSecret: e.WHATSAPP_APP_SECRET,
              verifyToken: e.WHATSAPP_VERIFY_TOKEN,
            }
          : null,
    },
    payments:
      paymentProvider === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY!,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          }
        : { provider: 'sandbox' },
  }
}
