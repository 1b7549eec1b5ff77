/**
 * A price as pages show it (money.ts): in the page's first currency, then the other's estimate,
 * `$120 (≈ ৳14,400)` or in Bangla `৳১৪,৪০০ (≈ $১২০)`; a taka-priced site's `৳14,400 (≈ $120)`.
 * Each part is its own element, so a page can put the estimate smaller or on a line of its own;
 * a screen reader reads both in order. Until the rate is known, the price alone.
 */
import { formatPrice, priceText, type Money } from '#shared/money.ts'
import { useTakaPerDollar } from '#web/lib/exchange-rate.ts'

export function Price({
  amount,
  className,
  approxClassName,
}: {
  amount: Money
  /** The main price's classes. */
  className?: string
  /** The estimate's classes (e.g. `block text-sm` for a line of its own). */
  approxClassName?: string
}) {
  const { main, approx } = priceText(amount, useTakaPerDollar())
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
export function usePriceFormat(): (amount: Money) => string {
  const takaPerDollar = useTakaPerDollar()
  return (amount) => formatPrice(amount, takaPerDollar)
}
