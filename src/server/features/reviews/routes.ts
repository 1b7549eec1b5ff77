import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { reviewSchema } from '#shared/contracts/catalog.ts'
import { listReviews } from './list-reviews.ts'

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Testimonials, newest first (emails masked)',
        response: { 200: z.array(reviewSchema) },
      },
    },
    async (request) => listReviews({ ctx: request.ctx }),
  )
}
