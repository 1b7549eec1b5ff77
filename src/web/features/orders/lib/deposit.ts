/**
 * The deposit figures the Pay page shows before asking the server: the deposit (its share of the
 * price, rounded up to the currency's step as the server rounds it: a cent, a whole taka), the
 * balance and its due date. For display only: the amount charged is the one the server answers.
 */
import type { TourTerms } from '#shared/contracts/catalog.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { money, roundToStep, toMinor, type Money } from '#shared/money.ts'

export interface DepositOffer {
  deposit: Money
  balance: Money
  /** YYYY-MM-DD: when the balance falls due. */
  dueBy: string
}

type PayableFields = Pick<
  Order,
  'tourPrice' | 'currency' | 'departureDate' | 'paidAmount' | 'cancelled'
>

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
  const price = toMinor(order.tourPrice)
  const deposit = roundToStep(Math.ceil((price * terms.depositPercent) / 100), order.currency, 'up')
  return {
    deposit: money(deposit, order.currency),
    balance: money(price - deposit, order.currency),
    dueBy,
  }
}

/** A booking with money on it and more to pay: a deposit's balance, or a dearer new date. */
export function owesBalance(
  order: Pick<Order, 'paidAmount' | 'balanceDue' | 'isPaid' | 'cancelled'>,
): boolean {
  return !order.cancelled && !order.isPaid && order.paidAmount > 0 && order.balanceDue > 0
}
