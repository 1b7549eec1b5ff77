/**
 * One error envelope for the whole API (`{ error: { code, message, details? } }`): our typed
 * errors (lib/errors.ts) with their status and details, schema validation failures as 400 with
 * every failing field's path and message in `details`, Fastify's own client errors (bad JSON,
 * body too large, …) with their status, anything else as a logged 500 that reveals nothing.
 * Registered before any route: a route keeps the error handler set when it was added.
 */
import type { FastifyError, FastifyReply, FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import { AppError, TooManyRequests } from '#server/lib/errors.ts'
import { errorBody } from '#server/lib/error-body.ts'
import { messages } from '#shared/messages.ts'

export const errorHandlerPlugin = fp(
  async (app) => {
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
            messages.errors.invalidField(where, field, first?.message ?? 'bad value'),
            error.validation.map((v) => ({ path: v.instancePath, message: v.message })),
          ),
        )
      }
      const status = error.statusCode ?? 500
      if (status === 429) {
        return reply.code(429).send(errorBody('TOO_MANY_REQUESTS', messages.errors.tooManyRequests))
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send(errorBody('BAD_REQUEST', error.message))
      }
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send(errorBody('INTERNAL', messages.errors.internal))
    })
  },
  { name: 'error-handler' },
)

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
