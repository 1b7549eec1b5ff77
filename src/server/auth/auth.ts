/**
 * better-auth, configured for this site: email and password (argon2id, at least 8 characters),
 * Google sign-in through OpenID Connect when configured, sessions and accounts in our database,
 * rate limits on in every environment and stored where every instance sees them. The role is a
 * server-only field: no sign-up or profile input can set it.
 */
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { genericOAuth } from 'better-auth/plugins/generic-oauth'
import { MIN_PASSWORD_LENGTH } from '#shared/auth-errors.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { accounts, sessions, users, verifications } from '#server/db/schema/index.ts'
import { hashPassword, verifyPassword } from './password.ts'
import type { RateLimitStorage } from './rate-limit-storage.ts'

/** Sign-in attempts allowed per account (whatever the IP) in a quarter of an hour. */
export const ACCOUNT_SIGN_IN_LIMIT = { window: 15 * 60, max: 10 }

/** Per IP and path; better-auth answers 429 beyond these. */
const ipRules = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 10 },
  '/change-password': { window: 60, max: 5 },
  '/sign-in/social': { window: 60, max: 20 },
  // Read on every page load; it carries no guessable secret.
  '/get-session': false as const,
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

export interface AuthDeps {
  config: Pick<Config, 'publicUrl' | 'env' | 'adminEmails' | 'google'>
  db: Db
  secret: string
  rateLimitStorage: RateLimitStorage
}

export function createAuth({ config, db, secret, rateLimitStorage }: AuthDeps) {
  const adminEmails = new Set(config.adminEmails)
  return betterAuth({
    appName: 'Bangla Tours',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config),
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'customer', input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: ipRules,
      customStorage: rateLimitStorage,
    },
    advanced: {
      // A session and its user in one query (relations in db/schema/auth.ts).
      database: { joins: true },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // Set by our Fastify bridge from the socket (or trusted proxy), never by the client.
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
    databaseHooks: {
      user: {
        create: {
          // ADMIN_EMAILS accounts are admins from their first sign-in; everyone else a customer.
          before: async (user) => {
            const email = user.email.toLowerCase()
            return { data: { ...user, email, role: adminEmails.has(email) ? 'admin' : 'customer' } }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') {
          const email = String((ctx.body as { email?: unknown })?.email ?? '').toLowerCase()
          if (!email) return
          const decision = await rateLimitStorage.consume(`sign-in:${email}`, ACCOUNT_SIGN_IN_LIMIT)
          if (!decision.allowed) {
            throw new APIError('TOO_MANY_REQUESTS', {
              code: 'TOO_MANY_ACCOUNT_ATTEMPTS',
              message: 'Too many sign-in attempts for this account. Try again later.',
            })
          }
        }
        if (ctx.path === '/change-password') {
          // A changed password ends every other session, whatever the client asked for.
          return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } }
        }
      }),
    },
    plugins: config.google
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
      : [],
  })
}

export type Auth = ReturnType<typeof createAuth>
