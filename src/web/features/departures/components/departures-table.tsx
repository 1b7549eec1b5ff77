/**
 * A tour's departures from today as a table (caption, column headers, one row a date): seats
 * with an inline editor (a refusal naming `capacity`, e.g. below the seats taken, shows under
 * the box), seats taken and left, price, state, and the row's actions: Close or Reopen, Cancel
 * (asked first in a dialog that says what happens to the bookings, with an optional reason for
 * the customers; the page then watches the refunds) and its Manifest. On narrow screens the
 * table scrolls sideways inside its frame.
 */
import { CircleAlert, ClipboardList, ScanLine } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { departureInputSchema, type AdminDeparture } from '#shared/contracts/departures.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { Button, buttonClass } from '#web/components/button.tsx'
import { ConfirmDialog, useConfirmDialog } from '#web/components/confirm-dialog.tsx'
import { TableHead } from '#web/components/table-head.tsx'
import { TextareaField } from '#web/components/textarea-field.tsx'
import { useSiteMoney } from '#web/lib/currency.ts'
import { cx } from '#web/lib/cx.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { fieldErrorsOf } from '#web/lib/field-error.ts'
import { useCancelDeparture } from '../api/cancel-departure.ts'
import { useUpdateDeparture } from '../api/update-departure.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'

const t = messages.departuresAdmin

export interface Outcome {
  tone: 'success' | 'error' | 'info'
  message: string
}

interface DeparturesTableProps {
  tourName: string
  departures: AdminDeparture[]
  onOutcome: (outcome: Outcome | null) => void
  /** A departure was cancelled: its bookings are being cancelled and refunded. */
  onCancelled: (departure: AdminDeparture) => void
}

