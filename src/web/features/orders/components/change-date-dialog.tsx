/**
 * Moving a booking to another date of its tour (My Booking). The row's "Change date" opens one
 * dialog per list, listing the tour's other open dates with seats for the party as a radio group,
 * each with what it changes: "+$30", "−$20" or "same price" (the new date's price for the
 * party against the booking's). Confirm sends the move; while it runs the dialog cannot be closed
 * and its button reads "Moving…". The outcome replaces the choice in the dialog and is read out:
 * "Moved to …", with the refund on its way or the amount still to pay (and a Pay link). A
 * refusal (400: the date filled up or closed; 409: cancelled, travelled) stays in the dialog.
 * Focus goes back to the row's button, or to the list when the button went with the change.
 */
import { CalendarClock, CircleCheck, CreditCard } from 'lucide-react'
import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { Link } from 'react-router'
import type { Departure } from '#shared/contracts/departures.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { dhakaToday, formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, fromMajor, money, toMinor, type Money } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { Button, buttonClass } from '#web/components/button.tsx'
import { useConfirmDialog, type ConfirmDialogState } from '#web/components/confirm-dialog.tsx'
import { Modal } from '#web/components/modal.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { cx } from '#web/lib/cx.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { fieldErrorOf } from '#web/lib/field-error.ts'
import { useDepartures } from '../api/get-departures.ts'
import { useRescheduleOrder, type RescheduleResult } from '../api/reschedule-order.ts'
import { isReschedulable } from '../lib/cancellable.ts'
import { BookingFacts } from './booking-facts.tsx'
import { seatsText } from './departure-picker.tsx'

const m = messages.reschedule

/** State of the list's one change-date dialog; `ask` is what each row's button calls. */
export const useChangeDateDialog = () => useConfirmDialog<Order>()

export function ChangeDateButton({
  order,
  onAsk,
}: {
  order: Order
  onAsk: (order: Order, button: HTMLElement) => void
}) {
  if (!isReschedulable(order)) return null
  return (
    <Button
      variant="outline"
      size="sm"
      className="whitespace-nowrap"
      aria-label={m.changeDateFor({ reference: order.reference, tour: order.tourName })}
      aria-haspopup="dialog"
      onClick={(event) => onAsk(order, event.currentTarget)}
    >
      <CalendarClock aria-hidden="true" className="size-4" />
      {m.changeDate}
    </Button>
  )
}

/**
 * What the new date costs the party against what the booking costs now, in the booking's
 * currency (a tour's dates are priced in the one the booking was made in).
 */
export function priceDifference(
  order: Pick<Order, 'tourPrice' | 'currency' | 'travellers'>,
  to: Departure,
): Money {
  return money(toMinor(to.price) * order.travellers - toMinor(order.tourPrice), order.currency)
}

/** The dates the booking can move to: open, with seats for the party, still to come. */
export function otherDates(
  order: Pick<Order, 'departureId' | 'travellers'>,
  departures: Departure[],
  today = dhakaToday(),
): Departure[] {
  return departures.filter(
    (d) =>
      d._id !== order.departureId &&
      (d.status === 'open' || d.status === 'few') &&
      d.seatsLeft >= order.travellers &&
      d.date > today,
  )
}

/** The sentence the dialog ends with. */
export function movedMessage({ order, refund, due }: RescheduleResult): string {
  const date = order.departureDate ? formatShortDate(order.departureDate) : ''
  const amount = (major: number) => formatMoney(fromMajor(major, order.currency))
  if (refund > 0) return m.movedRefund({ date, amount: amount(refund) })
  if (due > 0) return m.movedDue({ date, amount: amount(due) })
  return m.moved({ date })
}

export function ChangeDateDialog({
  state,
  fallbackFocus,
}: {
  state: ConfirmDialogState<Order>
  /** Focused on close when the row's button is gone. */
  fallbackFocus: RefObject<HTMLElement | null>
}) {
  const { item, open, setOpen, trigger } = state
  const [busy, setBusy] = useState(false)
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      locked={busy}
      title={item ? m.title({ tour: item.tourName }) : m.changeDate}
      returnFocus={() => (trigger.current?.isConnected ? trigger.current : fallbackFocus.current)}
    >
      {/* Mounted per opening: each one reads the dates afresh and starts with nothing chosen. */}
      {item && (
        <ChangeDateBody
          key={item._id}
          order={item}
          onBusyChange={setBusy}
          onClose={() => setOpen(false)}
        />
      )}
    </Modal>
  )
}

