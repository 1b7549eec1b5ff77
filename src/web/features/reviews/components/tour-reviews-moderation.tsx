/**
 * The tour reviews tab of the admins' review moderation page: every traveller's review of a
 * tour, newest first, twenty at a time with 'Load more' (focus moves to the first new one), all
 * of them or only the visible or the hidden ones. Hide takes a review off its tour's page and
 * out of its rating; Show puts it back. Each change is audited by the server.
 */
import { Eye, EyeOff, MessageSquareText } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { ModeratedTourReview } from '#shared/contracts/tour-reviews.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { StarRating } from '#web/components/star-rating.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { cx } from '#web/lib/cx.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import {
  useModeratedTourReviews,
  type TourReviewFilter,
} from '../api/get-moderated-tour-reviews.ts'
import { useSetTourReviewVisibility } from '../api/set-tour-review-visibility.ts'
import { travelledMonth, wholeStars } from './tour-review-card.tsx'
import { formatMoment } from '#shared/dhaka-date.ts'

const t = messages.tourReviewsAdmin
const formatDate = (iso: string) => formatMoment(iso, 'medium')

const filters = (): { value: TourReviewFilter; label: string }[] => [
  { value: 'all', label: t.all },
  { value: 'visible', label: t.visible },
  { value: 'hidden', label: t.hiddenOnly },
]

interface Outcome {
  message: string
  tone: 'success' | 'error'
}

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
  const [togglingId, setTogglingId] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [loadedNote, setLoadedNote] = useState('')
  const listRef = useRef<HTMLDivElement>(null)
  const [focusIndex, setFocusIndex] = useState<number | null>(null)
  const loadedCount = list.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0
  useEffect(() => {
    if (focusIndex === null) return
    const first = listRef.current?.querySelector<HTMLElement>(
      `[data-tour-moderation-index="${focusIndex}"]`,
    )
    if (first) {
      first.focus()
      setFocusIndex(null)
    }
  }, [focusIndex, loadedCount])

  if (list.isPending) return <ListSkeleton label={t.loading} rowClassName="h-40 rounded-2xl" />
  if (list.isError) {
    return (
      <QueryError
        message={t.loadFailed}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    )
  }
  const reviews = list.data.pages.flatMap((page) => page.items)
  if (reviews.length === 0) {
    return (
      <EmptyState Icon={MessageSquareText} title={t.emptyTitle}>
        <p>{filter === 'hidden' ? t.emptyHidden : t.empty}</p>
      </EmptyState>
    )
  }

  async function toggle(review: ModeratedTourReview) {
    setOutcome(null)
    setTogglingId(review._id)
    try {
      const updated = await visibility.mutateAsync({ id: review._id, hidden: !review.hidden })
      setOutcome({
        tone: 'success',
        message: updated.hidden
          ? t.hidden({ name: updated.name, tour: updated.tourName })
          : t.shown({ name: updated.name, tour: updated.tourName }),
      })
    } catch (error) {
      setOutcome({
        tone: 'error',
        message: errorMessage(error, messages.reviewsAdmin.toggleFailed),
      })
    } finally {
      setTogglingId(null)
    }
  }

  async function loadMore() {
    const before = reviews.length
    setLoadedNote('')
    const result = await list.fetchNextPage()
    const after = result.data?.pages.flatMap((page) => page.items).length ?? before
    if (after > before) {
      setLoadedNote(t.loadedMore({ n: after - before }))
      setFocusIndex(before)
    }
  }

  return (
    <div>
      <p aria-live="polite" className="text-sm text-slate-600">
        {t.count({ n: reviews.length, more: list.hasNextPage })}
        {loadedNote && ` ${loadedNote}`}
      </p>
      {outcome && <StatusAlert className="mt-4" tone={outcome.tone} message={outcome.message} />}
      <div ref={listRef} tabIndex={-1} className="mt-4 outline-none">
        <ul className="space-y-4">
          {reviews.map((review, index) => (
            <ModeratedCard
              key={review._id}
              review={review}
              index={index}
              toggling={togglingId === review._id}
              onToggle={() => void toggle(review)}
            />
          ))}
        </ul>
      </div>
      {list.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            onClick={() => void loadMore()}
            disabled={list.isFetchingNextPage}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-emerald-800 shadow-sm ring-1 ring-emerald-700 transition hover:bg-emerald-50 disabled:cursor-wait disabled:opacity-70"
          >
            {list.isFetchingNextPage && (
              <Spinning className="border-emerald-200 border-t-emerald-700" />
            )}
            {list.isFetchingNextPage ? messages.common.loadingBusy : messages.reviewsAdmin.loadMore}
          </button>
        </div>
      )}
      {list.isFetchNextPageError && (
        <StatusAlert className="mt-4" tone="error" message={messages.reviewsAdmin.loadMoreFailed} />
      )}
    </div>
  )
}

function Spinning({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'size-4 shrink-0 animate-spin rounded-full border-2 motion-reduce:animate-none',
        className,
      )}
    />
  )
}

interface ModeratedCardProps {
  review: ModeratedTourReview
  index: number
  toggling: boolean
  onToggle: () => void
}

function ModeratedCard({ review, index, toggling, onToggle }: ModeratedCardProps) {
  const nameId = `tour-review-${review._id}-name`
  const who = <span className="sr-only">{messages.reviewsAdmin.who({ name: review.name })}</span>
  return (
    <li
      data-tour-moderation-index={index}
      tabIndex={-1}
      aria-labelledby={nameId}
      className={cx(
        'rounded-2xl p-5 shadow-sm ring-1 outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 sm:p-6',
        review.hidden ? 'bg-slate-50 ring-slate-300' : 'bg-white ring-slate-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={nameId} className="font-bold [overflow-wrap:anywhere] text-slate-900">
            {review.name}
          </h2>
          {review.email ? (
            <a
              href={`mailto:${review.email}`}
              className="text-sm text-emerald-800 underline decoration-emerald-300 underline-offset-4 [overflow-wrap:anywhere] hover:decoration-emerald-700"
            >
              {review.email}
            </a>
          ) : (
            <p className="text-sm text-slate-600">{t.accountGone}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <StarRating
            fills={wholeStars(review.rating)}
            label={messages.tour.rated({ rating: review.rating })}
          />
          {review.hidden ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
              <EyeOff aria-hidden="true" className="size-3.5" />
              {messages.reviewsAdmin.hiddenBadge}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              <Eye aria-hidden="true" className="size-3.5" />
              {t.onTourPage}
            </span>
          )}
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">
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
        {messages.reviewsAdmin.written}{' '}
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        {review.hiddenAt && (
          <>
            {messages.reviewsAdmin.hiddenAt}
            <time dateTime={review.hiddenAt}>{formatDate(review.hiddenAt)}</time>
          </>
        )}
      </p>
      <p className="mt-4 [overflow-wrap:anywhere] whitespace-pre-line text-slate-800">
        {review.text}
      </p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onToggle}
          disabled={toggling}
          className="inline-flex items-center justify-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 transition hover:bg-slate-100 disabled:cursor-wait disabled:opacity-70"
        >
          {toggling ? (
            <Spinning className="border-slate-200 border-t-slate-700" />
          ) : review.hidden ? (
            <Eye aria-hidden="true" className="size-4" />
          ) : (
            <EyeOff aria-hidden="true" className="size-4" />
          )}
          {toggling
            ? review.hidden
              ? messages.reviewsAdmin.showing
              : messages.reviewsAdmin.hiding
            : review.hidden
              ? messages.reviewsAdmin.show
              : messages.reviewsAdmin.hide}
          {who}
        </button>
      </div>
    </li>
  )
}
