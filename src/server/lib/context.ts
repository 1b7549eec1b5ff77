/** What every verb receives: the database, and the signed-in user once a guard has run. */
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/db/client.ts'
import type { Role } from '#server/db/schema/auth.ts'
import type { PhoneChannel } from '#server/db/schema/phone-messages.ts'
import type { CatalogCache } from '#server/caches/catalog-cache.ts'
import type { Locale } from '#shared/messages.ts'
import type { CurrencyCode } from '#shared/money.ts'

export interface SessionUser {
  id: string
  email: string
  /** Whether the person proved the address is theirs (a link mailed to it). */
  emailVerified: boolean
  name: string
  image: string | null
  phone: string | null
  role: Role
  isAdmin: boolean
  /** The language of the account's mails (users.locale). */
  locale: Locale
}

export interface Ctx {
  db: Db
  /** The site's public origin, for links in mails. */
  publicUrl: string
  /** Tells the mail worker that new mail is waiting (so it need not wait for its next poll). */
  mailQueued: () => void
  /**
   * The phone channels with a provider configured (decision 051): messages are queued only for
   * these. Absent or empty: none are (a script's or a test's context).
   */
  phoneChannels?: readonly PhoneChannel[]
  /** Tells the phone worker that messages are waiting. */
  phoneQueued?: () => void
  /** The catalogue's answers, shared by every request of this app (see catalog-cache.ts). */
  catalogCache: CatalogCache
  /** What the site prices in (PRICING_CURRENCY): new orders are in it. */
  pricingCurrency: CurrencyCode
  /** How long an unpaid booking of a departure holds its seats (HOLD_HOURS). */
  holdHours: number
  /** After changing a user or session outside better-auth: forget remembered sessions. */
  identityChanged: () => void
  /**
   * The request's logger (its id on every line), or the app's outside a request: for what a
   * verb tolerates and must not hide, e.g. a provider's refusal left to a sweep.
   */
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  user?: SessionUser
}

/** The context after `requireUser`: verbs that need a user take this type. */
export type UserCtx = Ctx & { user: SessionUser }
