/**
 * Builds the application: external plugins (security headers, compression, rate limits, OpenAPI),
 * then ours (database), then routes, and one error handler. It does not listen: main.ts does, and
 * tests use `app.inject()`.
 */
import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { signInOptionsSchema } from '#shared/contracts/auth.ts'
import { createAuth, trustedOrigins } from './auth/auth.ts'
import {
  databaseRateLimitStorage,
  redisRateLimitStorage,
  type RateLimitStorage,
} from './auth/rate-limit-storage.ts'
import { resolveAuthSecret } from './auth/secret.ts'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { CatalogCache, catalogCachePlugin } from './features/catalog/catalog-cache.ts'
import { catalogRoutes } from './features/catalog/routes.ts'
import { healthRoutes } from './features/health/routes.ts'
import { reviewRoutes } from './features/reviews/routes.ts'
import { uploadApiRoutes, uploadFileRoutes } from './features/uploads/routes.ts'
import { createPageCache, webRoutes, type PageCache } from './features/site/routes.ts'
import { seoRoutes } from './features/site/seo-routes.ts'
import { AppError, TooManyRequests } from './lib/errors.ts'
import { errorBody } from './lib/error-body.ts'
import {
  DEFAULT_SERVER_TIMEOUTS,
  FrontCache,
  serverFactoryWith,
  type ServerTimeouts,
} from './lib/front-cache.ts'
import { sharedRedis } from './lib/redis.ts'
import { authPlugin } from './plugins/auth.ts'
import { databasePlugin } from './plugins/database.ts'
import { securityHeadersPlugin } from './plugins/security-headers.ts'
import { inputGuardPlugin } from './plugins/input-guard.ts'
import { originCheckPlugin } from './plugins/origin-check.ts'
import { contactRoutes } from './features/contact/routes.ts'
import {
  createMailWorker,
  type MailWorker,
  type MailWorkerOptions,
} from './features/mail/worker.ts'
import { orderRoutes } from './features/orders/routes.ts'
import type { PaymentProvider } from './features/payments/provider.ts'
import { paymentRoutes, type PaymentRoutesOptions } from './features/payments/routes.ts'
import { sandboxProvider } from './features/payments/sandbox-provider.ts'
import { stripeProvider } from './features/payments/stripe-provider.ts'
import { userRoutes } from './features/users/routes.ts'
import { enqueueMail } from './features/mail/enqueue-mail.ts'
import { releaseAccountOrders } from './features/orders/release-account-orders.ts'
import { deleteReviewsOf } from './features/reviews/delete-reviews-of.ts'
import type { Ctx } from './lib/context.ts'
import { openApiPlugin } from './plugins/openapi.ts'

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
  /** How long a client may take to send a request (lib/front-cache.ts; 30 s, 10 s for headers). */
  serverTimeouts?: ServerTimeouts
}

function providerFor(config: Config, database: Database): PaymentProvider {
  return config.payments.provider === 'stripe'
    ? stripeProvider(config.payments)
    : sandboxProvider(database.db)
}

