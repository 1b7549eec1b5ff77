/**
 * Gift vouchers (issue 33 item 4; decision 054): buying one, a code's balance, your own, and
 * spending one on your booking (signed-in customers; the code routes rate-limited per client so
 * codes cannot be tried by the thousand); and the admins' list, ledger, issue and cancel.
 */
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '#shared/contracts/common.ts'
import {
  adminGiftVoucherLedgerSchema,
  adminGiftVoucherSchema,
  adminGiftVouchersPageSchema,
  adminGiftVouchersQuerySchema,
  giftVoucherBalanceSchema,
  giftVoucherCancelSchema,
  giftVoucherCheckSchema,
  giftVoucherIdParamsSchema,
  giftVoucherIssueSchema,
  giftVoucherPurchasedSchema,
  giftVoucherPurchaseSchema,
  giftVoucherRedeemedSchema,
  giftVoucherRedeemSchema,
  ownGiftVouchersSchema,
} from '#shared/contracts/gift-vouchers.ts'
import { orderIdParamsSchema } from '#shared/contracts/orders.ts'
import { pageAsked, pageQuerySchema, PAGE_LIMIT_DEFAULT } from '#shared/contracts/paging.ts'
import { messages } from '#shared/messages.ts'
import { TooManyRequests } from '#server/lib/errors.ts'
import { userCtx } from '#server/plugins/auth.ts'
import type { RefundProvider } from '#server/features/orders/index.ts'
import { cancelGiftVoucher } from './cancel-voucher.ts'
import { checkGiftVoucher } from './check-voucher.ts'
import { issueGiftVoucher } from './issue-voucher.ts'
import { listGiftVouchers } from './list-vouchers.ts'
import { listOwnGiftVouchers } from './list-own-vouchers.ts'
import { purchaseGiftVoucher } from './purchase-voucher.ts'
import { redeemGiftVoucher } from './redeem-voucher.ts'
import { giftVoucherLedger } from './voucher-ledger.ts'

const TAG = 'gift vouchers'
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
}

export const giftVoucherRoutes: FastifyPluginAsyncZod<{
  /** Code checks and redemptions per client per minute. */
  codesPerMinute?: number
  /** Tells the lifecycle worker a voucher may be due for delivery now. */
  nudge?: () => void
  /** Refunds a cancelled voucher's buyer (every provider, as a booking's refunds). */
  provider: Pick<RefundProvider, 'refund' | 'retrieveRefund'>
}> = async (app, { codesPerMinute = 20, nudge, provider }) => {
  // Per account, not per address: many customers in Bangladesh share one (carrier NAT), and
  // trying codes needs an account, whose sign-up is limited of its own.
  const perAccount = (name: string, max: number, message: (wait: number) => string) => {
    const limit = app.createRateLimit({
      max,
      timeWindow: 60_000,
      keyGenerator: (request) => `${name}:${request.ctx.user?.id ?? request.ip}`,
    })
    return async (request: FastifyRequest) => {
      const result = await limit(request)
      if (!result.isAllowed && result.isExceeded) {
        const wait = Math.max(1, result.ttlInSeconds)
        throw new TooManyRequests(message(wait), wait)
      }
    }
  }
  const codeLimit = perAccount('gift-voucher-codes', codesPerMinute, (seconds) =>
    messages.giftVoucher.tooManyTries({ seconds }),
  )
  // A sale is an order: as many a minute as a script could want, not the books' worth.
  const saleLimit = perAccount('gift-voucher-sales', 30, (seconds) =>
    messages.giftVoucher.tooManySales({ seconds }),
  )

  app.post(
    '/gift-vouchers',
    {
      preValidation: app.requireUser,
      preHandler: saleLimit,
      schema: {
        tags: [TAG],
        summary:
          'Buy a gift voucher for someone: answers its sale order, paid on the Pay page like a booking; paid, it goes to the recipient on its day',
        body: giftVoucherPurchaseSchema,
        response: { 201: giftVoucherPurchasedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const bought = await purchaseGiftVoucher({ ctx: userCtx(request), input: request.body })
      return reply.code(201).send(bought)
    },
  )

  app.post(
    '/gift-vouchers/check',
    {
      preValidation: app.requireUser,
      preHandler: codeLimit,
      schema: {
        tags: [TAG],
        summary: "What a gift voucher's code holds and until when",
        body: giftVoucherCheckSchema,
        response: { 200: giftVoucherBalanceSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request) => checkGiftVoucher({ ctx: request.ctx, code: request.body.code }),
  )

  app.get(
    '/gift-vouchers/mine',
    {
      preValidation: app.requireUser,
      schema: {
        tags: [TAG],
        summary: 'The gift vouchers you bought, newest first (their codes once paid)',
        response: { 200: ownGiftVouchersSchema, 401: errorBodySchema },
      },
    },
    async (request) => listOwnGiftVouchers({ ctx: userCtx(request) }),
  )

  app.post(
    '/orders/:orderId/gift-voucher',
    {
      preValidation: app.requireUser,
      preHandler: codeLimit,
      schema: {
        tags: [TAG],
        summary:
          'Spend a gift voucher on what is due on your booking, in part or whole (the smaller of its balance and what is due)',
        params: orderIdParamsSchema,
        body: giftVoucherRedeemSchema,
        response: {
          200: giftVoucherRedeemedSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) =>
      redeemGiftVoucher({
        ctx: userCtx(request),
        orderId: request.params.orderId,
        code: request.body.code,
      }),
  )

  app.get(
    '/admin/gift-vouchers',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: [TAG],
        summary:
          'Every gift voucher, newest first, a page at a time; q finds a code, name or address (admins)',
        querystring: pageQuerySchema.extend(adminGiftVouchersQuerySchema.shape),
        response: { 200: adminGiftVouchersPageSchema, ...errors },
      },
    },
    async (request) =>
      listGiftVouchers({
        ctx: request.ctx,
        query: {
          ...(pageAsked(request.query) ?? { limit: PAGE_LIMIT_DEFAULT }),
          q: request.query.q,
        },
      }),
  )

  app.get(
    '/admin/gift-vouchers/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'One gift voucher and its ledger (admins)',
        params: giftVoucherIdParamsSchema,
        response: { 200: adminGiftVoucherLedgerSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => giftVoucherLedger({ ctx: request.ctx, id: request.params.id }),
  )

  app.post(
    '/admin/gift-vouchers',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: [TAG],
        summary: "Issue a gift voucher in the site's currency, with the reason; audited (admins)",
        body: giftVoucherIssueSchema,
        response: { 201: adminGiftVoucherSchema, ...errors },
      },
    },
    async (request, reply) => {
      const issued = await issueGiftVoucher({ ctx: userCtx(request), input: request.body })
      nudge?.()
      return reply.code(201).send(issued)
    },
  )

  app.post(
    '/admin/gift-vouchers/:id/cancel',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: [TAG],
        summary:
          'Cancel a gift voucher: what is left on it is void, or refunded to its buyer; audited (admins)',
        params: giftVoucherIdParamsSchema,
        body: giftVoucherCancelSchema,
        response: {
          200: adminGiftVoucherSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      cancelGiftVoucher({
        ctx: userCtx(request),
        provider,
        id: request.params.id,
        reason: request.body.reason,
        refund: request.body.refund,
      }),
  )
}
