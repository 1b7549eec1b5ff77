/**
 * SSLCommerz's two ways of telling us about a payment: the customer's browser coming back from
 * the gateway's page (a form it posts to our success, fail or cancel address) and the IPN its
 * servers post, in either order and any number of times. Neither is believed: both only name a
 * tran_id, which is read back through the transaction query and the validation API, and
 * recorded once (the ledger's key per intent) whichever arrives first.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { isLocale } from '#shared/i18n/catalogue.ts'
import type { Ctx } from '#server/lib/context.ts'
import { AppError } from '#server/lib/errors.ts'
import type { PaymentProvider } from '#server/lib/payment-provider.ts'
import { gatewayDownAs503, type GatewayLimits } from '../gateway-down.ts'
import { sendBackFromGateway } from '../gateway-return.ts'

/** What the gateway posts: its fields, of which only these are read (and none believed). */
const gatewayForm = z.looseObject({
  tran_id: z.string().max(100).optional(),
  value_a: z.string().max(100).optional(),
  value_b: z.string().max(10).optional(),
})
const tranIdSchema = z.string().regex(/^sslc_[0-9a-f]{25}$/)
const orderIdSchema = z.uuid()

export const sslCommerzRoutes: FastifyPluginAsync<{
  provider: PaymentProvider
  confirm: (ctx: Ctx, orderId: string, intentId: string) => Promise<Order>
  limits: GatewayLimits
}> = async (plain, { provider, confirm, limits }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>()
  // The gateway posts forms; this plugin's routes read them (no other route takes a form).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  /** Reads the tran_id back from SSLCommerz and records it when paid; says what it found. */
  async function settle(
    ctx: Ctx,
    tranId: string,
  ): Promise<{ orderId: string | undefined; paid: boolean }> {
    const intent = await provider.retrieveIntent(tranId)
    // Held as risky: an admin decides (the reconciler lists it for them).
    if (intent?.status !== 'succeeded' || intent.held || !intent.orderId) {
      return { orderId: intent?.orderId, paid: false }
    }
    try {
      await confirm(ctx, intent.orderId, tranId)
    } catch (error) {
      // A genuine payment we cannot apply (the order deleted): retrying will not help.
      if (!(error instanceof AppError)) throw error
      ctx.log.warn({ err: error, intent: tranId }, 'sslcommerz: a payment not applied')
    }
    return { orderId: intent.orderId, paid: true }
  }

  app.post(
    '/payment/sslcommerz/ipn',
    {
      // Each notification is read back from SSLCommerz: a flood from one address must not turn
      // into a flood of our requests to the gateway (which throttles the store). The gateway's
      // own notifications come far below this, and one refused is asked about by the
      // reconciler within a minute anyway.
      config: { rateLimit: { max: limits.notifications, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary:
          "SSLCommerz's IPN (ours): names a tran_id, which is read back from the gateway and recorded once when paid",
        body: gatewayForm,
        response: {
          200: z.object({ received: z.literal(true) }),
          400: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const tranId = tranIdSchema.safeParse(request.body.tran_id)
      // Not one of ours: nothing to record (answered, so the gateway does not keep sending it).
      if (tranId.success) {
        await settle(request.ctx, tranId.data).catch((error: unknown) => {
          throw gatewayDownAs503(error)
        })
      } else
        request.log.warn(
          { tranId: request.body.tran_id },
          'sslcommerz: an IPN of no tran_id of ours',
        )
      return { received: true as const }
    },
  )

  app.post(
    '/payment/sslcommerz/return/:outcome',
    {
      // A customer comes back once a payment; the limit only stops one address from making
      // the server read the gateway over and over.
      config: { rateLimit: { max: limits.returns, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary:
          "The customer's browser back from SSLCommerz's page (ours): the payment is read back, then the Pay page shows how it went",
        params: z.object({ outcome: z.enum(['success', 'fail', 'cancel']) }),
        body: gatewayForm,
        response: { 303: z.null(), 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { outcome } = request.params
      const form = request.body
      const locale = isLocale(form.value_b) ? form.value_b : 'en'
      const tranId = tranIdSchema.safeParse(form.tran_id)
      let found: { orderId: string | undefined; paid: boolean } = {
        orderId: undefined,
        paid: false,
      }
      if (tranId.success) {
        try {
          found = await settle(request.ctx, tranId.data)
        } catch (error) {
          // The gateway did not answer: the reconciler asks again within a minute; the customer
          // is told the payment is being checked.
          request.log.warn(
            { err: error, tranId: tranId.data },
            'sslcommerz: a return not read back',
          )
        }
      }
      // The order the page is about: the gateway's word for it only picks the page to show.
      const orderId = found.orderId ?? orderIdSchema.safeParse(form.value_a).data
      const shown = found.paid ? 'success' : outcome === 'success' ? 'pending' : outcome
      return sendBackFromGateway(reply, { locale, orderId, shown })
    },
  )
}
