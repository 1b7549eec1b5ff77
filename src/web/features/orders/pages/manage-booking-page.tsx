/**
 * /Dashboard/ManageBooking ('Manage Order', admins): the orders a page at a time from the
 * server (keyset cursor), filtered and sorted there; the filters, sort and page live in the
 * address, so Back, reload and a shared link keep them. Rows can be selected (the bulk bar marks
 * them contacted or exports them), each opens its details with the internal note and a form
 * that emails the customer. The CSV export streams from the server (every matching order, or
 * the selected ones). Unpaid orders can be deleted and bookings still to travel cancelled, in
 * the same dialogs customers use.
 */
import { ChevronLeft, ChevronRight, ClipboardList, Download, PhoneCall, Search } from 'lucide-react'
import { useMemo, useRef, useState, type RefObject } from 'react'
import { useSearchParams } from 'react-router'
import type { AdminOrder } from '#shared/contracts/orders-console.ts'
import { messages } from '#shared/messages.ts'
import { Button, buttonClass } from '#web/components/button.tsx'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { LiveStatusAlert } from '#web/components/status-alert.tsx'
import { API_BASE } from '#web/lib/api-client.ts'
import { cx } from '#web/lib/cx.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { useManageOrders } from '../api/get-manage-orders.ts'
import { useMarkContacted } from '../api/order-workflow.ts'
import {
  CancelBookingButton,
  CancelBookingDialog,
  cancelledMessage,
  useCancelBookingDialog,
} from '../components/cancel-booking-dialog.tsx'
import { DeleteOrderDialog, useDeleteOrderDialog } from '../components/delete-order-dialog.tsx'
import { ManageOrderFilters } from '../components/manage-order-filters.tsx'
import { OrderDetailsDialog } from '../components/order-details-dialog.tsx'
import { OrdersList } from '../components/orders-list.tsx'
import { formatBookedDate } from '../lib/format.ts'
import {
  exportQuery,
  filtersFromSearch,
  hasFilters,
  searchFromFilters,
  trailFromSearch,
  type ManageFilters,
} from '../lib/manage-filters.ts'

const t = messages.ordersConsole

export function ManageBookingPage() {
  return (
    <DashboardPage title={messages.dashboard.manageOrder} intro={t.intro}>
      <ManageOrders />
    </DashboardPage>
  )
}

function ManageOrders() {
  const [search, setSearch] = useSearchParams()
  const filters = useMemo(() => filtersFromSearch(search), [search])
  const trail = useMemo(() => trailFromSearch(search), [search])
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const statusRef = useRef<HTMLParagraphElement>(null)

  // New filters are a history entry of their own and start from the first page.
  function apply(next: ManageFilters) {
    const nextSearch = searchFromFilters(next)
    setSelected(new Set())
    setSearch(nextSearch, { replace: nextSearch.toString() === search.toString() })
  }
  function goTo(nextTrail: string[]) {
    setSearch(searchFromFilters(filters, nextTrail))
    statusRef.current?.focus()
  }

  return (
    <div>
      <ManageOrderFilters filters={filters} onApply={apply} />
      <div className="mt-8">
        <OrdersPage
          filters={filters}
          trail={trail}
          selected={selected}
          onSelect={setSelected}
          onPage={goTo}
          statusRef={statusRef}
        />
      </div>
    </div>
  )
}

