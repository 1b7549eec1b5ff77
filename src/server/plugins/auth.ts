/**
 * Mounts better-auth at /api/auth/* and gives routes their guards. The bridge turns Fastify's
 * request into a Fetch Request (with the client IP from the socket, never from the client's own
 * headers, and the auth cookies reduced to the one session cookie that counts: session-cookie.ts)
 * and better-auth's answer back; its errors come out in our `{ error }` envelope, with "email
 * taken" as 409 and a bad field named in `details`. Guards: `requireUser` (401 when signed out)
 * and `requireAdmin` (403 for customers); each puts the user on `request.ctx.user`.
 */
import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ErrorCode } from '#shared/contracts/common.ts'
import { authErrorText } from '#shared/auth-errors.ts'
import { authCookieNames, type Auth } from '#server/auth/auth.ts'
import { isAdminAccount } from '#server/auth/roles.ts'
import { cleanAuthCookies } from '#server/auth/session-cookie.ts'
import type { Role } from '#server/db/schema/auth.ts'
import type { SessionUser, UserCtx } from '#server/lib/context.ts'
import { Forbidden, Unauthorized } from '#server/lib/errors.ts'
import { errorBody } from '#server/lib/error-body.ts'
import { ChangeCache, clearOnNotify } from '#server/caches/change-cache.ts'
import { stringBytes } from '#shared/bounded-cache.ts'
import { isLocale } from '#shared/i18n/catalogue.ts'
import { DEFAULT_LOCALE, messages } from '#shared/messages.ts'

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
  }
}

/** better-auth codes whose message names a bad field (validate-auth-body.ts): sent as they are. */
const FIELD_CODES = new Set(['VALIDATION', 'COMMON_PASSWORD', 'WEAK_PASSWORD', 'PASSWORD_REQUIRED'])
/**
 * Signed-in users remembered at once: 10,000 and 16 MB (an entry counted as its cookie and its
 * user's JSON, as two-byte text, plus 256 bytes), least recently used first out.
 */
const SESSION_CACHE_BOUNDS = { maxEntries: 10_000, maxBytes: 16 * 1024 * 1024 }
/**
 * How long one is remembered at most: better-auth extends a session's life when it is read, so
 * an active session must still be read now and then.
 */
const SESSION_CACHE_MS = 60_000

interface KnownSession {
  user: SessionUser
  /** When this entry must be read again: the session's own expiry, or SESSION_CACHE_MS. */
  until: number
}

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'BAD_REQUEST',
  429: 'TOO_MANY_REQUESTS',
}

