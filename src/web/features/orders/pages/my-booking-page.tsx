/**
 * /Dashboard/MyBooking: the signed-in customer's orders, newest first (spec section 2): tour,
 * price, date booked, 'unpaid' or 'Paid', and a trash button that opens the delete modal
 * (disabled once paid). Unpaid orders link to their Pay page; paid ones open their receipt; a
 * booking on a date still to come can be cancelled ("Cancel booking": the refund its policy
 * gives, shown before confirming; the outcome is read out above the list). A cancelled one
 * reads 'Cancelled' or 'Refunded' and offers neither Pay nor Delete (the list is the one Manage
 * Order shows, with the customer's columns). A paid booking whose departure date has passed
 * links to its tour's review form ('Review this tour'); the server decides again whether the
 * customer may post. A live booking on a date still to come can move to another date of its
 * tour ("Change date", change-date-dialog.tsx). A deposit-paid booking shows its balance and a
 * "Pay balance" link. The bookings come 20 at a time ("Show more bookings", focus moving to the
 * first new one). A live booking's travellers are named from "Travellers" (travellers-dialog.tsx).
 * Below them, the dates the customer waits for (waitlist-section.tsx).
 */
import { CalendarPlus, CalendarX2, CreditCard, MessageSquarePlus } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { Order } from '#shared/contracts/orders.ts'
import { dhakaToday } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { QueryError } from '#web/components/query-error.tsx'
import { isSignedIn, useAuth } from '#web/lib/auth/auth-context.ts'
import { itemsOfPages } from '#web/lib/page-items.ts'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { ReceiptButton } from '../components/receipt-dialog.tsx'
import { BookingQrButton } from '../components/booking-qr.tsx'
import { TravellersButton } from '../components/travellers-dialog.tsx'
import { useMyOrderPages } from '../api/get-my-orders.ts'
import { DeleteOrderDialog, useDeleteOrderDialog } from '../components/delete-order-dialog.tsx'
import { OrdersList } from '../components/orders-list.tsx'
import { owesBalance } from '../lib/deposit.ts'
import { WaitlistSection } from '../components/waitlist-section.tsx'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { buttonClass } from '#web/components/button.tsx'
import { focusFirst, ListFooter, useListFooter } from '#web/components/list-footer.tsx'
import { LiveStatusAlert } from '#web/components/status-alert.tsx'
import {
  CancelBookingButton,
  CancelBookingDialog,
  cancelledMessage,
  useCancelBookingDialog,
} from '../components/cancel-booking-dialog.tsx'
import {
  ChangeDateButton,
  ChangeDateDialog,
  useChangeDateDialog,
} from '../components/change-date-dialog.tsx'

/** What takes focus in a booking's row after Show more: its tour's link, or its first button. */
const firstControl = 'a[href], button:not(:disabled)'

