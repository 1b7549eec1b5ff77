/**
 * Builds the application from its plugins and features: the framework's settings, then
 * cross-cutting plugins (logging, errors, security headers, compression, rate limits, OpenAPI),
 * the database and caches, accounts, the request guards, and the routes. It does not listen:
 * main.ts does, and tests use `app.inject()`. Each piece explains itself in its own file.
 */
import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import Fastify, { LogController, type FastifyServerOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { trustedOrigins } from './auth/auth.ts'
import { createSiteAuth } from './auth/site-auth.ts'
import { CatalogCache, catalogCachePlugin } from './caches/catalog-cache.ts'
import {
  DEFAULT_SERVER_TIMEOUTS,
  FrontCache,
  serverFactoryWith,
  type ServerTimeouts,
} from './caches/front-cache.ts'
import { createPageCache, type PageCache } from './caches/page-cache.ts'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { catalogRoutes } from './features/catalog/routes.ts'
import { contactRoutes } from './features/contact/routes.ts'
import { healthRoutes } from './features/health/routes.ts'
import type { MailWorkerOptions } from './features/mail/worker.ts'
import { mailWorkerPlugin } from './features/mail/worker-plugin.ts'
import { orderRoutes } from './features/orders/routes.ts'
import { chooseProvider } from './features/payments/choose-provider.ts'
import type { PaymentProvider } from './features/payments/provider.ts'
import { paymentRoutes, type PaymentRoutesOptions } from './features/payments/routes.ts'
import { reviewRoutes } from './features/reviews/routes.ts'
import { webRoutes } from './features/site/routes.ts'
import { seoRoutes } from './features/site/seo-routes.ts'
import { uploadApiRoutes, uploadFileRoutes } from './features/uploads/routes.ts'
import { userRoutes } from './features/users/routes.ts'
import { signInOptionsRoutes } from './features/users/sign-in-options.ts'
import { sharedRedis } from './lib/redis.ts'
import { authPlugin } from './plugins/auth.ts'
import { databasePlugin } from './plugins/database.ts'
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler.ts'
import { inputGuardPlugin } from './plugins/input-guard.ts'
import { openApiPlugin } from './plugins/openapi.ts'
import { originCheckPlugin } from './plugins/origin-check.ts'
import { requestLogPlugin } from './plugins/request-log.ts'
import { securityHeadersPlugin } from './plugins/security-headers.ts'
import { siteSecurityPolicy } from './plugins/site-security-policy.ts'

export interface BuildAppOptions {
  config: Config
  database: Database
  logger?: FastifyServerOptions['logger']
  /** Tests may hand in a provider (e.g. Stripe pointed at a local stand-in). */
  paymentProvider?: PaymentProvider
  /** Runs once per order when it becomes Paid. */
  onOrderPaid?: PaymentRoutesOptions['onOrderPaid']
  /** Tests shorten the mail worker's timings. */
  mailWorker?: Pick<MailWorkerOptions, 'pollMs' | 'baseDelayMs' | 'maxAttempts' | 'leaseMs'>
  /** Contact messages per client per minute. */
  contactPerMinute?: number
  /** How long a client may take to send a request (caches/front-cache.ts; 30 s, 10 s for headers). */
  serverTimeouts?: ServerTimeouts
}

export async function buildApp(options: BuildAppOptions) {
  const { config, database, serverTimeouts = DEFAULT_SERVER_TIMEOUTS } = options
  const catalogCache = new CatalogCache()
  // Repeated public GETs answered before routing; off when every request is to be logged.
  const frontCache = new FrontCache({
    currentStamp: () => catalogCache.stamp,
    enabled: !['debug', 'trace'].includes(config.logLevel),
  })
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    serverFactory: serverFactoryWith(frontCache, serverTimeouts),
    // Our request ids only, and our own log line per request (plugins/request-log.ts).
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => crypto.randomUUID(),
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await app.register(requestLogPlugin)
  await app.register(errorHandlerPlugin)
  await app.register(securityHeadersPlugin, siteSecurityPolicy(config))
  await app.register(compress, { threshold: 1024, globalDecompression: false })
  // One Redis connection (with REDIS_URL) for every shared counter, closed with the app.
  const redis = config.redisUrl ? sharedRedis(app, config.redisUrl) : undefined
  // Off globally; write routes opt in with their own limits, shared by every instance through
  // Redis when there is one (requests go through uncounted while it does not answer).
  await app.register(rateLimit, { global: false, ...(redis ? { redis, skipOnError: true } : {}) })
  await app.register(openApiPlugin, { publicUrl: config.publicUrl })
  await app.register(mailWorkerPlugin, {
    db: database.db,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    ...options.mailWorker,
  })
  app.decorate('frontCache', frontCache)
  app.decorate('catalogCache', catalogCache)
  app.decorate('pageCache', createPageCache())
  app.addHook('preClose', async () => frontCache.close())
  /** What every verb works with; requests get a copy (plugins/database.ts). */
  const ctx = {
    db: database.db,
    publicUrl: config.publicUrl,
    mailQueued: () => app.mailWorker.nudge(),
    catalogCache,
    identityChanged: () => app.identityChanged(),
  }
  await app.register(databasePlugin, { database, ctx })
  await app.register(catalogCachePlugin, { cache: catalogCache })

  // One provider for the payment routes and for the deletes that cancel open payments.
  const provider = options.paymentProvider ?? chooseProvider(config, database.db)
  await app.register(authPlugin, {
    auth: createSiteAuth({ config, ctx, provider, redis, log: app.log }),
    publicUrl: config.publicUrl,
    adminEmails: config.adminEmails,
    trustedOrigins: trustedOrigins(config),
  })
  // Writes from other websites are refused; Stripe's webhook is signed and sends no Origin.
  await app.register(originCheckPlugin, {
    trustedOrigins: trustedOrigins(config),
    exemptRoutes: ['/api/payment/webhook'],
  })
  // Input no route can take is a 400 everywhere, better-auth's routes too.
  await app.register(inputGuardPlugin)

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(signInOptionsRoutes, { google: Boolean(config.google) })
      await api.register(catalogRoutes, { provider })
      await api.register(reviewRoutes)
      await api.register(uploadApiRoutes)
      await api.register(userRoutes, { adminEmails: config.adminEmails })
      await api.register(orderRoutes, { provider, limits: config.bookingLimits })
      const { contactPerMinute: perMinute } = options
      await api.register(contactRoutes, { contactTo: config.mail.contactTo, perMinute })
      await api.register(paymentRoutes, { provider, onOrderPaid: options.onOrderPaid })
    },
    { prefix: '/api' },
  )
  await app.register(uploadFileRoutes)
  await app.register(seoRoutes, { publicUrl: config.publicUrl })
  await app.register(webRoutes, {
    clientDir: config.clientDir,
    publicUrl: config.publicUrl,
    pages: app.pageCache,
  })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>

declare module 'fastify' {
  interface FastifyInstance {
    frontCache: FrontCache
    catalogCache: CatalogCache
    /** Server-rendered pages by path (caches/page-cache.ts). */
    pageCache: PageCache
  }
}
