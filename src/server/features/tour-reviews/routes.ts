/**
 * Verified tour reviews: a tour's public list (its first page served from the catalogue cache,
 * which the tour_reviews and places triggers empty), a traveller's review and standing, and the
 * admins' moderation. Handlers validate through the schemas and call the verbs.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { tourParamsSchema } from '#shared/contracts/catalog.ts'
import { errorBodySchema } from '#shared/contracts/common.ts'
import {
  moderatedTourReviewSchema,
  myTourReviewSchema,
  tourReviewIdParamsSchema,
  tourReviewInputSchema,
  tourReviewSchema,
  tourReviewsModerationPageSchema,
  tourReviewsModerationQuerySchema,
  tourReviewsPageSchema,
  tourReviewsQuerySchema,
  tourReviewVisibilitySchema,
} from '#shared/contracts/tour-reviews.ts'
import { sendCached } from '#server/caches/cached-answer.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { cachedTourReviews } from './cached-tour-reviews.ts'
import { createTourReview } from './create-tour-review.ts'
import { getMyTourReview } from './get-my-tour-review.ts'
import { listModeratedTourReviews } from './list-moderated-tour-reviews.ts'
import { listTourReviews } from './list-tour-reviews.ts'
import { setTourReviewVisibility } from './set-tour-review-visibility.ts'

const TAG = 'tour reviews'

export const tourReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/:tourId/reviews',
    {
      // The first page is stored compressed (sendCached): nothing for the plugin to do.
      compress: false,
      schema: {
        tags: [TAG],
        summary: "A tour's verified reviews, newest first, a page at a time",
        params: tourParamsSchema,
        querystring: tourReviewsQuerySchema,
        response: {
          200: tourReviewsPageSchema,
          304: z.void().describe('Not modified: the If-None-Match ETag is current'),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { tourId } = request.params
      const { limit, cursor } = request.query
      // Later pages are small and asked for once: sent as they are.
      if (cursor !== undefined) return listTourReviews({ ctx: request.ctx, tourId, limit, cursor })
      return sendCached(
        request,
        reply,
        await cachedTourReviews({ ctx: request.ctx, tourId, limit }),
      )
    },
  )

  app.get(
    '/places/:tourId/reviews/mine',
    {
      preValidation: app.requireUser,
      schema: {
        tags: [TAG],
        summary:
          'Whether you may review this tour now (you travelled on it and have not yet), and your review',
        params: tourParamsSchema,
        response: {
          200: myTourReviewSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => getMyTourReview({ ctx: userCtx(request), tourId: request.params.tourId }),
  )

  app.post(
    '/places/:tourId/reviews',
    {
      preValidation: app.requireUser,
      schema: {
        tags: [TAG],
        summary:
          'Review a tour you travelled on (a paid booking whose departure date has passed); once per tour',
        params: tourParamsSchema,
        body: tourReviewInputSchema,
        response: {
          201: tourReviewSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createTourReview({
          ctx: userCtx(request),
          tourId: request.params.tourId,
          input: request.body,
        }),
      ),
  )

  const adminErrors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  }

  app.get(
    '/tour-reviews',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Every tour review, hidden ones too, newest first, a page at a time (admins only)',
        querystring: tourReviewsModerationQuerySchema,
        response: { 200: tourReviewsModerationPageSchema, ...adminErrors },
      },
    },
    async (request) =>
      listModeratedTourReviews({
        ctx: userCtx(request),
        limit: request.query.limit,
        cursor: request.query.cursor,
        hidden: request.query.hidden === undefined ? undefined : request.query.hidden === 'true',
      }),
  )

  app.patch(
    '/tour-reviews/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: [TAG],
        summary:
          "Hide a tour review from its tour's page and rating, or show it again (admins only)",
        params: tourReviewIdParamsSchema,
        body: tourReviewVisibilitySchema,
        response: { 200: moderatedTourReviewSchema, ...adminErrors },
      },
    },
    async (request) =>
      setTourReviewVisibility({
        ctx: userCtx(request),
        id: request.params.id,
        hidden: request.body.hidden,
      }),
  )
}
