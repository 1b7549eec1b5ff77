import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { reviewInputSchema, reviewSchema } from '#shared/contracts/catalog.ts'
import { errorBodySchema } from '#shared/contracts/common.ts'
import { deletedCountSchema } from '#shared/contracts/orders.ts'
import { pageAsked, pageOf, pageQuerySchema, uncountedTotal } from '#shared/contracts/paging.ts'
import {
  moderatedReviewSchema,
  moderationPageSchema,
  moderationQuerySchema,
  reviewIdParamsSchema,
  reviewVisibilitySchema,
} from '#shared/contracts/review-moderation.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { sendCached } from '#server/caches/cached-answer.ts'
import { createReview } from './create-review.ts'
import { deleteReview } from './delete-review.ts'
import { listModeratedReviews } from './list-moderated-reviews.ts'
import { listReviews } from './list-reviews.ts'
import { listReviewsPage } from './list-reviews-page.ts'
import { setReviewVisibility } from './set-review-visibility.ts'

const reviewsSchema = z.array(reviewSchema)
const reviewsAnswerSchema = z.union([reviewsSchema, pageOf(reviewSchema, uncountedTotal)])

/**
 * Testimonials are read on every visit to Home and change rarely: they are served from the
 * catalogue cache (a trigger on reviews empties it on every instance, migration 0007). Admins
 * moderate them: a paged list of all reviews, hide/show, delete; each change empties this
 * instance's cache before it answers, so a hidden review is gone from the next read.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review',
    {
      // Stored compressed (sendCached): nothing for the compression plugin to do.
      compress: false,
      schema: {
        tags: ['reviews'],
        summary:
          'Testimonials, newest first (emails masked): the newest 50, or with limit or cursor a page of them ({ items, nextCursor, total: null })',
        querystring: pageQuerySchema,
        response: {
          200: reviewsAnswerSchema,
          304: z.void().describe('Not modified: the If-None-Match ETag is current'),
          400: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const page = pageAsked(request.query)
      return sendCached(
        request,
        reply,
        await request.ctx.catalogCache.get(
          page ? `reviews?${JSON.stringify(page)}` : 'reviews',
          reviewsAnswerSchema,
          () =>
            page
              ? listReviewsPage({ ctx: request.ctx, ...page })
              : listReviews({ ctx: request.ctx }),
        ),
      )
    },
  )

  app.post(
    '/review',
    {
      preValidation: app.requireUser,
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

  const adminErrors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  }

  app.get(
    '/review/moderation',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['reviews'],
        summary:
          'Every review, hidden ones too, with full emails; newest first, a page at a time (admins only)',
        querystring: moderationQuerySchema,
        response: { 200: moderationPageSchema, ...adminErrors },
      },
    },
    async (request) =>
      listModeratedReviews({
        ctx: userCtx(request),
        limit: request.query.limit,
        cursor: request.query.cursor,
      }),
  )

  app.put(
    '/review/:id/visibility',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['reviews'],
        summary: 'Hide a review from the testimonials, or show it again (admins only)',
        params: reviewIdParamsSchema,
        body: reviewVisibilitySchema,
        response: { 200: moderatedReviewSchema, ...adminErrors },
      },
    },
    async (request) =>
      setReviewVisibility({
        ctx: userCtx(request),
        id: request.params.id,
        hidden: request.body.hidden,
      }),
  )

  app.delete(
    '/review/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['reviews'],
        summary: 'Delete a review for good (admins only)',
        params: reviewIdParamsSchema,
        response: { 200: deletedCountSchema, ...adminErrors },
      },
    },
    async (request) => deleteReview({ ctx: userCtx(request), id: request.params.id }),
  )
}
