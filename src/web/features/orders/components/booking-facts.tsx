/**
 * Under an order's tour name in the lists and on the payment pages: its booking reference, and
 * its date and travellers ('Date to be arranged' for bookings made before tours had dates), the
 * party by category when more than adults, its extras, its pickup point and its promo code's
 * discount (already taken off the price shown beside it). A gift voucher's sale has its reference
 * alone.
 */
import type { Order } from '#shared/contracts/orders.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import { adultsOnlyParty, extrasText, partyText, pickupText } from '#shared/party-text.ts'
import { cx } from '#web/lib/cx.ts'
import { isGiftVoucherSale } from '../lib/gift-voucher-sale.ts'

const m = messages.dates

export function BookingFacts({
  order,
  className,
}: {
  order: Pick<Order, 'reference' | 'departureDate' | 'travellers' | 'party' | 'extras' | 'pickup'> &
    Partial<Pick<Order, 'promoCode' | 'discount' | 'currency' | 'sale'>>
  className?: string
}) {
  // A gift voucher's sale: its reference only (its name already says what it is).
  if (isGiftVoucherSale(order)) {
    return (
      <p className={cx('text-sm text-slate-600', className)}>
        <span className="sr-only">{m.reference} </span>
        <span className="font-mono font-semibold tracking-wide text-slate-800">
          {order.reference}
        </span>
      </p>
    )
  }
  return (
    <p className={cx('text-sm text-slate-600', className)}>
      <span className="sr-only">{m.reference} </span>
      <span className="font-mono font-semibold tracking-wide text-slate-800">
        {order.reference}
      </span>
      <span aria-hidden="true"> · </span>
      {order.departureDate ? (
        <>
          <span className="sr-only">{m.date} </span>
          <time dateTime={order.departureDate} className="whitespace-nowrap">
            {formatShortDate(order.departureDate)}
          </time>
          <span aria-hidden="true"> · </span>
          <span className={adultsOnlyParty(order.party) ? 'whitespace-nowrap' : undefined}>
            {adultsOnlyParty(order.party)
              ? m.travellersCount({ n: order.travellers })
              : partyText(order.party)}
          </span>
        </>
      ) : (
        <span>{m.toBeArranged}</span>
      )}
      {order.extras.length > 0 && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">{messages.tourPricing.extrasLegend} </span>
          <span>{extrasText(order.extras)}</span>
        </>
      )}
      {order.pickup && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">{messages.tourPricing.pickupLegend} </span>
          <span>{pickupText(order.pickup)}</span>
        </>
      )}
      {order.promoCode && order.currency && (order.discount ?? 0) > 0 && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="font-medium whitespace-nowrap text-emerald-800">
            {messages.promoCode.discountLine({ code: order.promoCode })}{' '}
            {`−${formatMoney(fromMajor(order.discount ?? 0, order.currency))}`}
          </span>
        </>
      )}
    </p>
  )
}
