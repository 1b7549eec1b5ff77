/**
 * better-auth, configured for this site: email and password (argon2id, at least 8 characters,
 * common and easily guessed passwords refused), Google sign-in through OpenID Connect when
 * configured, sessions and accounts in our database, rate limits on in every environment and
 * stored where every instance sees them. Accounts manage themselves: email verification,
 * password reset, profile (name, phone), change of email (verified), deletion. Every body is
 * checked with the shared schemas before better-auth sees it (validate-auth-body.ts). The role
 * is a server-only field: no sign-up or profile input can set it; ADMIN_EMAILS counts only for
 * verified addresses.
 */
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { genericOAuth } from 'better-auth/plugins/generic-oauth'
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { and, eq, isNotNull } from 'drizzle-orm'
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#shared/auth-errors.ts'
import {
  changeEmailSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  newPasswordSchema,
  profileSchema,
  signUpSchema,
} from '#shared/contracts/auth.ts'
import { paths } from '#shared/paths.ts'
import { toOneLine } from '#shared/text.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { accounts, sessions, users, verifications } from '#server/db/schema/index.ts'
import { AppError, Unavailable } from '#server/lib/errors.ts'
import {
  DEVICE_COOKIE_MAX_AGE,
  DEVICE_COOKIE_PATH,
  deviceCookieName,
  issueDeviceCookie,
  readCookie,
  verifyDeviceCookie,
} from './device-cookie.ts'
import { hashPassword, verifyPassword } from './password.ts'
import type { RateLimitStorage } from './rate-limit-storage.ts'
import { SIGN_IN_LINK_LIMIT, SIGN_IN_LINK_PATHS, signInLinkPlugin } from './sign-in-link.ts'
import { invalidBody, parseAuthBody, refuseWeakPassword } from './validate-auth-body.ts'
import { isLocale } from '#shared/i18n/catalogue.ts'
import { currentLocale, messages, type Locale } from '#shared/messages.ts'

/**
 * Sign-in attempts allowed per account in a quarter of an hour from browsers it has never
 * signed in on (shared by all of them, whatever the IP), and per browser that has (its device
 * cookie): strangers exhausting the first cannot lock out the owner's own browser.
 */
export const ACCOUNT_SIGN_IN_LIMIT = { window: 15 * 60, max: 10 }
export const DEVICE_SIGN_IN_LIMIT = { window: 15 * 60, max: 10 }

/** How long links in account mails work. */
const VERIFY_EMAIL_SECONDS = 24 * 60 * 60
const RESET_PASSWORD_SECONDS = 60 * 60

/** Per IP and path; better-auth answers 429 beyond these. */
const ipRules = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 10 },
  '/change-password': { window: 60, max: 5 },
  '/sign-in/social': { window: 60, max: 20 },
  // Each sends a mail: few per client.
  '/request-password-reset': { window: 60, max: 5 },
  '/send-verification-email': { window: 60, max: 3 },
  '/change-email': { window: 60, max: 5 },
  '/delete-user': { window: 60, max: 5 },
  '/reset-password': { window: 60, max: 10 },
  // A mailed sign-in link (sign-in-link.ts): few per client; its tokens are 32 random letters.
  [SIGN_IN_LINK_PATHS.request]: { window: 60, max: 3 },
  [SIGN_IN_LINK_PATHS.verify]: { window: 60, max: 10 },
  // Read on every page load; it carries no guessable secret.
  '/get-session': false as const,
}

/**
 * better-auth endpoints the site does not use, switched off (404) so they are no surface to
 * attack: OAuth token hand-outs, account linking, session listing and revocation, the
 * mailed-token account deletion, and server-only helpers. tests/security/auth-endpoints.test.ts
 * holds every other endpoint to its access level.
 */
export const DISABLED_AUTH_PATHS = [
  '/update-session',
  '/refresh-token',
  '/get-access-token',
  '/account-info',
  '/link-social',
  '/unlink-account',
  '/list-accounts',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/delete-user/callback',
  '/verify-password',
]

