/**
 * A price as pages show it (money.ts): in the page's first currency, then the other's estimate,
 * `$120 (≈ ৳14,400)` or in Bangla `৳১৪,৪০০ (≈ $১২০)`. Each part is its own element, so a page
 * can put the estimate smaller or on a line of its own; a screen reader reads both in order.
 * Until the rate is known, dollars alone.
 */
import { formatPrice, priceText } from '#shared/money.ts'
import { useTakaPerDollar } from '#web/lib/exchange-rate.ts'

export function Price({
  dollars,
  className,
  approxClassName,
}: {
  dollars: number
  /** The main price's classes. */
  className?: string
  /** The estimate's classes (e.g. `block text-sm` for a line of its own). */
  approxClassName?: string
}) {
  const { main, approx } = priceText(dollars, useTakaPerDollar())
  return (
    <>
      <span className={className}>{main}</span>
      {approx && (
        <>
          {' '}
          <span className={approxClassName}>{approx}</span>
        </>
      )}
    </>
  )
}

/** The same as one text (a message's value, an attribute). */
export function usePriceFormat(): (dollars: number) => string {
  const takaPerDollar = useTakaPerDollar()
  return (dollars) => formatPrice(dollars, takaPerDollar)
}
