/**
 * Who travels and what they add, under a tour's dates (issue 32 items 4 and 5): a stepper for the
 * adults and one for each category the tour prices apart (children and infants with their ages,
 * SAARC and foreign nationals), the extras (a box for one a booking, a number for one each), and
 * the total, priced by the same function the server prices the booking with
 * (src/shared/party-price.ts). A tour with no categories shows the one travellers stepper it
 * always had. The steppers never go past the chosen date's seats (an infant on a lap takes none)
 * or the booking's limit; what the party still lacks (an adult) is said under the total.
 */
import { Minus, Plus } from 'lucide-react'
import { useId } from 'react'
import { MAX_TRAVELLERS } from '#shared/booking-limits.ts'
import type { ExtraChoice, PartyInput, TourPricing } from '#shared/contracts/tour-pricing.ts'
import { categoryKinds, type CategoryKind } from '#shared/tour-pricing-kinds.ts'
import { messages } from '#shared/messages.ts'
import { money, toMinor } from '#shared/money.ts'
import { isPartyProblem, priceParty, pricingValuesOf } from '#shared/party-price.ts'
import { Price, usePriceFormat } from '#web/components/price.tsx'
import { useSiteCurrency, useSiteMoney } from '#web/lib/currency.ts'

const m = messages.dates
const p = messages.tourPricing

export interface PartyPickerProps {
  pricing: TourPricing | undefined
  /** The adult's price, per person: the chosen date's, else the tour's (major units). */
  adultPrice: number
  party: PartyInput
  onParty: (party: PartyInput) => void
  extras: ExtraChoice[]
  onExtras: (extras: ExtraChoice[]) => void
  /** The most seats the party may take: the chosen date's seats left, at most the limit. */
  maxSeats: number
}

/** The seats a party takes on a tour: everyone but the categories that sit on a lap. */
export function partySeats(party: PartyInput, pricing: TourPricing | undefined): number {
  return categoryKinds.reduce((sum, kind) => sum + (seated(kind, pricing) ? party[kind] : 0), 0)
}

const seated = (kind: CategoryKind, pricing: TourPricing | undefined) =>
  kind === 'adult' || (pricing?.categories.find((c) => c.kind === kind)?.seat ?? true)

const people = (party: PartyInput) => categoryKinds.reduce((sum, kind) => sum + party[kind], 0)

/**
 * The party with no more seats than `maxSeats` (a date with fewer seats chosen): the last
 * categories give way first, and one adult always stays.
 */
export function fitParty(
  party: PartyInput,
  pricing: TourPricing | undefined,
  maxSeats: number,
): PartyInput {
  const fitted = { ...party }
  for (const kind of [...categoryKinds].reverse()) {
    while (partySeats(fitted, pricing) > maxSeats && seated(kind, pricing) && fitted[kind] > 0) {
      if (kind === 'adult' && fitted.adult === 1) break
      fitted[kind]--
    }
  }
  return fitted
}

export function PartyPicker(props: PartyPickerProps) {
  const { pricing, party, onParty, maxSeats } = props
  const formatPrice = usePriceFormat()
  const siteMoney = useSiteMoney()
  const categories = pricing?.categories ?? []
  const seats = partySeats(party, pricing)
  const everyone = people(party)
  // The most of a category the party can have, the others as they are.
  const most = (kind: CategoryKind) =>
    party[kind] +
    Math.max(
      0,
      Math.min(MAX_TRAVELLERS - everyone, seated(kind, pricing) ? maxSeats - seats : Infinity),
    )
  const set = (kind: CategoryKind, n: number) => onParty({ ...party, [kind]: n })

  if (categories.length === 0) {
    const max = Math.max(1, Math.min(MAX_TRAVELLERS, maxSeats))
    return (
      <>
        <Stepper
          label={m.travellers}
          hint={m.travellersHint({ max })}
          fewer={m.fewer}
          more={m.more}
          value={party.adult}
          min={1}
          max={max}
          onChange={(n) => set('adult', n)}
        />
        <Extras {...props} />
        <Total {...props} />
      </>
    )
  }
  // Adults may be none only when a nationality's adults can stand in for them.
  const adultMin = categories.some((c) => c.kind === 'saarc' || c.kind === 'foreign') ? 0 : 1
  return (
    <>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-slate-800">{m.travellers}</legend>
        <p className="mt-1 text-sm text-slate-600">{m.travellersHint({ max: MAX_TRAVELLERS })}</p>
        <div className="mt-1 divide-y divide-slate-100">
          <Stepper
            compact
            label={p.kind({ kind: 'adult' })}
            hint={p.perTraveller({ price: formatPrice(siteMoney(props.adultPrice)) })}
            fewer={p.fewer({ kind: p.kind({ kind: 'adult' }) })}
            more={p.more({ kind: p.kind({ kind: 'adult' }) })}
            value={party.adult}
            min={adultMin}
            max={most('adult')}
            onChange={(n) => set('adult', n)}
          />
          {categories.map((category) => {
            const label = p.kind({ kind: category.kind })
            const facts = [
              category.minAge !== null && category.maxAge !== null
                ? p.ages({ min: category.minAge, max: category.maxAge })
                : null,
              category.price === 0
                ? p.free
                : p.perTraveller({ price: formatPrice(siteMoney(category.price)) }),
              category.seat ? null : p.noSeat,
            ].filter((fact): fact is string => fact !== null)
            return (
              <Stepper
                compact
                key={category.kind}
                label={label}
                hint={facts.join(' · ')}
                fewer={p.fewer({ kind: label })}
                more={p.more({ kind: label })}
                value={party[category.kind]}
                min={0}
                max={most(category.kind)}
                onChange={(n) => set(category.kind, n)}
              />
            )
          })}
        </div>
      </fieldset>
      <Extras {...props} />
      <Total {...props} />
    </>
  )
}

