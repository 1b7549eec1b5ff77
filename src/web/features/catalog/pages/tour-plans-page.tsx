/**
 * /TourPlans: every tour plan with the price slider. A failed load offers Retry; an empty or
 * fully filtered list shows the spec's 'There is no match tours'.
 */
import { messages } from '#shared/messages.ts'
import { staticPageMeta } from '#shared/page-meta.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { usePlaces } from '../api/get-places.ts'
import { PriceFilter } from '../components/price-filter.tsx'
import { NoMatchTours, ResultCount, TourGrid, TourGridSkeleton } from '../components/tour-grid.tsx'
import { usePriceFilter } from '../components/use-price-filter.ts'

export function TourPlansPage() {
  usePageMeta(staticPageMeta.tourPlans)
  const places = usePlaces()
  const filter = usePriceFilter(places.data)

  return (
    <>
      <PageHeader
        eyebrow="Tour plans"
        title={messages.tourPlans.heading}
        intro="Rivers, tea hills, beaches and ancient cities: every trip we run across the eight divisions of Bangladesh. Slide the price to fit your budget."
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[18rem_1fr] lg:gap-10 lg:px-8">
        <div>
          <div className="lg:sticky lg:top-6">
            <PriceFilter
              max={filter.max}
              value={filter.value}
              onChange={filter.setValue}
              disabled={!places.isSuccess}
            />
          </div>
        </div>

        <div>
          <div className="mb-6 flex min-h-6 items-center justify-between gap-4">
            <h2 className="sr-only">Tours</h2>
            {places.isSuccess && (
              <ResultCount shown={filter.visible.length} total={places.data.length} />
            )}
          </div>
          {places.isPending ? (
            <TourGridSkeleton />
          ) : places.isError ? (
            <QueryError
              message="We couldn't load the tour plans."
              onRetry={() => void places.refetch()}
              retrying={places.isFetching}
            />
          ) : filter.visible.length === 0 ? (
            <NoMatchTours />
          ) : (
            <TourGrid places={filter.visible} />
          )}
        </div>
      </div>
    </>
  )
}
