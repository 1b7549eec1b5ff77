import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthSchema } from '#shared/contracts/catalog.ts'
import { errorBodySchema } from '#shared/contracts/common.ts'
import { errorBody } from '#server/lib/error-body.ts'
import { messages } from '#shared/messages.ts'

/**
 * Liveness and readiness in one: answers ok only when the database answers, 503 otherwise, so
 * a balancer takes the instance out until its database is back.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Health check for load balancers',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await request.ctx.db.execute(sql`select 1`)
      } catch (error) {
        request.log.warn({ err: error }, 'health check: the database does not answer')
        return reply.code(503).send(errorBody('UNAVAILABLE', messages.errors.databaseDown))
      }
      return {
        status: 'ok' as const,
        database: app.database.engine,
        uptimeSeconds: Math.round(process.uptime()),
      }
    },
  )
}
