/**
 * An order that sells something other than a tour (decision 054: a gift voucher): no plan, no
 * date, no seats, one line at its price. It is paid like a booking, on the Pay page, through
 * every provider, with the same ledger and exactly-once recording; what it sells comes alive
 * when it is paid (the seller's trigger on `orders.is_paid`).
 */
import { randomUUID } from 'node:crypto'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { currentLocale } from '#shared/messages.ts'
import { newBookingReference } from './booking-reference.ts'

export interface SaleOrder {
  id: string
  reference: string
}

/** Inserts the sale's order in the caller's transaction (no mail: the seller writes its own). */
export async function createSaleOrder(
  tx: Db,
  ctx: UserCtx,
  sale: { kind: 'gift-voucher'; name: string; nameBn: string; priceMinor: number },
): Promise<SaleOrder> {
  const [row] = await tx
    .insert(orders)
    .values({
      id: randomUUID(),
      userId: ctx.user.id,
      tourId: null,
      tourName: sale.name,
      tourNameBn: sale.nameBn,
      tourPriceCents: sale.priceMinor,
      currency: ctx.pricingCurrency,
      name: ctx.user.name,
      email: ctx.user.email.toLowerCase(),
      phone: '',
      reference: newBookingReference(),
      travellers: 1,
      locale: currentLocale(),
      sale: sale.kind,
    })
    .returning({ id: orders.id, reference: orders.reference })
  return row!
}
