/**
 * Book Now, under a tour's price: the tour's dates with seats left, a travellers stepper and the
 * total (departure-picker.tsx; the soonest date with seats chosen at first), then the button. It sends a signed-out visitor to /login (and
 * back after), and opens the booking modal for a signed-in one with the chosen date and
 * travellers; after 'Order has been placed.' the customer sees the booking reference and a Pay
 * now link. A tour without dates books as before ('Date to be arranged'). The modal (forms, zod,
 * Radix) downloads when a signed-in visitor shows intent to book. A date too full for the party
 * offers 'Join the waitlist' (its dialog loads on demand too); a signed-out visitor is offered
 * to sign in first.
 *
 * Signing in to book comes back here with the choice: Book Now sends a signed-out visitor to
 * /login with the date and travellers in the return address (lib/carried-booking.ts); back on the
 * page, that date (if it can still be booked for that party) and party are chosen and the modal
 * opens. After booking the date stays chosen and the confirmation restates date, travellers and
 * total.
 */
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import type { Departure } from '#shared/contracts/departures.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { fromMajor, toMinor } from '#shared/money.ts'
import type { ExtraChoice, PartyInput } from '#shared/contracts/tour-pricing.ts'
import { adultsOnly, isPartyProblem, priceParty, pricingValuesOf } from '#shared/party-price.ts'
import { adultsOnlyParty, extrasText, partyText } from '#shared/party-text.ts'
import { paths } from '#shared/paths.ts'
import { Button, textButtonClass } from '#web/components/button.tsx'
import { Price } from '#web/components/price.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { isSignedIn, useAuth } from '#web/lib/auth/auth-context.ts'
import { loadCataloguePart } from '#web/lib/catalogue-parts.ts'
import { cx } from '#web/lib/cx.ts'
import { useDepartures } from '../api/get-departures.ts'
import {
  carriesBooking,
  readCarriedBooking,
  withCarriedBooking,
  withoutCarriedBooking,
} from '../lib/carried-booking.ts'
import { DeparturePicker, maxTravellers } from './departure-picker.tsx'
import { fitParty, partySeats } from './party-picker.tsx'

// The dialogs come with the texts pages read after their first screen (the tour page's first
// visit leaves them out: lib/catalogue-parts.ts).
const loadBookingDialog = () =>
  Promise.all([import('./booking-dialog.tsx'), loadCataloguePart('later')]).then(([m]) => m)
const BookingDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.BookingDialog })))
const WaitlistDialog = lazy(() =>
  Promise.all([import('./waitlist-dialog.tsx'), loadCataloguePart('later')]).then(([m]) => ({
    default: m.WaitlistDialog,
  })),
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
  const [search, setSearch] = useSearchParams()
  // What the address carried back from sign-in, read once (it leaves the address once used).
  // The server renders without the query string; this is safe while hydrating because what it
  // changes (the chosen date and party) shows only once the dates have loaded in the browser.
  const [carried] = useState(() => readCarriedBooking(search))
  const [departureId, setDepartureId] = useState<string | null>(null)
  const [party, setParty] = useState<PartyInput>(() => ({
    ...adultsOnly(carried.travellers ?? 1),
    ...carried.party,
  }))
  const [extras, setExtras] = useState<ExtraChoice[]>([])
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
  // Never more seats than the chosen date has (the list may change under the choice).
  const partyFor = (departure: typeof chosen) =>
    fitParty(party, tour.tourPricing, maxTravellers(departure))
  const signedIn = isSignedIn(user)
  const dates = departures.data ?? []
  // The soonest date with seats is chosen until the visitor picks another (shown, and confirmed
  // in the modal).
  const carriedDate = carried.date ? dates.find((d) => d.date === carried.date) : undefined
  const chosen =
    dates.find((d) => d._id === departureId) ??
    (carriedDate && bookable(carriedDate) ? carriedDate : undefined) ??
    dates.find(bookable)
  // What is wrong with a carried date now (gone, or too few seats for the party), until the
  // visitor chooses again or books.
  const [choseAgain, setChoseAgain] = useState(false)
  const carriedProblem =
    carried.date && departures.isSuccess && !choseAgain
      ? !carriedDate || !bookable(carriedDate)
        ? messages.dates.carriedGone({ date: formatShortDate(carried.date) })
        : partySeats(party, tour.tourPricing) > maxTravellers(carriedDate)
          ? messages.dates.carriedTooMany({
              date: formatShortDate(carriedDate.date),
              n: maxTravellers(carriedDate),
            })
          : null
      : null

  function preload() {
    if (signedIn) loadBookingDialog().catch(() => undefined)
  }

  function choose(id: string) {
    setDepartureId(id)
    setPickError(null)
    setChoseAgain(true)
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
    const fitted = partyFor(chosen)
    const priced = priceParty({
      adultMinor: toMinor(chosen?.price ?? tour.price),
      pricing: pricingValuesOf(tour.tourPricing),
      party: fitted,
      extras,
    })
    if (isPartyProblem(priced)) {
      setPickError(priced.message)
      pickerRef.current?.querySelector<HTMLInputElement>('input[type=number]')?.focus()
      return
    }
    if (!signedIn) {
      // Back here after signing in, with this date and party chosen and the modal open.
      const { adult, ...others } = fitted
      const back = withCarriedBooking(new URLSearchParams(location.search), {
        date: chosen?.date ?? null,
        travellers: adult,
        party: others,
      })
      await navigate(paths.login, { state: { from: { ...location, search: `?${back}` } } })
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

  // Back from signing in with a choice: once the dates and the session are known, take it out of
  // the address (a reload or Back does not open the modal again) and open the modal if asked,
  // when the date still has seats for the party (else `carriedProblem` says why not).
  const arrived = useRef(false)
  const arrive = useEffectEvent(() => {
    if (arrived.current) return
    arrived.current = true
    setSearch((current) => withoutCarriedBooking(current), { replace: true })
    if (carried.book && departures.isSuccess && !carriedProblem && signedIn) void bookNow()
  })
  const arrivable = carriesBooking(search) && authStatus !== 'pending' && !departures.isPending
  useEffect(() => {
    // Once: the arrival is an event (the page became ready), answered by changing the address
    // and opening the modal, as a click on Book Now would.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (arrivable) arrive()
  }, [arrivable])

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
          party={{
            pricing: tour.tourPricing,
            party: partyFor(chosen),
            onParty: (next) => {
              setParty(next)
              setPickError(null)
              setChoseAgain(true)
            },
            extras,
            onExtras: setExtras,
          }}
          error={pickError ?? carriedProblem}
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
                className={textButtonClass}
              >
                {messages.waitlist.join}
              </button>
            ) : (
              <Link to={paths.login} state={{ from: location }} className={textButtonClass}>
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
          {placed && <BookedSummary order={placed} />}
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
            travellers={partySeats(partyFor(chosen), tour.tourPricing)}
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
            party={partyFor(chosen)}
            extras={extras}
            user={user}
            policy={policy}
            onBooked={(order) => {
              setPlaced(order)
              setStatus(messages.booking.placed)
              // The booked date stays chosen (its seats refresh under it), as does the party.
              setDepartureId(order.departureId ?? null)
              setChoseAgain(true)
              setOpen(false)
            }}
          />
        </Suspense>
      )}
    </>
  )
}

const bookable = (departure: Departure) => departure.status === 'open' || departure.status === 'few'

/** What was booked, restated under 'Order has been placed.': date, travellers and total. */
function BookedSummary({ order }: { order: Order }) {
  const m = messages.dates
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-slate-50 px-4 py-3 text-sm">
      <dt className="text-slate-600">{m.date}</dt>
      <dd className="text-right font-semibold text-slate-900">
        {order.departureDate ? formatShortDate(order.departureDate) : m.toBeArranged}
      </dd>
      <dt className="text-slate-600">{m.travellers}</dt>
      <dd className="text-right font-semibold text-slate-900">
        {adultsOnlyParty(order.party)
          ? m.travellersCount({ n: order.travellers })
          : partyText(order.party)}
      </dd>
      {order.extras.length > 0 && (
        <>
          <dt className="text-slate-600">{messages.tourPricing.extrasLegend}</dt>
          <dd className="text-right font-semibold text-slate-900">{extrasText(order.extras)}</dd>
        </>
      )}
      <dt className="text-slate-600">{m.total}</dt>
      <dd className="text-right font-semibold text-slate-900 tabular-nums">
        <Price
          amount={fromMajor(order.tourPrice, order.currency)}
          approxClassName="block text-xs font-normal text-slate-600"
        />
      </dd>
    </dl>
  )
}
