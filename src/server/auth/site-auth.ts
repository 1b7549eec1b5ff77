/**
 * The site's better-auth instance, wired to the rest of the app: its secret (secret.ts), its
 * sign-in counters (in Redis when the instances share one, else in the database), account mails
 * through the outbox, and an account's deletion through the features that own its data.
 */
import type { Redis } from 'ioredis'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '#server/config.ts'
import { enqueueMail } from '#server/features/mail/enqueue-mail.ts'
import type { PaymentProvider } from '#server/features/payments/provider.ts'
import { deleteAccountData } from '#server/features/users/delete-account-data.ts'
import type { Ctx } from '#server/lib/context.ts'
import { createAuth } from './auth.ts'
import { databaseRateLimitStorage, redisRateLimitStorage } from './rate-limit-storage.ts'
import { resolveAuthSecret } from './secret.ts'

export interface SiteAuthDeps {
  config: Config
  /** Work outside a request (account mails, an account's deletion) runs with this context. */
  ctx: Ctx
  provider: Pick<PaymentProvider, 'cancelIntent'>
  redis: Redis | undefined
  log: FastifyBaseLogger
}

export function createSiteAuth({ config, ctx, provider, redis, log }: SiteAuthDeps) {
  return createAuth({
    config,
    db: ctx.db,
    secret: resolveAuthSecret({ authSecret: config.authSecret, dataDir: config.dataDir }),
    rateLimitStorage: redis
      ? redisRateLimitStorage(redis, log, config.rateLimitsWithoutRedis)
      : databaseRateLimitStorage(ctx.db),
    async sendMail(mail) {
      await enqueueMail(ctx.db, mail)
      ctx.mailQueued()
    },
    beforeAccountDeleted: (user) => deleteAccountData({ ctx, provider, user }),
  })
}
