/** The one mapping from an order row to the API's Order. */
import type { Order } from '#shared/contracts/orders.ts'
import { centsToDollars } from '#shared/money.ts'
import type { orders } from '#server/db/schema/index.ts'

export function toOrder(row: typeof orders.$inferSelect): Order {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    tourName: row.tourName,
    tourPrice: centsToDollars(row.tourPriceCents),
    reference: row.reference,
    departureId: row.departureId,
    departureDate: row.departureDate,
    travellers: row.travellers,
    expired: row.expiredAt !== null && !row.isPaid && row.cancelledAt === null,
    holdExpiresAt: row.isPaid ? null : (row.holdExpiresAt?.toISOString() ?? null),
    userUid: row.userId,
    isPaid: row.isPaid,
    // A payment that won a race with the cancellation makes the order Paid, not Cancelled.
    cancelled: row.cancelledAt !== null && !row.isPaid,
    tourId: row.tourId,
    createdAt: row.createdAt.toISOString(),
    amount: row.amountCents === null ? null : centsToDollars(row.amountCents),
    created: row.paidAt?.toISOString() ?? null,
    last4: row.last4,
    transaction: row.transactionRef,
  }
}
