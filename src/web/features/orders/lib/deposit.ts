/**
 * The deposit figures the Pay page shows before asking the server: the deposit (its share of the
 * price, rounded up to the cent as the server rounds it), the balance and its due date. For
 * display only: the amount charged is the one the server answers.
 */
import type { TourTerms } from '#shared/contracts/catalog.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'

export interface DepositOffer {
  deposit: number
  balance: number
  /** YYYY-MM-DD: when the balance falls due. */
  dueBy: string
}

type PayableFields = Pick<Order, 'tourPrice' | 'departureDate' | 'paidAmount' | 'cancelled'>

/** Null when a deposit is not possible: none taken, nothing to date, too close, or paid already. */
export function depositOffer(
  order: PayableFields,
  terms: Pick<TourTerms, 'depositPercent' | 'balanceDueDays'>,
  today = dhakaToday(),
): DepositOffer | null {
  if (terms.depositPercent === null || order.paidAmount > 0 || order.cancelled) return null
  if (!order.departureDate) return null
  const dueBy = addDays(order.departureDate, -terms.balanceDueDays)
  if (dueBy <= today) return null
  const priceCents = Math.round(order.tourPrice * 100)
  const depositCents = Math.ceil((priceCents * terms.depositPercent) / 100)
  return { deposit: depositCents / 100, balance: (priceCents - depositCents) / 100, dueBy }
}

/** A booking with money on it and more to pay: a deposit's balance, or a dearer new date. */
export function owesBalance(
  order: Pick<Order, 'paidAmount' | 'balanceDue' | 'isPaid' | 'cancelled'>,
): boolean {
  return !order.cancelled && !order.isPaid && order.paidAmount > 0 && order.balanceDue > 0
}
