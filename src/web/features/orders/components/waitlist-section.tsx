/**
 * My Booking's "Waitlist" section, shown only when the customer has entries: each date waited
 * for with its tour, the party and where it stands — "Number 2 in line", "Seats held for you
 * until …" with a Pay now link to the booking holding them, "Booked" or "Lapsed" — and "Leave"
 * (asked first: leaving gives up the place and any seats held). The outcome of leaving is read
 * out in the section's live region; focus goes back to the section when the row is gone.
 *
 * The server marks an offer booked on its worker's next round (up to 30 s after the payment);
 * meanwhile an offer whose booking the customer's own list shows paid already reads "Booked".
 */
import { Clock, CreditCard, Hourglass, LogOut } from 'lucide-react'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import type { WaitlistEntry } from '#shared/contracts/waitlist.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { Button, buttonClass } from '#web/components/button.tsx'
import { ConfirmDialog, useConfirmDialog } from '#web/components/confirm-dialog.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { LiveStatusAlert } from '#web/components/status-alert.tsx'
import { cx } from '#web/lib/cx.ts'
import { useLeaveWaitlist, useMyWaitlist } from '../api/waitlist.ts'
import { formatPaidAt } from '../lib/payment-format.ts'

const m = messages.waitlist

export function WaitlistSection({
  enabled,
  paidOrderIds,
}: {
  enabled: boolean
  /** The customer's bookings with money on them (My Booking's list). */
  paidOrderIds: ReadonlySet<string>
}) {
  const waitlist = useMyWaitlist(enabled)
  const leave = useLeaveWaitlist()
  const dialog = useConfirmDialog<WaitlistEntry>()
  const [outcome, setOutcome] = useState<string | null>(null)
  const sectionRef = useRef<HTMLElement>(null)
  const entries = (waitlist.data ?? [])
    .filter((entry) => entry.state !== 'left')
    .map((entry): WaitlistEntry =>
      entry.state === 'offered' &&
      entry.offeredOrderId !== null &&
      paidOrderIds.has(entry.offeredOrderId)
        ? { ...entry, state: 'booked' }
        : entry,
    )

  if (waitlist.isError) {
    return (
      <div className="mt-10">
        <QueryError
          message={m.loadFailed}
          onRetry={() => void waitlist.refetch()}
          retrying={waitlist.isFetching}
        />
      </div>
    )
  }
  // The live region stays after the last entry goes, to say so.
  if (entries.length === 0 && !outcome) return null
  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby="waitlist-heading"
      className="mt-10 outline-none"
    >
      <h2
        id="waitlist-heading"
        className="flex items-center gap-2 text-xl font-bold text-slate-900"
      >
        <Hourglass aria-hidden="true" className="size-5 text-emerald-700" />
        {m.section}
      </h2>
      <LiveStatusAlert message={outcome} tone="success" className="mt-4" />
      {entries.length > 0 && (
        <ul aria-label={m.caption} className="mt-4 grid gap-3 lg:grid-cols-2">
          {entries.map((entry) => (
            <li
              key={entry._id}
              className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <div className="min-w-0">
                {entry.tourId ? (
                  <Link
                    to={paths.tourDetails(entry.tourId)}
                    className="font-bold text-slate-900 underline decoration-emerald-300 underline-offset-4 hover:text-emerald-800"
                  >
                    {entry.tourName}
                  </Link>
                ) : (
                  <p className="font-bold text-slate-900">{entry.tourName}</p>
                )}
                <p className="mt-1 text-sm text-slate-600">
                  <span className="sr-only">{messages.dates.date} </span>
                  <time dateTime={entry.departureDate} className="whitespace-nowrap">
                    {formatShortDate(entry.departureDate)}
                  </time>
                  <span aria-hidden="true"> · </span>
                  <span className="whitespace-nowrap">
                    {messages.dates.travellersCount({ n: entry.travellers })}
                  </span>
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <EntryState entry={entry} />
                <span className="ml-auto flex flex-wrap items-center gap-2">
                  {entry.state === 'offered' && entry.offeredOrderId && (
                    <Link
                      to={paths.dashboardPay(entry.offeredOrderId)}
                      className={buttonClass({ size: 'sm' })}
                    >
                      <CreditCard aria-hidden="true" className="size-4" />
                      {m.payNow}
                    </Link>
                  )}
                  {(entry.state === 'waiting' || entry.state === 'offered') && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-haspopup="dialog"
                      aria-label={m.leaveFor({
                        date: formatShortDate(entry.departureDate),
                        tour: entry.tourName,
                      })}
                      onClick={(event) => {
                        setOutcome(null)
                        dialog.ask(entry, event.currentTarget)
                      }}
                    >
                      <LogOut aria-hidden="true" className="size-4" />
                      {m.leave}
                    </Button>
                  )}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        state={dialog}
        fallbackFocus={sectionRef}
        title={m.leaveTitle}
        describe={(entry) =>
          m.leaveDescribe({ date: formatShortDate(entry.departureDate), tour: entry.tourName })
        }
        cancelLabel={m.leaveKeep}
        confirmLabel={m.leaveConfirm}
        busyLabel={m.leaving}
        failure={m.leaveFailed}
        action={(entry) => leave.mutateAsync(entry._id)}
        onDone={() => setOutcome(m.leftOutcome)}
      />
    </section>
  )
}

const tones = {
  waiting: 'bg-sky-50 text-sky-900 ring-sky-200',
  offered: 'bg-amber-50 text-amber-950 ring-amber-300',
  booked: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  lapsed: 'bg-slate-100 text-slate-700 ring-slate-300',
  left: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const

function EntryState({ entry }: { entry: WaitlistEntry }) {
  const text =
    entry.state === 'waiting'
      ? m.place({ n: entry.place })
      : entry.state === 'offered'
        ? m.heldUntil({ time: entry.offerExpiresAt ? formatPaidAt(entry.offerExpiresAt) : '' })
        : entry.state === 'booked'
          ? m.booked
          : entry.state === 'lapsed'
            ? m.lapsed
            : m.left
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 px-2.5 py-1 text-sm font-semibold ring-1',
        // The held seats' sentence may wrap on a phone: a pill would pinch it.
        entry.state === 'offered' ? 'rounded-xl' : 'rounded-full',
        tones[entry.state],
      )}
    >
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </span>
  )
}
