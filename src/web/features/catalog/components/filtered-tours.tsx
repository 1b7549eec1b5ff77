/**
 * The body of TourPlans and division pages: the price filter beside the grid of tour cards,
 * with skeletons while loading. Each page decides what a failed load shows (`renderError`).
 */
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Place } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { PriceFilter } from './price-filter.tsx'
import { NoMatchTours, ResultCount, TourGrid, TourGridSkeleton } from './tour-grid.tsx'
import { usePriceFilter } from './use-price-filter.ts'

export function FilteredTours({
  places,
  renderError,
}: {
  places: UseQueryResult<Place[]>
  renderError: () => ReactNode
}) {
  const filter = usePriceFilter(places.data)
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
            disabled={!places.isSuccess}
          />
        </div>
      </div>

      <div>
        <div className="mb-6 flex min-h-6 items-center justify-between gap-4">
          <h2 className="sr-only">{messages.tourPlans.tours}</h2>
          {places.isSuccess && places.data.length > 0 && (
            <ResultCount shown={filter.visible.length} total={places.data.length} />
          )}
        </div>
        {places.isPending ? (
          <TourGridSkeleton />
        ) : places.isError ? (
          renderError()
        ) : filter.visible.length === 0 ? (
          <NoMatchTours />
        ) : (
          <TourGrid places={filter.visible} />
        )}
      </div>
    </div>
  )
}