function ChangeDateBody({
  order,
  onBusyChange,
  onClose,
}: {
  order: Order
  onBusyChange: (busy: boolean) => void
  onClose: () => void
}) {
  const departures = useDepartures(order.tourId ?? '')
  const reschedule = useRescheduleOrder()
  const [chosen, setChosen] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<RescheduleResult | null>(null)
  const [busy, setBusy] = useState(false)
  // State updates land after the click: a second click in the same moment must find it taken.
  const sending = useRef(false)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const groupRef = useRef<HTMLFieldSetElement>(null)
  const legendId = useId()
  const errorId = useId()

  // The choice is gone once moved: start reading at the outcome.
  useEffect(() => {
    if (result) outcomeRef.current?.focus()
  }, [result])

  async function confirm() {
    if (sending.current) return
    if (!chosen) {
      setError(m.chooseFirst)
      groupRef.current?.querySelector<HTMLInputElement>('input[type=radio]')?.focus()
      return
    }
    sending.current = true
    setBusy(true)
    onBusyChange(true)
    setError(null)
    try {
      setResult(await reschedule.mutateAsync({ orderId: order._id, departureId: chosen }))
    } catch (caught) {
      setError(fieldErrorOf(caught)?.message ?? errorMessage(caught, m.failed))
    } finally {
      sending.current = false
      setBusy(false)
      onBusyChange(false)
    }
  }

  if (result) {
    return (
      <div className="mt-4">
        <div
          ref={outcomeRef}
          tabIndex={-1}
          className="flex items-start gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-950 ring-1 ring-emerald-200 outline-none"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <p role="status" className="font-semibold">
            {movedMessage(result)}
          </p>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" className="px-6" onClick={onClose}>
            {m.close}
          </Button>
          {result.due > 0 && result.refund === 0 && (
            <Link to={paths.dashboardPay(result.order._id)} className={buttonClass()}>
              <CreditCard aria-hidden="true" className="size-5" />
              {m.payNow}
            </Link>
          )}
        </div>
      </div>
    )
  }

  const options = departures.data ? otherDates(order, departures.data) : []
  return (
    <div className="mt-2">
      <BookingFacts order={order} />
      <div className="mt-5 min-h-24">
        {departures.isPending ? (
          <p role="status" className="flex items-center gap-3 py-4 text-slate-700">
            <span
              aria-hidden="true"
              className="size-6 animate-spin rounded-full border-4 border-emerald-200 border-t-emerald-700 motion-reduce:animate-none"
            />
            {m.loading}
          </p>
        ) : departures.isError ? (
          <QueryError
            message={m.loadFailed}
            onRetry={() => void departures.refetch()}
            retrying={departures.isFetching}
          />
        ) : options.length === 0 ? (
          <StatusAlert tone="info" message={m.none} />
        ) : (
          <fieldset
            ref={groupRef}
            disabled={busy}
            aria-describedby={error ? errorId : undefined}
            className="min-w-0"
          >
            <legend id={legendId} className="font-semibold text-slate-800">
              {m.legend}
            </legend>
            <ul className="mt-2 max-h-80 space-y-2 overflow-y-auto p-0.5">
              {options.map((departure) => (
                <li key={departure._id}>
                  <DateOption
                    name={legendId}
                    departure={departure}
                    difference={priceDifference(order, departure)}
                    checked={chosen === departure._id}
                    onChange={() => {
                      setChosen(departure._id)
                      setError(null)
                    }}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </div>

      {error && (
        <div id={errorId} className="mt-5">
          <StatusAlert tone="error" message={error} />
        </div>
      )}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" className="px-6" onClick={onClose} disabled={busy}>
          {options.length > 0 ? m.keep : m.close}
        </Button>
        {options.length > 0 && (
          <Button className="px-6" onClick={() => void confirm()} disabled={busy} busy={busy}>
            {busy ? m.moving : m.confirm}
          </Button>
        )}
      </div>
    </div>
  )
}

function DateOption({
  name,
  departure,
  difference,
  checked,
  onChange,
}: {
  name: string
  departure: Departure
  difference: Money
  checked: boolean
  onChange: () => void
}) {
  const change = difference.minor
  const amount = formatMoney(money(Math.abs(change), difference.currency))
  return (
    <label
      className={cx(
        'flex cursor-pointer items-center gap-3 rounded-xl px-4 py-3 ring-1 transition',
        checked
          ? 'bg-emerald-50 ring-2 ring-emerald-700'
          : 'bg-white ring-slate-300 hover:bg-slate-50',
      )}
    >
      <input
        type="radio"
        name={name}
        value={departure._id}
        checked={checked}
        onChange={onChange}
        className="size-4 shrink-0 accent-emerald-700"
      />
      <span className="flex flex-col">
        <time dateTime={departure.date} className="font-semibold whitespace-nowrap text-slate-900">
          {formatShortDate(departure.date)}
        </time>
        <span
          className={cx(
            'text-xs text-slate-600',
            departure.status === 'few' && 'font-semibold text-amber-900',
          )}
        >
          {seatsText(departure)}
        </span>
      </span>
      <span
        className={cx(
          'ml-auto text-sm font-semibold whitespace-nowrap tabular-nums',
          change > 0 && 'text-amber-900',
          change < 0 && 'text-emerald-800',
          change === 0 && 'font-medium text-slate-600',
        )}
      >
        {change === 0 ? (
          m.samePrice
        ) : (
          <>
            <span aria-hidden="true">{change > 0 ? m.more({ amount }) : m.less({ amount })}</span>
            <span className="sr-only">
              {change > 0 ? m.moreHint({ amount }) : m.lessHint({ amount })}
            </span>
          </>
        )}
      </span>
    </label>
  )
}
