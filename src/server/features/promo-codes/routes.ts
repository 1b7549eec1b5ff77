/**
 * Promo codes (issue 33 item 3; decision 050): the booking dialog's quote, for the signed-in
 * customer who is about to book (only they can book; their own uses count against a
 * per-customer limit), rate-limited per client so codes cannot be guessed by the thousand; and
 * the admins' list, create, edit, pause and uses.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import { pageAsked, pageQuerySchema, PAGE_LIMIT_DEFAULT } from '#shared/contracts/paging.ts'
import {
  adminPromoCodeSchema,
  adminPromoCodesPageSchema,
  promoCheckSchema,
  promoCodeIdParamsSchema,
  promoCodeInputSchema,
  promoCodePausedSchema,
  promoCodeUsesPageSchema,
  promoQuoteSchema,
} from '#shared/contracts/promo-codes.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { checkPromoCode } from './check-promo-code.ts'
import { listPromoCodeUses } from './list-promo-code-uses.ts'
import { listPromoCodes } from './list-promo-codes.ts'
import { savePromoCode } from './save-promo-code.ts'
import { setPromoCodePaused } from './set-promo-code-paused.ts'

const TAG = 'promo codes'
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
}
const page = (query: { limit?: number; cursor?: string }) =>
  pageAsked(query) ?? { limit: PAGE_LIMIT_DEFAULT }

export const promoCodeRoutes: FastifyPluginAsyncZod<{ checksPerMinute?: number }> = async (
  app,
  { checksPerMinute = 30 },
) => {
  app.post(
    '/promo-codes/check',
    {
      preValidation: app.requireUser,
      config: { rateLimit: { max: checksPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: [TAG],
        summary:
          "What a promo code takes off a booking of this tour, date, party and extras, or why it can't be used (a quote: the booking applies it again)",
        body: promoCheckSchema,
        response: { 200: promoQuoteSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request) => checkPromoCode({ ctx: userCtx(request), input: request.body }),
  )

  app.get(
    '/admin/promo-codes',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Every promo code, newest first, a page at a time, with uses and revenue (admins)',
        querystring: pageQuerySchema,
        response: { 200: adminPromoCodesPageSchema, ...errors },
      },
    },
    async (request) => listPromoCodes({ ctx: request.ctx, query: page(request.query) }),
  )

  app.post(
    '/admin/promo-codes',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: [TAG],
        summary: "Create a promo code in the site's currency; audited (admins)",
        body: promoCodeInputSchema,
        response: { 201: adminPromoCodeSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const code = await savePromoCode({ ctx: userCtx(request), input: request.body })
      return reply.code(201).send(code)
    },
  )

  app.put(
    '/admin/promo-codes/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: [TAG],
        summary: "Change a promo code's terms (orders already made keep theirs); audited (admins)",
        params: promoCodeIdParamsSchema,
        body: promoCodeInputSchema,
        response: {
          200: adminPromoCodeSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      savePromoCode({ ctx: userCtx(request), id: request.params.id, input: request.body }),
  )

  app.put(
    '/admin/promo-codes/:id/paused',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Pause a promo code or let it be used again; audited (admins)',
        params: promoCodeIdParamsSchema,
        body: promoCodePausedSchema,
        response: { 200: adminPromoCodeSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) =>
      setPromoCodePaused({
        ctx: userCtx(request),
        id: request.params.id,
        paused: request.body.paused,
      }),
  )

  app.get(
    '/admin/promo-codes/:id/uses',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'The bookings made with a promo code, newest first, a page at a time (admins)',
        params: promoCodeIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: promoCodeUsesPageSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) =>
      listPromoCodeUses({ ctx: request.ctx, id: request.params.id, query: page(request.query) }),
  )
}
