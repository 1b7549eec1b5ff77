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
import { createSiteAuth } from './site-auth.ts'
import {
  DEFAULT_SERVER_TIMEOUTS,
  serverFactoryWith,
  type ServerTimeouts,
} from './caches/front-cache.ts'
import { cachesPlugin, createCaches } from './caches/plugin.ts'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { settlePricingCurrency } from './db/pricing-currency.ts'
import type { GatewayLimits } from './features/payments/gateway-down.ts'
import type { MailWorkerOptions } from './features/mail/worker.ts'
import { lifecycleWorkerPlugin } from './features/lifecycle/worker-plugin.ts'
import { mailWorkerPlugin } from './features/mail/worker-plugin.ts'
import { phoneProviders, phoneWorkerPlugin } from './features/phone-messages/worker-plugin.ts'
import type { PhoneWorkerOptions } from './features/phone-messages/worker.ts'
import { chooseProviders } from './features/payments/choose-provider.ts'
import type { PaymentProvider } from './lib/payment-provider.ts'
import type { PaymentRoutesOptions } from './features/payments/routes.ts'
import { sharedRedis } from './lib/redis.ts'
import { authPlugin } from './plugins/auth.ts'
import { databasePlugin } from './plugins/database.ts'
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler.ts'
import { inputGuardPlugin } from './plugins/input-guard.ts'
import { localePlugin } from './plugins/locale.ts'
import { openApiPlugin } from './plugins/openapi.ts'
import { originCheckPlugin } from './plugins/origin-check.ts'
import { requestLogPlugin } from './plugins/request-log.ts'
import { securityHeadersPlugin } from './plugins/security-headers.ts'
import { siteSecurityPolicy } from './plugins/site-security-policy.ts'
import { siteRoutes } from './routes.ts'

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
  /** Tests shorten the phone worker's timings. */
  phoneWorker?: Pick<PhoneWorkerOptions, 'pollMs' | 'baseDelayMs' | 'maxAttempts' | 'leaseMs'>
  /** How often the lifecycle worker runs (tests shorten it). */
  lifecycleEveryMs?: number
  /** Contact messages per client per minute. */
  contactPerMinute?: number
  /** Requests one address may make of the gateways' routes a minute (load and property tests). */
  gatewayLimits?: GatewayLimits
  /** How long a client may take to send a request (caches/front-cache.ts; 30 s, 10 s for headers). */
  serverTimeouts?: ServerTimeouts
}

export async function buildApp(options: BuildAppOptions) {
  const { config, database, serverTimeouts = DEFAULT_SERVER_TIMEOUTS } = options
  // Before anything reads a price: every stored amount is in the database's currency.
  await settlePricingCurrency(database.db, config.pricingCurrency)
  const caches = createCaches(config)
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    serverFactory: serverFactoryWith(caches.front, serverTimeouts),
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
  await app.register(localePlugin)
  await app.register(errorHandlerPlugin)
  await app.register(securityHeadersPlugin, siteSecurityPolicy(config))
  await app.register(compress, { threshold: 1024, globalDecompression: false })
  // One Redis connection (with REDIS_URL) for every shared counter, closed with the app.
  const redis = config.redisUrl ? await sharedRedis(app, config.redisUrl) : undefined
  // Off globally; write routes opt in with their own limits, shared by every instance through
  // Redis when there is one (requests go through uncounted while it does not answer).
  // Redis down: requests pass uncounted, or (RATE_LIMITS_WITHOUT_REDIS=closed) its error is a 503.
  const skipOnError = config.rateLimitsWithoutRedis === 'open'
  await app.register(rateLimit, { global: false, ...(redis ? { redis, skipOnError } : {}) })
  await app.register(openApiPlugin, { publicUrl: config.publicUrl })
  await app.register(mailWorkerPlugin, {
    db: database.db,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    ...options.mailWorker,
  })
  // Messages to phones (decision 051): a provider per configured channel; none, none queued.
  const providers = phoneProviders(config.phone)
  await app.register(phoneWorkerPlugin, {
    db: database.db,
    providers,
    ...options.phoneWorker,
  })
  /** What every verb works with; requests get a copy (plugins/database.ts). */
  const ctx = {
    db: database.db,
    publicUrl: config.publicUrl,
    mailQueued: () => app.mailWorker.nudge(),
    phoneChannels: providers.map((provider) => provider.channel),
    phoneQueued: () => app.phoneWorker.nudge(),
    catalogCache: caches.catalog,
    pricingCurrency: config.pricingCurrency,
    holdHours: config.holdHours,
    identityChanged: () => app.identityChanged(),
    log: app.log,
  }
  await app.register(databasePlugin, { database, ctx })
  await app.register(cachesPlugin, { caches })

  // One set of providers for the payment routes and for the deletes that cancel open payments.
  const provider = chooseProviders(config, database.db, options.paymentProvider)
  await app.register(lifecycleWorkerPlugin, { ctx, provider, everyMs: options.lifecycleEveryMs })
  await app.register(authPlugin, {
    auth: createSiteAuth({ config, ctx, provider, redis, log: app.log }),
    publicUrl: config.publicUrl,
    adminEmails: config.adminEmails,
    trustedOrigins: trustedOrigins(config),
  })
  // Writes from other websites are refused; Stripe's webhook is signed and sends no Origin.
  await app.register(originCheckPlugin, {
    trustedOrigins: trustedOrigins(config),
    // SSLCommerz's IPN comes from its servers and the customer's return is a form posted from
    // its page: neither can carry our origin, and both are read back from the gateway.
    exemptRoutes: [
      '/api/payment/webhook',
      '/api/payment/sslcommerz/ipn',
      '/api/payment/sslcommerz/return/:outcome',
      // The phone providers' calls: signed (WhatsApp) or carrying our secret (SSL Wireless).
      '/api/phone/whatsapp/webhook',
      '/api/phone/sms/report',
      '/api/phone/sms/inbound',
    ],
  })
  // Input no route can take is a 400 everywhere, better-auth's routes too.
  await app.register(inputGuardPlugin)

  await app.register(siteRoutes, {
    config,
    provider,
    onOrderPaid: options.onOrderPaid,
    contactPerMinute: options.contactPerMinute,
    gatewayLimits: options.gatewayLimits,
  })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
