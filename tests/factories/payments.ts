/**
 * Payment factory: an order paid by card through the sandbox, as if the customer's card had
 * gone through — a succeeded sandbox intent, recorded in the ledger by the server's own
 * recordPayment — so refunds of it go through the sandbox like real ones.
 */
import { randomBytes } from 'node:crypto'
import type { Db } from '#server/db/client.ts'
import { sandboxIntents } from '#server/db/schema/index.ts'
import { dueCents, lockOrder, recordPayment } from '#server/features/orders/ledger.ts'
import { toOrder } from '#server/features/orders/order-row.ts'
import type { Order } from '#shared/contracts/orders.ts'

/** Pays `amountCents` (default: all that is due) on an order; answers the order after it. */
export async function payOrder(
  db: Db,
  orderId: string,
  { amountCents }: { amountCents?: number } = {},
): Promise<Order & { intentId: string }> {
  const id = `pi_sandbox_${randomBytes(9).toString('base64url')}`
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId)
    if (!row) throw new Error(`payOrder: no order ${orderId}`)
    const amount = amountCents ?? dueCents(row)
    await tx.insert(sandboxIntents).values({
      id,
      orderId,
      amountCents: amount,
      currency: 'usd',
      clientSecret: `${id}_secret_${randomBytes(9).toString('base64url')}`,
      status: 'succeeded',
      last4: '4242',
    })
    const { row: paid } = await recordPayment(
      tx,
      row,
      { intentId: id, amountCents: amount, paidAt: new Date(), last4: '4242' },
      null,
    )
    return { ...toOrder(paid), intentId: id }
  })
}