function OrdersPage({
  filters,
  trail,
  selected,
  onSelect,
  onPage,
  statusRef,
}: {
  filters: ManageFilters
  trail: string[]
  selected: ReadonlySet<string>
  onSelect: (next: ReadonlySet<string>) => void
  onPage: (trail: string[]) => void
  statusRef: RefObject<HTMLParagraphElement | null>
}) {
  const page = useManageOrders(filters, trail.at(-1))
  const deleteDialog = useDeleteOrderDialog()
  const cancelDialog = useCancelBookingDialog()
  const markContacted = useMarkContacted()
  const [outcome, setOutcome] = useState<string | null>(null)
  const [detailsId, setDetailsId] = useState<string | null>(null)
  const listRef = useRef<HTMLDivElement>(null)

  const orders: AdminOrder[] = page.data?.items ?? []
  const byId = new Map(orders.map((order) => [order._id, order]))
  const details = detailsId ? (byId.get(detailsId) ?? null) : null
  const pageNumber = trail.length + 1
  const busy = page.isFetching

  if (page.isPending) return <ListSkeleton label={t.loading} rows={4} />
  if (page.isError && !page.data) {
    return (
      <QueryError
        message={errorMessage(page.error, messages.manageOrder.loadFailed)}
        onRetry={() => void page.refetch()}
        retrying={page.isFetching}
      />
    )
  }
  const { total, totalCapped, nextCursor } = page.data
  const countText = totalCapped ? t.totalCapped({ count: total }) : t.total({ count: total })
  const allOnPage = orders.length > 0 && orders.every((order) => selected.has(order._id))

  function toggle(id: string) {
    const next = new Set(selected)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    onSelect(next)
  }
  function toggleAll() {
    const next = new Set(selected)
    for (const order of orders) {
      if (allOnPage) next.delete(order._id)
      else next.add(order._id)
    }
    onSelect(next)
  }
  function markSelected() {
    setOutcome(null)
    markContacted.mutate([...selected], {
      onSuccess: ({ updatedCount }) => {
        setOutcome(t.markedContacted({ count: updatedCount }))
        onSelect(new Set())
      },
    })
  }

  const exportHref = (ids?: readonly string[]) =>
    `${API_BASE}/manageorder/export.csv?${exportQuery(filters, ids).toString()}`
  const customer = filters.userId ? orders[0]?.email : undefined

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p
          ref={statusRef}
          role="status"
          tabIndex={-1}
          className="font-semibold text-slate-800 outline-none"
        >
          {page.isPlaceholderData ? (
            // The page asked for is on its way: the one shown is the previous one, dimmed.
            t.loading
          ) : (
            <>
              {customer && (
                <span className="block text-sm font-normal">
                  {t.customerFilter({ email: customer })}
                </span>
              )}
              {countText}
              {orders.length > 0 && (
                <span className="font-normal text-slate-600">
                  {' '}
                  · {t.page({ page: pageNumber })}
                </span>
              )}
            </>
          )}
        </p>
        <a
          href={exportHref()}
          download
          className={buttonClass(
            { variant: 'outline' },
            total === 0 && 'pointer-events-none opacity-60',
          )}
          aria-disabled={total === 0 || undefined}
        >
          <Download aria-hidden="true" className="size-5" />
          {t.exportAll}
        </a>
      </div>

      {orders.length > 0 && (
        <div
          className="sticky top-0 z-10 mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-white shadow-sm"
          role="group"
          aria-label={t.selected({ count: selected.size })}
        >
          <label className="inline-flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={allOnPage}
              onChange={toggleAll}
              className="size-4 accent-emerald-500"
            />
            {t.selectAll}
          </label>
          <span aria-live="polite" className="text-sm text-slate-200">
            {t.selected({ count: selected.size })}
          </span>
          {selected.size > 0 && (
            <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
              <Button
                size="sm"
                onClick={markSelected}
                busy={markContacted.isPending}
                disabled={markContacted.isPending}
              >
                <PhoneCall aria-hidden="true" className="size-4" />
                {markContacted.isPending ? t.marking : t.markContacted}
              </Button>
              <a
                href={exportHref([...selected])}
                download
                className="inline-flex items-center justify-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-emerald-900 shadow-sm transition hover:bg-emerald-50"
              >
                <Download aria-hidden="true" className="size-4" />
                {t.exportSelected}
              </a>
              <button
                type="button"
                onClick={() => onSelect(new Set())}
                className="rounded-full px-3 py-2 text-sm font-semibold underline hover:bg-slate-800"
              >
                {t.clearSelection}
              </button>
            </div>
          )}
        </div>
      )}
      <LiveStatusAlert
        message={markContacted.isError ? errorMessage(markContacted.error, t.markFailed) : outcome}
        tone={markContacted.isError ? 'error' : 'success'}
        className="mt-4"
      />

      <div
        ref={listRef}
        tabIndex={-1}
        aria-busy={busy || undefined}
        className={cx('mt-4 outline-none transition-opacity', busy && 'opacity-60')}
      >
        {orders.length === 0 ? (
          hasFilters(filters) ? (
            <EmptyState Icon={Search} title={t.noMatchTitle}>
              <p>{t.noMatch}</p>
            </EmptyState>
          ) : (
            <EmptyState Icon={ClipboardList} title={messages.manageOrder.emptyTitle}>
              <p>{messages.manageOrder.empty}</p>
            </EmptyState>
          )
        ) : (
          <OrdersList
            orders={orders}
            audience="admin"
            caption={t.sorts[filters.sort ?? 'booked.desc']}
            onAsk={(order, button) => {
              setOutcome(null)
              deleteDialog.ask(order, button)
            }}
            select={(order) => (
              <input
                type="checkbox"
                checked={selected.has(order._id)}
                onChange={() => toggle(order._id)}
                aria-label={t.selectOrder({ reference: order.reference })}
                className="size-5 accent-emerald-700"
              />
            )}
            notes={(order) => {
              // Under the status, where the table has room for them (not among the actions).
              const full = byId.get(order._id)
              return (
                <>
                  {full?.contactedAt && (
                    <span className="inline-flex items-center gap-1 text-xs font-medium text-sky-900">
                      <PhoneCall aria-hidden="true" className="size-3.5 shrink-0" />
                      {t.contacted({ date: formatBookedDate(full.contactedAt) })}
                    </span>
                  )}
                  {full?.adminNote && (
                    <span className="text-xs font-medium text-amber-900">{t.hasNote}</span>
                  )}
                </>
              )
            }}
            actions={(order) => (
              <>
                <Button
                  variant="outline"
                  size="xs"
                  onClick={() => setDetailsId(order._id)}
                  aria-label={t.detailsOf({ reference: order.reference })}
                >
                  {t.details}
                </Button>
                <CancelBookingButton
                  order={order}
                  onAsk={(order, button) => {
                    setOutcome(null)
                    cancelDialog.ask(order, button)
                  }}
                />
              </>
            )}
          />
        )}
      </div>

      {(trail.length > 0 || nextCursor) && (
        <nav aria-label={t.pages} className="mt-6 flex items-center justify-between gap-3">
          <Button
            size="sm"
            disabled={trail.length === 0 || busy}
            onClick={() => onPage(trail.slice(0, -1))}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t.previous}
          </Button>
          <span className="text-sm text-slate-600">{t.page({ page: pageNumber })}</span>
          <Button
            size="sm"
            disabled={!nextCursor || busy}
            onClick={() => nextCursor && onPage([...trail, nextCursor])}
          >
            {t.next}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      )}

      <OrderDetailsDialog order={details} onClose={() => setDetailsId(null)} />
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
