/**
 * The tour reviews tab of the admins' review moderation page: every traveller's review of a
 * tour, newest first, twenty at a time with 'Load more' (focus moves to the first new one), all
 * of them or only the visible or the hidden ones. Hide takes a review off its tour's page and
 * out of its rating; Show puts it back. Each change is audited by the server.
 */
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import {
  useModeratedTourReviews,
  type TourReviewFilter,
} from '../api/get-moderated-tour-reviews.ts'
import { useSetTourReviewVisibility } from '../api/set-tour-review-visibility.ts'
import { ModerationList } from './moderation-list.tsx'
import { travelledMonth } from './tour-review-card.tsx'

const t = messages.tourReviewsAdmin

const filters = (): { value: TourReviewFilter; label: string }[] => [
  { value: 'all', label: t.all },
  { value: 'visible', label: t.visible },
  { value: 'hidden', label: t.hiddenOnly },
]

export function TourReviewsModeration() {
  const [filter, setFilter] = useState<TourReviewFilter>('all')
  const filterId = useId()
  return (
    <div>
      <p className="max-w-2xl text-lg text-slate-600">{t.intro}</p>
      <div className="mt-6 flex items-center gap-3">
        <label htmlFor={filterId} className="font-semibold text-slate-800">
          {t.filter}
        </label>
        <select
          id={filterId}
          value={filter}
          onChange={(event) => setFilter(event.target.value as TourReviewFilter)}
          className="rounded-xl border-0 bg-white py-2 pr-9 pl-3 text-slate-900 shadow-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-emerald-700 focus:outline-none"
        >
          {filters().map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-6">
        <ModeratedList key={filter} filter={filter} />
      </div>
    </div>
  )
}

function ModeratedList({ filter }: { filter: TourReviewFilter }) {
  const list = useModeratedTourReviews(filter)
  const visibility = useSetTourReviewVisibility()
  return (
    <ModerationList
      list={list}
      setHidden={visibility.mutateAsync}
      texts={{
        loading: t.loading,
        loadFailed: t.loadFailed,
        emptyTitle: t.emptyTitle,
        empty: filter === 'hidden' ? t.emptyHidden : t.empty,
        count: (reviews, more) => t.count({ n: reviews.length, more }),
        loadedMore: (n) => t.loadedMore({ n }),
        changed: (review) =>
          review.hidden
            ? t.hidden({ name: review.name, tour: review.tourName })
            : t.shown({ name: review.name, tour: review.tourName }),
        shownBadge: t.onTourPage,
      }}
      indexAttribute="data-tour-moderation-index"
      idPrefix="tour-review"
      about={(review) => (
        <>
          {t.tour}{' '}
          <Link
            to={paths.tourDetails(review.tourId)}
            className="font-semibold text-slate-800 underline decoration-slate-300 underline-offset-4 hover:decoration-emerald-700"
          >
            {review.tourName}
          </Link>
          {review.departureDate && (
            <>
              {' · '}
              {t.travelled}{' '}
              <time dateTime={review.departureDate}>{travelledMonth(review.departureDate)}</time>
            </>
          )}
          {' · '}
        </>
      )}
      text={(review) => review.text}
    />
  )
}
