/**
 * POST /orders/:orderId/gift-voucher — spends a voucher on what is due on the customer's own
 * booking, in part or whole, as a payment in the orders' ledger (intent `gv_…`, decision 054).
 *
 * Never twice: the booking's row is locked first (markOrderPaid), then the voucher's, and only
 * what both still hold moves — the smaller of the voucher's balance and what is due — in the one
 * transaction that records the payment, its receipt and the voucher's entry. Two bookings
 * spending one voucher at once queue on its row; a check constraint backs the balance.
 * A refund of the booking later returns the money to the voucher (voucher-provider.ts).
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { GiftVoucherRedeemed } from '#shared/contracts/gift-vouchers.ts'
import { VOUCHER_INTENT_PREFIX } from '#shared/gift-voucher-code.ts'
import { DEFAULT_LOCALE, messages, withLocale } from '#shared/messages.ts'
import { toMajor } from '#shared/money.ts'
import { giftVoucherEntries, giftVouchers } from '#server/db/schema/index.ts'
import {
  dueCents,
  getPayableOrder,
  holdSeatsForPayment,
  markOrderPaid,
} from '#server/features/orders/index.ts'
import { isPlaceArchived } from '#server/features/catalog/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, Forbidden, invalidField } from '#server/lib/errors.ts'
import { codeOf } from './check-voucher.ts'
import { refuseUnspendable } from './voucher-row.ts'

export async function redeemGiftVoucher({
  ctx,
  orderId,
  code: typed,
}: {
  ctx: UserCtx
  orderId: string
  code: string
}): Promise<GiftVoucherRedeemed> {
  const code = codeOf(typed)
  const { order, ownerId } = await getPayableOrder({ ctx, orderId })
  if (ownerId !== ctx.user.id) throw new Forbidden(messages.errors.ownOrdersPayOnly)
  if (order.sale === 'gift-voucher') throw invalidField('code', messages.giftVoucher.notOnVoucher)
  if (order.cancelled) throw new Conflict(messages.errors.orderCancelledNoPay)
  if (order.isPaid) throw new Conflict(messages.errors.orderAlreadyPaid)
  if (order.tourId && (await isPlaceArchived({ ctx, id: order.tourId }))) {
    throw new Conflict(messages.errors.planWithdrawnNoPay)
  }
  // The seats first, as for any payment: a hold that ran out is renewed only if they are free.
  if (order.departureId) await holdSeatsForPayment({ ctx, orderId })

  const intentId = `${VOUCHER_INTENT_PREFIX}${randomUUID()}`
  let balanceMinor = 0
  let takenMinor = 0
  const paid = await markOrderPaid({
    ctx,
    orderId,
    payment: async (tx, row) => {
      if (row.cancelledAt !== null) throw new Conflict(messages.errors.orderCancelledNoPay)
      const due = dueCents(row)
      if (due <= 0) throw new Conflict(messages.giftVoucher.nothingDue)
      const [locked] = await tx
        .select()
        .from(giftVouchers)
        .where(eq(giftVouchers.code, code))
        .for('update')
      const voucher = refuseUnspendable(locked)
      if (voucher.currency !== row.currency) {
        throw invalidField('code', messages.giftVoucher.wrongCurrency)
      }
      const take = Math.min(voucher.balanceMinor, due)
      balanceMinor = voucher.balanceMinor - take
      takenMinor = take
      await tx.update(giftVouchers).set({ balanceMinor }).where(eq(giftVouchers.id, voucher.id))
      await tx.insert(giftVoucherEntries).values({
        voucherId: voucher.id,
        kind: 'redeemed',
        amountMinor: -take,
        orderId: row.id,
        key: intentId,
        actorId: ctx.user.id,
      })
      return {
        amountCents: take,
        paidAt: new Date(),
        last4: null,
        // As the company's books name the method (a gateway's name for it, like "bKash").
        paidWith: withLocale(DEFAULT_LOCALE, () => messages.giftVoucher.paidWith),
        transaction: intentId,
      }
    },
  })
  return {
    applied: toMajor(takenMinor),
    balance: toMajor(balanceMinor),
    due: paid.order.balanceDue,
    currency: paid.order.currency,
    isPaid: paid.order.isPaid,
  }
}
