/**
 * Departures: the public list of a tour's upcoming dates with live seats, and the admins'
 * management of them (add one, add a series, change, close, cancel, read the manifest). Guards run before every
 * handler; handlers call one verb each.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { tourParamsSchema } from '#shared/contracts/catalog.ts'
import { errorBodySchema } from '#shared/contracts/common.ts'
import {
  adminDepartureSchema,
  calendarDateSchema,
  cancellationProgressSchema,
  departureCancelInputSchema,
  departureCancelResultSchema,
  departureIdParamsSchema,
  departureInputSchema,
  departureManifestSchema,
  departureSchema,
  departureSeriesResultSchema,
  departureSeriesSchema,
  departureUpdateSchema,
  manifestPageSchema,
} from '#shared/contracts/departures.ts'
import { pageAsked, pageOf, pageQuerySchema } from '#shared/contracts/paging.ts'
import { sendCached } from '#server/caches/cached-answer.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { cancelDeparture, cancellationProgress } from './cancel-departure.ts'
import { findDeparture, updateDeparture } from './change-departure.ts'
import { getManifest, listManifestPage } from './get-manifest.ts'
import { listDepartures, listTourDepartures, listTourDeparturesPage } from './list-departures.ts'
import {
  createDeparture,
  createDepartureSeries,
  readDeparture,
  tourForDepartures,
} from './save-departures.ts'

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
}

const pageQuery = (max: number) =>
  z.object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(max)
      .default(max)
      .describe(`At most this many (1 to ${max})`),
  })

export const departureRoutes: FastifyPluginAsyncZod<{
  /** Wakes the lifecycle worker, which cancels and refunds a cancelled departure's bookings. */
  nudge: () => void
}> = async (app, { nudge }) => {
  app.get(
    '/places/:tourId/departures',
    {
      schema: {
        tags: ['departures'],
        summary: "A tour's upcoming departures, soonest first, with live seats left",
        params: tourParamsSchema,
        querystring: pageQuery(100).extend({
          after: calendarDateSchema.optional().describe('The next page: dates after this one'),
        }),
        response: {
          200: z.array(departureSchema),
          304: z.void().describe('Not modified: the If-None-Match ETag is current'),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
      // Stored compressed (sendCached): nothing for the compression plugin to do.
      compress: false,
    },
    // Seats change with every booking: sendCached says no-cache, so browsers and proxies ask
    // again each time, and its ETag makes asking cheap.
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await listDepartures({
          ctx: request.ctx,
          cache: app.departuresCache,
          tourId: request.params.tourId,
          after: request.query.after,
          limit: request.query.limit,
        }),
      ),
  )

  app.get(
    '/places/:tourId/departures/all',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['departures'],
        summary:
          'Every departure of a tour from a date on, any state, with seats taken: the first 200, or with limit or cursor a page of them ({ items, nextCursor, total }) (admins)',
        params: tourParamsSchema,
        querystring: pageQuerySchema.extend({
          from: calendarDateSchema.optional().describe('First date (default: today in Dhaka)'),
        }),
        response: {
          200: z.union([z.array(adminDepartureSchema), pageOf(adminDepartureSchema)]),
          ...errors,
        },
      },
    },
    async (request) => {
      const page = pageAsked(request.query)
      const tour = await tourForDepartures(request.ctx, request.params.tourId)
      const { from } = request.query
      return page
        ? listTourDeparturesPage({ ctx: request.ctx, tour, from, page })
        : listTourDepartures({ ctx: request.ctx, tour, from, limit: 200 })
    },
  )

  app.post(
    '/places/:tourId/departures',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['departures'],
        summary: 'Add a departure to a tour (admins); a date the tour already has answers 409',
        params: tourParamsSchema,
        body: departureInputSchema,
        response: { 201: adminDepartureSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createDeparture({
          ctx: request.ctx,
          tourId: request.params.tourId,
          input: request.body,
        }),
      ),
  )

  app.post(
    '/places/:tourId/departures/series',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['departures'],
        summary:
          'Add departures on chosen days of the week between two dates, every week or every other week (admins)',
        params: tourParamsSchema,
        body: departureSeriesSchema,
        response: { 201: departureSeriesResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createDepartureSeries({
          ctx: request.ctx,
          tourId: request.params.tourId,
          input: request.body,
        }),
      ),
  )

  app.patch(
    '/departures/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['departures'],
        summary:
          'Change capacity (never below the seats taken), price for new bookings, or open/closed (admins)',
        params: departureIdParamsSchema,
        body: departureUpdateSchema,
        response: { 200: adminDepartureSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      updateDeparture({ ctx: request.ctx, id: request.params.id, input: request.body }),
  )

  app.post(
    '/departures/:id/cancel',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['departures'],
        summary:
          'Cancel a departure: every booking on it is cancelled with a full refund and its customer mailed, in the background (resumable); answers the progress so far (admins)',
        params: departureIdParamsSchema,
        body: departureCancelInputSchema.nullish(),
        response: { 200: departureCancelResultSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = userCtx(request)
      const { id } = request.params
      await cancelDeparture({ ctx, id, reason: request.body?.reason })
      nudge()
      const found = await findDeparture(ctx, id)
      return {
        departure: await readDeparture(ctx, id, found.tourPriceCents),
        progress: await cancellationProgress(ctx, id),
      }
    },
  )

  app.get(
    '/departures/:id/cancellation',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['departures'],
        summary:
          "How far a departure's cancellation has got: bookings cancelled, refunds sent (admins)",
        params: departureIdParamsSchema,
        response: { 200: cancellationProgressSchema, ...errors },
      },
    },
    async (request) => cancellationProgress(request.ctx, request.params.id),
  )

  app.get(
    '/departures/:id/manifest',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['departures'],
        summary:
          "A departure's manifest: its tour, and the paid and live bookings by name with their travellers and totals; with limit or cursor, a page of the bookings (items, nextCursor, total) (admins)",
        params: departureIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.union([departureManifestSchema, manifestPageSchema]), ...errors },
      },
    },
    async (request) => {
      const page = pageAsked(request.query)
      return page
        ? listManifestPage({ ctx: request.ctx, id: request.params.id, page })
        : getManifest({ ctx: request.ctx, id: request.params.id })
    },
  )
}
