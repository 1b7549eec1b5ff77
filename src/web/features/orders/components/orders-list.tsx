/**
 * The one list of orders, for My Booking (a customer's own) and Manage Order (every order, for
 * admins): cards on narrow screens and a table on wide ones, columns by audience. Admins also
 * see who booked (name, email, phone to call); each row ends with its actions (Delete, and the
 * page's own: Pay, the receipt, Cancel booking). A refunded booking says how much went back; one
 * with a deposit paid says the balance and its due date, flagged 'Overdue' once that has passed.
 * The admins' table fits the Dashboard's widest column (920 px, at 1280 px and wider) in both
 * languages: long cells wrap, the page's notes on an order (contacted, has a note) sit under its
 * status and the actions stack in a narrow column.
 */
import { TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatShortDate } from '#shared/dhaka-date.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import { Price } from '#web/components/price.tsx'
import { TableHead, type Column } from '#web/components/table-head.tsx'
import { cx } from '#web/lib/cx.ts'
import { owesBalance } from '../lib/deposit.ts'
import { formatBookedDate, formatBookedDateTime } from '../lib/format.ts'
import { BookingFacts } from './booking-facts.tsx'
import { DeleteOrderButton } from './delete-order-dialog.tsx'
import { OrderStatus } from './order-status.tsx'
import { TourLink } from './tour-link.tsx'

export type OrdersAudience = 'customer' | 'admin'

interface OrdersListProps {
  orders: Order[]
  audience: OrdersAudience
  /** The table's caption, for screen readers. */
  caption: string
  onAsk: (order: Order, button: HTMLElement) => void
  /** Actions before Delete (Pay, the receipt, Cancel booking). */
  actions?: (order: Order) => ReactNode
  /** A first column (and a corner of each card) to select orders with (Manage Order). */
  select?: (order: Order) => ReactNode
  /** Short notes under the status (Manage Order: contacted, has a note). */
  notes?: (order: Order) => ReactNode
}

/** How each audience's list is laid out: admins' table has a sixth column and needs more room. */
const layouts = {
  customer: {
    cards: 'md:hidden',
    table: 'hidden overflow-hidden md:block',
    text: '',
    cell: 'px-5 py-4',
    head: 'bg-slate-50 text-sm text-slate-600',
    actions: 'flex items-center justify-end gap-3',
  },
  admin: {
    cards: 'xl:hidden',
    // `relative`: the screen-reader-only header text is placed inside the table's box, not past it.
    table: 'relative hidden overflow-x-auto xl:block',
    text: 'text-sm',
    // 10 px a side: at 1280 px the widest rows (a long name, a taka price, a status with its
    // notes) came within 2 px of the box with 12.
    cell: 'px-2.5 py-3',
    head: 'bg-slate-50 text-slate-600',
    // One above another: the column is as wide as its widest button, not their sum.
    actions: 'flex flex-col items-end gap-2',
  },
} as const

const phoneHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`

export function OrdersList({
  orders,
  audience,
  caption,
  onAsk,
  actions,
  select,
  notes,
}: OrdersListProps) {
  const layout = layouts[audience]
  const columns: Column[] = [
    ...(select ? [{ label: messages.ordersConsole.select, srOnly: true }] : []),
    ...(audience === 'admin' ? [{ label: messages.orders.customer }] : []),
    { label: messages.orders.tour },
    { label: messages.tourPlans.price, align: 'right' },
    { label: messages.orders.booked },
    { label: messages.orders.status },
    { label: messages.orders.actions, align: 'right', srOnly: true },
  ]
  return (
    <>
      <ul className={cx('space-y-4', layout.cards)}>
        {orders.map((order) => (
          <li key={order._id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              {select && <div className="pt-0.5">{select(order)}</div>}
              <div className="min-w-0 flex-1">
                <TourLink order={order} />
                <BookingFacts order={order} className="mt-1" />
                <p className="mt-1 text-sm text-slate-600">
                  {messages.orders.booked}{' '}
                  <time dateTime={order.createdAt}>{formatBookedDate(order.createdAt)}</time>
                </p>
              </div>
              <DeleteOrderButton order={order} onAsk={onAsk} />
            </div>
            {audience === 'admin' && (
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-600">{messages.orders.customer}</dt>
                <dd className="font-medium break-words text-slate-900">{order.name}</dd>
                <dt className="text-slate-600">{messages.account.email}</dt>
                <dd className="break-all text-slate-900">{order.email}</dd>
                <dt className="text-slate-600">{messages.orders.phone}</dt>
                <dd className="text-slate-900">
                  <a href={phoneHref(order.phone)} className="underline">
                    {order.phone}
                  </a>
                </dd>
              </dl>
            )}
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <span className="text-lg font-bold text-slate-900 tabular-nums">
                <Price
                  amount={fromMajor(order.tourPrice, order.currency)}
                  approxClassName="text-sm font-normal text-slate-600"
                />
              </span>
              <OrderStatus order={order} audience={audience} />
              <RefundedNote order={order} />
              <BalanceNote order={order} />
              {notes?.(order)}
              {actions && (
                <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
                  {actions(order)}
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>

      <div className={cx('rounded-2xl bg-white shadow-sm ring-1 ring-slate-200', layout.table)}>
        <table className={cx('w-full text-left', layout.text)}>
          <caption className="sr-only">{caption}</caption>
          <TableHead cellClassName={layout.cell} className={layout.head} columns={columns} />
          <tbody className="divide-y divide-slate-100">
            {orders.map((order) => (
              <tr key={order._id}>
                {select && <td className={cx(layout.cell, 'w-10')}>{select(order)}</td>}
                {audience === 'admin' && (
                  <td className={layout.cell}>
                    <p className="font-semibold text-slate-900">{order.name}</p>
                    <p className="text-slate-600 [overflow-wrap:anywhere]">{order.email}</p>
                    <a
                      href={phoneHref(order.phone)}
                      className="whitespace-nowrap text-slate-700 underline"
                    >
                      {order.phone}
                    </a>
                  </td>
                )}
                <td className={layout.cell}>
                  <TourLink order={order} />
                  <BookingFacts order={order} className="mt-1" />
                </td>
                <td
                  className={cx(
                    layout.cell,
                    'text-right font-semibold text-slate-900 tabular-nums',
                  )}
                >
                  <Price
                    amount={fromMajor(order.tourPrice, order.currency)}
                    approxClassName="block text-xs font-normal whitespace-nowrap text-slate-600"
                  />
                </td>
                <td className={cx(layout.cell, 'whitespace-nowrap text-slate-700')}>
                  <time dateTime={order.createdAt} title={formatBookedDateTime(order.createdAt)}>
                    {formatBookedDate(order.createdAt)}
                  </time>
                </td>
                <td className={layout.cell}>
                  <OrderStatus order={order} audience={audience} />
                  <RefundedNote order={order} className="mt-1.5 block" />
                  <BalanceNote order={order} className="mt-1.5" />
                  {notes && (
                    <div className="mt-1.5 flex flex-col gap-1 empty:hidden">{notes(order)}</div>
                  )}
                </td>
                <td className={layout.cell}>
                  {/* The page's actions one above another, so the tour keeps its column. */}
                  <div className={layout.actions}>
                    {actions && (
                      <div className="flex flex-col items-end gap-2 empty:hidden">
                        {actions(order)}
                      </div>
                    )}
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

/** "Refunded $120" under a refunded or partly refunded booking's status. */
function RefundedNote({ order, className }: { order: Order; className?: string }) {
  if (order.refundedAmount <= 0) return null
  return (
    <span className={cx('text-sm font-medium whitespace-nowrap text-rose-800', className)}>
      {messages.lifecycle.refundedAmount({
        amount: formatMoney(fromMajor(order.refundedAmount, order.currency)),
      })}
    </span>
  )
}

/** "Balance $240 due by Sat 31 May 2099" under a booking with more to pay, and the Overdue flag. */
function BalanceNote({ order, className }: { order: Order; className?: string }) {
  if (!owesBalance(order)) return null
  return (
    <span className={cx('flex flex-wrap items-center gap-1.5 text-sm', className)}>
      <span className="font-medium text-slate-800">
        {messages.deposits.balanceDue({
          amount: formatMoney(fromMajor(order.balanceDue, order.currency)),
          date: order.balanceDueOn ? formatShortDate(order.balanceDueOn) : null,
        })}
      </span>
      {order.balanceOverdue && (
        <span
          title={messages.deposits.overdueHint}
          className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-bold text-red-800 ring-1 ring-red-300"
        >
          <TriangleAlert aria-hidden="true" className="size-3.5" />
          {messages.deposits.overdue}
          <span className="sr-only">: {messages.deposits.overdueHint}</span>
        </span>
      )}
    </span>
  )
}
