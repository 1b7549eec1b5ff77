/** The one mapping from an order row to the API's Order. */
import type { Order, OrderStatus } from '#shared/contracts/orders.ts'
import type { Locale } from '#shared/i18n/catalogue.ts'
import { currentLocale } from '#shared/messages.ts'
import { dhakaToday } from '#shared/dhaka-date.ts'
import { toMajor } from '#shared/money.ts'
import type { PartyLine } from '#shared/contracts/tour-pricing.ts'
import type { orders } from '#server/db/schema/index.ts'
import type { MailOrder } from '#server/features/mail/index.ts'

type OrderRow = typeof orders.$inferSelect

/** The one reading of a row's state (see orderStatuses). */
export function statusOf(row: OrderRow, today = dhakaToday()): OrderStatus {
  if (row.cancelledAt !== null) {
    if (row.refundedCents === 0) return 'cancelled'
    return row.refundedCents >= row.paidCents ? 'refunded' : 'partly_refunded'
  }
  if (row.isPaid) return row.departureDate && row.departureDate < today ? 'completed' : 'paid'
  if (row.paidCents > row.refundedCents) return 'deposit_paid'
  return row.expiredAt !== null ? 'expired' : 'unpaid'
}

/**
 * Who travels on an order: its party as booked, or for a booking from before price categories,
 * its travellers as adults at an equal share of its price.
 */
export function partyOf(
  row: Pick<OrderRow, 'party' | 'travellers' | 'tourPriceCents'>,
): PartyLine[] {
  if (row.party) return row.party
  return [
    {
      kind: 'adult',
      count: row.travellers,
      unitMinor: Math.round(row.tourPriceCents / row.travellers),
      seat: true,
    },
  ]
}

/**
 * The seats its travellers take: `travellers`, except for a private group (decision 053), whose
 * `travellers` holds its whole departure while its party says who travels.
 */
export function travellingSeatsOf(
  row: Pick<OrderRow, 'party' | 'travellers' | 'tourPriceCents' | 'privatePriceCents'>,
): number {
  if (row.privatePriceCents === null) return row.travellers
  return partyOf(row).reduce((sum, line) => sum + (line.seat ? line.count : 0), 0)
}

/** An order's party, extras and pickup point as the API answers them (orders, the manifest). */
export function orderLines(
  row: Pick<OrderRow, 'party' | 'travellers' | 'tourPriceCents' | 'extras' | 'pickup'>,
): Pick<Order, 'party' | 'extras' | 'pickup'> {
  return {
    party: partyOf(row).map((line) => ({
      kind: line.kind,
      count: line.count,
      unitPrice: toMajor(line.unitMinor),
      seat: line.seat,
    })),
    extras: (row.extras ?? []).map((line) => ({
      id: line.id,
      name: line.name,
      nameBn: line.nameBn,
      per: line.per,
      quantity: line.quantity,
      unitPrice: toMajor(line.unitMinor),
    })),
    pickup: row.pickup,
  }
}

/** What is still owed, in minor units: the price less what was kept (paid − refunded); 0 once cancelled. */
export function balanceDueMinor(
  row: Pick<OrderRow, 'tourPriceCents' | 'paidCents' | 'refundedCents' | 'cancelledAt'>,
): number {
  if (row.cancelledAt !== null) return 0
  return Math.max(0, row.tourPriceCents - (row.paidCents - row.refundedCents))
}

const cancellers = new Set(['customer', 'admin', 'departure', 'plan', 'hold'] as const)
type Canceller = Order['cancelledBy']

/** An order as its mails take it: with the language it was booked in, the tour named in it. */
export function toMailOrder(row: OrderRow): MailOrder {
  return { ...orderIn(row, row.locale), locale: row.locale }
}

/** The order as the API answers it, the tour named in the request's language where it can be. */
export function toOrder(row: OrderRow): Order {
  return orderIn(row, currentLocale())
}

function orderIn(row: OrderRow, locale: Locale): Order {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    tourName: locale === 'bn' && row.tourNameBn ? row.tourNameBn : row.tourName,
    tourPrice: toMajor(row.tourPriceCents),
    currency: row.currency,
    reference: row.reference,
    departureId: row.departureId,
    departureDate: row.departureDate,
    travellers: travellingSeatsOf(row),
    ...orderLines(row),
    expired: row.expiredAt !== null && !row.isPaid && row.cancelledAt === null,
    holdExpiresAt: row.isPaid ? null : (row.holdExpiresAt?.toISOString() ?? null),
    userUid: row.userId,
    isPaid: row.isPaid,
    cancelled: row.cancelledAt !== null,
    tourId: row.tourId,
    createdAt: row.createdAt.toISOString(),
    amount: row.amountCents === null ? null : toMajor(row.amountCents),
    created: row.paidAt?.toISOString() ?? null,
    last4: row.last4,
    paidWith: row.paidWith,
    transaction: row.transactionRef,
    status: statusOf(row),
    paidAmount: toMajor(row.paidCents),
    refundedAmount: toMajor(row.refundedCents),
    cancelledBy: cancellers.has(row.cancelledBy as never) ? (row.cancelledBy as Canceller) : null,
    cancellationPolicy: row.cancellationPolicy,
    depositAmount: row.depositCents === null ? null : toMajor(row.depositCents),
    balanceDue: toMajor(balanceDueMinor(row)),
    balanceDueOn: row.balanceDueOn,
    balanceOverdue:
      row.cancelledAt === null &&
      !row.isPaid &&
      row.paidCents > 0 &&
      row.balanceDueOn !== null &&
      row.balanceDueOn < dhakaToday(),
    promoCode: row.promoCode,
    discount: toMajor(row.discountCents),
    privatePrice: row.privatePriceCents === null ? null : toMajor(row.privatePriceCents),
    sale: row.sale,
  }
}