/** A 503 for a request the rate-limit counters could not count (RATE_LIMITS_WITHOUT_REDIS=closed). */
function countersUnavailable(retryAfter: number | null): APIError {
  return new APIError(
    'SERVICE_UNAVAILABLE',
    { code: 'UNAVAILABLE', message: messages.errors.countersDown },
    { 'retry-after': String(retryAfter ?? 5) },
  )
}

/** Origins allowed to call the auth endpoints: the site, and Vite's dev server in development. */
export function trustedOrigins(config: Pick<Config, 'publicUrl' | 'env'>): string[] {
  const origins = new Set([config.publicUrl])
  const url = new URL(config.publicUrl)
  // localhost and 127.0.0.1 are the same machine; people type either.
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') {
    const port = url.port ? `:${url.port}` : ''
    for (const host of ['localhost', '127.0.0.1']) origins.add(`${url.protocol}//${host}${port}`)
    if (config.env === 'development') {
      origins.add('http://localhost:5173')
      origins.add('http://127.0.0.1:5173')
    }
  }
  return [...origins]
}

/**
 * The auth cookies' prefix: over https the `__Host-` prefix (Secure, Path=/, no Domain), so no
 * sibling subdomain or plain-http page can set a cookie the site would read as its session.
 */
export function authCookiePrefix(publicUrl: string): string {
  return publicUrl.startsWith('https://') ? '__Host-better-auth' : 'better-auth'
}

/** The exact names of the auth cookies this site sets (session token first). */
export function authCookieNames(publicUrl: string) {
  const prefix = authCookiePrefix(publicUrl)
  return {
    session: `${prefix}.session_token`,
    all: new Set(
      ['session_token', 'session_data', 'dont_remember', 'account_data'].map(
        (name) => `${prefix}.${name}`,
      ),
    ),
  }
}

/**
 * The language of an account's mails (users.locale): the one its user row has; a row better-auth
 * hands over without it (none should) gets the request's.
 */
function localeOf(user: object): Locale {
  const locale = (user as { locale?: unknown }).locale
  return isLocale(locale) ? locale : currentLocale()
}

/** What reset-password needs of better-auth's internal adapter to know whose link it is. */
interface ResetTokenLookup {
  findVerificationValue(identifier: string): Promise<{ value: string; expiresAt: Date } | null>
  findUserById(id: string): Promise<{ email: string; name: string } | null>
}

/**
 * The account a password-reset token belongs to (the row better-auth keeps under
 * `reset-password:<token>`), so the new password is judged against its email and name; nothing
 * for an unknown or expired token, which better-auth then refuses itself.
 */
async function resetTokenOwner(
  adapter: ResetTokenLookup,
  token: unknown,
): Promise<{ email?: string; name?: string }> {
  if (typeof token !== 'string' || !token) return {}
  const verification = await adapter.findVerificationValue(`reset-password:${token}`)
  if (!verification || verification.expiresAt < new Date()) return {}
  return (await adapter.findUserById(verification.value)) ?? {}
}

/** A name as the site keeps it: one line, at most 80 characters (Google's names too). */
function boundedName(name: string): string {
  return Array.from(toOneLine(name)).slice(0, MAX_NAME_LENGTH).join('') || 'Traveller'
}

/**
 * Profile pictures come from the OpenID provider: an https address, or a small inline image
 * (what the page's CSP allows in img-src), of sane length; anything else is dropped.
 */
function boundedImage(image: string | null | undefined): string | null {
  const allowed = /^(https:\/\/|data:image\/(png|jpeg|gif|webp|svg\+xml);base64,)/
  return image && image.length <= 2048 && allowed.test(image) ? image : null
}

/** Whom an account mail is for, in their language. */
export interface AccountMailRecipient {
  id: string
  name: string
  email: string
  locale: Locale
}

