/**
 * Catalogue routes. Handlers only validate (through the schemas) and call verbs; public reads
 * are answered from the catalogue cache (with ETags) in the request's language, and writes
 * empty it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  deletedPlaceSchema,
  divisionParamsSchema,
  divisionPlacesQuerySchema,
  placeIdParamsSchema,
  placeInputSchema,
  placeSchema,
  placesPageQuerySchema,
  planValuesSchema,
  tourParamsSchema,
  tourTermsSchema,
} from '#shared/contracts/catalog.ts'
import { errorBodySchema } from '#shared/contracts/common.ts'
import type { PaymentProvider } from '#server/lib/payment-provider.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { sendCached } from '#server/caches/cached-answer.ts'
import {
  cachedDivisionPlaces,
  cachedDivisions,
  cachedPlace,
  cachedTerms,
  cachedPlaces,
  divisionsSchema,
  placesAnswerSchema,
} from './cached-reads.ts'
import { createPlace } from './create-place.ts'
import { deletePlace, type PlanOrders } from './delete-place.ts'
import { getPlanValues } from './get-place.ts'
import { updatePlace } from './update-place.ts'

const notModified = { 304: z.void().describe('Not modified: the If-None-Match ETag is current') }

export interface CatalogRoutesOptions {
  /** Deleting a plan with orders cancels their open payments. */
  provider: Pick<PaymentProvider, 'cancelIntent'>
  /** The orders feature's verbs a withdrawn plan needs (its unpaid orders cancelled). */
  planOrders: PlanOrders
}

export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (
  app,
  { provider, planOrders },
) => {
  app.get(
    '/divisions',
    {
      // Stored compressed (sendCached): nothing for the compression plugin to do.
      compress: false,
      schema: {
        tags: ['catalogue'],
        summary: 'Every division with its number of places',
        response: { 200: divisionsSchema, ...notModified },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cachedDivisions({ ctx: request.ctx, locale: request.locale }),
      ),
  )

  app.get(
    '/places',
    {
      // Stored compressed (sendCached): nothing for the compression plugin to do.
      compress: false,
      schema: {
        tags: ['catalogue'],
        summary:
          'All places (tour plans), optionally filtered and sorted; with limit or cursor, a page of them ({ items, nextCursor, total, priceMax })',
        querystring: placesPageQuerySchema,
        response: { 200: placesAnswerSchema, ...notModified, 400: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cachedPlaces({
          ctx: request.ctx,
          departuresCache: app.departuresCache,
          query: request.query,
          locale: request.locale,
        }),
      ),
  )

  app.get(
    '/place/:id',
    {
      // Stored compressed (sendCached): nothing for the compression plugin to do.
      compress: false,
      schema: {
        tags: ['catalogue'],
        summary:
          "A division's places, by the division's _id or numeric id; with limit or cursor, a page of them ({ items, nextCursor, total, priceMax })",
        params: divisionParamsSchema,
        querystring: divisionPlacesQuerySchema,
        response: {
          200: placesAnswerSchema,
          ...notModified,
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cachedDivisionPlaces({
          ctx: request.ctx,
          departuresCache: app.departuresCache,
          divisionId: request.params.id,
          query: request.query,
          locale: request.locale,
        }),
      ),
  )

  app.get(
    '/places/:tourId',
    {
      // Stored compressed (sendCached): nothing for the compression plugin to do.
      compress: false,
      schema: {
        tags: ['catalogue'],
        summary: 'One place, by _id or placeId',
        params: tourParamsSchema,
        response: { 200: placeSchema, ...notModified, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cachedPlace({
          ctx: request.ctx,
          tourId: request.params.tourId,
          locale: request.locale,
        }),
      ),
  )

  app.get(
    '/places/:tourId/terms',
    {
      compress: false,
      schema: {
        tags: ['catalogue'],
        summary: "A plan's booking terms: cancellation tiers, deposit share, balance due days",
        params: tourParamsSchema,
        response: {
          200: tourTermsSchema,
          ...notModified,
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cachedTerms({ ctx: request.ctx, tourId: request.params.tourId }),
      ),
  )

  const adminErrors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
  }

  app.post(
    '/place',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Add a tour plan (admins only)',
        body: placeInputSchema,
        response: { 200: placeSchema, ...adminErrors },
      },
    },
    async (request) => createPlace({ ctx: userCtx(request), input: request.body }),
  )

  app.get(
    '/place/:id/edit',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary:
          "A tour plan for its edit form, by _id or placeId: its review count and rating as the admin entered them, without travellers' verified reviews, and its texts in English and Bangla (admins only)",
        params: placeIdParamsSchema,
        response: { 200: planValuesSchema, ...adminErrors },
      },
    },
    async (request) => getPlanValues({ ctx: userCtx(request), id: request.params.id }),
  )

  app.put(
    '/place/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Edit a tour plan, by _id or placeId (admins only)',
        params: placeIdParamsSchema,
        body: placeInputSchema,
        response: { 200: placeSchema, ...adminErrors },
      },
    },
    async (request) =>
      updatePlace({ ctx: userCtx(request), id: request.params.id, input: request.body }),
  )

  app.delete(
    '/tour/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary:
          'Delete a tour plan, by _id or placeId (admins only); a plan with orders is archived: paid orders stay, unpaid ones are cancelled',
        params: placeIdParamsSchema,
        response: { 200: deletedPlaceSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { uncancelledIntents, ...result } = await deletePlace({
        ctx: userCtx(request),
        id: request.params.id,
        provider,
        planOrders,
      })
      if (uncancelledIntents.length > 0) {
        request.log.warn(
          { intents: uncancelledIntents },
          'archived plan: open payments not cancelled (succeeded first, or the provider failed)',
        )
      }
      return result
    },
  )
}