export function MyBookingPage() {
  const { user } = useAuth()
  const email = isSignedIn(user) ? user.email : ''
  const pages = useMyOrderPages(email)
  const loaded = useMemo(() => itemsOfPages(pages.data?.pages, (order) => order._id), [pages.data])
  const deleteDialog = useDeleteOrderDialog()
  const cancelDialog = useCancelBookingDialog()
  const changeDateDialog = useChangeDateDialog()
  const [outcome, setOutcome] = useState<string | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const more = useListFooter({
    list: pages,
    rows: loaded.length,
    // The booking's first link or button, in its card (phones) or its table row: the one on
    // screen takes focus.
    focusRow: (index) =>
      focusFirst(
        ...[':scope > ul > li', 'tbody > tr'].map((rows) =>
          listRef.current?.querySelectorAll(rows)[index]?.querySelector<HTMLElement>(firstControl),
        ),
      ),
  })

  const count = pages.data?.pages[0]?.total ?? 0
  const paidOrderIds = useMemo(
    () => new Set(loaded.filter((o) => o.paidAmount > 0).map((o) => o._id)),
    [loaded],
  )
  return (
    <DashboardPage
      title={messages.dashboard.myBooking}
      intro={pages.isSuccess && count > 0 ? messages.myBooking.intro({ count }) : undefined}
    >
      <LiveStatusAlert message={outcome} tone="success" className="mb-6" />
      <div ref={listRef} tabIndex={-1} className="outline-none">
        {pages.isPending ? (
          <ListSkeleton label={messages.myBooking.loading} />
        ) : pages.isError && !pages.isFetchNextPageError ? (
          <QueryError
            message={messages.myBooking.loadFailed}
            onRetry={() => void pages.refetch()}
            retrying={pages.isFetching}
          />
        ) : count === 0 ? (
          <EmptyState Icon={CalendarX2} title={messages.myBooking.emptyTitle}>
            <p>
              {messages.myBooking.empty}{' '}
              <Link to={paths.tourPlans} className="font-semibold text-emerald-800 underline">
                {messages.orders.browseTourPlans}
              </Link>
            </p>
          </EmptyState>
        ) : (
          <OrdersList
            orders={loaded}
            audience="customer"
            caption={messages.myBooking.caption}
            onAsk={(order, button) => {
              setOutcome(null)
              deleteDialog.ask(order, button)
            }}
            actions={(order) => (
              <span className="flex flex-wrap items-center justify-end gap-2">
                <PayLink order={order} />
                <ReceiptButton order={order} />
                <BookingQrButton order={order} />
                <TravellersButton order={order} />
                <CalendarLink order={order} />
                <ReviewTourLink order={order} />
                <ChangeDateButton
                  order={order}
                  onAsk={(order, button) => {
                    setOutcome(null)
                    changeDateDialog.ask(order, button)
                  }}
                />
                <CancelBookingButton
                  order={order}
                  onAsk={(order, button) => {
                    setOutcome(null)
                    cancelDialog.ask(order, button)
                  }}
                />
              </span>
            )}
          />
        )}
      </div>
      <ListFooter
        footer={more}
        label={messages.ordersConsole.showMore}
        count={
          pages.isFetchingNextPage
            ? messages.ordersConsole.loadingMore
            : messages.ordersConsole.showingBookings({ shown: loaded.length, total: count })
        }
        loadMoreFailed={messages.myBooking.loadFailed}
        className="mt-6"
      />
      <WaitlistSection enabled={email !== ''} paidOrderIds={paidOrderIds} />
      <DeleteOrderDialog state={deleteDialog} fallbackFocus={listRef} />
      <ChangeDateDialog state={changeDateDialog} fallbackFocus={listRef} />
      <CancelBookingDialog
        state={cancelDialog}
        audience="customer"
        fallbackFocus={listRef}
        onCancelled={(result) => setOutcome(cancelledMessage('customer', result))}
      />
    </DashboardPage>
  )
}

/** 'Pay' for an unpaid booking; 'Pay balance' once a deposit (or part) is paid. */
function PayLink({ order }: { order: Order }) {
  if (order.isPaid || order.cancelled) return null
  const balance = owesBalance(order)
  return (
    <Link
      to={paths.dashboardPay(order._id)}
      aria-label={
        balance
          ? messages.deposits.payBalanceFor({ tour: order.tourName })
          : messages.orders.payFor({ tour: order.tourName })
      }
      className={buttonClass({ size: 'sm' })}
    >
      <CreditCard aria-hidden="true" className="size-4" />
      {balance ? messages.deposits.payBalanceLink : messages.orders.pay}
    </Link>
  )
}

/**
 * A dated trip still to come: its calendar file (GET /api/orders/:id/calendar), in the booking's
 * language with its pickup point, as the confirmation mail attached it.
 */
function CalendarLink({ order }: { order: Order }) {
  if (order.cancelled || !order.departureDate || order.departureDate < dhakaToday()) return null
  return (
    <a
      href={paths.orderCalendar(order._id)}
      download={`${order.reference}.ics`}
      aria-label={messages.myBooking.calendarFor({ tour: order.tourName })}
      className={buttonClass({ variant: 'outline', size: 'sm' })}
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {messages.myBooking.calendar}
    </a>
  )
}

/** A trip that has happened (paid, not cancelled, its date passed in Dhaka): review its tour. */
function ReviewTourLink({ order }: { order: Order }) {
  const travelled =
    order.isPaid &&
    !order.cancelled &&
    order.departureDate !== null &&
    order.departureDate < dhakaToday()
  if (!travelled || !order.tourId) return null
  return (
    <Link
      to={paths.tourReview(order.tourId)}
      aria-label={messages.tourReviews.reviewTour({ tour: order.tourName })}
      className={buttonClass({ variant: 'outline', size: 'sm' }, 'whitespace-nowrap')}
    >
      <MessageSquarePlus aria-hidden="true" className="size-4" />
      {messages.tourReviews.reviewThisTour}
    </Link>
  )
}
