/**
 * The tour lists' search kept in the address (`?minDays&maxDays&from&to&travellers&sort`,
 * shared/catalog-search.ts), as the price slider keeps `?maxPrice`: reload, Back and Forward
 * and shared links bring it back, and the language switch carries it. The list asks the server
 * for what the address says (`useCatalogSearchInAddress`); each control shows what it was set
 * to at once and writes the address in a transition (`useAddressField`).
 *
 * A change replaces the current history entry, as the slider's does (use-price-filter.ts says
 * why): a filter is a view of the same page; Back leaves the page, and coming back to it (from
 * a tour's details) finds every filter in its address.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { parseCatalogSearch, SEARCH_PARAMS, type CatalogSearch } from '#shared/catalog-search.ts'
import { MAX_PRICE_PARAM } from '#shared/price-filter.ts'

/** Parameters to set (a value) or remove (null or ''). */
type Patch = Record<string, string | null>

/** The search the address names, as the list asks the server for it. */
export function useCatalogSearchInAddress(): CatalogSearch {
  const [searchParams] = useSearchParams()
  const text = searchParams.toString()
  // Stable while the address's query is: the list's query key.
  return useMemo(() => parseCatalogSearch(new URLSearchParams(text)), [text])
}

/**
 * The address this page wrote last, until the router shows it. React Router hands a setter the
 * parameters of its last render, so a second change made before the first one's navigation
 * has rendered (two controls set in quick succession) would build on the old address and undo
 * the first; it builds on this instead. Forgotten once the router shows it, and never used on
 * another path or after a few seconds: a write must not leak into another page's address.
 */
let lastWrite: { over: string; wrote: string; at: number } | undefined

/** Writes parameters into the address (price, search), replacing the history entry. */
export function useAddressWriter(): (patch: Patch) => void {
  const [searchParams, setSearchParams] = useSearchParams()
  const { pathname } = useLocation()
  const address = `${pathname}?${searchParams.toString()}`
  const rendered = useRef({ pathname, address, set: setSearchParams })
  useEffect(() => {
    rendered.current = { pathname, address, set: setSearchParams }
    if (lastWrite?.wrote === address) lastWrite = undefined
  }, [pathname, address, setSearchParams])
  return useCallback((patch: Patch) => {
    const { pathname, address, set } = rendered.current
    const base =
      lastWrite && lastWrite.over === address && Date.now() - lastWrite.at < 3000
        ? lastWrite.wrote
        : address
    const params = new URLSearchParams(base.slice(base.indexOf('?') + 1))
    for (const [name, value] of Object.entries(patch)) {
      if (value === null || value === '') params.delete(name)
      else params.set(name, value)
    }
    lastWrite = { over: address, wrote: `${pathname}?${params.toString()}`, at: Date.now() }
    set(params, { replace: true, preventScrollReset: true })
  }, [])
}

/**
 * A control's value: what the address says (`inAddress`), or what the visitor just chose while
 * the address catches up. `toPatch` says which parameters a value writes.
 */
export function useAddressField(
  inAddress: string,
  toPatch: (value: string) => Patch,
): [string, (value: string) => void] {
  const write = useAddressWriter()
  const [value, setValue] = useState(inAddress)
  // The address value `value` last followed: a different one (Back, a link, Reset) takes over.
  const [followed, setFollowed] = useState(inAddress)
  if (inAddress !== followed) {
    setFollowed(inAddress)
    setValue(inAddress)
  }
  function set(next: string) {
    setValue(next)
    // React Router navigates in a transition; `followed` moves in the same one, so no render
    // sees our own new value against the old address.
    startTransition(() => {
      setFollowed(next)
      write(toPatch(next))
    })
  }
  return [value, set]
}

/** The raw value of one parameter ('' when absent). */
export function useParam(name: string): string {
  const [searchParams] = useSearchParams()
  return searchParams.get(name) ?? ''
}

/** Whether any filter or sort is in the address, and a way to clear them all (price too). */
export function useResetSearch(): { active: boolean; reset: () => void } {
  const [searchParams] = useSearchParams()
  const write = useAddressWriter()
  const names = [MAX_PRICE_PARAM, ...SEARCH_PARAMS]
  const active = names.some((name) => searchParams.has(name))
  const reset = () =>
    startTransition(() => write(Object.fromEntries(names.map((name) => [name, null]))))
  return { active, reset }
}