function Extras({ pricing, party, extras, onExtras }: PartyPickerProps) {
  const formatPrice = usePriceFormat()
  const siteMoney = useSiteMoney()
  const offered = pricing?.extras ?? []
  if (offered.length === 0) return null
  const everyone = people(party)
  const quantity = (id: string) => extras.find((e) => e.id === id)?.quantity ?? 0
  const set = (id: string, n: number) =>
    onExtras([
      ...extras.filter((e) => e.id !== id && offered.some((o) => o.id === e.id)),
      ...(n > 0 ? [{ id, quantity: n }] : []),
    ])
  return (
    <fieldset className="mt-5">
      <legend className="text-sm font-semibold text-slate-800">{p.extrasLegend}</legend>
      <p className="mt-1 text-sm text-slate-600">{p.extrasHint}</p>
      <div className="mt-1 divide-y divide-slate-100">
        {offered.map((extra) => {
          const price = formatPrice(siteMoney(extra.price))
          if (extra.per === 'booking') {
            return (
              <label key={extra.id} className="flex items-center gap-3 py-2.5 text-sm">
                <input
                  type="checkbox"
                  checked={quantity(extra.id) > 0}
                  onChange={(event) => set(extra.id, event.target.checked ? 1 : 0)}
                  className="size-5 accent-emerald-700"
                />
                <span className="font-medium text-slate-900">{extra.name}</span>
                <span className="ml-auto text-slate-600">{p.perBooking({ price })}</span>
              </label>
            )
          }
          return (
            <Stepper
              compact
              key={extra.id}
              label={extra.name}
              hint={p.perTraveller({ price })}
              fewer={p.fewer({ kind: extra.name })}
              more={p.more({ kind: extra.name })}
              value={Math.min(quantity(extra.id), everyone)}
              min={0}
              max={everyone}
              onChange={(n) => set(extra.id, n)}
            />
          )
        })}
      </div>
    </fieldset>
  )
}

function Total({ pricing, adultPrice, party, extras }: PartyPickerProps) {
  const currency = useSiteCurrency()
  const priced = priceParty({
    adultMinor: toMinor(adultPrice),
    pricing: pricingValuesOf(pricing),
    party,
    extras,
  })
  const problem = isPartyProblem(priced) ? priced.message : null
  return (
    <div className="mt-5 border-t border-slate-200 pt-4" aria-live="polite">
      <p className="flex items-baseline justify-between">
        <span className="text-sm text-slate-600">
          {m.total}{' '}
          <span className="sr-only sm:not-sr-only">{m.totalFor({ n: people(party) })}</span>
        </span>
        <span className="text-right text-2xl font-extrabold text-slate-900 tabular-nums">
          {isPartyProblem(priced) ? (
            '–'
          ) : (
            <Price
              amount={money(priced.totalMinor, currency)}
              approxClassName="block text-sm font-semibold text-slate-600"
            />
          )}
        </span>
      </p>
      {problem && <p className="mt-1 text-sm font-medium text-red-700">{problem}</p>}
    </div>
  )
}

function Stepper({
  label,
  hint,
  fewer,
  more,
  value,
  min,
  max,
  onChange,
  compact = false,
}: {
  label: string
  hint: string
  fewer: string
  more: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
  /** A row of a list (the categories, the extras) rather than a field of its own. */
  compact?: boolean
}) {
  const id = useId()
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.round(n) || min))
  const stepClass =
    'grid size-11 place-items-center rounded-xl bg-white ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:outline-none'
  const controls = (
    <div className="flex shrink-0 items-center gap-2">
      <button
        type="button"
        className={stepClass}
        aria-label={fewer}
        aria-controls={id}
        disabled={value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(clamp(Number(event.target.value)))}
        className="h-11 w-16 rounded-xl border-0 text-center font-semibold text-slate-900 tabular-nums ring-1 ring-slate-300 focus:ring-2 focus:ring-emerald-700 focus:outline-none"
      />
      <button
        type="button"
        className={stepClass}
        aria-label={more}
        aria-controls={id}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
  if (compact) {
    return (
      <div className="flex items-center gap-3 py-2.5">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block text-sm font-medium text-slate-900">
            {label}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        </div>
        {controls}
      </div>
    )
  }
  return (
    <div className="mt-5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="mt-2">{controls}</div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  )
}
