/**
 * /Dashboard/ManagePlan/:tourId/Departures (admins): one tour plan's departures from today on,
 * with "Add a date" and "Add a series" above the table, and per date: its seats (edited in
 * place), close or reopen, cancel, and its manifest. Outcomes are read out as status messages;
 * a cancellation's progress (bookings cancelled and refunded) is shown live until it ends.
 * The dates come 50 at a time ("Show more dates", focus moving to the first new one).
 */
import { ArrowLeft, CalendarDays } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { Link, useParams } from 'react-router'
import type { AdminDeparture } from '#shared/contracts/departures.ts'
import { addDays, dhakaToday, formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { focusFirst, ListFooter, useListFooter } from '#web/components/list-footer.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { itemsOfPages } from '#web/lib/page-items.ts'
import { useTourDepartures } from '../api/get-tour-departures.ts'
import { useTour } from '../api/get-tour.ts'
import { AddDepartureForm } from '../components/add-departure-form.tsx'
import { AddSeriesForm } from '../components/add-series-form.tsx'
import { CancellationProgressPanel } from '../components/cancellation-progress.tsx'
import { DeparturesTable, type Outcome } from '../components/departures-table.tsx'

const t = messages.departuresAdmin

export function DeparturesPage() {
  const { tourId = '' } = useParams()
  const tour = useTour(tourId)
  return (
    <DashboardPage
      title={tour.data ? t.title({ tour: tour.data.placeName }) : t.titleLoading}
      intro={t.intro}
    >
      <Link
        to={paths.dashboardPages.managePlan}
        className="inline-flex items-center gap-1.5 font-semibold text-emerald-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.allPlans}
      </Link>
      <div className="mt-6">
        {tour.isPending ? (
          <ListSkeleton label={t.loadingTour} rows={3} rowClassName="h-24 rounded-2xl" />
        ) : tour.isError ? (
          isApiError(tour.error) && tour.error.isNotFound ? (
            <p className="text-lg text-slate-700">{t.tourNotFound}</p>
          ) : (
            <QueryError
              message={t.loadTourFailed}
              onRetry={() => void tour.refetch()}
              retrying={tour.isFetching}
            />
          )
        ) : (
          <Departures tourId={tour.data._id} tourName={tour.data.placeName} />
        )}
      </div>
    </DashboardPage>
  )
}

function Departures({ tourId, tourName }: { tourId: string; tourName: string }) {
  const departures = useTourDepartures(tourId)
  const loaded = useMemo(
    () => itemsOfPages(departures.data?.pages, (d) => d._id),
    [departures.data],
  )
  const total = departures.data?.pages[0]?.total ?? 0
  const tableBoxRef = useRef<HTMLDivElement>(null)
  const more = useListFooter({
    list: departures,
    rows: loaded.length,
    // The first new row's date (its row header).
    focusRow: (index) =>
      focusFirst(
        tableBoxRef.current?.querySelectorAll('tbody tr')[index]?.querySelector<HTMLElement>('th'),
      ),
  })
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  // The departure cancelled last: its bookings' cancellation is watched until it ends.
  const [watching, setWatching] = useState<AdminDeparture | null>(null)
  const minDate = addDays(dhakaToday(), 1)

  return (
    <div className="space-y-8">
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <AddDepartureForm tourId={tourId} minDate={minDate} />
        <AddSeriesForm tourId={tourId} minDate={minDate} />
      </div>

      <section aria-labelledby="departures-list" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="departures-list" className="text-xl font-bold text-slate-900">
            {t.titleLoading}
          </h2>
          {departures.isSuccess && (
            <p className="text-sm text-slate-600">
              {loaded.length < total
                ? t.showing({ shown: loaded.length, total })
                : t.count({ n: total })}
            </p>
          )}
        </div>
        {outcome && <StatusAlert tone={outcome.tone} message={outcome.message} />}
        {watching && (
          <CancellationProgressPanel
            key={watching._id}
            departureId={watching._id}
            tourId={tourId}
            date={formatShortDate(watching.date)}
          />
        )}
        {departures.isPending ? (
          <ListSkeleton label={t.loading} rows={4} rowClassName="h-14 rounded-xl" />
        ) : departures.isError && !departures.isFetchNextPageError ? (
          <QueryError
            message={t.loadFailed}
            onRetry={() => void departures.refetch()}
            retrying={departures.isFetching}
          />
        ) : loaded.length === 0 ? (
          <EmptyState Icon={CalendarDays} title={t.emptyTitle}>
            {t.empty}
          </EmptyState>
        ) : (
          <div ref={tableBoxRef} aria-busy={departures.isFetchingNextPage || undefined}>
            <DeparturesTable
              tourName={tourName}
              departures={loaded}
              onOutcome={setOutcome}
              onCancelled={setWatching}
            />
          </div>
        )}
        <ListFooter
          footer={more}
          label={t.showMore}
          loadingLabel={t.loadingMore}
          loadedMore={(n) => t.loadedMore({ n })}
          loadMoreFailed={t.loadMoreFailed}
        />
      </section>
    </div>
  )
}
