/**
 * Under an order's tour name in the lists and on the payment pages: its booking reference, and
 * its date and travellers ('Date to be arranged' for bookings made before tours had dates).
 */
import type { Order } from '#shared/contracts/orders.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { cx } from '#web/lib/cx.ts'

const m = messages.dates

export function BookingFacts({
  order,
  className,
}: {
  order: Pick<Order, 'reference' | 'departureDate' | 'travellers'>
  className?: string
}) {
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
          <span className="whitespace-nowrap">{m.travellersCount({ n: order.travellers })}</span>
        </>
      ) : (
        <span>{m.toBeArranged}</span>
      )}
    </p>
  )
}
