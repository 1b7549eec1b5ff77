/** An order's tour name, linked to the tour's page while the plan still exists. */
import { Link } from 'react-router'
import type { Order } from '#shared/contracts/orders.ts'
import { paths } from '#shared/paths.ts'

export function TourLink({ order }: { order: Pick<Order, 'tourId' | 'tourName'> }) {
  if (!order.tourId) {
    return <span className="font-semibold text-slate-900">{order.tourName}</span>
  }
  return (
    <Link
      to={paths.tourDetails(order.tourId)}
      className="font-semibold text-slate-900 underline decoration-slate-300 underline-offset-4 hover:text-emerald-800 hover:decoration-emerald-700"
    >
      {order.tourName}
    </Link>
  )
}
