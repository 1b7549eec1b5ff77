import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { reviewInputSchema, reviewSchema } from '#shared/contracts/catalog.ts'
import { errorBodySchema } from '#shared/contracts/common.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { createReview } from './create-review.ts'
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

  app.post(
    '/review',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Leave a service review (name and email from your account; one a day)',
        body: reviewInputSchema,
        response: {
          201: reviewSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createReview({ ctx: userCtx(request), input: request.body })),
  )
}
