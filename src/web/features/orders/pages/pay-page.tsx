/**
 * /Dashboard/Pay/:_id: one unpaid order about to be paid. Card payment itself arrives with the
 * next release (issue 5); until then the page shows the order (GET /api/orders/:id) and says so.
 * A paid order, or an id that is not one of the customer's orders, gets a plain sentence.
 */
import { ArrowLeft, CircleCheck, CreditCard, SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { formatUsd } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { QueryError } from '#web/components/query-error.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { DashboardPage } from '#web/features/dashboard/components/dashboard-page.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { useOrder } from '../api/get-order.ts'
import { EmptyState, ListSkeleton } from '../components/list-states.tsx'
import { TourLink } from '../components/tour-link.tsx'
import { formatBookedDate } from '../lib/format.ts'

export function PayPage() {
  const { _id: orderId = '' } = useParams()
  const query = useOrder(orderId)
  const order = query.data
  // Unknown, malformed or someone else's: to this customer, all the same missing order.
  const missing =
    query.isError &&
    isApiError(query.error) &&
    (query.error.isNotFound || query.error.status === 403)

  let body: ReactNode
  if (query.isPending) body = <ListSkeleton label="Loading your order" rows={1} />
  else if (missing) {
    body = (
      <EmptyState Icon={SearchX} title="We could not find this order">
        <p>It may have been deleted, or it belongs to another account.</p>
        <BackToPayment />
      </EmptyState>
    )
  } else if (!order) {
    body = (
      <QueryError
        message="We couldn't load your order."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  } else if (order.isPaid) {
    body = (
      <EmptyState Icon={CircleCheck} title="This order is already paid">
        <p>
          {order.tourName}, {formatUsd(order.tourPrice)}. Nothing more to do — see you on the trip!
        </p>
        <BackToPayment />
      </EmptyState>
    )
  } else {
    body = (
      <div className="max-w-xl">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm font-medium text-slate-600">Tour</p>
          <p className="mt-1 text-lg">
            <TourLink order={order} />
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Booked <time dateTime={order.createdAt}>{formatBookedDate(order.createdAt)}</time>
          </p>
          <p className="mt-5 text-sm font-medium text-slate-600">Amount to pay</p>
          <p className="mt-1 text-4xl font-extrabold tracking-tight text-slate-900 tabular-nums">
            {formatUsd(order.tourPrice)}
          </p>
        </div>
        <StatusAlert
          className="mt-6"
          tone="info"
          message="Card payment arrives in the next release. Your booking is kept unpaid until then."
        />
        <BackToPayment />
      </div>
    )
  }

  return (
    <DashboardPage title="Pay for your tour">
      <div className="flex items-center gap-2 text-emerald-800">
        <CreditCard aria-hidden="true" className="size-5" />
        <span className="font-semibold">Card payment</span>
      </div>
      <div className="mt-4">{body}</div>
    </DashboardPage>
  )
}

function BackToPayment() {
  return (
    <Link
      to={paths.dashboardPages.payment}
      className="mt-5 inline-flex items-center gap-1.5 font-semibold text-emerald-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Payment
    </Link>
  )
}