/**
 * The account mails better-auth asks for, each put in the outbox by the caller (the mail feature
 * writes them; auth only says when and to whom). `ref` keeps one mail per link.
 */
export interface AccountMails {
  resetPassword(to: AccountMailRecipient, url: string, ref: string): Promise<void>
  verifyEmail(to: AccountMailRecipient, url: string, ref: string): Promise<void>
  /** Someone tried to sign up with this address (at most one mail an hour). */
  signUpAttempt(to: AccountMailRecipient, publicUrl: string, hour: number): Promise<void>
  signInLink(to: AccountMailRecipient, url: string, ref: string): Promise<void>
}

export interface AuthDeps {
  config: Pick<Config, 'publicUrl' | 'env' | 'adminEmails' | 'google'>
  db: Db
  secret: string
  rateLimitStorage: RateLimitStorage
  /** The account mails, through the outbox. */
  accountMails: AccountMails
  /**
   * Before an account is deleted: its unpaid bookings go, its paid ones stay for the company's
   * books (features/orders). Throws an AppError to refuse (e.g. a payment in progress).
   */
  beforeAccountDeleted?: (user: {
    id: string
    email: string
    name: string
    emailVerified: boolean
  }) => Promise<void>
}

export function createAuth({
  config,
  db,
  secret,
  rateLimitStorage,
  accountMails,
  beforeAccountDeleted,
}: AuthDeps) {
  const https = config.publicUrl.startsWith('https://')
  const deviceCookie = deviceCookieName(https)

  async function hasPassword(userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.userId, userId),
          eq(accounts.providerId, 'credential'),
          isNotNull(accounts.password),
        ),
      )
      .limit(1)
    return Boolean(row)
  }

  return betterAuth({
    appName: 'Bangla Tours',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config),
    telemetry: { enabled: false },
    disabledPaths: DISABLED_AUTH_PATHS,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
      // One use (better-auth consumes the token), an hour, and every session ends with it.
      resetPasswordTokenExpiresIn: RESET_PASSWORD_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await accountMails.resetPassword({ ...user, locale: localeOf(user) }, url, randomUUID())
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_SECONDS,
      async sendVerificationEmail({ user, url }) {
        await accountMails.verifyEmail({ ...user, locale: localeOf(user) }, url, randomUUID())
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'customer', input: false },
        phone: { type: 'string', required: false, input: true },
        // Set from the sign-up request's language (below), then by bookings
        // (features/accounts/account-locale.ts); never by the client.
        locale: { type: 'string', required: false, defaultValue: 'en', input: false },
      },
      // A verified address moves only by a link sent to the new one; an unverified account's
      // address is unproven anyway, so it moves at once and the new one gets the link.
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
      deleteUser: {
        enabled: true,
        async beforeDelete(user) {
          try {
            await beforeAccountDeleted?.(user)
          } catch (error) {
            if (error instanceof AppError) {
              throw new APIError(error.status === 409 ? 'CONFLICT' : 'BAD_REQUEST', {
                code: error.status === 409 ? 'PAYMENT_IN_PROGRESS' : error.code,
                message: error.message,
              })
            }
            throw error
          }
        },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: ipRules,
      customStorage: {
        // Counters out of reach with limits set to fail closed: a 503 asking to retry, not
        // better-auth's 429 "too many" (which would blame the visitor). Thrown before any
        // endpoint runs, it reaches our route's error handler.
        async consume(key, rule) {
          const decision = await rateLimitStorage.consume(key, rule)
          if (decision.unavailable) {
            throw new Unavailable(messages.errors.countersDown, decision.retryAfter ?? 5)
          }
          return decision
        },
      },
    },
    advanced: {
      // A session and its user in one query (relations in db/schema/auth.ts).
      database: { joins: true },
      // Names from authCookiePrefix: `__Host-` over https (which must not also get `__Secure-`).
      useSecureCookies: false,
      cookiePrefix: authCookiePrefix(config.publicUrl),
      defaultCookieAttributes: https ? { secure: true } : undefined,
      // Set by our Fastify bridge from the socket (or trusted proxy), never by the client.
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
    databaseHooks: {
      // A disabled account (features/users/set-user-disabled.ts) gets no new session: not
      // by password, Google, a verification link or anything else that signs in.
      session: {
        create: {
          before: async (session) => {
            const [owner] = await db
              .select({ disabledAt: users.disabledAt })
              .from(users)
              .where(eq(users.id, session.userId))
              .limit(1)
            if (owner?.disabledAt) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DISABLED',
                message: messages.authErrors.ACCOUNT_DISABLED!,
              })
            }
          },
        },
      },
      user: {
        create: {
          // Everyone starts a customer: ADMIN_EMAILS counts once the address is verified
          // (roles.ts). Names and pictures from Google are bounded like typed ones. The account
          // speaks the language of the page it signed up on (the web app names it in
          // Accept-Language; Google's callback is the browser's own navigation, with its
          // browser's languages).
          before: async (user) => ({
            data: {
              ...user,
              email: user.email.toLowerCase(),
              name: boundedName(user.name),
              image: boundedImage(user.image),
              role: 'customer',
              locale: currentLocale(),
            },
          }),
        },
        update: {
          before: async (user) => ({
            data: {
              ...user,
              ...(typeof user.name === 'string' ? { name: boundedName(user.name) } : {}),
              ...('image' in user ? { image: boundedImage(user.image) } : {}),
            },
          }),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        switch (ctx.path) {
          case '/sign-in/email': {
            const email = String((ctx.body as { email?: unknown })?.email ?? '').toLowerCase()
            if (!email) return
            // A browser this account signed in on before has its own allowance (device-cookie.ts).
            const device = verifyDeviceCookie(
              secret,
              email,
              readCookie(ctx.headers?.get('cookie'), deviceCookie),
            )
            const decision = device
              ? await rateLimitStorage.consume(`sign-in-device:${device}`, DEVICE_SIGN_IN_LIMIT)
              : await rateLimitStorage.consume(`sign-in:${email}`, ACCOUNT_SIGN_IN_LIMIT)
            if (decision.unavailable) throw countersUnavailable(decision.retryAfter)
            if (!decision.allowed) {
              throw new APIError('TOO_MANY_REQUESTS', {
                code: 'TOO_MANY_ACCOUNT_ATTEMPTS',
                message: messages.authErrors.TOO_MANY_ACCOUNT_ATTEMPTS!,
              })
            }
            return
          }
          case '/sign-up/email': {
            const body = parseAuthBody(signUpSchema.strict(), ctx.body, ['callbackURL'])
            await refuseWeakPassword(body.password, 'password', body)
            // The spec's flow stays for new addresses; an address that has an account gets
            // better-auth's refusal, and its owner a mail saying so (one an hour at most).
            const existing = await ctx.context.internalAdapter.findUserByEmail(body.email)
            if (existing?.user) {
              const hour = Math.floor(Date.now() / 3_600_000)
              const owner = { ...existing.user, locale: localeOf(existing.user) }
              await accountMails.signUpAttempt(owner, config.publicUrl, hour)
            }
            // The verification link brings them back to their profile.
            return {
              context: {
                body: { ...body, callbackURL: `${paths.dashboardPages.profile}?verified=1` },
              },
            }
          }
          case '/update-user': {
            const body = parseAuthBody(profileSchema.partial().strict(), ctx.body)
            const phone = body.phone === undefined ? {} : { phone: body.phone || null }
            return { context: { body: { ...body, ...phone } } }
          }
          case '/change-password': {
            const body = ctx.body as { newPassword?: unknown }
            const newPassword = parseAuthBody(z.object({ newPassword: newPasswordSchema }), {
              newPassword: body?.newPassword,
            }).newPassword
            // Judged against the signed-in account's own words; without a session, better-auth
            // refuses the change anyway.
            const session = await getSessionFromCtx(ctx)
            await refuseWeakPassword(newPassword, 'newPassword', session?.user ?? {})
            // A changed password ends every other session, whatever the client asked for.
            return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } }
          }
          case '/reset-password': {
            const body = ctx.body as { newPassword?: unknown; token?: unknown }
            const newPassword = parseAuthBody(z.object({ newPassword: newPasswordSchema }), {
              newPassword: body?.newPassword,
            }).newPassword
            const token = body?.token ?? (ctx.query as { token?: unknown } | undefined)?.token
            await refuseWeakPassword(
              newPassword,
              'newPassword',
              await resetTokenOwner(ctx.context.internalAdapter, token),
            )
            return
          }
          case SIGN_IN_LINK_PATHS.request: {
            const { email } = parseAuthBody(forgotPasswordSchema, ctx.body)
            // Counted per address whoever asks, so a stranger cannot flood the owner's mailbox
            // (and the answer says nothing of whether an account uses it).
            const decision = await rateLimitStorage.consume(
              `sign-in-link:${email}`,
              SIGN_IN_LINK_LIMIT,
            )
            if (decision.unavailable) throw countersUnavailable(decision.retryAfter)
            if (!decision.allowed) {
              throw new APIError('TOO_MANY_REQUESTS', {
                code: 'TOO_MANY_REQUESTS',
                message: messages.authErrors.TOO_MANY_REQUESTS!,
              })
            }
            // The link ends on the sign-in page, which says it worked (or that it was spent).
            const back = `${paths.login}?via=link`
            return { context: { body: { email, callbackURL: back, errorCallbackURL: back } } }
          }
          case '/request-password-reset': {
            const body = parseAuthBody(forgotPasswordSchema, ctx.body, ['redirectTo'])
            // The link always leads to our reset page.
            return { context: { body: { email: body.email, redirectTo: paths.resetPassword } } }
          }
          case '/change-email': {
            const body = parseAuthBody(changeEmailSchema.strict(), ctx.body, ['callbackURL'])
            return {
              context: {
                body: {
                  newEmail: body.newEmail,
                  callbackURL: `${paths.dashboardPages.profile}?verified=1`,
                },
              },
            }
          }
          case '/delete-user': {
            const body = parseAuthBody(deleteAccountSchema.strict(), ctx.body, ['callbackURL'])
            // An account with a password proves it is its owner deleting it, not a borrowed tab.
            const session = await getSessionFromCtx(ctx)
            if (session && !body.password && (await hasPassword(session.user.id))) {
              throw invalidBody(
                [{ path: '/password', message: messages.authErrors.PASSWORD_REQUIRED! }],
                'PASSWORD_REQUIRED',
              )
            }
            return { context: { body: { password: body.password } } }
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // The browser that signed in, by password or by a mailed link, has its own allowance.
        const signedIn = ctx.path === '/sign-in/email' || ctx.path === SIGN_IN_LINK_PATHS.verify
        if (signedIn && ctx.context.newSession) {
          ctx.setCookie(
            deviceCookie,
            issueDeviceCookie(secret, ctx.context.newSession.user.email),
            {
              httpOnly: true,
              secure: https,
              sameSite: 'lax',
              path: DEVICE_COOKIE_PATH,
              maxAge: DEVICE_COOKIE_MAX_AGE,
            },
          )
        }
      }),
    },
    plugins: [
      signInLinkPlugin(async (email, url) => {
        const [owner] = await db.select().from(users).where(eq(users.email, email)).limit(1)
        // No account, or a disabled one: no mail (and the same answer).
        if (!owner || owner.disabledAt) return
        await accountMails.signInLink({ ...owner, locale: localeOf(owner) }, url, randomUUID())
      }),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: config.google.discoveryUrl,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>
