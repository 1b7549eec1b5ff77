/**
 * The exchange rate: read by everyone (pages show prices in taka with it; answered from the
 * catalogue cache with an ETag), set by admins.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import { exchangeRateInputSchema, exchangeRateSchema } from '#shared/contracts/exchange-rate.ts'
import { sendCached } from '#server/caches/cached-answer.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { cachedExchangeRate } from './get-exchange-rate.ts'
import { setExchangeRate } from './set-exchange-rate.ts'

export const exchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exchange-rate',
    {
      // Stored compressed (sendCached): nothing for the compression plugin to do.
      compress: false,
      schema: {
        tags: ['catalogue'],
        summary:
          'The taka per US dollar pages show prices in taka with: the newest an admin set, else the starting rate',
        response: {
          200: exchangeRateSchema,
          304: z.void().describe('Not modified: the If-None-Match ETag is current'),
        },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await cachedExchangeRate({ ctx: request.ctx })),
  )

  app.post(
    '/exchange-rate',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary:
          'Set the taka per US dollar (admins only); kept with its date, recorded in the audit log. Prices stay in dollars',
        body: exchangeRateInputSchema,
        response: {
          200: exchangeRateSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) =>
      setExchangeRate({ ctx: userCtx(request), takaPerDollar: request.body.takaPerDollar }),
  )
}
