/**
 * /Dashboard/ManageBooking ('Manage Order', admins): every order, newest first, with the
 * customer's contact details, its state ('Not Paid', 'Paid', 'Refunded' …), and the same delete
 * modal as My Booking (disabled once paid). A booking still to travel can be cancelled in the
 * same dialog customers use, refunding by its policy or in full. A search box filters by email,
 * tour name or booking reference in the browser, and 'Export CSV' downloads what the filter shows.
 */
import { ClipboardList, Download, Search } from 'lucide-react'
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { QueryError } from '#web/components/query-error.tsx'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { useAllOrders } from '../api/get-all-orders.ts'
import { DeleteOrderDialog, useDeleteOrderDialog } from '../components/delete-order-dialog.tsx'
import { OrdersList } from '../components/orders-list.tsx'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { downloadText } from '#web/lib/csv.ts'
import { ordersToCsv } from '../lib/orders-csv.ts'
import { SearchBox } from '#web/components/search-box.tsx'
import { LiveStatusAlert } from '#web/components/status-alert.tsx'
import {
  CancelBookingButton,
  CancelBookingDialog,
  cancelledMessage,
  useCancelBookingDialog,
} from '../components/cancel-booking-dialog.tsx'

export function ManageBookingPage() {
  return (
    <DashboardPage title={messages.dashboard.manageOrder} intro={messages.manageOrder.intro}>
      <ManageOrders />
    </DashboardPage>
  )
}

/** Orders whose email, tour name or booking reference contains the query, ignoring case. */
function filterOrders(orders: readonly Order[], query: string): Order[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...orders]
  return orders.filter(
    (order) =>
      order.email.toLowerCase().includes(needle) ||
      order.tourName.toLowerCase().includes(needle) ||
      order.reference.toLowerCase().includes(needle),
  )
}

function ManageOrders() {
  const orders = useAllOrders()
  const deleteDialog = useDeleteOrderDialog()
  const cancelDialog = useCancelBookingDialog()
  const [outcome, setOutcome] = useState<string | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const [query, setQuery] = useState('')
  // Typing stays responsive on a long list; the table catches up a frame later.
  const deferredQuery = useDeferredValue(query)
  const shown = useMemo(
    () => filterOrders(orders.data ?? [], deferredQuery),
    [orders.data, deferredQuery],
  )
  const searchId = useId()

  if (orders.isPending) return <ListSkeleton label={messages.manageOrder.loading} rows={4} />
  if (orders.isError) {
    return (
      <QueryError
        message={messages.manageOrder.loadFailed}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    )
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState Icon={ClipboardList} title={messages.manageOrder.emptyTitle}>
        <p>{messages.manageOrder.empty}</p>
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
          label={messages.manageOrder.search}
          value={query}
          onChange={setQuery}
          placeholder={messages.manageOrder.searchPlaceholder}
        />
        <button
          type="button"
          onClick={exportCsv}
          disabled={shown.length === 0}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-white px-5 py-3 font-semibold text-emerald-800 shadow-sm ring-1 ring-emerald-700 transition hover:bg-emerald-50 disabled:cursor-not-allowed disabled:text-slate-500 disabled:ring-slate-300"
        >
          <Download aria-hidden="true" className="size-5" />
          {messages.manageOrder.exportCsv}
        </button>
      </div>
      <p id={`${searchId}-count`} aria-live="polite" className="mt-3 text-sm text-slate-600">
        {shown.length === total
          ? messages.manageOrder.count(total)
          : messages.manageOrder.showing(shown.length, total)}
      </p>
      <LiveStatusAlert message={outcome} tone="success" className="mt-4" />

      <div ref={listRef} tabIndex={-1} className="mt-4 outline-none">
        {shown.length === 0 ? (
          <EmptyState Icon={Search} title={messages.manageOrder.noMatchTitle}>
            <p>{messages.manageOrder.noMatch}</p>
          </EmptyState>
        ) : (
          <OrdersList
            orders={shown}
            audience="admin"
            caption={messages.manageOrder.caption}
            onAsk={(order, button) => {
              setOutcome(null)
              deleteDialog.ask(order, button)
            }}
            actions={(order) => (
              <CancelBookingButton
                order={order}
                onAsk={(order, button) => {
                  setOutcome(null)
                  cancelDialog.ask(order, button)
                }}
              />
            )}
          />
        )}
      </div>
      <DeleteOrderDialog state={deleteDialog} fallbackFocus={listRef} />
      <CancelBookingDialog
        state={cancelDialog}
        audience="admin"
        fallbackFocus={listRef}
        onCancelled={(result) => setOutcome(cancelledMessage('admin', result))}
      />
    </div>
  )
}
