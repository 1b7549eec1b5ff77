/**
 * The body of TourPlans and division pages: the filter panel (the price slider, then the
 * search's duration, dates, travellers and Reset) beside the grid of tour cards, the sort above
 * them, with skeletons while loading. The places come a page at a time from the server, filtered there by
 * the price bound in the address; while the slider moves, the cards already loaded follow it at
 * once. "Show more tours" loads the next page and takes keyboard users to its first card. The
 * pages loaded stay in the query cache, so Back to the list finds every card it showed, and
 * the browser its scroll position. Each page decides what a failed load shows (`renderError`); a
 * later page that fails says so under the cards, which stay.
 */
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useMemo, useRef, type ReactNode } from 'react'
import type { PlacesPage } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { focusFirst, ListFooter, useListFooter } from '#web/components/list-footer.tsx'
import { SearchFields, SortSelect } from './catalog-search-fields.tsx'
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
  // The cards are in, also when a later page failed (its error shows under them).
  const shown = pages.isSuccess || pages.isFetchNextPageError
  const gridRef = useRef<HTMLDivElement>(null)
  const more = useListFooter({
    list: pages,
    rows: filter.visible.length,
    focusRow: (index) =>
      focusFirst(gridRef.current?.querySelectorAll('li')[index]?.querySelector('a')),
  })

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
            disabled={!shown}
          >
            <SearchFields />
          </PriceFilter>
        </div>
      </div>

      <div aria-busy={pages.isFetching || undefined}>
        <div className="mb-6 flex min-h-10 flex-wrap items-center justify-between gap-x-4 gap-y-3">
          <h2 className="sr-only">{messages.tourPlans.tours}</h2>
          {/* With the search, a list can come back empty: "0 tours" is said too. */}
          {shown ? <ResultCount shown={filter.visible.length} total={total} /> : <span />}
          <SortSelect />
        </div>
        {pages.isPending ? (
          <TourGridSkeleton />
        ) : !shown ? (
          renderError()
        ) : filter.visible.length === 0 && !pages.hasNextPage ? (
          <NoMatchTours />
        ) : (
          <div ref={gridRef}>
            <TourGrid places={filter.visible} />
          </div>
        )}
        <ListFooter
          footer={more}
          label={t.showMore}
          loadingLabel={t.loadingMore}
          loadedMore={(count) => t.loadedMore({ count })}
          loadMoreFailed={t.loadMoreFailed}
          className="mt-8"
        />
      </div>
    </div>
  )
}
