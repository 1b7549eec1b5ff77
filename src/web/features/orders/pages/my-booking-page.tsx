/**
 * /Dashboard/MyBooking: the signed-in customer's orders, newest first (spec section 2): tour,
 * price, date booked, 'unpaid' or 'Paid', and a trash button that opens the delete modal
 * (disabled once paid). Unpaid orders link to their Pay page; paid ones open their receipt; a
 * cancelled one (its plan was withdrawn) reads 'Cancelled' and offers neither Pay nor Delete. A
 * table on wide screens, cards on phones.
 */
import { CalendarX2, CreditCard } from 'lucide-react'
import { useRef } from 'react'
import { Link } from 'react-router'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { formatUsd } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { QueryError } from '#web/components/query-error.tsx'
import { isSignedIn, useAuth } from '#web/lib/auth/auth-context.ts'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { ReceiptButton } from '#web/features/orders/components/receipt-dialog.tsx'
import { useMyOrders } from '../api/get-my-orders.ts'
import {
  DeleteOrderButton,
  DeleteOrderDialog,
  useDeleteOrderDialog,
} from '../components/delete-order-dialog.tsx'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { OrderStatus } from '../components/order-status.tsx'
import { TourLink } from '../components/tour-link.tsx'
import { formatBookedDate, formatBookedDateTime } from '../lib/format.ts'
import { TableHead } from '#web/components/table-head.tsx'

export function MyBookingPage() {
  const { user } = useAuth()
  const email = isSignedIn(user) ? user.email : ''
  const orders = useMyOrders(email)
  const deleteDialog = useDeleteOrderDialog()
  const listRef = useRef<HTMLDivElement>(null)

  const count = orders.data?.length ?? 0
  return (
    <DashboardPage
      title={messages.dashboard.myBooking}
      intro={
        orders.isSuccess && count > 0
          ? `You have ${count} ${count === 1 ? 'booking' : 'bookings'}. Unpaid ones can be deleted or paid by card.`
          : undefined
      }
    >
      <div ref={listRef} tabIndex={-1} className="outline-none">
        {orders.isPending ? (
          <ListSkeleton label="Loading your bookings" />
        ) : orders.isError ? (
          <QueryError
            message="We couldn't load your bookings."
            onRetry={() => void orders.refetch()}
            retrying={orders.isFetching}
          />
        ) : count === 0 ? (
          <EmptyState Icon={CalendarX2} title="No bookings yet">
            <p>
              Find a trip you like and press Book Now.{' '}
              <Link to={paths.tourPlans} className="font-semibold text-emerald-800 underline">
                Browse all tour plans
              </Link>
            </p>
          </EmptyState>
        ) : (
          <BookingList orders={orders.data} onAsk={deleteDialog.ask} />
        )}
      </div>
      <DeleteOrderDialog state={deleteDialog} fallbackFocus={listRef} />
    </DashboardPage>
  )
}

interface BookingListProps {
  orders: Order[]
  onAsk: (order: Order, button: HTMLElement) => void
}

function PayLink({ order }: { order: Order }) {
  if (order.isPaid || order.cancelled) return null
  return (
    <Link
      to={paths.dashboardPay(order._id)}
      aria-label={`Pay for ${order.tourName}`}
      className="inline-flex items-center gap-1.5 rounded-full bg-emerald-700 px-4 py-2 text-sm font-semibold text-white transition hover:bg-emerald-800"
    >
      <CreditCard aria-hidden="true" className="size-4" />
      Pay
    </Link>
  )
}

function BookingList({ orders, onAsk }: BookingListProps) {
  return (
    <>
      {/* Phones: one card per order. */}
      <ul className="space-y-4 md:hidden">
        {orders.map((order) => (
          <li key={order._id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <TourLink order={order} />
                <p className="mt-1 text-sm text-slate-600">
                  Booked <time dateTime={order.createdAt}>{formatBookedDate(order.createdAt)}</time>
                </p>
              </div>
              <DeleteOrderButton order={order} onAsk={onAsk} />
            </div>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <span className="text-lg font-bold text-slate-900 tabular-nums">
                {formatUsd(order.tourPrice)}
              </span>
              <OrderStatus order={order} audience="customer" />
              <span className="ml-auto">
                <PayLink order={order} />
                <ReceiptButton order={order} />
              </span>
            </div>
          </li>
        ))}
      </ul>

      {/* Wider screens: a table. */}
      <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full text-left">
          <caption className="sr-only">Your bookings, newest first</caption>
          <TableHead
            cellClassName="px-5 py-3"
            className="bg-slate-50 text-sm text-slate-600"
            columns={[
              { label: 'Tour' },
              { label: 'Price', align: 'right' },
              { label: 'Booked' },
              { label: 'Status' },
              { label: 'Actions', align: 'right', srOnly: true },
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {orders.map((order) => (
              <tr key={order._id}>
                <td className="px-5 py-4">
                  <TourLink order={order} />
                </td>
                <td className="px-5 py-4 text-right font-semibold text-slate-900 tabular-nums">
                  {formatUsd(order.tourPrice)}
                </td>
                <td className="px-5 py-4 whitespace-nowrap text-slate-700">
                  <time dateTime={order.createdAt} title={formatBookedDateTime(order.createdAt)}>
                    {formatBookedDate(order.createdAt)}
                  </time>
                </td>
                <td className="px-5 py-4">
                  <OrderStatus order={order} audience="customer" />
                </td>
                <td className="px-5 py-4">
                  <div className="flex items-center justify-end gap-3">
                    <PayLink order={order} />
                    <ReceiptButton order={order} />
                    <DeleteOrderButton order={order} onAsk={onAsk} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