export function DeparturesTable({
  tourName,
  departures,
  onOutcome,
  onCancelled,
}: DeparturesTableProps) {
  const confirm = useConfirmDialog<AdminDeparture>()
  const cancel = useCancelDeparture()
  const tableRef = useRef<HTMLDivElement>(null)
  const [reason, setReason] = useState('')

  return (
    <>
      <div
        ref={tableRef}
        tabIndex={-1}
        className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 outline-none"
      >
        <table className="w-full min-w-[54rem] text-left text-sm">
          <caption className="sr-only">{t.caption({ tour: tourName })}</caption>
          <TableHead
            cellClassName="px-3 py-3"
            columns={[
              { label: t.date },
              { label: t.seats },
              { label: t.taken, align: 'right' },
              { label: t.left, align: 'right' },
              { label: t.price, align: 'right' },
              { label: t.state },
              { label: t.actions, srOnly: true },
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {departures.map((departure) => (
              <DepartureRow
                key={departure._id}
                departure={departure}
                onOutcome={onOutcome}
                onCancel={(button) => {
                  setReason('')
                  confirm.ask(departure, button)
                }}
              />
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        state={confirm}
        fallbackFocus={tableRef}
        title={
          confirm.item ? t.cancelTitle({ date: formatShortDate(confirm.item.date) }) : t.cancel
        }
        describe={(d) => t.cancelDescribe({ taken: d.seatsTaken })}
        cancelLabel={t.keep}
        confirmLabel={t.confirmCancel}
        busyLabel={t.cancelling}
        failure={t.cancelFailed}
        action={async (d) => {
          onOutcome(null)
          await cancel.mutateAsync({ id: d._id, reason: reason.trim() || undefined })
          onCancelled(d)
        }}
      >
        <TextareaField
          label={messages.lifecycle.departureReason}
          hint={messages.lifecycle.departureReasonHint}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </ConfirmDialog>
    </>
  )
}

function DepartureRow({
  departure,
  onOutcome,
  onCancel,
}: {
  departure: AdminDeparture
  onOutcome: (outcome: Outcome | null) => void
  onCancel: (button: HTMLElement) => void
}) {
  const update = useUpdateDeparture()
  const siteMoney = useSiteMoney()
  const [toggling, setToggling] = useState(false)
  const date = formatShortDate(departure.date)
  const cancelled = departure.state === 'cancelled'

  async function toggle() {
    onOutcome(null)
    setToggling(true)
    const state = departure.state === 'open' ? 'closed' : 'open'
    try {
      await update.mutateAsync({ id: departure._id, change: { state } })
      onOutcome({
        tone: 'success',
        message: state === 'closed' ? t.closedOne({ date }) : t.reopenedOne({ date }),
      })
    } catch (error) {
      onOutcome({ tone: 'error', message: errorMessage(error, t.changeFailed) })
    } finally {
      setToggling(false)
    }
  }

  return (
    <tr className={cx(cancelled && 'bg-slate-50 text-slate-500')}>
      <th
        scope="row"
        tabIndex={-1}
        className="px-3 py-3 font-semibold whitespace-nowrap text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:ring-inset"
      >
        {date}
        {departure.startTime && (
          <span className="block text-xs font-normal text-slate-600">
            {t.startsAt({ time: departure.startTime })}
          </span>
        )}
      </th>
      <td className="px-3 py-3">
        {cancelled ? (
          <span className="tabular-nums">{departure.capacity}</span>
        ) : (
          <CapacityEditor
            key={departure.capacity}
            departure={departure}
            date={date}
            onOutcome={onOutcome}
          />
        )}
      </td>
      <td className="px-3 py-3 text-right tabular-nums">{departure.seatsTaken}</td>
      <td className="px-3 py-3 text-right tabular-nums">{departure.seatsLeft}</td>
      <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
        {formatMoney(siteMoney(departure.price))}
        {departure.priceOverride === null && (
          <span className="block text-xs text-slate-600">{t.tourPrice}</span>
        )}
      </td>
      <td className="px-3 py-3">
        <StateBadges departure={departure} />
      </td>
      <td className="px-3 py-3">
        <div className="flex justify-end gap-2 whitespace-nowrap">
          {!cancelled && (
            <>
              <Button
                variant="outline"
                size="xs"
                onClick={() => void toggle()}
                disabled={toggling}
                busy={toggling}
              >
                {departure.state === 'open' ? t.close : t.reopen}
                <span className="sr-only"> {date}</span>
              </Button>
              <Button
                variant="danger-outline"
                size="xs"
                onClick={(event) => onCancel(event.currentTarget)}
              >
                {t.cancel}
                <span className="sr-only"> {date}</span>
              </Button>
            </>
          )}
          <Link
            to={paths.dashboardManifest(departure._id)}
            className={buttonClass({ variant: 'outline', size: 'xs' })}
          >
            <ClipboardList aria-hidden="true" className="size-4" />
            {t.manifest}
            <span className="sr-only"> {t.forDate({ date })}</span>
          </Link>
          <Link
            to={paths.dashboardCheckIn(departure._id)}
            className={buttonClass({ variant: 'outline', size: 'xs' })}
          >
            <ScanLine aria-hidden="true" className="size-4" />
            {messages.checkIn.open}
            <span className="sr-only"> {t.forDate({ date })}</span>
          </Link>
        </div>
      </td>
    </tr>
  )
}

function StateBadges({ departure }: { departure: AdminDeparture }) {
  const badge = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1'
  return (
    <div className="flex flex-wrap gap-1.5">
      <span
        className={cx(
          badge,
          departure.state === 'open' && 'bg-emerald-50 text-emerald-800 ring-emerald-200',
          departure.state === 'closed' && 'bg-slate-100 text-slate-700 ring-slate-300',
          departure.state === 'cancelled' && 'bg-white text-slate-700 ring-slate-300',
        )}
      >
        {t.states[departure.state]}
      </span>
      {departure.state === 'open' && departure.status === 'soldout' && (
        <span className={cx(badge, 'bg-amber-50 text-amber-900 ring-amber-200')}>{t.soldOut}</span>
      )}
      {departure.seatsTaken > departure.capacity && departure.state !== 'cancelled' && (
        <span className={cx(badge, 'bg-amber-50 text-amber-900 ring-amber-200')}>
          {t.overbooked}
        </span>
      )}
      {departure.state === 'cancelled' && departure.seatsTaken > 0 && (
        <span
          className={cx(
            badge,
            'inline-flex items-center gap-1 bg-red-50 text-red-800 ring-red-200',
          )}
        >
          <CircleAlert aria-hidden="true" className="size-3.5" />
          {t.paidWaiting}
        </span>
      )}
    </div>
  )
}

function CapacityEditor({
  departure,
  date,
  onOutcome,
}: {
  departure: AdminDeparture
  date: string
  onOutcome: (outcome: Outcome | null) => void
}) {
  const id = useId()
  const update = useUpdateDeparture()
  const [value, setValue] = useState(String(departure.capacity))
  const [error, setError] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  async function save(event: FormEvent) {
    event.preventDefault()
    onOutcome(null)
    const checked = departureInputSchema.shape.capacity.safeParse(
      value.trim() === '' ? undefined : Number(value),
    )
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null)
      inputRef.current?.focus()
      return
    }
    setError(null)
    try {
      const saved = await update.mutateAsync({
        id: departure._id,
        change: { capacity: checked.data },
      })
      setValue(String(saved.capacity))
      onOutcome({ tone: 'success', message: t.capacitySaved({ date, seats: saved.capacity }) })
    } catch (caught) {
      const named = fieldErrorsOf(caught).find((e) => e.field === 'capacity')
      if (named) {
        setError(named.message)
        inputRef.current?.focus()
      } else {
        onOutcome({ tone: 'error', message: errorMessage(caught, t.changeFailed) })
      }
    }
  }

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="w-36">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {t.seatsOn({ date })}
        </label>
        <input
          ref={inputRef}
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value)
            setError(null)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cx(
            'block w-16 rounded-lg border-0 bg-white px-3 py-1.5 text-slate-900 tabular-nums shadow-sm ring-1 focus:ring-2 focus:outline-none',
            error ? 'ring-red-500 focus:ring-red-600' : 'ring-slate-300 focus:ring-emerald-700',
          )}
        />
        <Button type="submit" size="sm" busy={update.isPending}>
          {t.save}
          <span className="sr-only"> {t.saveSeatsOn({ date })}</span>
        </Button>
      </div>
      {error && (
        <p
          id={`${id}-error`}
          className="mt-1.5 flex items-start gap-1 text-xs font-medium text-red-700"
        >
          <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          {error}
        </p>
      )}
    </form>
  )
}
