/**
 * /Dashboard/Payment: the customer's unpaid orders, each with a 'Pay' link to its Pay page
 * (/Dashboard/Pay/:_id). Paid orders are counted below for reference; cancelled ones (their plan
 * was withdrawn) cannot be paid and are not offered.
 */
import { CircleCheck, CreditCard, PartyPopper } from 'lucide-react'
import { Link } from 'react-router'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { fromMajor } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { QueryError } from '#web/components/query-error.tsx'
import { isSignedIn, useAuth } from '#web/lib/auth/auth-context.ts'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { useMyOrders } from '../api/get-my-orders.ts'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { BookingFacts } from '../components/booking-facts.tsx'
import { TourLink } from '../components/tour-link.tsx'
import { formatBookedDate } from '../lib/format.ts'
import { buttonClass } from '#web/components/button.tsx'
import { Price } from '#web/components/price.tsx'

export function PaymentPage() {
  const { user } = useAuth()
  const orders = useMyOrders(isSignedIn(user) ? user.email : '')
  const unpaid = orders.data?.filter((order) => !order.isPaid && !order.cancelled) ?? []
  const paidCount = orders.data?.filter((order) => order.isPaid).length ?? 0

  return (
    <DashboardPage title={messages.dashboard.payment} intro={messages.paymentPage.intro}>
      {orders.isPending ? (
        <ListSkeleton label={messages.paymentPage.loading} rows={2} />
      ) : orders.isError ? (
        <QueryError
          message={messages.myBooking.loadFailed}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : unpaid.length === 0 ? (
        <EmptyState
          Icon={paidCount > 0 ? PartyPopper : CreditCard}
          title={
            paidCount > 0 ? messages.paymentPage.allPaidTitle : messages.paymentPage.nothingTitle
          }
        >
          <p>
            {paidCount > 0
              ? messages.paymentPage.allPaid
              : orders.data.length > 0
                ? messages.paymentPage.noneWaiting
                : messages.paymentPage.noBookings}
            <Link to={paths.tourPlans} className="font-semibold text-emerald-800 underline">
              {messages.orders.browseTourPlans}
            </Link>
          </p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {unpaid.map((order) => (
            <UnpaidOrder key={order._id} order={order} />
          ))}
        </ul>
      )}
      {orders.isSuccess && paidCount > 0 && unpaid.length > 0 && (
        <p className="mt-6 flex items-center gap-2 text-slate-600">
          <CircleCheck aria-hidden="true" className="size-5 text-emerald-700" />
          {messages.paymentPage.paidCount({ n: paidCount })}{' '}
          <Link
            to={paths.dashboardPages.myBooking}
            className="font-semibold text-emerald-800 underline"
          >
            {messages.paymentPage.seeMyBooking}
          </Link>
        </p>
      )}
    </DashboardPage>
  )
}

function UnpaidOrder({ order }: { order: Order }) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <TourLink order={order} />
      <BookingFacts order={order} className="mt-1" />
      <p className="mt-1 text-sm text-slate-600">
        {messages.orders.booked}{' '}
        <time dateTime={order.createdAt}>{formatBookedDate(order.createdAt)}</time>
      </p>
      <div className="mt-5 flex items-center justify-between gap-3">
        <span className="text-2xl font-extrabold text-slate-900 tabular-nums">
          <Price
            amount={fromMajor(order.tourPrice, order.currency)}
            approxClassName="block text-sm font-semibold text-slate-600"
          />
        </span>
        <Link
          to={paths.dashboardPay(order._id)}
          aria-label={messages.orders.payFor({ tour: order.tourName })}
          className={buttonClass()}
        >
          <CreditCard aria-hidden="true" className="size-5" />
          {messages.orders.pay}
        </Link>
      </div>
    </li>
  )
}
