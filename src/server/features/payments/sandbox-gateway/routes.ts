/**
 * The sandbox gateway's routes, the offline stand-in for a gateway's page and its way back:
 * - GET  /payment/sandbox-gateway/:intentId — the "gateway's" page (page.ts), where the
 *   customer pays, fails or cancels;
 * - POST /payment/sandbox-gateway/:intentId — its buttons: the intent is finished once, and the
 *   browser is sent on to the return route, as a gateway sends it back to the merchant;
 * - GET  /payment/sandbox-gateway/return — the customer back from it. Like bKash's callback,
 *   it believes nothing it carries but the intent's id: the intent is read back and, when paid,
 *   recorded through the same `confirm` as every other path (once: the ledger's key per
 *   intent), then the customer lands on the Pay page with the outcome it understands for every
 *   gateway (`?gateway=success|fail|cancel`).
 *
 * The page is no JSON answer: it gets the site's policy for JSON (it allows nothing) widened by
 * exactly what it uses — its own style element by hash, the site's font and icon, forms posted
 * to our own address — and sends our origin with its form (Referrer-Policy same-origin), which
 * the cross-site guard (plugins/origin-check.ts) asks of every POST. The intent's id, 144 random
 * bits, is the key to the page and its buttons, as a gateway's session token is.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { DEFAULT_LOCALE } from '#shared/i18n/catalogue.ts'
import type { GatewayReturn } from '#shared/paths.ts'
import type { Ctx } from '#server/lib/context.ts'
import { AppError, NotFound } from '#server/lib/errors.ts'
import type { GatewayLimits } from '../gateway-down.ts'
import { pageStyle, renderGatewayPage } from './page.ts'
import type { GatewayIntent, SandboxGatewayProvider } from './provider.ts'
import { sendBackFromGateway } from '../gateway-return.ts'

const intentIdSchema = z
  .string()
  .regex(/^sgw_[A-Za-z0-9_-]{24}$/)
  .describe('The sandbox gateway intent (`redirectUrl` of POST /payment names it)')
const pageParams = z.object({ intentId: intentIdSchema })
/** What a gateway appends on the way back: only the intent is read, its status never. */
const returnQuery = z.looseObject({
  intent: z.string().max(100).optional(),
  status: z.string().max(20).optional(),
})

const returnUrl = (intentId: string, status?: string) =>
  `/api/payment/sandbox-gateway/return?intent=${encodeURIComponent(intentId)}${status ? `&status=${status}` : ''}`

export const sandboxGatewayRoutes: FastifyPluginAsync<{
  provider: SandboxGatewayProvider
  confirm: (ctx: Ctx, orderId: string, intentId: string) => Promise<Order>
  limits: GatewayLimits
  /** The site's built Bangla font (`/assets/…woff2`), when there is a web build. */
  banglaFont: string | undefined
}> = async (plain, { provider, confirm, limits, banglaFont }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>()
  // The page's buttons post a form; this plugin's routes read it (no other route takes a form).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1_024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  const style = pageStyle(banglaFont)
  // One customer opens the page and comes back once a payment: the limit only stops one address
  // from hammering the database, as the real gateways' routes are limited.
  const rateLimit = { max: limits.returns, timeWindow: '1 minute' }

  async function found(intentId: string): Promise<GatewayIntent> {
    const intent = await provider.read(intentId)
    if (!intent) throw new NotFound(messages.errors.noSuchPayment)
    return intent
  }

  app.get(
    '/payment/sandbox-gateway/:intentId',
    {
      config: { rateLimit },
      schema: {
        tags: ['payments'],
        summary:
          "The sandbox gateway's page (ours, offline, nothing charged): the amount, and Pay, Fail and Cancel buttons that work without JavaScript",
        params: pageParams,
        produces: ['text/html'],
        response: {
          200: z.string().describe('HTML, in the language the customer pays in'),
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const intent = await found(request.params.intentId)
      const sitePolicy = String(reply.getHeader('content-security-policy') ?? '')
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'same-origin')
        .header(
          'content-security-policy',
          [
            sitePolicy,
            `style-src ${style.hash}`,
            "font-src 'self'",
            "img-src 'self'",
            "form-action 'self'",
          ]
            .filter(Boolean)
            .join(';'),
        )
        .send(renderGatewayPage(intent, { css: style.css, returnUrl: returnUrl(intent.id) }))
    },
  )

  app.post(
    '/payment/sandbox-gateway/:intentId',
    {
      config: { rateLimit },
      schema: {
        tags: ['payments'],
        summary:
          "The sandbox gateway page's buttons (ours): finishes the payment once (paid, failed or cancelled; a finished one stays as it was), then sends the browser back to the site",
        params: pageParams,
        body: z.object({ outcome: z.enum(['pay', 'fail', 'cancel']) }),
        response: {
          303: z.null(),
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const intent = await provider.finish(request.params.intentId, request.body.outcome)
      if (!intent) throw new NotFound(messages.errors.noSuchPayment)
      // What a gateway says on the way back; the return route does not believe it.
      const status = { open: 'open', succeeded: 'success', failed: 'failure', canceled: 'cancel' }
      return reply.code(303).redirect(returnUrl(intent.id, status[intent.state]))
    },
  )

  app.get(
    '/payment/sandbox-gateway/return',
    {
      config: { rateLimit },
      schema: {
        tags: ['payments'],
        summary:
          "The customer's browser back from the sandbox gateway's page (ours): the payment is read back and recorded when paid, then the Pay page shows how it went",
        querystring: returnQuery,
        response: { 303: z.null(), 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const intentId = intentIdSchema.safeParse(request.query.intent)
      const intent = intentId.success ? await provider.read(intentId.data) : undefined
      if (!intent) {
        request.log.warn({ intent: request.query.intent }, 'sandbox gateway: a return of no intent')
        return sendBackFromGateway(reply, {
          locale: DEFAULT_LOCALE,
          orderId: undefined,
          shown: 'fail',
        })
      }
      let shown: GatewayReturn = intent.state === 'failed' ? 'fail' : 'cancel'
      if (intent.state === 'succeeded') {
        shown = 'success'
        try {
          await confirm(request.ctx, intent.orderId, intent.id)
        } catch (error) {
          // A payment we cannot apply (the order cancelled and refunded meanwhile): retrying
          // will not help. Anything else (the database): the reconciler records it within a
          // minute, and the Pay page watches the order meanwhile.
          request.log.warn(
            { err: error, intent: intent.id },
            'sandbox gateway: a payment not applied',
          )
          if (!(error instanceof AppError)) shown = 'pending'
        }
      }
      return sendBackFromGateway(reply, { locale: intent.locale, orderId: intent.orderId, shown })
    },
  )
}
