import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { reviewInputSchema, reviewSchema } from '#shared/contracts/catalog.ts'
import { errorBodySchema } from '#shared/contracts/common.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { sendCached } from '#server/lib/cached-answer.ts'
import { createReview } from './create-review.ts'
import { listReviews } from './list-reviews.ts'

const reviewsSchema = z.array(reviewSchema)

/**
 * Testimonials are read on every visit to Home and change rarely: they are served from the
 * catalogue cache (a trigger on reviews empties it on every instance, migration 0007).
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review',
    {
      // Stored compressed (sendCached): nothing for the compression plugin to do.
      compress: false,
      schema: {
        tags: ['reviews'],
        summary: 'Testimonials, newest first (emails masked)',
        response: {
          200: reviewsSchema,
          304: z.void().describe('Not modified: the If-None-Match ETag is current'),
        },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await request.ctx.catalogCache.get('reviews', reviewsSchema, () =>
          listReviews({ ctx: request.ctx }),
        ),
      ),
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
    async (request, reply) => {
      const review = await createReview({ ctx: userCtx(request), input: request.body })
      request.ctx.catalogCache.invalidate()
      return reply.code(201).send(review)
    },
  )
}
