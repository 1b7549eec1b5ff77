/**
 * /Dashboard/ManageBooking ('Manage Order', admins): every order, newest first, with the
 * customer's contact details, 'Not Paid' or 'Paid', and the same delete modal as My Booking
 * (disabled once paid). A search box filters by email or tour name in the browser, and
 * 'Export CSV' downloads what the filter shows.
 */
import { ClipboardList, Download, Search } from 'lucide-react'
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { formatUsd } from '#shared/money.ts'
import { QueryError } from '#web/components/query-error.tsx'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { useAllOrders } from '../api/get-all-orders.ts'
import {
  DeleteOrderButton,
  DeleteOrderDialog,
  useDeleteOrderDialog,
} from '../components/delete-order-dialog.tsx'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { OrderStatus } from '../components/order-status.tsx'
import { TourLink } from '../components/tour-link.tsx'
import { formatBookedDate, formatBookedDateTime } from '../lib/format.ts'
import { downloadText, ordersToCsv } from '../lib/orders-csv.ts'
import { TableHead } from '#web/components/table-head.tsx'
import { SearchBox } from '#web/components/search-box.tsx'

export function ManageBookingPage() {
  return (
    <DashboardPage
      title={messages.dashboard.manageOrder}
      intro="Every booking on the site, newest first. Unpaid orders can be deleted."
    >
      <ManageOrders />
    </DashboardPage>
  )
}

/** Orders whose email or tour name contains the query, ignoring case. */
function filterOrders(orders: readonly Order[], query: string): Order[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...orders]
  return orders.filter(
    (order) =>
      order.email.toLowerCase().includes(needle) || order.tourName.toLowerCase().includes(needle),
  )
}

function ManageOrders() {
  const orders = useAllOrders()
  const deleteDialog = useDeleteOrderDialog()
  const listRef = useRef<HTMLDivElement>(null)
  const [query, setQuery] = useState('')
  // Typing stays responsive on a long list; the table catches up a frame later.
  const deferredQuery = useDeferredValue(query)
  const shown = useMemo(
    () => filterOrders(orders.data ?? [], deferredQuery),
    [orders.data, deferredQuery],
  )
  const searchId = useId()

  if (orders.isPending) return <ListSkeleton label="Loading orders" rows={4} />
  if (orders.isError) {
    return (
      <QueryError
        message="We couldn't load the orders."
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    )
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState Icon={ClipboardList} title="No orders yet">
        <p>Bookings appear here as soon as customers place them.</p>
      </EmptyState>
    )
  }

  const total = orders.data.length
  function exportCsv() {
    const day = new Date().toISOString().slice(0, 10)
    downloadText(`orders-${day}.csv`, ordersToCsv(shown))
  }

  return (
    <div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SearchBox
          id={searchId}
          label="Search orders"
          value={query}
          onChange={setQuery}
          placeholder="Email or tour name"
        />
        <button
          type="button"
          onClick={exportCsv}
          disabled={shown.length === 0}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-white px-5 py-3 font-semibold text-emerald-800 shadow-sm ring-1 ring-emerald-700 transition hover:bg-emerald-50 disabled:cursor-not-allowed disabled:text-slate-500 disabled:ring-slate-300"
        >
          <Download aria-hidden="true" className="size-5" />
          Export CSV
        </button>
      </div>
      <p id={`${searchId}-count`} aria-live="polite" className="mt-3 text-sm text-slate-600">
        {shown.length === total
          ? `${total} ${total === 1 ? 'order' : 'orders'}`
          : `Showing ${shown.length} of ${total} orders`}
      </p>

      <div ref={listRef} tabIndex={-1} className="mt-4 outline-none">
        {shown.length === 0 ? (
          <EmptyState Icon={Search} title="No orders match">
            <p>Try another email address or tour name.</p>
          </EmptyState>
        ) : (
          <OrderList orders={shown} onAsk={deleteDialog.ask} />
        )}
      </div>
      <DeleteOrderDialog state={deleteDialog} fallbackFocus={listRef} />
    </div>
  )
}

interface OrderListProps {
  orders: Order[]
  onAsk: (order: Order, button: HTMLElement) => void
}

function OrderList({ orders, onAsk }: OrderListProps) {
  return (
    <>
      {/* Phones (and tablets): cards. The table needs a wide screen for its six columns. */}
      <ul className="space-y-4 xl:hidden">
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
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">Customer</dt>
              <dd className="font-medium break-words text-slate-900">{order.name}</dd>
              <dt className="text-slate-600">Email</dt>
              <dd className="break-all text-slate-900">{order.email}</dd>
              <dt className="text-slate-600">Phone</dt>
              <dd className="text-slate-900">
                <a href={`tel:${order.phone.replace(/[^+0-9]/g, '')}`} className="underline">
                  {order.phone}
                </a>
              </dd>
            </dl>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <span className="text-lg font-bold text-slate-900 tabular-nums">
                {formatUsd(order.tourPrice)}
              </span>
              <OrderStatus order={order} audience="admin" />
            </div>
          </li>
        ))}
      </ul>

      <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 xl:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">All orders, newest first</caption>
          <TableHead
            columns={[
              { label: 'Customer' },
              { label: 'Tour' },
              { label: 'Price', align: 'right' },
              { label: 'Booked' },
              { label: 'Status' },
              { label: 'Actions', srOnly: true },
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {orders.map((order) => (
              <tr key={order._id}>
                <td className="px-4 py-3">
                  <p className="font-semibold text-slate-900">{order.name}</p>
                  <p className="text-slate-600 [overflow-wrap:anywhere]">{order.email}</p>
                  <a
                    href={`tel:${order.phone.replace(/[^+0-9]/g, '')}`}
                    className="whitespace-nowrap text-slate-700 underline"
                  >
                    {order.phone}
                  </a>
                </td>
                <td className="px-4 py-3">
                  <TourLink order={order} />
                </td>
                <td className="px-4 py-3 text-right font-semibold text-slate-900 tabular-nums">
                  {formatUsd(order.tourPrice)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  <time dateTime={order.createdAt} title={formatBookedDateTime(order.createdAt)}>
                    {formatBookedDate(order.createdAt)}
                  </time>
                </td>
                <td className="px-4 py-3">
                  <OrderStatus order={order} audience="admin" />
                </td>
                <td className="px-4 py-3 text-right">
                  <DeleteOrderButton order={order} onAsk={onAsk} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
