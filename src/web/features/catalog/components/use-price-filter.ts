/**
 * State of the price slider, kept in the address as `?maxPrice=<n>` so Back and shared links
 * keep it. No parameter, or one that is not a price, means the highest price: every tour shows,
 * and the slider follows that maximum when the list changes. The cards loaded follow the slider
 * at once; a paged list's server reads the bound from the address (`usePriceInAddress`).
 *
 * The slider moves in the page's first currency (shared/price-filter.ts): the site's pricing
 * currency, or taka on a dollar-priced site's Bangla page once the rate is known. The address
 * and the filter stay in the pricing currency, so a link keeps its meaning in either language.
 *
 * Moving the slider replaces the current history entry instead of pushing one: a filter is a
 * view of the same page, not a new place. Back then leaves the page, as visitors expect, rather
 * than undoing the slider step by step (for keyboard users that would be one entry per arrow
 * press); coming back to the page, from a tour's details say, still finds the filter in its
 * address. The address is written once the slider rests for a moment, because a drag changes
 * the value on every pixel and browsers throttle history updates (Safari throws after 100 in
 * 30 s); the list itself follows the slider at once.
 */
import { startTransition, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { firstCurrency } from '#shared/money.ts'
import {
  filterByMaxPrice,
  MAX_PRICE_PARAM,
  parseMaxPrice,
  sliderScale,
} from '#shared/price-filter.ts'
import { useSiteCurrency } from '#web/lib/currency.ts'
import { useTakaPerDollar } from '#web/lib/exchange-rate.ts'
import { useAddressWriter } from './use-catalog-search.ts'

const WRITE_DELAY_MS = 250

/**
 * `rangePrices`: the prices the slider's range comes from, when the places shown are not all
 * there are (a paged list: the server's highest price); by default the places' own.
 */
export function usePriceFilter<T extends { price: number }>(
  places: readonly T[] | undefined,
  rangePrices?: readonly number[],
) {
  const takaPerDollar = useTakaPerDollar()
  const pricing = useSiteCurrency()
  const shown = firstCurrency(pricing)
  const scale = useMemo(
    () =>
      sliderScale(
        rangePrices ?? (places ?? []).map((place) => place.price),
        pricing,
        shown,
        takaPerDollar,
      ),
    [places, rangePrices, pricing, shown, takaPerDollar],
  )
  const { max } = scale
  const [searchParams] = useSearchParams()
  const inAddress = searchParams.get(MAX_PRICE_PARAM)

  // In the pricing currency; null = "at the maximum", so a refreshed list with a higher price
  // still shows all.
  const [chosen, setChosen] = useState(() => parseMaxPrice(inAddress))
  // The address value `chosen` last followed: a different one (Back, a link) takes over.
  const [followed, setFollowed] = useState(inAddress)
  if (inAddress !== followed) {
    setFollowed(inAddress)
    setChosen(parseMaxPrice(inAddress))
  }

  // The slider's value, in its currency, and the price bound it stands for.
  const value = chosen === null ? max : Math.min(scale.fromPrice(chosen), max)
  const visible = useMemo(
    () => filterByMaxPrice(places ?? [], scale.toPrice(value)),
    [places, scale, value],
  )

  // The write waiting for the slider to rest, and the writer (which keeps the other parameters,
  // the search's too: use-catalog-search.ts).
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const write = useAddressWriter()
  useEffect(() => () => clearTimeout(pending.current), [])

  function setValue(next: number) {
    const nextChosen =
      next >= max ? null : scale.toPrice(Math.max(0, Math.round(next / scale.step) * scale.step))
    setChosen(nextChosen)
    clearTimeout(pending.current)
    pending.current = setTimeout(() => {
      const text = nextChosen === null ? null : String(nextChosen)
      // Our own write: the address catching up must not move the slider back. React Router
      // navigates in a transition; `followed` changes in the same one, so no render sees the
      // new one with the old address (which would take the slider back to the old value).
      startTransition(() => {
        setFollowed(text)
        write({ [MAX_PRICE_PARAM]: text })
      })
    }, WRITE_DELAY_MS)
  }

  return { max, step: scale.step, currency: scale.currency, value, setValue, visible }
}

/**
 * The price bound in the address (`?maxPrice=`, in the pricing currency), undefined when none:
 * a paged list's filter.
 */
export function usePriceInAddress(): number | undefined {
  const [searchParams] = useSearchParams()
  return parseMaxPrice(searchParams.get(MAX_PRICE_PARAM)) ?? undefined
}
