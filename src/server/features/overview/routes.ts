/** The admins' overview: the figures behind the Dashboard's charts (get-overview.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import { overviewSchema } from '#shared/contracts/overview.ts'
import { getOverview } from './get-overview.ts'

export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/overview',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['overview'],
        summary:
          "The console's overview: money and bookings by month (12 months), bookings by division, seats of the next 30 days' departures and the next departures with seats left (admins)",
        response: {
          200: overviewSchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) =>
      getOverview({ ctx: request.ctx, locale: request.locale, cache: app.overviewCache }),
  )
}
