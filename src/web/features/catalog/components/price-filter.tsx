/**
 * The 'Filter Your Result' panel: the browser's own range input from 0 to the highest price, in
 * the page's first currency (the site's pricing currency; taka on a dollar-priced site's Bangla
 * page, in its steps), drawn by styles.css (`.price-range`). It is labelled 'Price' and speaks
 * its value as "Up to $X" ("সর্বোচ্চ ৳X"); mouse, touch and keys (arrows, Page Up/Down,
 * Home/End) move it, as the browser provides.
 */
import { SlidersHorizontal } from 'lucide-react'
import { useId, type CSSProperties, type ReactNode } from 'react'
import { messages } from '#shared/messages.ts'
import { formatMoney, money, type CurrencyCode } from '#shared/money.ts'

interface PriceFilterProps {
  /** What the values are in: whole dollars, or whole taka. */
  currency: CurrencyCode
  max: number
  step: number
  value: number
  onChange: (value: number) => void
  disabled?: boolean
  /** More filters of the same panel, under the slider (the search's, catalog-search-fields.tsx). */
  children?: ReactNode
}

export function PriceFilter({
  currency,
  max,
  step,
  value,
  onChange,
  disabled = false,
  children,
}: PriceFilterProps) {
  const headingId = useId()
  const inputId = useId()
  const format = (value: number) => formatMoney(money(Math.round(value * 100), currency))
  const upTo = messages.tourPlans.upTo({ price: format(value) })

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <SlidersHorizontal aria-hidden="true" className="size-5 text-emerald-700" />
        {messages.tourPlans.filter}
      </h2>

      <div className="mt-6 flex items-baseline justify-between gap-4">
        <label htmlFor={inputId} className="font-semibold text-slate-800">
          {messages.tourPlans.price}
        </label>
        <span className="text-sm font-semibold text-emerald-800 tabular-nums">{upTo}</span>
      </div>

      <input
        id={inputId}
        type="range"
        min={0}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        disabled={disabled}
        aria-valuetext={upTo}
        className="price-range mt-4 block w-full"
        style={{ '--fill': `${max > 0 ? (value / max) * 100 : 100}%` } as CSSProperties}
      />

      <div className="mt-2 flex justify-between text-xs font-medium text-slate-600 tabular-nums">
        <span>{format(0)}</span>
        <span>{format(max)}</span>
      </div>
      {children}
    </section>
  )
}
