/**
 * Mounts better-auth at /api/auth/* and gives routes their guards. The bridge turns Fastify's
 * request into a Fetch Request (with the client IP from the socket, never from the client's own
 * headers) and better-auth's answer back; its errors come out in our `{ error }` envelope, with
 * "email taken" as 409. Guards: `requireUser` (401 when signed out) and `requireAdmin` (403
 * for customers); each puts the user on `request.ctx.user`.
 */
import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ErrorCode } from '#shared/contracts/common.ts'
import { authErrorText } from '#shared/auth-errors.ts'
import type { Auth } from '#server/auth/auth.ts'
import { isAdminAccount } from '#server/auth/roles.ts'
import type { Role } from '#server/db/schema/auth.ts'
import type { SessionUser, UserCtx } from '#server/lib/context.ts'
import { Forbidden, Unauthorized } from '#server/lib/errors.ts'
import { errorBody } from '#server/lib/error-body.ts'

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
  }
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
        const headers = fromNodeHeaders(request.headers)
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
        return sendAuthResponse(reply, response)
      },
    })

    /** The signed-in user, or undefined. Reads the session cookie through better-auth. */
    async function currentUser(request: FastifyRequest): Promise<SessionUser | undefined> {
      const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) })
      if (!session) return undefined
      const { user } = session
      const role = (user as { role?: Role }).role === 'admin' ? 'admin' : 'customer'
      return {
        id: user.id,
        email: user.email,
        name: user.name,
        image: user.image ?? null,
        role,
        isAdmin: isAdminAccount({ role, email: user.email }, admins),
      }
    }

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const user = await currentUser(request)
      if (!user) throw new Unauthorized()
      request.ctx.user = user
    })
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await currentUser(request)
      if (!user) throw new Unauthorized()
      if (!user.isAdmin) throw new Forbidden('Only admins can do this.')
      request.ctx.user = user
    })
  },
  { name: 'auth', dependencies: ['database'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless signed in. */
    requireUser(request: FastifyRequest): Promise<void>
    /** preHandler: 401 unless signed in, 403 unless an admin. */
    requireAdmin(request: FastifyRequest): Promise<void>
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
  let authCode: string | undefined
  try {
    authCode = (JSON.parse(text) as { code?: string }).code
  } catch {
    // Not JSON: keep authCode undefined.
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
