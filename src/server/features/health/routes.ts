import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthSchema } from '#shared/contracts/catalog.ts'
import { errorBodySchema } from '#shared/contracts/common.ts'

/** Liveness and readiness in one: answers ok only when the database answers. */
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
    async (request) => {
      await request.ctx.db.execute(sql`select 1`)
      return {
        status: 'ok' as const,
        database: app.database.engine,
        uptimeSeconds: Math.round(process.uptime()),
      }
    },
  )
}
