/**
 * The body of TourPlans and division pages: the price filter beside the grid of tour cards, with
 * skeletons while loading. The places come a page at a time from the server, filtered there by
 * the price bound in the address; while the slider moves, the cards already loaded follow it at
 * once. "Show more tours" loads the next page and takes keyboard users to its first card. The
 * pages loaded stay in the query cache, so Back to the list finds every card it showed, and
 * the browser its scroll position. Each page decides what a failed load shows (`renderError`).
 */
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { PlacesPage } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { PriceFilter } from './price-filter.tsx'
import { NoMatchTours, ResultCount, TourGrid, TourGridSkeleton } from './tour-grid.tsx'
import { usePriceFilter } from './use-price-filter.ts'

export function FilteredTours({
  pages,
  renderError,
}: {
  pages: UseInfiniteQueryResult<InfiniteData<PlacesPage>>
  renderError: () => ReactNode
}) {
  const t = messages.scale
  const loaded = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data])
  const first = pages.data?.pages[0]
  // The slider's range: the highest price whatever the bound (the server's figure).
  const range = useMemo(() => (first?.priceMax == null ? [] : [first.priceMax]), [first])
  const filter = usePriceFilter(loaded, first ? range : undefined)
  const total = first?.total ?? 0
  const [note, setNote] = useState('')
  // The card to focus once the next page has rendered: the first new one.
  const pendingFocus = useRef<number | null>(null)
  const gridRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (pendingFocus.current === null) return
    const link = gridRef.current?.querySelectorAll('li')[pendingFocus.current]?.querySelector('a')
    if (link) {
      link.focus()
      pendingFocus.current = null
    }
  })

  async function showMore() {
    const before = filter.visible.length
    setNote('')
    const result = await pages.fetchNextPage()
    const after = result.data?.pages.reduce((n, page) => n + page.items.length, 0) ?? before
    if (after > before) {
      pendingFocus.current = before
      setNote(t.loadedMore({ count: after - before }))
    }
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[18rem_1fr] lg:gap-10 lg:px-8">
      <div>
        <div className="lg:sticky lg:top-6">
          <PriceFilter
            currency={filter.currency}
            max={filter.max}
            step={filter.step}
            value={filter.value}
            onChange={filter.setValue}
            disabled={!pages.isSuccess}
          />
        </div>
      </div>

      <div aria-busy={pages.isFetching || undefined}>
        <div className="mb-6 flex min-h-6 items-center justify-between gap-4">
          <h2 className="sr-only">{messages.tourPlans.tours}</h2>
          {pages.isSuccess && total > 0 && (
            <ResultCount shown={filter.visible.length} total={total} />
          )}
        </div>
        {pages.isPending ? (
          <TourGridSkeleton />
        ) : pages.isError ? (
          renderError()
        ) : filter.visible.length === 0 && !pages.hasNextPage ? (
          <NoMatchTours />
        ) : (
          <div ref={gridRef}>
            <TourGrid places={filter.visible} />
          </div>
        )}
        <p aria-live="polite" className="sr-only">
          {note}
        </p>
        {pages.isSuccess && pages.hasNextPage && (
          <div className="mt-8 flex justify-center">
            <Button
              variant="outline"
              className="px-6 py-3"
              onClick={() => void showMore()}
              disabled={pages.isFetchingNextPage}
              busy={pages.isFetchingNextPage}
            >
              {pages.isFetchingNextPage ? t.loadingMore : t.showMore}
            </Button>
          </div>
        )}
        {pages.isFetchNextPageError && (
          <StatusAlert className="mt-4" tone="error" message={t.loadMoreFailed} />
        )}
      </div>
    </div>
  )
}
