/**
 * /TourPlans: the tour plans with the price slider, a page at a time ("Show more tours"), the
 * price bound applied by the server. A failed load offers Retry; an empty or fully filtered
 * list shows the spec's 'There is no match tours'.
 */
import { messages } from '#shared/messages.ts'
import { staticPageMeta } from '#shared/page-meta.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { placesPagesQueryOptions } from '../api/get-places-pages.ts'
import { FilteredTours } from '../components/filtered-tours.tsx'
import { useCatalogSearchInAddress } from '../components/use-catalog-search.ts'
import { usePriceInAddress } from '../components/use-price-filter.ts'

export function TourPlansPage() {
  usePageMeta(staticPageMeta.tourPlans)
  const maxPrice = usePriceInAddress()
  const search = useCatalogSearchInAddress()
  // Another bound or search keeps the cards shown until its first page arrives.
  const places = useInfiniteQuery({
    ...placesPagesQueryOptions({ maxPrice, ...search }),
    placeholderData: keepPreviousData,
  })

  return (
    <>
      <PageHeader
        eyebrow={messages.tourPlans.eyebrow}
        title={messages.tourPlans.heading}
        intro={messages.tourPlans.intro}
      />
      <FilteredTours
        pages={places}
        renderError={() => (
          <QueryError
            message={messages.tourPlans.loadFailed}
            onRetry={() => void places.refetch()}
            retrying={places.isFetching}
          />
        )}
      />
    </>
  )
}
