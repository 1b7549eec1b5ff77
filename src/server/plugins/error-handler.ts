/**
 * One error envelope for the whole API (`{ error: { code, message, details? } }`): our typed
 * errors (lib/errors.ts) with their status and details, schema validation failures as 400 with
 * every failing field's path and message in `details`, Fastify's own client errors (bad JSON,
 * body too large, …) with their status, each in the request's language; a 503 with Retry-After
 * when the database is unreachable or has no free connection in time; anything else as a logged
 * 500 that reveals nothing.
 * Registered before any route: a route keeps the error handler set when it was added.
 */
import type { FastifyError, FastifyReply, FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import { AppError, TooManyRequests, Unavailable } from '#server/lib/errors.ts'
import { errorBody } from '#server/lib/error-body.ts'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '#server/lib/pg-errors.ts'
import { isRedisUnavailable, REDIS_RETRY_AFTER_SECONDS } from '#server/lib/redis.ts'
import { messages } from '#shared/messages.ts'

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error instanceof TooManyRequests || error instanceof Unavailable) {
          reply.header('retry-after', error.retryAfterSeconds)
        }
        return reply.code(error.status).send(errorBody(error.code, error.message, error.details))
      }
      if (error.validation) {
        // zod's messages are already in the request's language (shared/zod-messages.ts).
        const first = error.validation[0]
        const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || null
        return reply.code(400).send(
          errorBody(
            'BAD_REQUEST',
            messages.errors.invalidField({
              where: requestPart(error.validationContext),
              field,
              problem: first?.message ?? messages.validation.invalid,
            }),
            error.validation.map((v) => ({ path: v.instancePath, message: v.message })),
          ),
        )
      }
      const status = error.statusCode ?? 500
      if (status === 429) {
        return reply.code(429).send(errorBody('TOO_MANY_REQUESTS', messages.errors.tooManyRequests))
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send(errorBody('BAD_REQUEST', clientErrorText(error.code)))
      }
      if (isDatabaseUnavailable(error)) {
        // Down, restarting or out of free connections: the same request may well pass in a
        // moment, so a client (or a balancer) is told when to try again.
        request.log.warn({ err: error }, 'request failed: the database is unavailable')
        return reply
          .code(503)
          .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
          .send(errorBody('UNAVAILABLE', messages.errors.databaseDown))
      }
      if (isRedisUnavailable(error)) {
        // Only with RATE_LIMITS_WITHOUT_REDIS=closed: a limited request is refused uncounted.
        request.log.warn({ err: error }, 'request refused: Redis is unavailable')
        return reply
          .code(503)
          .header('retry-after', REDIS_RETRY_AFTER_SECONDS)
          .send(errorBody('UNAVAILABLE', messages.errors.countersDown))
      }
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send(errorBody('INTERNAL', messages.errors.internal))
    })
  },
  { name: 'error-handler' },
)

/** The part of the request a refused field is in, in the request's language ("body"). */
function requestPart(context: string | undefined): string {
  const parts = messages.validation.requestParts
  return context && Object.hasOwn(parts, context)
    ? parts[context as keyof typeof parts]
    : parts.request
}

/**
 * Fastify's own refusals of a request it cannot read (bad JSON, too large, …), in the request's
 * language instead of Fastify's English; by its code, so a new one gets the general sentence.
 */
function clientErrorText(code: string): string {
  const v = messages.validation
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return v.bodyTooLarge
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return v.unsupportedMediaType
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return v.bodyLengthMismatch
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return v.emptyJsonBody
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return v.invalidJsonBody
    default:
      return v.unreadableRequest
  }
}

/**
 * The router's own refusals (a broken %-escape, a path parameter over 100 characters) in the
 * envelope too, not in Fastify's shape that echoes the path. No hook runs for them, so the
 * nosniff header is set here. Passed to Fastify as its `frameworkErrors` option.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request,
  reply,
) => {
  void (reply as FastifyReply)
    .code(error.statusCode ?? 400)
    .header('x-content-type-options', 'nosniff')
    .send(
      errorBody(
        'BAD_REQUEST',
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? messages.errors.longAddress
          : messages.errors.badAddress,
      ),
    )
}
