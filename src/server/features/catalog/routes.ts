/**
 * Public catalogue routes. Handlers only validate (through the schemas) and call verbs.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { deletedCountSchema } from '#shared/contracts/orders.ts'
import {
  divisionParamsSchema,
  placeIdParamsSchema,
  placeInputSchema,
  divisionSchema,
  placeSchema,
  placesQuerySchema,
  tourParamsSchema,
} from '#shared/contracts/catalog.ts'
import { errorBodySchema } from '#shared/contracts/common.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { getPlace } from './get-place.ts'
import { createPlace, deletePlace, updatePlace } from './save-place.ts'
import { listDivisionPlaces } from './list-division-places.ts'
import { listDivisions } from './list-divisions.ts'
import { listPlaces } from './list-places.ts'

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/divisions',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every division with its number of places',
        response: { 200: z.array(divisionSchema) },
      },
    },
    async (request) => listDivisions({ ctx: request.ctx }),
  )

  app.get(
    '/places',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'All places (tour plans), optionally filtered and sorted',
        querystring: placesQuerySchema,
        response: { 200: z.array(placeSchema), 400: errorBodySchema },
      },
    },
    async (request) => listPlaces({ ctx: request.ctx, query: request.query }),
  )

  app.get(
    '/place/:divisionId',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A division's places, by the division's _id or numeric id",
        params: divisionParamsSchema,
        response: { 200: z.array(placeSchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      listDivisionPlaces({ ctx: request.ctx, divisionId: request.params.divisionId }),
  )

  app.get(
    '/places/:tourId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One place, by _id or placeId',
        params: tourParamsSchema,
        response: { 200: placeSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getPlace({ ctx: request.ctx, tourId: request.params.tourId }),
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
      preHandler: app.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Add a tour plan (admins only)',
        body: placeInputSchema,
        response: { 200: placeSchema, ...adminErrors },
      },
    },
    async (request) => createPlace({ ctx: userCtx(request), input: request.body }),
  )

  app.put(
    '/place/:id',
    {
      preHandler: app.requireAdmin,
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
      preHandler: app.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Delete a tour plan, by _id or placeId (admins only); its orders stay',
        params: placeIdParamsSchema,
        response: { 200: deletedCountSchema, ...adminErrors },
      },
    },
    async (request) => deletePlace({ ctx: userCtx(request), id: request.params.id }),
  )
}
