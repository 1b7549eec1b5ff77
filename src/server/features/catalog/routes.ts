/**
 * Public catalogue routes. Handlers only validate (through the schemas) and call verbs.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  divisionParamsSchema,
  divisionSchema,
  placeSchema,
  placesQuerySchema,
  tourParamsSchema,
} from '#shared/contracts/catalog.ts'
import { errorBodySchema } from '#shared/contracts/common.ts'
import { getPlace } from './get-place.ts'
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
}
