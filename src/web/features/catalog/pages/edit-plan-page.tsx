/**
 * /Dashboard/ManagePlan/:id (admins): one tour plan in the Add Plan form, prefilled with the
 * values the admin entered (GET /api/place/:id/edit: its own starting review count and rating,
 * not the figures with travellers' reviews folded in) and its booking terms (read afresh), saved
 * with PUT /api/place/:id. Orders already placed keep the name, price and cancellation policy
 * they were booked with.
 */
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { QueryError } from '#web/components/query-error.tsx'
import { tourTermsQueryOptions } from '../api/get-tour-terms.ts'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { usePlanValues } from '../api/get-plan-values.ts'
import { useUpdatePlace } from '../api/update-place.ts'
import { PlanForm } from '../components/plan-form.tsx'

export function EditPlanPage() {
  return (
    <DashboardPage title={messages.plans.editTitle}>
      <BackToPlans />
      <div className="mt-6">
        <EditPlan />
      </div>
    </DashboardPage>
  )
}

function EditPlan() {
  const { id = '' } = useParams()
  const tour = usePlanValues(id)
  // The terms the tour page cached a minute ago may be another admin's old ones: ask again.
  const terms = useQuery({ ...tourTermsQueryOptions(id), refetchOnMount: 'always' })
  const updatePlace = useUpdatePlace(tour.data?._id ?? id)

  // Never prefilled from a list's copy (it holds the figures visitors see, not the plan's own),
  // nor with terms read before this visit: wait for the fresh ones.
  if (tour.isPending || (tour.isSuccess && !terms.isFetchedAfterMount)) {
    return (
      <div aria-busy="true" className="max-w-3xl space-y-5">
        <span role="status" className="sr-only">
          {messages.plans.loadingOne}
        </span>
        {[0, 1, 2, 3].map((n) => (
          <div
            key={n}
            aria-hidden="true"
            className="h-16 rounded-xl bg-slate-100 motion-safe:animate-pulse"
          />
        ))}
      </div>
    )
  }
  if (tour.isError) {
    if (isApiError(tour.error) && tour.error.isNotFound) {
      return <p className="text-lg text-slate-700">{messages.tour.notFound}</p>
    }
    return (
      <QueryError
        message={messages.plans.loadOneFailed}
        onRetry={() => void tour.refetch()}
        retrying={tour.isFetching}
      />
    )
  }
  if (terms.isError) {
    return (
      <QueryError
        message={messages.lifecycle.termsLoadFailed}
        onRetry={() => void terms.refetch()}
        retrying={terms.isFetching}
      />
    )
  }
  return (
    <>
      <p className="mb-6 text-lg font-semibold text-slate-800">{tour.data.placeName}</p>
      <PlanForm
        key={tour.data._id}
        place={tour.data}
        terms={terms.data}
        submitLabel={messages.plans.editSubmit}
        save={(values) => updatePlace.mutateAsync(values)}
        savedMessage={(place) => messages.plans.saved({ place: place.placeName })}
        savedExtra={(place) => (
          <Link
            to={paths.tourDetails(place._id)}
            className="text-sm font-semibold text-emerald-800 underline"
          >
            {messages.plans.seeItsPage}
          </Link>
        )}
      />
    </>
  )
}

function BackToPlans() {
  return (
    <Link
      to={paths.dashboardPages.managePlan}
      className="inline-flex items-center gap-1.5 font-semibold text-emerald-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {messages.plans.allPlans}
    </Link>
  )
}
