/**
 * The site's better-auth instance, wired to the rest of the app: its secret (auth/secret.ts),
 * its sign-in counters (in Redis when the instances share one, else in the database), account
 * mails written by the mail feature and put in the outbox, and an account's deletion through the
 * features that own its data. Composition, beside app.ts: auth/ itself imports no feature.
 */
import type { Redis } from 'ioredis'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '#server/config.ts'
import {
  resetPasswordMail,
  signInLinkMail,
  signUpAttemptMail,
  verifyEmailMail,
} from '#server/features/mail/account-templates.ts'
import { enqueueMail } from '#server/features/mail/enqueue-mail.ts'
import type { MailDraft } from '#server/features/mail/templates.ts'
import type { PaymentProvider } from '#server/lib/payment-provider.ts'
import { deleteAccountData } from '#server/features/users/delete-account-data.ts'
import { endAccountConsents } from '#server/features/phone-messages/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { createAuth } from './auth/auth.ts'
import { databaseRateLimitStorage, redisRateLimitStorage } from './auth/rate-limit-storage.ts'
import { resolveAuthSecret } from './auth/secret.ts'

export interface SiteAuthDeps {
  config: Config
  /** Work outside a request (account mails, an account's deletion) runs with this context. */
  ctx: Ctx
  provider: Pick<PaymentProvider, 'cancelIntent'>
  redis: Redis | undefined
  log: FastifyBaseLogger
}

export function createSiteAuth({ config, ctx, provider, redis, log }: SiteAuthDeps) {
  async function send(mail: MailDraft) {
    await enqueueMail(ctx.db, mail)
    ctx.mailQueued()
  }
  return createAuth({
    config,
    db: ctx.db,
    secret: resolveAuthSecret({ authSecret: config.authSecret, dataDir: config.dataDir }),
    rateLimitStorage: redis
      ? redisRateLimitStorage(redis, log, config.rateLimitsWithoutRedis)
      : databaseRateLimitStorage(ctx.db),
    accountMails: {
      resetPassword: (to, url, ref) => send(resetPasswordMail(to, url, ref)),
      verifyEmail: (to, url, ref) => send(verifyEmailMail(to, url, ref)),
      signUpAttempt: (to, publicUrl, hour) => send(signUpAttemptMail(to, publicUrl, hour)),
      signInLink: (to, url, ref) => send(signInLinkMail(to, url, ref)),
    },
    beforeAccountDeleted: async (user) => {
      await deleteAccountData({ ctx, provider, user })
      // Its consents to messages end with it (decision 051): nothing more goes to its number.
      await endAccountConsents(ctx.db, user.id)
    },
  })
}