export interface AuthPluginOptions {
  auth: Auth
  publicUrl: string
  adminEmails: string[]
  /** Origins whose pages may post to /api/auth (login CSRF: better-auth checks only with cookies). */
  trustedOrigins: string[]
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { auth, publicUrl, adminEmails, trustedOrigins }) => {
    app.decorate('auth', auth)
    const admins = new Set(adminEmails)
    const origins = new Set(trustedOrigins)
    const cookieNames = authCookieNames(publicUrl)
    /** The request's cookies as every session reader sees them (session-cookie.ts). */
    const cookiesOf = (request: FastifyRequest) =>
      cleanAuthCookies(request.headers.cookie, cookieNames.session, cookieNames.all)
    /** The request's headers for better-auth: its own cookies cleaned. */
    function authHeaders(request: FastifyRequest): Headers {
      const headers = fromNodeHeaders(request.headers)
      const { header } = cookiesOf(request)
      if (header) headers.set('cookie', header)
      else headers.delete('cookie')
      return headers
    }

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      async handler(request, reply) {
        const origin = request.headers.origin
        if (request.method === 'POST' && origin && !origins.has(origin)) {
          return reply.code(403).send(
            errorBody('FORBIDDEN', authErrorText('INVALID_ORIGIN'), {
              authCode: 'INVALID_ORIGIN',
            }),
          )
        }
        const headers = authHeaders(request)
        headers.delete('x-client-ip')
        headers.set('x-client-ip', request.ip)
        const hasBody = request.method !== 'GET' && request.body !== undefined
        const response = await auth.handler(
          new Request(new URL(request.url, publicUrl), {
            method: request.method,
            headers,
            body: hasBody ? JSON.stringify(request.body) : undefined,
          }),
        )
        // Sign-in, sign-out, password changes, a verified email…: forget remembered sessions
        // before answering. Only reading the session changes nothing.
        if (request.method === 'POST' || !request.url.startsWith('/api/auth/get-session')) {
          known.invalidate()
        }
        const isSessionRead = request.url.startsWith('/api/auth/get-session')
        return sendAuthResponse(reply, isSessionRead ? await withAdminFlag(response) : response)
      },
    })

    /**
     * The session answer carries whether its user is an admin (roles.ts decides), so a page
     * load needs one request to know what to show, not two.
     */
    async function withAdminFlag(response: Response): Promise<Response> {
      if (response.status !== 200) return response
      const text = await response.text()
      let body: { user?: { role?: string; email: string; emailVerified: boolean } } | null
      try {
        body = JSON.parse(text) as typeof body
      } catch {
        body = null
      }
      const user = body?.user
      const json = user
        ? JSON.stringify({
            ...body,
            user: {
              ...user,
              isAdmin: isAdminAccount(
                {
                  role: user.role === 'admin' ? 'admin' : 'customer',
                  email: user.email,
                  emailVerified: user.emailVerified,
                },
                admins,
              ),
            },
          })
        : text
      const headers = new Headers(response.headers)
      headers.delete('content-length')
      return new Response(json, { status: response.status, headers })
    }

    /** The signed-in user, or undefined. Reads the session cookie through better-auth. */
    async function lookUpSession(request: FastifyRequest): Promise<KnownSession | null> {
      const session = await auth.api.getSession({ headers: authHeaders(request) })
      if (!session) return null
      const { user } = session
      const role = (user as { role?: Role }).role === 'admin' ? 'admin' : 'customer'
      const locale = (user as { locale?: unknown }).locale
      return {
        user: {
          id: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
          name: user.name,
          image: user.image ?? null,
          phone: (user as { phone?: string | null }).phone ?? null,
          role,
          locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
          isAdmin: isAdminAccount(
            { role, email: user.email, emailVerified: user.emailVerified },
            admins,
          ),
        },
        until: Math.min(
          new Date(session.session.expiresAt).getTime(),
          Date.now() + SESSION_CACHE_MS,
        ),
      }
    }

    // Every signed-in request starts with the session lookup; remembering its answer by cookie
    // saves a query and better-auth's signature check each time. It stays exact: a change to
    // sessions or users (sign-out, revocation, new admin) empties it on every instance
    // (migration 0006), and on this one at once (identityChanged).
    const known = new ChangeCache<KnownSession | null>({
      ...SESSION_CACHE_BOUNDS,
      sizeOf: (token, session) => stringBytes(token + JSON.stringify(session)) + 256,
    })
    const stopListening = await clearOnNotify(app.database, 'auth_changed', known, app.log)
    app.addHook('preClose', async () => {
      await stopListening()
    })
    app.decorate('identityChanged', () => known.invalidate())

    async function currentUser(request: FastifyRequest): Promise<SessionUser | undefined> {
      // The cache is keyed by the very cookie better-auth verifies (lookUpSession gets the same
      // cleaned header), never by a value it did not see.
      const { token } = cookiesOf(request)
      if (!token) return undefined
      // Failed lookups are not kept: made-up cookies must not fill the cache.
      let session = await known.get(token, () => lookUpSession(request), Boolean)
      if (session && session.until <= Date.now()) {
        known.delete(token)
        session = await known.get(token, () => lookUpSession(request), Boolean)
      }
      return session?.user
    }

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const user = await currentUser(request)
      if (!user) throw new Unauthorized()
      request.ctx.user = user
    })
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await currentUser(request)
      if (!user) throw new Unauthorized()
      if (!user.isAdmin) throw new Forbidden(messages.errors.adminsOnly)
      request.ctx.user = user
    })
  },
  { name: 'auth', dependencies: ['database'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A route's preValidation: 401 unless signed in. Before the body's validation, so a caller
     * without access learns nothing of a route's field rules (401, not 400).
     */
    requireUser(request: FastifyRequest): Promise<void>
    /** A route's preValidation: 401 unless signed in, 403 unless an admin. */
    requireAdmin(request: FastifyRequest): Promise<void>
    /** After changing a user or session outside better-auth: forget remembered sessions. */
    identityChanged(): void
  }
}

/** `request.ctx` after a guard ran: the user is there. */
export function userCtx(request: FastifyRequest): UserCtx {
  if (!request.ctx.user) throw new Unauthorized()
  return request.ctx as UserCtx
}

async function sendAuthResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status)
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  const text = await response.text()
  if (response.status < 400) return reply.send(text)

  // Errors: one envelope for the whole API, and words a person understands.
  let parsed: { code?: string; message?: string; issues?: unknown } = {}
  try {
    parsed = JSON.parse(text) as typeof parsed
  } catch {
    // Not JSON: no code.
  }
  const authCode = parsed.code
  if (authCode && FIELD_CODES.has(authCode) && parsed.message) {
    return reply
      .code(400)
      .type('application/json; charset=utf-8')
      .send(errorBody('BAD_REQUEST', parsed.message, parsed.issues ?? { authCode }))
  }
  const status =
    authCode === 'USER_ALREADY_EXISTS' || authCode === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'
      ? 409
      : response.status
  const code = codeByStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST')
  const message = authErrorText(status === 429 && !authCode ? 'TOO_MANY_REQUESTS' : authCode)
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(code, message, authCode ? { authCode } : undefined))
}
