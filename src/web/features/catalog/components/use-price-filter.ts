/**
 * State of the price slider. It starts at the highest price (every tour shows) and, until the
 * visitor moves it, follows that maximum when the list changes; filtering is client-side.
 */
import { useMemo, useState } from 'react'
import { filterByMaxPrice, sliderMax } from '#shared/price-filter.ts'

export function usePriceFilter<T extends { price: number }>(places: readonly T[] | undefined) {
  const max = useMemo(() => sliderMax((places ?? []).map((place) => place.price)), [places])
  // null = "at the maximum", so a refreshed list with a higher price still shows everything.
  const [chosen, setChosen] = useState<number | null>(null)
  const value = chosen === null ? max : Math.min(chosen, max)
  const visible = useMemo(() => filterByMaxPrice(places ?? [], value), [places, value])

  function setValue(next: number) {
    setChosen(next >= max ? null : next)
  }

  return { max, value, setValue, visible }
}
