import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthSchema, livenessSchema } from '#shared/contracts/catalog.ts'
import { errorBodySchema } from '#shared/contracts/common.ts'
import { errorBody } from '#server/lib/error-body.ts'
import { DATABASE_RETRY_AFTER_SECONDS } from '#server/lib/pg-errors.ts'
import { messages } from '#shared/messages.ts'

/**
 * Readiness (`/api/health`): ok only when the database answers, 503 otherwise, so a balancer
 * takes the instance out until its database is back. Liveness (`/api/health/live`): ok while
 * the process serves at all, so a supervisor restarts a stuck process, never one whose
 * database is down (a restart would not bring the database back).
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
        return reply
          .code(503)
          .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
          .send(errorBody('UNAVAILABLE', messages.errors.databaseDown))
      }
      return {
        status: 'ok' as const,
        database: app.database.engine,
        uptimeSeconds: Math.round(process.uptime()),
      }
    },
  )
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness check for supervisors: the process serves, whatever its database does',
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  )
}
