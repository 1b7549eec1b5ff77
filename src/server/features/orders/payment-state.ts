/**
 * The orders' side of payments: reading an order to pay for, and the one transition to Paid.
 * The transition is a conditional update (`where not is_paid`), so however many confirmations
 * race (browser, webhook retries, other instances), exactly one of them changes the order.
 */
import { and, eq } from 'drizzle-orm'
import type { Order } from '#shared/contracts/orders.ts'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
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

export async function markOrderPaid({
  db,
  orderId,
  payment,
}: {
  db: Db
  orderId: string
  payment: ConfirmedPayment
}): Promise<{ transitioned: boolean; order: Order }> {
  const [updated] = await db
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
  if (updated) return { transitioned: true, order: toOrder(updated) }
  const [current] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!current) throw new NotFound('There is no such order.')
  return { transitioned: false, order: toOrder(current) }
}
