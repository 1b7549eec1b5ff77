/**
 * A tour's dates as a radio group (a real list, read by screen readers as "Fri 27 Nov 2026, Only
 * 3 seats left"), a travellers stepper and the total. Sold-out and closed dates show but cannot
 * be chosen. The first six dates show; the rest on request, in a scrolling list. Seats are live:
 * the list is fetched in the browser and refreshed after each booking. Prices show with taka. A date too full for the party (sold out, or
 * fewer seats than the travellers) may offer the page's waitlist control under it.
 */
import { Minus, Plus } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { MAX_TRAVELLERS } from '#shared/booking-limits.ts'
import type { Departure } from '#shared/contracts/departures.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { money, toMinor } from '#shared/money.ts'
import { textButtonClass } from '#web/components/button.tsx'
import { Price, usePriceFormat } from '#web/components/price.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { useSiteCurrency, useSiteMoney } from '#web/lib/currency.ts'
import { cx } from '#web/lib/cx.ts'

const FIRST_DATES = 6
const m = messages.dates

export function seatsText(departure: Departure): string {
  if (departure.status === 'closed') return m.closed
  if (departure.status === 'soldout') return m.soldOut
  if (departure.status === 'few') return m.fewLeft({ n: departure.seatsLeft })
  return m.seatsLeft({ n: departure.seatsLeft })
}

const bookable = (departure: Departure) => departure.status === 'open' || departure.status === 'few'

/** A date a party cannot book but can wait for: sold out, or fewer seats than the travellers. */
export function waitlistable(departure: Departure, travellers: number): boolean {
  if (departure.status === 'soldout') return true
  return (
    (departure.status === 'open' || departure.status === 'few') && departure.seatsLeft < travellers
  )
}

/** The most travellers a booking of `departure` can bring. */
export function maxTravellers(departure: Departure | undefined): number {
  return Math.max(1, Math.min(MAX_TRAVELLERS, departure?.seatsLeft ?? MAX_TRAVELLERS))
}

interface DeparturePickerProps {
  departures: Departure[] | undefined
  loading: boolean
  failed: boolean
  onRetry: () => void
  tourPrice: number
  selected: string | null
  onSelect: (departureId: string) => void
  travellers: number
  onTravellers: (travellers: number) => void
  /** Shown under the dates (e.g. 'Choose a date first.'). */
  error?: string | null
  /** Under each date the party cannot book (see `waitlistable`): e.g. 'Join the waitlist'. */
  waitlist?: (departure: Departure) => ReactNode
}

