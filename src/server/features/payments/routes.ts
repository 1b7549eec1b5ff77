/**
 * The payment flow: start a payment for an order, confirm it (PUT /cartProducts/:id, the spec's
 * name), the provider's webhook, the sandbox's card form, and receipts; the gateways' own routes
 * (SSLCommerz, bKash, the sandbox gateway) when they are offered.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import { orderIdParamsSchema, orderSchema, type Order } from '#shared/contracts/orders.ts'
import {
  acceptHeldPaymentSchema,
  confirmPaymentSchema,
  createPaymentSchema,
  paymentIntentSchema,
  paymentMethodsSchema,
  receiptSchema,
  sandboxCardSchema,
  sandboxConfirmResultSchema,
} from '#shared/contracts/payments.ts'
import type { Config } from '#server/config.ts'
import type { Ctx } from '#server/lib/context.ts'
import { AppError, Conflict, invalidField } from '#server/lib/errors.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import { errorBody } from '#server/lib/error-body.ts'
import { messages } from '#shared/messages.ts'
import { userCtx } from '#server/plugins/auth.ts'
import { confirmOwnPayment } from './confirm-own-payment.ts'
import { confirmPayment } from './confirm-payment.ts'
import { getReceipt } from './get-receipt.ts'
import { createPayment } from './create-payment.ts'
import type { PaymentProviders } from './payment-providers.ts'
import { InvalidWebhook, type PaymentProvider } from '#server/lib/payment-provider.ts'
import type { SandboxProvider } from './sandbox-provider.ts'
import { bkashRoutes } from './bkash/routes.ts'
import type { BkashProvider } from './bkash/provider.ts'
import { DEFAULT_GATEWAY_LIMITS, gatewayDownAs503, type GatewayLimits } from './gateway-down.ts'
import { sslCommerzRoutes } from './sslcommerz/routes.ts'
import type { SandboxGatewayProvider } from './sandbox-gateway/provider.ts'
import { sandboxGatewayRoutes } from './sandbox-gateway/routes.ts'
import { sendRefundsAfterCommit, settleReportedRefunds } from '#server/features/orders/index.ts'

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
}

export interface PaymentRoutesOptions {
  provider: PaymentProviders
  /** Runs once per order, when it becomes Paid (receipts hang here). */
  onOrderPaid?: (order: Order) => Promise<void> | void
  /** What receipts say of the seller (trade licence, BIN, VAT rate). */
  invoice: Config['invoice']
  /** Requests one address may make of the gateways' routes a minute (gateway-down.ts). */
  gatewayLimits?: GatewayLimits
  /** The site's built Bangla font (`/assets/…woff2`), for the sandbox gateway's page. */
  banglaFont?: string
}

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { provider, onOrderPaid, invoice, gatewayLimits = DEFAULT_GATEWAY_LIMITS, banglaFont },
) => {
  /**
   * After a payment was recorded: the once-only follow-up, and the refunds it planned (a payment
   * that raced a cancellation, or more than the price) sent at once.
   */
  async function afterPayment(
    ctx: Ctx,
    { transitioned, order, refundsPlanned }: Awaited<ReturnType<typeof confirmPayment>>,
  ): Promise<Order> {
    if (transitioned) await onOrderPaid?.(order)
    if (refundsPlanned) {
      await sendRefundsAfterCommit(
        ctx,
        provider,
        order._id,
        'payment (an overpayment or a late one)',
      )
    }
    return order
  }

  /** confirmPayment plus the once-only follow-up. */
  async function confirm(ctx: Ctx, orderId: string, intentId: string): Promise<Order> {
    return afterPayment(ctx, await confirmPayment({ ctx, provider, orderId, intentId }))
  }

  app.post(
    '/payment',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['payments'],
        summary:
          "Start paying for one of your unpaid orders; answers the client secret, or the gateway's page",
        body: createPaymentSchema,
        response: { 200: paymentIntentSchema, ...errors, 503: errorBodySchema },
      },
    },
    async (request) =>
      createPayment({
        ctx: userCtx(request),
        provider,
        orderId: request.body.orderId,
        plan: request.body.plan,
        via: request.body.provider,
      }).catch((error: unknown) => {
        throw gatewayDownAs503(error)
      }),
  )

  app.get(
    '/payment/methods',
    {
      schema: {
        tags: ['payments'],
        summary: 'The ways to pay this site offers (ours), the card provider first',
        response: { 200: paymentMethodsSchema },
      },
    },
    async () => ({ providers: [...provider.choices] }),
  )

  app.put(
    '/cartProducts/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Mark your order paid once the provider confirms the payment succeeded',
        params: z.object({ id: orderIdParamsSchema.shape.orderId }),
        body: confirmPaymentSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => {
      const intentId = (request.body.paymentIntentId ?? request.body.transsaction)!
      const ctx = userCtx(request)
      return afterPayment(
        ctx,
        await confirmOwnPayment({ ctx, provider, orderId: request.params.id, intentId }),
      )
    },
  )

  app.post(
    '/payment/accept-held',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['payments'],
        summary:
          'Record a payment the gateway held as risky (ours, admins): the order becomes paid as any payment would; to give the money back, cancel the booking with a full refund afterwards',
        body: acceptHeldPaymentSchema,
        response: { 200: orderSchema, ...errors, 503: errorBodySchema },
      },
    },
    async (request) => {
      const ctx = userCtx(request)
      const { orderId, paymentIntentId } = request.body
      const intent = await provider.retrieveIntent(paymentIntentId).catch((error: unknown) => {
        throw gatewayDownAs503(error)
      })
      if (!intent?.held || intent.orderId !== orderId) {
        throw invalidField('paymentIntentId', messages.errors.paymentNotHeld)
      }
      const outcome = await confirmPayment({
        ctx,
        provider,
        orderId,
        intentId: paymentIntentId,
        acceptHeld: true,
      })
      if (outcome.transitioned) {
        await recordAudit(ctx.db, ctx.user, {
          action: 'payment.accepted',
          subject: { type: 'order', id: orderId },
          after: { intentId: paymentIntentId, reason: intent.lastError },
        })
      }
      return afterPayment(ctx, outcome)
    },
  )

  app.get(
    '/receipt/:orderId',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'The receipt of a paid order (yours; admins any)',
        params: orderIdParamsSchema,
        response: { 200: receiptSchema, ...errors },
      },
    },
    async (request) =>
      getReceipt({ ctx: userCtx(request), orderId: request.params.orderId, invoice }),
  )

  const sandbox = provider.named('sandbox') as SandboxProvider | undefined
  if (sandbox) {
    app.post(
      '/payment/sandbox/confirm',
      {
        preValidation: app.requireUser,
        schema: {
          tags: ['payments'],
          summary: 'Test mode: pay with a test card (4242 4242 4242 4242 succeeds)',
          body: sandboxCardSchema,
          response: { 200: sandboxConfirmResultSchema, 402: errorBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        const result = await sandbox.confirm(request.body)
        // Cancelled: the order was deleted or its plan withdrawn first; the card is not charged.
        if (!result.ok && result.canceled) throw new Conflict(result.message)
        // Stripe's code beside its sentence, so the page can say it in its own language.
        if (!result.ok) {
          const { code, declineCode } = result.refusal ?? {}
          const details = code === undefined ? undefined : { code, declineCode }
          return reply.code(402).send(errorBody('PAYMENT_FAILED', result.message, details))
        }
        // What Stripe's webhook would do: the order is Paid even if the browser goes away now.
        if (result.intent.orderId)
          await confirm(request.ctx, result.intent.orderId, result.intent.id)
        return { status: 'succeeded' as const, paymentIntentId: result.intent.id }
      },
    )
  }

  await app.register(webhookRoute, { provider, confirm })
  const sslcommerz = provider.named('sslcommerz')
  if (sslcommerz) {
    await app.register(sslCommerzRoutes, { provider: sslcommerz, confirm, limits: gatewayLimits })
  }
  const bkash = provider.named('bkash') as BkashProvider | undefined
  if (bkash) await app.register(bkashRoutes, { provider: bkash, confirm, limits: gatewayLimits })
  const sandboxGateway = provider.named('sandbox-gateway') as SandboxGatewayProvider | undefined
  if (sandboxGateway) {
    await app.register(sandboxGatewayRoutes, {
      provider: sandboxGateway,
      confirm,
      limits: gatewayLimits,
      banglaFont,
    })
  }
}

/** Stripe signs the exact bytes it sent: this route keeps the body raw (its own parser). */
const webhookRoute: FastifyPluginAsync<{
  provider: PaymentProvider
  confirm: (ctx: Ctx, orderId: string, intentId: string) => Promise<Order>
}> = async (app, { provider, confirm }) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )
  app.withTypeProvider<ZodTypeProvider>().post(
    '/payment/webhook',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Stripe webhook (signed): payment_intent.succeeded / payment_failed, charge.refunded',
        response: { 200: z.object({ received: z.literal(true) }), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const signature = request.headers['stripe-signature']
      let event
      try {
        event = await provider.verifyWebhook(
          request.body as Buffer,
          Array.isArray(signature) ? signature[0] : signature,
        )
      } catch (error) {
        if (error instanceof InvalidWebhook) {
          return reply
            .code(400)
            .send(errorBody('BAD_REQUEST', messages.validation.webhookSignature))
        }
        throw error
      }
      if (event.type === 'payment_intent.succeeded' && event.intent?.orderId) {
        try {
          await confirm(request.ctx, event.intent.orderId, event.intent.id)
        } catch (error) {
          // A genuine event we cannot apply (order gone, amount changed): retrying won't help.
          if (!(error instanceof AppError)) throw error
          request.log.warn({ err: error, intent: event.intent.id }, 'webhook not applied')
        }
      } else if (event.type === 'charge.refunded' && event.refunds) {
        await settleReportedRefunds(request.ctx.db, event.refunds, request.ctx.phoneChannels)
      } else if (event.type === 'payment_intent.payment_failed') {
        request.log.info({ intent: event.intent?.id }, 'payment failed; order stays unpaid')
      }
      return { received: true as const }
    },
  )
}
