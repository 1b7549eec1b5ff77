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
import { FilteredTours } from '../components/filtered-tours.tsx'

export function TourPlansPage() {
  usePageMeta(staticPageMeta.tourPlans)
  const places = usePlaces()

  return (
    <>
      <PageHeader
        eyebrow="Tour plans"
        title={messages.tourPlans.heading}
        intro="Rivers, tea hills, beaches and ancient cities: every trip we run across the eight divisions of Bangladesh. Slide the price to fit your budget."
      />
      <FilteredTours
        places={places}
        renderError={() => (
          <QueryError
            message="We couldn't load the tour plans."
            onRetry={() => void places.refetch()}
            retrying={places.isFetching}
          />
        )}
      />
    </>
  )
}