export function DeparturePicker(props: DeparturePickerProps) {
  const { departures, loading, failed, onRetry, selected, onSelect, error } = props
  const [showAll, setShowAll] = useState(false)
  const legendId = useId()
  const errorId = useId()
  const formatPrice = usePriceFormat()
  const siteMoney = useSiteMoney()

  if (loading) {
    return (
      <div className="mt-5" aria-busy="true">
        <p role="status" className="text-sm text-slate-600">
          {m.loading}
        </p>
        <div className="mt-2 space-y-2">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-12 rounded-xl bg-slate-100 motion-safe:animate-pulse" />
          ))}
        </div>
      </div>
    )
  }
  if (failed) {
    return (
      <div className="mt-5">
        <QueryError message={m.loadFailed} onRetry={onRetry} retrying={false} />
      </div>
    )
  }
  if (!departures || departures.length === 0) {
    return <p className="mt-5 text-sm text-slate-600">{m.none}</p>
  }

  const chosen = departures.find((d) => d._id === selected)
  const shown = showAll
    ? departures
    : departures.slice(0, Math.max(FIRST_DATES, departures.indexOf(chosen!) + 1))
  return (
    <div className="mt-5">
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend id={legendId} className="text-sm font-semibold text-slate-800">
          {m.legend}
        </legend>
        <ul className={cx('mt-2 space-y-2', showAll && 'max-h-96 overflow-y-auto pr-1')}>
          {shown.map((departure) => {
            const can = bookable(departure)
            const isChosen = departure._id === selected
            return (
              <li key={departure._id}>
                <label
                  className={cx(
                    'flex items-center gap-x-3 rounded-xl px-3 py-2.5 ring-1',
                    can ? 'cursor-pointer' : 'cursor-not-allowed bg-slate-50 text-slate-500',
                    isChosen
                      ? 'bg-emerald-50 ring-2 ring-emerald-700'
                      : 'ring-slate-200 hover:ring-slate-400',
                  )}
                >
                  <input
                    type="radio"
                    name={legendId}
                    value={departure._id}
                    checked={isChosen}
                    disabled={!can}
                    onChange={() => onSelect(departure._id)}
                    className="size-4 accent-emerald-700"
                  />
                  <time
                    dateTime={departure.date}
                    className="font-semibold whitespace-nowrap text-slate-900"
                  >
                    {formatShortDate(departure.date)}
                  </time>
                  <span
                    className={cx(
                      'ml-auto text-right text-sm',
                      departure.status === 'few' && 'font-semibold text-amber-900',
                      departure.status === 'open' && 'text-slate-600',
                    )}
                  >
                    {seatsText(departure)}
                    {departure.price !== props.tourPrice && (
                      <span className="block">
                        {m.perPerson({ price: formatPrice(siteMoney(departure.price)) })}
                      </span>
                    )}
                  </span>
                </label>
                {props.waitlist && waitlistable(departure, props.travellers) && (
                  <div className="mt-1 flex justify-end px-3">{props.waitlist(departure)}</div>
                )}
              </li>
            )
          })}
        </ul>
      </fieldset>
      {!showAll && shown.length < departures.length && (
        <button
          type="button"
          onClick={() => setShowAll(true)}
          className={cx('mt-2', textButtonClass)}
        >
          {m.moreDates}
        </button>
      )}
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <TravellersStepper
        value={props.travellers}
        max={maxTravellers(chosen)}
        onChange={props.onTravellers}
      />
      <Total price={chosen?.price ?? props.tourPrice} travellers={props.travellers} />
    </div>
  )
}

function TravellersStepper({
  value,
  max,
  onChange,
}: {
  value: number
  max: number
  onChange: (value: number) => void
}) {
  const id = useId()
  const clamp = (n: number) => Math.min(max, Math.max(1, Math.round(n) || 1))
  const stepClass =
    'grid size-11 place-items-center rounded-xl bg-white ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:outline-none'
  return (
    <div className="mt-5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {m.travellers}
      </label>
      <div className="mt-2 flex items-center gap-2">
        <button
          type="button"
          className={stepClass}
          aria-label={m.fewer}
          aria-controls={id}
          disabled={value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(clamp(Number(event.target.value)))}
          className="h-11 w-16 rounded-xl border-0 text-center font-semibold text-slate-900 tabular-nums ring-1 ring-slate-300 focus:ring-2 focus:ring-emerald-700 focus:outline-none"
        />
        <button
          type="button"
          className={stepClass}
          aria-label={m.more}
          aria-controls={id}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {m.travellersHint({ max })}
      </p>
    </div>
  )
}

/** `price`: per person, in the site's currency as the API gives it. */
function Total({ price, travellers }: { price: number; travellers: number }) {
  const currency = useSiteCurrency()
  return (
    <p
      className="mt-5 flex items-baseline justify-between border-t border-slate-200 pt-4"
      aria-live="polite"
    >
      <span className="text-sm text-slate-600">
        {m.total} <span className="sr-only sm:not-sr-only">{m.totalFor({ n: travellers })}</span>
      </span>
      <span className="text-right text-2xl font-extrabold text-slate-900 tabular-nums">
        <Price
          amount={money(toMinor(price) * travellers, currency)}
          approxClassName="block text-sm font-semibold text-slate-600"
        />
      </span>
    </p>
  )
}
