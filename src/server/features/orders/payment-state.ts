/**
 * The orders' side of payments: reading an order to pay for, and the one transition to Paid.
 * The transition is a conditional update (`where not is_paid`), so however many confirmations
 * race (browser, webhook retries, other instances), exactly one of them changes the order.
 */
import { and, eq } from 'drizzle-orm'
import type { Order } from '#shared/contracts/orders.ts'
import { orders } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { enqueueMail } from '#server/features/mail/enqueue-mail.ts'
import { paymentReceipt } from '#server/features/mail/templates.ts'
import { toOrder } from './order-row.ts'

export interface PayableOrder {
  order: Order
  ownerId: string
  amountCents: number
}

export async function getPayableOrder({
  ctx,
  orderId,
}: {
  ctx: Ctx
  orderId: string
}): Promise<PayableOrder> {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId))
  if (!row) throw new NotFound('There is no such order.')
  return { order: toOrder(row), ownerId: row.userId, amountCents: row.tourPriceCents }
}

export interface ConfirmedPayment {
  amountCents: number
  paidAt: Date
  last4: string | null
  transaction: string
}

/** The transition and its receipt commit together: a Paid order always has its receipt queued. */
export async function markOrderPaid({
  ctx,
  orderId,
  payment,
}: {
  ctx: Ctx
  orderId: string
  payment: ConfirmedPayment
}): Promise<{ transitioned: boolean; order: Order }> {
  const result = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({
        isPaid: true,
        amountCents: payment.amountCents,
        paidAt: payment.paidAt,
        last4: payment.last4,
        transactionRef: payment.transaction,
      })
      .where(and(eq(orders.id, orderId), eq(orders.isPaid, false)))
      .returning()
    if (!updated) return undefined
    const order = toOrder(updated)
    await enqueueMail(tx, paymentReceipt(order, ctx.publicUrl))
    return order
  })
  if (result) {
    ctx.mailQueued()
    return { transitioned: true, order: result }
  }
  const [current] = await ctx.db.select().from(orders).where(eq(orders.id, orderId))
  if (!current) throw new NotFound('There is no such order.')
  return { transitioned: false, order: toOrder(current) }
}
