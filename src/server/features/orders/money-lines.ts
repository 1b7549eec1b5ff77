/**
 * An order's money as a receipt lists it: each payment and refund from the ledger, oldest first.
 * A failed refund is left out: no money moved, and the order holds its amount again.
 */
import { and, asc, eq, ne } from 'drizzle-orm'
import type { ReceiptLine } from '#shared/contracts/payments.ts'
import { VOUCHER_INTENT_PREFIX } from '#shared/gift-voucher-code.ts'
import { toMajor } from '#shared/money.ts'
import { moneyMovements } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'

export async function listMoneyLines({
  ctx,
  orderId,
}: {
  ctx: Ctx
  orderId: string
}): Promise<ReceiptLine[]> {
  const rows = await ctx.db
    .select({
      kind: moneyMovements.kind,
      purpose: moneyMovements.purpose,
      amountCents: moneyMovements.amountCents,
      createdAt: moneyMovements.createdAt,
      status: moneyMovements.status,
      intentId: moneyMovements.intentId,
    })
    .from(moneyMovements)
    .where(and(eq(moneyMovements.orderId, orderId), ne(moneyMovements.status, 'failed')))
    // Rows of one transaction share an instant: a payment before the refund it caused, then the
    // id, so a refund split over two payments always lists the same way.
    .orderBy(asc(moneyMovements.createdAt), asc(moneyMovements.kind), asc(moneyMovements.id))
  return rows.flatMap(({ status, ...row }) =>
    status === 'failed'
      ? []
      : [
          {
            kind: row.kind,
            purpose: row.purpose,
            amount: toMajor(row.amountCents),
            at: row.createdAt.toISOString(),
            status,
            giftVoucher: row.intentId.startsWith(VOUCHER_INTENT_PREFIX),
          },
        ],
  )
}
