/**
 * Book Now, under a tour's price: the tour's dates with seats left, a travellers stepper and the
 * total (departure-picker.tsx; the soonest date with seats chosen at first), then the button. It sends a signed-out visitor to /login (and
 * back after), and opens the booking modal for a signed-in one with the chosen date and
 * travellers; after 'Order has been placed.' the customer sees the booking reference and a Pay
 * now link. A tour without dates books as before ('Date to be arranged'). The modal (forms, zod,
 * Radix) downloads when a signed-in visitor shows intent to book. A date too full for the party
 * offers 'Join the waitlist' (its dialog loads on demand too); a signed-out visitor is offered
 * to sign in first.
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import type { Departure } from '#shared/contracts/departures.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { Button } from '#web/components/button.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { isSignedIn, useAuth } from '#web/lib/auth/auth-context.ts'
import { cx } from '#web/lib/cx.ts'
import { useDepartures } from '../api/get-departures.ts'
import { DeparturePicker, maxTravellers } from './departure-picker.tsx'

const loadBookingDialog = () => import('./booking-dialog.tsx')
const BookingDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.BookingDialog })))
const WaitlistDialog = lazy(() =>
  import('./waitlist-dialog.tsx').then((m) => ({ default: m.WaitlistDialog })),
)

export function BookNow({
  tour,
  policy,
}: {
  tour: Place
  /** The tour's cancellation policy (the catalog's), shown in the modal above Confirm Booking. */
  policy?: ReactNode
}) {
  const { user, status: authStatus } = useAuth()
  const navigate = useNavigate()
  const location = useLocation()
  const departures = useDepartures(tour._id)
  const [departureId, setDepartureId] = useState<string | null>(null)
  const [travellers, setTravellers] = useState(1)
  const [pickError, setPickError] = useState<string | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [placed, setPlaced] = useState<Order | null>(null)
  const [loading, setLoading] = useState(false)
  // Mounted from the first opening on, so closing can animate; Radix unmounts the content.
  const [mounted, setMounted] = useState(false)
  const [open, setOpen] = useState(false)
  const [waitFor, setWaitFor] = useState<Departure | undefined>(undefined)
  const [waitlistOpen, setWaitlistOpen] = useState(false)
  const pickerRef = useRef<HTMLDivElement>(null)
  // Never more travellers than the chosen date has seats (the list may change under the choice).
  const travellersFor = (departure: typeof chosen) => Math.min(travellers, maxTravellers(departure))
  const signedIn = isSignedIn(user)
  const dates = departures.data ?? []
  // The soonest date with seats is chosen until the visitor picks another (shown, and confirmed
  // in the modal).
  const chosen =
    dates.find((d) => d._id === departureId) ??
    dates.find((d) => d.status === 'open' || d.status === 'few')

  function preload() {
    if (signedIn) loadBookingDialog().catch(() => undefined)
  }

  function choose(id: string) {
    setDepartureId(id)
    setPickError(null)
  }

  async function bookNow() {
    if (loading) return
    if (dates.length > 0 && !chosen) {
      const choosable = dates.some((d) => d.status === 'open' || d.status === 'few')
      setPickError(choosable ? messages.dates.chooseFirst : messages.dates.noneBookable)
      pickerRef.current
        ?.querySelector<HTMLInputElement>('input[type=radio]:not(:disabled)')
        ?.focus()
      return
    }
    if (!signedIn) {
      await navigate(paths.login, { state: { from: location } })
      return
    }
    setStatus(null)
    setPlaced(null)
    setLoading(true)
    try {
      await loadBookingDialog()
    } catch {
      setStatus(messages.booking.formFailed)
      return
    } finally {
      setLoading(false)
    }
    setMounted(true)
    setOpen(true)
  }

  // Not `disabled` while the modal's code loads: that would drop focus, which must come back here.
  const busy = loading || authStatus === 'pending'
  return (
    <>
      <div ref={pickerRef}>
        <DeparturePicker
          departures={departures.data}
          loading={departures.isPending}
          failed={departures.isError}
          onRetry={() => void departures.refetch()}
          tourPrice={tour.price}
          selected={chosen?._id ?? null}
          onSelect={choose}
          travellers={travellersFor(chosen)}
          onTravellers={setTravellers}
          error={pickError}
          waitlist={(departure) =>
            signedIn ? (
              <button
                type="button"
                aria-haspopup="dialog"
                aria-label={messages.waitlist.joinFor({ date: formatShortDate(departure.date) })}
                onClick={() => {
                  setWaitFor(departure)
                  setWaitlistOpen(true)
                }}
                className="text-sm font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
              >
                {messages.waitlist.join}
              </button>
            ) : (
              <Link
                to={paths.login}
                state={{ from: location }}
                className="text-sm font-semibold text-emerald-800 underline underline-offset-2"
              >
                {messages.waitlist.signInToJoin}
              </Link>
            )
          }
        />
      </div>
      <Button
        variant="accent"
        size="lg"
        onClick={() => void bookNow()}
        onPointerEnter={preload}
        onFocus={preload}
        disabled={authStatus === 'pending'}
        busy={loading}
        aria-haspopup={signedIn ? 'dialog' : undefined}
        className={cx('mt-6 w-full py-3.5 text-base shadow-md', busy && 'cursor-wait opacity-80')}
      >
        {messages.tour.bookNow}
      </Button>
      {!signedIn && authStatus === 'signedOut' && (
        <p className="mt-3 text-center text-sm text-slate-600">{messages.booking.signInFirst}</p>
      )}
      {status && (
        <div className="mt-4 space-y-2">
          <StatusAlert message={status} />
          {placed && (
            <p className="text-sm text-slate-700">
              {messages.booking.yourReference}:{' '}
              <strong className="font-mono text-base tracking-wider text-slate-900">
                {placed.reference}
              </strong>
            </p>
          )}
          {status === messages.booking.placed && (
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {placed && (
                <Link
                  to={paths.dashboardPay(placed._id)}
                  className="inline-block text-sm font-semibold text-emerald-800 underline"
                >
                  {messages.booking.payNow}
                </Link>
              )}
              <Link
                to={paths.dashboardPages.myBooking}
                className="inline-block text-sm font-semibold text-emerald-800 underline"
              >
                {messages.booking.seeInMyBooking}
              </Link>
            </div>
          )}
        </div>
      )}
      {waitFor && signedIn && (
        <Suspense fallback={null}>
          <WaitlistDialog
            open={waitlistOpen}
            onOpenChange={setWaitlistOpen}
            departure={waitFor}
            travellers={travellersFor(chosen)}
            user={user}
          />
        </Suspense>
      )}
      {mounted && signedIn && (
        <Suspense fallback={null}>
          <BookingDialog
            open={open}
            onOpenChange={setOpen}
            tour={tour}
            departure={chosen}
            travellers={chosen ? travellersFor(chosen) : 1}
            user={user}
            policy={policy}
            onBooked={(order) => {
              setPlaced(order)
              setStatus(messages.booking.placed)
              setDepartureId(null)
              setTravellers(1)
              setOpen(false)
            }}
          />
        </Suspense>
      )}
    </>
  )
}
