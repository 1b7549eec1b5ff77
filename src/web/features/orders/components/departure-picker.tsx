/**
 * A tour's dates as a radio group (a real list, read by screen readers as "Fri 27 Nov 2026, Only
 * 3 seats left"), who travels and the total (party-picker.tsx). Sold-out and closed dates show but cannot
 * be chosen. The first six dates show; the rest on request, in a scrolling list. Seats are live:
 * the list is fetched in the browser and refreshed after each booking. Prices show with taka. A date too full for the party (sold out, or
 * fewer seats than the travellers) may offer the page's waitlist control under it.
 */
import { useId, useState, type ReactNode } from 'react'
import { MAX_TRAVELLERS } from '#shared/booking-limits.ts'
import type { Departure } from '#shared/contracts/departures.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { currentLocale, messages } from '#shared/messages.ts'
import { localDigits } from '#shared/number-format.ts'
import { textButtonClass } from '#web/components/button.tsx'
import { usePriceFormat } from '#web/components/price.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { useSiteMoney } from '#web/lib/currency.ts'
import { cx } from '#web/lib/cx.ts'
import { PartyPicker, partySeats, type PartyPickerProps } from './party-picker.tsx'

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
  /** Who travels and what they add (party-picker.tsx). */
  party: Omit<PartyPickerProps, 'adultPrice' | 'maxSeats'>
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
  const seats = partySeats(props.party.party, props.party.pricing)
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
                  <span className="flex flex-col">
                    <time
                      dateTime={departure.date}
                      className="font-semibold whitespace-nowrap text-slate-900"
                    >
                      {formatShortDate(departure.date)}
                    </time>
                    {departure.startTime && (
                      <span className="text-sm text-slate-600">
                        {m.setsOff({ time: localDigits(departure.startTime, currentLocale()) })}
                      </span>
                    )}
                  </span>
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
                {props.waitlist && waitlistable(departure, seats) && (
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
      <PartyPicker
        {...props.party}
        adultPrice={chosen?.price ?? props.tourPrice}
        maxSeats={maxTravellers(chosen)}
      />
    </div>
  )
}
