/**
 * The customer's browser back from bKash's page: bKash redirects it to our callback with the
 * paymentID and a status (success, failure, cancel) that anyone could have written, any number
 * of times. The status is never believed: the payment is settled through the provider (query,
 * and execute when the customer approved: src/server/features/payments/bkash/provider.ts),
 * recorded once through the same `confirm` as every other path, and the customer is sent to the
 * Pay page saying what bKash says. bKash not answering still lands them there, with
 * `gateway=pending`: the reconciler asks again within a minute, and the page watches the order.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/catalogue.ts'
import type { GatewayReturn } from '#shared/paths.ts'
import { findOrderLocale } from '#server/features/orders/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { AppError } from '#server/lib/errors.ts'
import type { GatewayLimits } from '../gateway-down.ts'
import { orderOfIntent } from '../payment-checks.ts'
import type { BkashPaymentStatus } from './client.ts'
import type { BkashProvider } from './provider.ts'
import { sendBackFromGateway } from '../gateway-return.ts'

/** What bKash appends (paymentID, status, signature, apiVersion): only the paymentID is read. */
const callbackQuery = z.looseObject({
  paymentID: z.string().max(100).optional(),
  status: z.string().max(20).optional(),
})
/** bKash's paymentIDs are letters and digits ("TR0011ON1565154754797"). */
const paymentIdSchema = z.string().regex(/^[A-Za-z0-9]{4,64}$/)
/** Callbacks one address may make a minute: a customer comes back once a payment. */
/** What the Pay page is told, from bKash's own state (never from the callback's status). */
function shownFor(paid: boolean, status: BkashPaymentStatus | undefined): GatewayReturn {
  if (paid) return 'success'
  switch (status) {
    case 'Cancelled':
      return 'cancel'
    case 'Failed':
    case 'Expired':
      return 'fail'
    default:
      // Not decided yet, or not known (bKash down, a payment not of ours): being checked.
      return 'pending'
  }
}

export const bkashRoutes: FastifyPluginAsync<{
  provider: BkashProvider
  confirm: (ctx: Ctx, orderId: string, intentId: string) => Promise<Order>
  limits: GatewayLimits
}> = async (plain, { provider, confirm, limits }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>()

  /** Settles the payment at bKash and records it when paid; says what it found. */
  async function settle(ctx: Ctx, intentId: string) {
    const { intent, status, locale } = await provider.settle(intentId)
    const orderId = intent?.orderId
    const paid = intent?.status === 'succeeded' && orderId !== undefined
    if (paid) {
      try {
        await confirm(ctx, orderId, intentId)
      } catch (error) {
        // A genuine payment we cannot apply (the order deleted): retrying will not help.
        if (!(error instanceof AppError)) throw error
        ctx.log.warn({ err: error, intent: intentId }, 'bkash: a payment not applied')
      }
    }
    return { orderId, locale, shown: shownFor(paid, status) }
  }

  app.get(
    '/payment/bkash/callback',
    {
      // Each callback is settled at bKash: one address must not make the server ask bKash over
      // and over (bKash limits its merchants' calls too).
      config: { rateLimit: { max: limits.returns, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary:
          "The customer's browser back from bKash's page (ours): the payment is settled at bKash (executed once approved), then the Pay page shows how it went",
        querystring: callbackQuery,
        response: { 303: z.null(), 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const paymentID = paymentIdSchema.safeParse(request.query.paymentID)
      let found: {
        orderId: string | undefined
        locale: Locale | undefined
        shown: GatewayReturn
      } = {
        orderId: undefined,
        locale: undefined,
        shown: 'pending',
      }
      if (paymentID.success) {
        const intentId = `bkash_${paymentID.data}`
        try {
          found = await settle(request.ctx, intentId)
        } catch (error) {
          // bKash did not answer: the reconciler asks again; the customer is told the payment
          // is being checked, on their order's Pay page (our record of which order it is).
          request.log.warn({ err: error, intentId }, 'bkash: a callback not settled')
          const orderId = await orderOfIntent(request.ctx.db, intentId)
          const order = orderId && (await findOrderLocale({ db: request.ctx.db, orderId }))
          found = { ...found, ...order }
        }
      } else {
        request.log.warn({ paymentID: request.query.paymentID }, 'bkash: a callback of no payment')
      }
      const { orderId, shown } = found
      return sendBackFromGateway(reply, { locale: found.locale ?? DEFAULT_LOCALE, orderId, shown })
    },
  )
}