export async function buildApp({
  config,
  database,
  logger,
  paymentProvider,
  onOrderPaid,
  mailWorker: mailWorkerOptions,
  contactPerMinute,
  serverTimeouts = DEFAULT_SERVER_TIMEOUTS,
}: BuildAppOptions) {
  const catalogCache = new CatalogCache()
  // Repeated public GETs answered before routing (lib/front-cache.ts); off when every request
  // is to be logged.
  const frontCache = new FrontCache({
    currentStamp: () => catalogCache.stamp,
    enabled: !['debug', 'trace'].includes(config.logLevel),
  })
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    serverFactory: serverFactoryWith(frontCache, serverTimeouts),
    // Request ids in every log line, always ours: a client's X-Request-Id could collide with
    // another request's or forge one; it is logged apart, as clientRequestId (onResponse below).
    requestIdHeader: false,
    // Our own request log line (onResponse below), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => crypto.randomUUID(),
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (a broken %-escape, a path parameter over 100 characters) answer
    // in the envelope too, not in Fastify's shape that echoes the path. No hook runs for them.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .code(error.statusCode ?? 400)
        .header('x-content-type-options', 'nosniff')
        .send(
          errorBody(
            'BAD_REQUEST',
            error.code === 'FST_ERR_MAX_PARAM_LENGTH'
              ? 'This address is too long.'
              : 'This address is not valid.',
          ),
        )
    },
  }).withTypeProvider<ZodTypeProvider>()

  // Every request at debug level; at info only those that need a look (failed or slow). The
  // balancer's access log has the rest, and a log line per request was a tenth of a small
  // answer's cost. LOG_LEVEL=debug logs every request here too.
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime
    const level = reply.statusCode >= 400 || ms >= 1000 ? 'info' : 'debug'
    // A balancer's id (nginx's $request_id) finds the request in its log: 64 printable characters.
    const clientId = request.headers['x-request-id']
    const clientRequestId = clientId ? `${clientId}`.slice(0, 64).replace(/[^ -~]/g, '?') : ''
    request.log[level](
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms,
        ...(clientRequestId ? { clientRequestId } : {}),
      },
      'request',
    )
    done()
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // Before any plugin adds a route: a route keeps the error handler set when it was added.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequests) reply.header('retry-after', error.retryAfterSeconds)
      return reply.code(error.status).send(errorBody(error.code, error.message, error.details))
    }
    if (error.validation) {
      const first = error.validation[0]
      const where = error.validationContext ?? 'request'
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || ''
      return reply.code(400).send(
        errorBody(
          'BAD_REQUEST',
          `Invalid ${where}${field ? ` field "${field}"` : ''}: ${first?.message ?? 'bad value'}`,
          error.validation.map((v) => ({ path: v.instancePath, message: v.message })),
        ),
      )
    }
    const status = error.statusCode ?? 500
    if (status === 429) {
      return reply
        .code(429)
        .send(errorBody('TOO_MANY_REQUESTS', 'Too many requests. Please wait a moment.'))
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, body too large, …
      return reply.code(status).send(errorBody('BAD_REQUEST', error.message))
    }
    request.log.error({ err: error }, 'request failed')
    return reply
      .code(500)
      .send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again later.'))
  })

  const https = config.publicUrl.startsWith('https://')
  // Stripe.js and its card iframe, only when Stripe is the processor.
  const stripe =
    config.payments.provider === 'stripe'
      ? {
          script: ['https://js.stripe.com'],
          frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
          connect: ['https://api.stripe.com'],
        }
      : { script: [], frame: [], connect: [] }
  await app.register(securityHeadersPlugin, {
    documents: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          connectSrc: ["'self'", ...stripe.connect],
          frameSrc: stripe.frame.length ? stripe.frame : ["'none'"],
          fontSrc: ["'self'", 'data:'],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // https: profile pictures (Google's avatars) and plan images hosted elsewhere.
          imgSrc: ["'self'", 'data:', 'https:'],
          objectSrc: ["'none'"],
          scriptSrc: ["'self'", ...stripe.script],
          scriptSrcAttr: ["'none'"],
          // React and Radix set style attributes; sonner injects a style element.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Only meaningful (and harmless) when the site is served over https.
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: https ? undefined : false,
      crossOriginEmbedderPolicy: false,
    },
    // JSON renders nothing: a CSP that allows nothing, no framing, no sniffing, no referrer.
    data: {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          scriptSrcAttr: ["'none'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: https ? undefined : false,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: { action: 'deny' },
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    },
    // Powerful browser features the site never uses are off, for it and anything it embeds;
    // payments only for the site and Stripe's card frame (when Stripe is the processor).
    permissionsPolicy: [
      'accelerometer=()',
      'camera=()',
      'geolocation=()',
      'gyroscope=()',
      'magnetometer=()',
      'microphone=()',
      `payment=(self${stripe.script.map((origin) => ` "${origin}"`).join('')})`,
      'usb=()',
    ].join(', '),
    // The API docs page is a page.
    isData: (url) => url.startsWith('/api/') && !url.startsWith('/api/docs'),
  })
  await app.register(compress, { threshold: 1024, globalDecompression: false })
  // One Redis connection (with REDIS_URL) for every shared counter, closed with the app.
  const redis = config.redisUrl ? sharedRedis(app, config.redisUrl) : undefined
  // Off globally; write routes (contact, …) opt in with their own limits. With REDIS_URL the
  // counts are shared by every instance; while Redis does not answer, requests go through
  // uncounted rather than failing.
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, skipOnError: true } : {}),
  })
  await app.register(openApiPlugin, { publicUrl: config.publicUrl })
  const mailWorker = createMailWorker({
    db: database.db,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    log: app.log,
    ...mailWorkerOptions,
  })
  app.decorate('mailWorker', mailWorker)
  app.addHook('onReady', async () => mailWorker.start())
  // Before the database closes: finish the mail being sent, send no more.
  app.addHook('preClose', async () => mailWorker.stop())
  app.decorate('frontCache', frontCache)
  app.decorate('catalogCache', catalogCache)
  const pageCache = createPageCache()
  app.decorate('pageCache', pageCache)
  app.addHook('preClose', (done) => {
    frontCache.close()
    done()
  })
  await app.register(databasePlugin, {
    database,
    publicUrl: config.publicUrl,
    mailQueued: () => mailWorker.nudge(),
    catalogCache,
  })
  await app.register(catalogCachePlugin, { cache: catalogCache })

  const rateLimitStorage: RateLimitStorage = redis
    ? redisRateLimitStorage(redis, app.log)
    : databaseRateLimitStorage(database.db)
  // One provider for the payment routes and for the deletes that cancel open payments (an
  // order's, an account's).
  const provider = paymentProvider ?? providerFor(config, database)
  /** Work done outside a request (account mails, an account's deletion) gets this context. */
  const appCtx: Ctx = {
    db: database.db,
    publicUrl: config.publicUrl,
    mailQueued: () => mailWorker.nudge(),
    catalogCache,
  }
  const auth = createAuth({
    config,
    db: database.db,
    secret: resolveAuthSecret({ authSecret: config.authSecret, dataDir: config.dataDir }),
    rateLimitStorage,
    async sendMail(mail) {
      await enqueueMail(database.db, mail)
      mailWorker.nudge()
    },
    async beforeAccountDeleted(user) {
      // The owner deleting their own account: their unpaid bookings as they would delete them.
      const owner = { ...user, image: null, phone: null, role: 'customer' as const, isAdmin: false }
      await releaseAccountOrders({ ctx: { ...appCtx, user: owner }, provider })
      await deleteReviewsOf({ ctx: appCtx, userId: user.id })
    },
  })
  await app.register(authPlugin, {
    auth,
    publicUrl: config.publicUrl,
    adminEmails: config.adminEmails,
    trustedOrigins: trustedOrigins(config),
  })
  // Writes from other websites are refused; Stripe's webhook is signed and sends no Origin.
  await app.register(originCheckPlugin, {
    trustedOrigins: trustedOrigins(config),
    exemptRoutes: ['/api/payment/webhook'],
  })
  // Input no route can take (see input-guard.ts) is a 400 everywhere, better-auth's routes too.
  await app.register(inputGuardPlugin)

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(catalogRoutes, { provider })
      await api.register(reviewRoutes)
      await api.register(uploadApiRoutes)
      await api.register(userRoutes, { adminEmails: config.adminEmails })
      await api.register(orderRoutes, { provider, limits: config.bookingLimits })
      await api.register(contactRoutes, {
        contactTo: config.mail.contactTo,
        perMinute: contactPerMinute,
      })
      await api.register(paymentRoutes, {
        provider,
        onOrderPaid,
      })
      api.get(
        '/sign-in-options',
        {
          schema: {
            tags: ['users'],
            summary: 'Which sign-in methods the site offers',
            response: { 200: signInOptionsSchema },
          },
        },
        async () => ({ google: Boolean(config.google) }),
      )
    },
    { prefix: '/api' },
  )
  await app.register(uploadFileRoutes)
  await app.register(seoRoutes, { publicUrl: config.publicUrl })
  await app.register(webRoutes, {
    clientDir: config.clientDir,
    publicUrl: config.publicUrl,
    pages: pageCache,
  })

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker
    frontCache: FrontCache
    catalogCache: CatalogCache
    /** Server-rendered pages by path (features/site/routes.ts). */
    pageCache: PageCache
  }
}
