/**
 * The OpenAPI document, generated from the routes' zod schemas, at /api/openapi.json, and
 * readable docs at /api/docs. It is the contract in full and lints clean under Spectral's
 * `spectral:oas` and Redocly's `recommended` rules (`npm run lint:api`). What the routes do not
 * say themselves is filled in here, from what the routes are:
 * - the access level: operations behind `requireUser` or `requireAdmin` carry the session
 *   cookie as their security requirement, public ones an empty one, and their description says
 *   who may call them;
 * - an operationId from the method and path (`getPlaceById`), unless the route names one;
 * - the 400 every route can answer (the input guard refuses NUL characters and deep nesting
 *   anywhere), when a route documents no 4xx of its own.
 */
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import { authCookieNames } from '#server/auth/auth.ts'

const SESSION = 'sessionCookie'

const tags = [
  { name: 'catalogue', description: 'Divisions and tour plans: public reads, admin changes.' },
  {
    name: 'departures',
    description: 'Dated departures of a tour with live seats; their management by admins.',
  },
  { name: 'reviews', description: "Customers' service reviews, and their moderation." },
  {
    name: 'tour reviews',
    description: "Travellers' verified reviews of the tours they took, and their moderation.",
  },
  { name: 'orders', description: 'Bookings: placing, listing and deleting them.' },
  { name: 'payments', description: 'Card payments for orders, receipts and the webhook.' },
  {
    name: 'promo codes',
    description: "Offers' codes: a booking's quote, and their management by admins.",
  },
  {
    name: 'gift vouchers',
    description:
      'Vouchers bought for someone and spent on bookings at payment; their issue, cancellation and ledgers by admins.',
  },
  { name: 'users', description: 'Accounts: display names, the Admin flag, sign-in options.' },
  { name: 'contact', description: 'Messages to the company and the mail outbox.' },
  {
    name: 'phone',
    description:
      "Messages by SMS and WhatsApp: the customer's choice, the admins' outbox, the providers' webhooks.",
  },
  { name: 'uploads', description: 'Plan images uploaded by admins.' },
  { name: 'operations', description: 'Health checks for load balancers and monitoring.' },
  { name: 'audit', description: 'The append-only record of admin actions and money events.' },
  {
    name: 'pages',
    description: 'The policy pages (terms, privacy, refunds): public reads, edits by admins.',
  },
  {
    name: 'overview',
    description: "The console's figures: money, bookings and seats, for charts.",
  },
]

type Access = 'public' | 'user' | 'admin'

/** `getPlaceById` from GET /api/place/{id}: the method, then the path's words. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{]([^}]+)}?$/.exec(segment)
      return param ? ['by', param[1]!] : segment.split(/[^A-Za-z0-9]+/)
    })
    .filter(Boolean)
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
}

function accessOf(app: FastifyInstance, route: RouteOptions): Access {
  // Guards run as preValidation (before the body's rules), or as onRequest where they must
  // refuse before a body is read.
  const handlers = [route.preValidation ?? [], route.preHandler ?? [], route.onRequest ?? []].flat()
  if (handlers.includes(app.requireAdmin)) return 'admin'
  if (handlers.includes(app.requireUser)) return 'user'
  return 'public'
}

const accessSentence: Record<Access, string> = {
  public: 'Public: no sign-in needed.',
  user: 'Signed-in users (the session cookie); 401 otherwise.',
  admin: 'Admins only (the session cookie of an admin account); 401 signed out, 403 for customers.',
}

export const openApiPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Bangla Tours API',
          description:
            'Catalogue, reviews, orders and payments of the Bangla Tours website. Errors are `{ error: { code, message, details? } }`; a refused field is named in `details` as `[{ path, message }]`.',
          version: '1.0.0',
          contact: { name: 'Bangla Tours', url: publicUrl },
          license: { name: 'Proprietary', url: `${publicUrl}/About` },
        },
        servers: [{ url: publicUrl }],
        tags,
        components: {
          securitySchemes: {
            [SESSION]: {
              type: 'apiKey',
              in: 'cookie',
              name: authCookieNames(publicUrl).session,
              description: 'The session cookie that signing in at /api/auth/sign-in/email sets.',
            },
          },
        },
      },
      transform(input) {
        const { schema, url } = jsonSchemaTransform(input) as { schema: FastifySchema; url: string }
        const route = input.route as RouteOptions
        if (!schema || (schema as { hide?: boolean }).hide) return { schema, url }
        const access = accessOf(app, route)
        const method = [route.method].flat()[0] ?? 'GET'
        const given = schema as FastifySchema & {
          operationId?: string
          description?: string
          summary?: string
          security?: unknown
        }
        const response = { ...(given.response as Record<string, unknown> | undefined) }
        const has4xx = Object.keys(response).some((status) => status.startsWith('4'))
        if (!has4xx) {
          response['400'] = (
            jsonSchemaTransform({
              ...input,
              schema: { response: { 400: errorBodySchema } },
            }).schema as { response: Record<string, unknown> }
          ).response['400']
        }
        return {
          url,
          schema: {
            ...given,
            operationId: given.operationId ?? operationIdFor(method, url),
            description: [given.description ?? given.summary, accessSentence[access]]
              .filter(Boolean)
              .join(' '),
            security: access === 'public' ? [] : [{ [SESSION]: [] }],
            response,
          },
        }
      },
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  },
  { name: 'openapi' },
)
