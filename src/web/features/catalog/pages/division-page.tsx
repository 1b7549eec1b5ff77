/**
 * /:divName/:id: the tourist places of one division with the price slider. The heading takes the
 * division's name from the loaded data (falling back to the URL), and every way of having no
 * tours (unknown or malformed id, failed load, empty division, slider too low) ends in the spec's
 * 'There is no match tours'. A name in the URL that is not the division's (`/Sylhet/<Dhaka's id>`)
 * shows the not-found page, as the server answers 404 for it.
 */
import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import type { Division } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { divisionPageMeta, staticPageMeta } from '#shared/page-meta.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { divisionPlacesPagesQueryOptions } from '../api/get-places-pages.ts'
import { useDivisions } from '../api/get-divisions.ts'
import { FilteredTours } from '../components/filtered-tours.tsx'
import { usePriceInAddress } from '../components/use-price-filter.ts'
import { NoMatchTours } from '../components/tour-grid.tsx'
import { buttonClass } from '#web/components/button.tsx'

function findDivision(divisions: Division[] | undefined, id: string): Division | undefined {
  return divisions?.find((division) => division._id === id || String(division.id) === id)
}

/** The name in the URL names this division: case-insensitive, as typed or %-decoded. */
function namesDivision(urlName: string, divisionName: string): boolean {
  const wanted = divisionName.toLowerCase()
  let decoded = urlName
  try {
    decoded = decodeURIComponent(urlName)
  } catch {
    // Not %-encoded: compare as it is.
  }
  return urlName.toLowerCase() === wanted || decoded.toLowerCase() === wanted
}

export function DivisionPage({ notFound }: { notFound: ReactNode }) {
  const { divName = '', id = '' } = useParams()
  const maxPrice = usePriceInAddress()
  const places = useInfiniteQuery({
    ...divisionPlacesPagesQueryOptions(id, { maxPrice }),
    placeholderData: keepPreviousData,
  })
  const division = findDivision(useDivisions().data, id)
  // The address names it in English, on Bangla pages too; the heading in the page's language.
  const misnamed = division !== undefined && !namesDivision(divName, division.divisionNameEn)

  const divisionName =
    places.data?.pages[0]?.items[0]?.divisionName ?? division?.divisionName ?? divName
  usePageMeta(misnamed ? staticPageMeta.notFound : divisionPageMeta(divisionName))
  if (misnamed) return notFound

  // 4xx means the URL names no division: nothing to retry. Other failures may pass.
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
              <button
                type="button"
                onClick={() => void places.refetch()}
                disabled={places.isFetching}
                className={buttonClass({}, 'mt-6 text-sm')}
              >
                {places.isFetching ? messages.common.retrying : messages.common.retry}
              </button>
            )}
          </NoMatchTours>
        )}
      />
    </>
  )
}
