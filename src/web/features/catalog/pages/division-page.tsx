/**
 * /:divName/:id: the tourist places of one division with the price slider. The heading takes the
 * division's name from the loaded data (falling back to the URL); having no tours (a failed load,
 * an empty division, the slider too low) ends in the spec's 'There is no match tours'. An address
 * that names no division is no page and shows the not-found page, as the server answers 404 for
 * it: an id that is not one (`/NoSuchPage/xyz`), an id no division has (the divisions list, or
 * the division's places answering 404), or a name that is not the division's (`/Sylhet/<Dhaka's
 * id>`). The pattern matches any two-segment address, so this is where such addresses end.
 */
import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { recordIdSchema } from '#shared/contracts/common.ts'
import { findDivision, namesDivision } from '../lib/division-address.ts'
import { messages } from '#shared/messages.ts'
import { divisionPageMeta, staticPageMeta } from '#shared/page-meta.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { divisionPlacesPagesQueryOptions } from '../api/get-places-pages.ts'
import { useDivisions } from '../api/get-divisions.ts'
import { FilteredTours } from '../components/filtered-tours.tsx'
import { useCatalogSearchInAddress } from '../components/use-catalog-search.ts'
import { usePriceInAddress } from '../components/use-price-filter.ts'
import { NoMatchTours } from '../components/tour-grid.tsx'
import { Button } from '#web/components/button.tsx'

export function DivisionPage({ notFound }: { notFound: ReactNode }) {
  const { divName = '', id = '' } = useParams()
  const maxPrice = usePriceInAddress()
  const search = useCatalogSearchInAddress()
  const places = useInfiniteQuery({
    ...divisionPlacesPagesQueryOptions(id, { maxPrice, ...search }),
    placeholderData: keepPreviousData,
  })
  const divisions = useDivisions()
  const division = findDivision(divisions.data, id)
  // The address names it in English, on Bangla pages too; the heading in the page's language.
  const misnamed = division !== undefined && !namesDivision(divName, division.divisionNameEn)
  // Known to name no division: a malformed id, or one that neither the divisions list nor the
  // server's answer for its places knows (either may come first, or alone).
  const unknown =
    !recordIdSchema.safeParse(id).success ||
    (divisions.isSuccess && division === undefined) ||
    (places.isError && isApiError(places.error) && places.error.isNotFound)
  const noPage = misnamed || unknown

  const divisionName =
    places.data?.pages[0]?.items[0]?.divisionName ?? division?.divisionName ?? divName
  usePageMeta(noPage ? staticPageMeta.notFound : divisionPageMeta(divisionName))
  if (noPage) return notFound

  // Another 4xx is not worth retrying either. Other failures may pass.
  const canRetry = places.isError && !(isApiError(places.error) && places.error.status < 500)

  return (
    <>
      <PageHeader
        eyebrow={messages.division.eyebrow({ division: divisionName })}
        title={messages.division.heading({ division: divisionName })}
        intro={messages.division.intro}
      />
      <FilteredTours
        pages={places}
        renderError={() => (
          <NoMatchTours>
            {canRetry && (
              <Button
                className="mt-6 text-sm"
                onClick={() => void places.refetch()}
                disabled={places.isFetching}
              >
                {places.isFetching ? messages.common.retrying : messages.common.retry}
              </Button>
            )}
          </NoMatchTours>
        )}
      />
    </>
  )
}
