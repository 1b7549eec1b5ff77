/**
 * The tour lists' search controls (issue 32 item 8), every one a native control with its label:
 * the duration select, the browser's own date inputs for "departing between", the number of
 * travellers who need seats, a sort select above the cards, and "Reset filters", which clears
 * them and the price bound. Each writes the address (use-catalog-search.ts), which the list
 * follows; the result count above the cards is the live region that says what came of it.
 */
import { useId, useRef } from 'react'
import { addDays, dhakaToday, isCalendarDate } from '#shared/dhaka-date.ts'
import { MAX_TRAVELLERS } from '#shared/booking-limits.ts'
import {
  DURATION_CHOICES,
  durationRange,
  durationValue,
  SORT_CHOICES,
  type PlaceSort,
} from '#shared/catalog-search.ts'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { FieldFrame, useField } from '#web/components/field-frame.tsx'
import { TextField } from '#web/components/text-field.tsx'
import {
  useAddressField,
  useCatalogSearchInAddress,
  useParam,
  useResetSearch,
} from './use-catalog-search.ts'

/** "1 day", "2–3 days", "8+ days", "Up to 5 days", in the page's language. */
function durationLabel(range: { minDays?: number; maxDays?: number }): string {
  const t = messages.catalogSearch
  const { minDays, maxDays } = range
  if (minDays === undefined && maxDays === undefined) return t.anyDuration
  if (maxDays === undefined) return t.daysAtLeast({ n: minDays! })
  if (minDays === undefined || minDays <= 1) {
    return maxDays === 1 ? t.daysExactly({ n: 1 }) : t.daysAtMost({ n: maxDays })
  }
  if (minDays === maxDays) return t.daysExactly({ n: minDays })
  return t.daysBetween({ min: minDays, max: maxDays })
}

/** A sort's name in its select. */
function sortLabel(sort: PlaceSort | ''): string {
  const t = messages.catalogSearch
  switch (sort) {
    case '':
      return t.sortDefault
    case 'price':
      return t.sortPriceLow
    case '-price':
      return t.sortPriceHigh
    case '-rating':
      return t.sortRating
    case 'rating':
      return t.sortRatingLow
    case 'departure':
      return t.sortDeparture
  }
}

const dateOrEmpty = (raw: string) => (isCalendarDate(raw) ? raw : '')

const travellerCounts = Array.from({ length: MAX_TRAVELLERS }, (_, i) => i + 1)

/** Duration, dates, travellers and Reset: under the price slider, in the filter panel. */
export function SearchFields({ disabled = false }: { disabled?: boolean }) {
  const t = messages.catalogSearch
  const search = useCatalogSearchInAddress()
  const durationField = useField({})
  const travellersField = useField({})
  const durationRef = useRef<HTMLSelectElement>(null)
  const hintId = useId()

  const [duration, setDuration] = useAddressField(durationValue(search), (value) => {
    const range = durationRange(value)
    return {
      minDays: range.minDays === undefined ? null : String(range.minDays),
      maxDays: range.maxDays === undefined ? null : String(range.maxDays),
    }
  })
  // A date input shows only a real date: anything else in the address shows as empty.
  const [from, setFrom] = useAddressField(dateOrEmpty(useParam('from')), (value) => ({
    from: value,
  }))
  const [to, setTo] = useAddressField(dateOrEmpty(useParam('to')), (value) => ({ to: value }))
  const [travellers, setTravellers] = useAddressField(
    search.travellers === undefined ? '' : String(search.travellers),
    (value) => ({ travellers: value }),
  )
  const { active, reset } = useResetSearch()

  // Bookable dates start tomorrow in Dhaka (a booking refuses today's).
  const tomorrow = addDays(dhakaToday(), 1)
  const reversed = isCalendarDate(from) && isCalendarDate(to) && to < from
  // A range the address holds but the select does not offer (a hand-made link) shows as it is.
  const durations = DURATION_CHOICES.map(durationValue)
  const choices = duration && !durations.includes(duration) ? [...durations, duration] : durations

  return (
    <div className="mt-6 grid gap-5 border-t border-slate-200 pt-6">
      <FieldFrame field={durationField} label={t.duration}>
        <select
          {...durationField.controlProps}
          ref={durationRef}
          name="duration"
          value={duration}
          disabled={disabled}
          onChange={(event) => setDuration(event.target.value)}
        >
          <option value="">{t.anyDuration}</option>
          {choices.map((value) => (
            <option key={value} value={value}>
              {durationLabel(durationRange(value))}
            </option>
          ))}
        </select>
      </FieldFrame>

      <fieldset aria-describedby={hintId} disabled={disabled}>
        <legend className="font-semibold text-slate-800">{t.dates}</legend>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {t.datesHint}
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
          <TextField
            label={t.from}
            name="from"
            type="date"
            min={tomorrow}
            max={isCalendarDate(to) ? to : undefined}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            label={t.to}
            name="to"
            type="date"
            min={isCalendarDate(from) && from > tomorrow ? from : tomorrow}
            value={to}
            error={reversed ? messages.validation.lastDateBeforeFirst : undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
      </fieldset>

      <FieldFrame field={travellersField} label={t.travellers}>
        <select
          {...travellersField.controlProps}
          name="travellers"
          value={travellers}
          disabled={disabled}
          onChange={(event) => setTravellers(event.target.value)}
        >
          <option value="">{t.anyTravellers}</option>
          {travellerCounts.map((n) => (
            <option key={n} value={String(n)}>
              {t.travellerCount({ n })}
            </option>
          ))}
        </select>
      </FieldFrame>

      {active && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => {
            reset()
            // The button goes with the filters: keep the keyboard in the panel.
            durationRef.current?.focus()
          }}
        >
          {t.reset}
        </Button>
      )}
    </div>
  )
}

/** The order of the cards, above them. */
export function SortSelect({ disabled = false }: { disabled?: boolean }) {
  const search = useCatalogSearchInAddress()
  const id = useId()
  const [sort, setSort] = useAddressField(search.sort ?? '', (value) => ({ sort: value }))
  // A sort the address holds but the select does not offer (rating, lowest first) shows too.
  const choices: (PlaceSort | '')[] =
    sort && !(SORT_CHOICES as readonly string[]).includes(sort)
      ? [...SORT_CHOICES, sort as PlaceSort]
      : [...SORT_CHOICES]
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {messages.catalogSearch.sort}
      </label>
      <select
        id={id}
        name="sort"
        value={sort}
        disabled={disabled}
        onChange={(event) => setSort(event.target.value)}
        className="rounded-xl border-0 bg-white py-2 pr-8 pl-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-emerald-700 focus:outline-none"
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {sortLabel(choice)}
          </option>
        ))}
      </select>
    </div>
  )
}
