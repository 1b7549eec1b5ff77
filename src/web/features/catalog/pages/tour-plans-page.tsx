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
        eyebrow={messages.tourPlans.eyebrow}
        title={messages.tourPlans.heading}
        intro={messages.tourPlans.intro}
      />
      <FilteredTours
        places={places}
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
