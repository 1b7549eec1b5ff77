/**
 * Builds the real app on a fresh test database, for `app.inject()` (API tests) or listening on
 * a free port (browser tests).
 */
import path from 'node:path'
import { buildApp, type App, type BuildAppOptions } from '#server/app.ts'
import type { Config } from '#server/config.ts'
import type { Ctx } from '#server/lib/context.ts'
import { seedDemo } from '#server/db/seed/seed-demo.ts'
import { createTestDatabase, type TestDatabase } from './test-database.ts'

export interface TestApp {
  app: App
  database: TestDatabase
  /** The configuration the app was built with (its auth secret signs factory sessions). */
  config: Config
  close(): Promise<void>
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://127.0.0.1',
    dataDir: '',
    databaseUrl: undefined,
    databasePool: { max: 10, waitMs: 5_000 },
    databaseStartWaitSeconds: 0,
    inMemory: true,
    seed: 'none',
    pricingCurrency: 'usd',
    logLevel: 'silent',
    clientDir: path.resolve('dist/client'),
    authSecret: 'test-secret-that-is-long-enough-0123456789',
    adminEmails: [],
    google: undefined,
    redisUrl: undefined,
    rateLimitsWithoutRedis: 'open',
    trustProxy: [],
    // Tests book far faster than people; the limits' own test sets small ones.
    bookingLimits: { perAccountPerMinute: 100_000, perClientPerMinute: 100_000 },
    holdHours: 24,
    sitemapUrlsPerFile: 50_000,
    invoice: { tradeLicence: null, bin: null, vatPercent: 0 },
    // No map: a page must not reach out to a tile server (pickup-map.spec.ts serves its own).
    map: { tileUrl: null, attribution: '© OpenStreetMap contributors' },
    payments: { provider: 'sandbox' },
    sslcommerz: null,
    bkash: null,
    phone: { sms: null, whatsapp: null },
    mail: {
      smtpUrl: undefined,
      from: 'Bangla Tours <tours@example.com>',
      contactTo: 'team@example.com',
    },
    ...overrides,
  }
}

export async function createTestApp({
  seed = 'none',
  config = {},
  database: given,
  ...options
}: {
  /** `demo-bd`: the demo priced in taka, on a taka site (seeded here: no template for it). */
  seed?: 'demo' | 'demo-bd' | 'none'
  config?: Partial<Config>
  /** Share an existing database (a second instance); it is not closed with this app. */
  database?: TestDatabase
} & Pick<
  BuildAppOptions,
  | 'paymentProvider'
  | 'onOrderPaid'
  | 'mailWorker'
  | 'phoneWorker'
  | 'contactPerMinute'
  | 'gatewayLimits'
  | 'lifecycleEveryMs'
  | 'logger'
> = {}): Promise<TestApp> {
  const database = given ?? (await createTestDatabase({ seed: seed === 'demo-bd' ? 'none' : seed }))
  if (seed === 'demo-bd' && !given) await seedDemo(database.db, 'bdt')
  const built = testConfig({
    seed,
    ...(seed === 'demo-bd' && { pricingCurrency: 'bdt' as const }),
    ...config,
  })
  const app = await buildApp({
    config: built,
    // A shared database is closed by its owner, not by this app.
    database: given ? { ...given, close: async () => {} } : database,
    logger: false,
    ...options,
  })
  await app.ready()
  return {
    app,
    database,
    config: built,
    async close() {
      // app.close() closes the database through the database plugin's onClose hook.
      await app.close()
    },
  }
}

/**
 * What a worker's or a script's verbs get outside any request (the app's own is not exposed):
 * the test app's database and settings, with no mail worker to nudge.
 */
export function systemCtx(t: TestApp): Ctx {
  return {
    db: t.database.db,
    publicUrl: t.config.publicUrl,
    mailQueued: () => {},
    catalogCache: t.app.catalogCache,
    pricingCurrency: t.config.pricingCurrency,
    holdHours: t.config.holdHours,
    identityChanged: () => {},
    log: t.app.log,
  }
}
