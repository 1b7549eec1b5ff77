/**
 * Home's 'Recommended Tour Plans': one card per division, 1 column on small screens and 3 from
 * md. The list is fetched when the section first shows; a failure offers Retry instead of the
 * spec's silently empty grid.
 */
import { messages } from '#shared/messages.ts'
import { QueryError } from '#web/components/query-error.tsx'
import { useDivisions } from '../api/get-divisions.ts'
import { DivisionCard, DivisionCardSkeleton } from './division-card.tsx'

const SKELETON_COUNT = 6

export function RecommendedTours() {
  const divisions = useDivisions()

  return (
    <section aria-labelledby="recommended-heading" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase">
            {messages.home.recommendedEyebrow}
          </p>
          <h2
            id="recommended-heading"
            className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {messages.home.recommended}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{messages.home.recommendedIntro}</p>
        </div>

        {divisions.isError ? (
          <QueryError
            className="mt-10"
            message={messages.tourPlans.loadFailed}
            onRetry={() => void divisions.refetch()}
            retrying={divisions.isFetching}
          />
        ) : (
          <ul
            aria-busy={divisions.isPending}
            className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3"
          >
            {divisions.isPending
              ? Array.from({ length: SKELETON_COUNT }, (_, i) => <DivisionCardSkeleton key={i} />)
              : divisions.data.map((division) => (
                  <DivisionCard key={division._id} division={division} />
                ))}
          </ul>
        )}
      </div>
    </section>
  )
}
