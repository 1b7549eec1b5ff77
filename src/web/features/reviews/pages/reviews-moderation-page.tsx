/**
 * /Dashboard/Reviews (ours, admins), in two tabs. Testimonials: every review customers left,
 * newest first, hidden ones too, with the author's full email. Hide takes a review off Home's
 * 'What Our Clients Says' (Show puts it back); Delete removes it for good after a confirmation
 * modal. Twenty at a time, with 'Load more' for the next page (the server pages by a cursor, so
 * nothing repeats or is skipped while reviews arrive). Tour reviews (`?tab=tours`): travellers'
 * reviews of the tours they took, hidden from or shown on their tour's page
 * (tour-reviews-moderation.tsx). The tabs follow the ARIA tabs pattern: arrow keys, Home and
 * End move between them.
 */
import { Eye, EyeOff, MessageSquareText, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useSearchParams } from 'react-router'
import type { ModeratedReview } from '#shared/contracts/review-moderation.ts'
import { messages } from '#shared/messages.ts'
import { testimonialStars, type StarFill } from '#shared/ratings.ts'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { ConfirmDialog, useConfirmDialog } from '#web/components/confirm-dialog.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { StarRating } from '#web/components/star-rating.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { cx } from '#web/lib/cx.ts'
import { useDeleteReview } from '../api/delete-review.ts'
import { useModeratedReviews } from '../api/get-moderated-reviews.ts'
import { useSetReviewVisibility } from '../api/set-review-visibility.ts'
import { TourReviewsModeration } from '../components/tour-reviews-moderation.tsx'
import { formatMoment, type DateStyle } from '#shared/dhaka-date.ts'

const TABS = [
  { id: 'testimonials', label: () => messages.tourReviewsAdmin.testimonialsTab },
  { id: 'tours', label: () => messages.tourReviewsAdmin.tourReviewsTab },
] as const
type Tab = (typeof TABS)[number]['id']

const tabId = (tab: Tab) => `reviews-tab-${tab}`
const panelId = (tab: Tab) => `reviews-panel-${tab}`

export function ReviewsModerationPage() {
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'tours' ? 'tours' : 'testimonials'
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({})

  function choose(next: Tab, focus = false) {
    setParams(next === 'testimonials' ? {} : { tab: next }, { replace: true })
    if (focus) tabRefs.current[next]?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((t) => t.id === tab)
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined
    if (!next) return
    event.preventDefault()
    choose(next.id, true)
  }

  return (
    <DashboardPage title={messages.dashboard.reviews}>
      <div
        role="tablist"
        aria-label={messages.tourReviewsAdmin.tabs}
        className="-mt-2 flex gap-1 border-b border-slate-200"
      >
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            ref={(element) => {
              tabRefs.current[id] = element
            }}
            type="button"
            role="tab"
            id={tabId(id)}
            aria-selected={tab === id}
            aria-controls={panelId(id)}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => choose(id)}
            onKeyDown={onKeyDown}
            className={cx(
              '-mb-px rounded-t-lg border-b-2 px-4 py-2.5 font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
              tab === id
                ? 'border-emerald-700 text-emerald-800'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
            )}
          >
            {label()}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        tabIndex={0}
        className="mt-6 rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:ring-offset-4"
      >
        {tab === 'tours' ? (
          <TourReviewsModeration />
        ) : (
          <>
            <p className="max-w-2xl text-lg text-slate-600">
              {messages.reviewsAdmin.intro({ testimonials: messages.home.testimonials })}
            </p>
            <div className="mt-6">
              <ReviewModeration />
            </div>
          </>
        )}
      </div>
    </DashboardPage>
  )
}

const formatDate = (iso: string, style: DateStyle = 'medium') => formatMoment(iso, style)

interface Outcome {
  message: string
  tone: 'success' | 'error'
}

function ReviewModeration() {
  const list = useModeratedReviews()
  const visibility = useSetReviewVisibility()
  const [togglingId, setTogglingId] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [loadedNote, setLoadedNote] = useState('')
  const deleteDialog = useConfirmDialog<ModeratedReview>()
  const deletion = useDeleteReview()
  const listRef = useRef<HTMLDivElement>(null)
  // After 'Load more': the first new review takes focus once it is drawn.
  const [focusIndex, setFocusIndex] = useState<number | null>(null)
  const loadedCount = list.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0
  useEffect(() => {
    if (focusIndex === null) return
    const first = listRef.current?.querySelector<HTMLElement>(`[data-review-index="${focusIndex}"]`)
    if (first) {
      first.focus()
      setFocusIndex(null)
    }
  }, [focusIndex, loadedCount])

  if (list.isPending)
    return <ListSkeleton label={messages.reviewsAdmin.loading} rowClassName="h-40 rounded-2xl" />
  if (list.isError) {
    return (
      <QueryError
        message={messages.reviewsAdmin.loadFailed}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    )
  }
  const reviews = list.data.pages.flatMap((page) => page.items)
  if (reviews.length === 0) {
    return (
      <EmptyState Icon={MessageSquareText} title={messages.reviewsAdmin.emptyTitle}>
        <p>{messages.reviewsAdmin.empty}</p>
      </EmptyState>
    )
  }
  const hiddenCount = reviews.filter((review) => review.hidden).length

  async function toggle(review: ModeratedReview) {
    setOutcome(null)
    setTogglingId(review._id)
    try {
      const updated = await visibility.mutateAsync({ id: review._id, hidden: !review.hidden })
      setOutcome({
        tone: 'success',
        message: updated.hidden
          ? messages.reviewsAdmin.hidden({ name: updated.name })
          : messages.reviewsAdmin.shown({ name: updated.name }),
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
      setLoadedNote(messages.reviewsAdmin.loadedMore({ n: after - before }))
      // Keyboard users carry on reading at the first new review, not back at the top.
      setFocusIndex(before)
    }
  }

  return (
    <div>
      <p aria-live="polite" className="text-sm text-slate-600">
        {messages.reviewsAdmin.count({
          n: reviews.length,
          more: list.hasNextPage,
          hidden: hiddenCount,
        })}
        {loadedNote && ` ${loadedNote}`}
      </p>
      {outcome && <StatusAlert className="mt-4" tone={outcome.tone} message={outcome.message} />}

      <div ref={listRef} tabIndex={-1} className="mt-4 outline-none">
        <ul className="space-y-4">
          {reviews.map((review, index) => (
            <ReviewCard
              key={review._id}
              review={review}
              index={index}
              toggling={togglingId === review._id}
              onToggle={() => void toggle(review)}
              onAskDelete={deleteDialog.ask}
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

      <ConfirmDialog
        state={deleteDialog}
        fallbackFocus={listRef}
        title={messages.reviewsAdmin.deleteTitle}
        describe={(review) =>
          messages.reviewsAdmin.deleteDescribe({
            name: review.name,
            written: formatDate(review.createdAt),
          })
        }
        cancelLabel={messages.reviewsAdmin.keep}
        confirmLabel={messages.reviewsAdmin.deleteConfirm}
        busyLabel={messages.plans.deleting}
        failure={messages.reviewsAdmin.deleteFailed}
        action={(review) => deletion.mutateAsync(review._id)}
        onDone={(review) =>
          setOutcome({
            tone: 'success',
            message: messages.reviewsAdmin.deleted({ name: review.name }),
          })
        }
      />
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

function wholeStars(lit: number): StarFill[] {
  return Array.from({ length: 5 }, (_, i) => (i < lit ? 'full' : 'empty'))
}

interface ReviewCardProps {
  review: ModeratedReview
  index: number
  toggling: boolean
  onToggle: () => void
  onAskDelete: (review: ModeratedReview, button: HTMLElement) => void
}

function ReviewCard({ review, index, toggling, onToggle, onAskDelete }: ReviewCardProps) {
  const stars = testimonialStars(review.rating)
  const nameId = `review-${review._id}-name`
  const who = <span className="sr-only">{messages.reviewsAdmin.who({ name: review.name })}</span>
  return (
    <li
      data-review-index={index}
      tabIndex={-1}
      aria-labelledby={nameId}
      className={cx(
        'rounded-2xl p-5 shadow-sm ring-1 outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 sm:p-6',
        review.hidden ? 'bg-slate-50 ring-slate-300' : 'bg-white ring-slate-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={nameId} className="font-bold break-words text-slate-900">
            {review.name}
          </h2>
          <a
            href={`mailto:${review.email}`}
            className="text-sm text-emerald-800 underline decoration-emerald-300 underline-offset-4 [overflow-wrap:anywhere] hover:decoration-emerald-700"
          >
            {review.email}
          </a>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <StarRating fills={wholeStars(stars)} label={messages.tour.rated({ rating: stars })} />
          <VisibilityBadge review={review} />
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {messages.reviewsAdmin.written}{' '}
        <time dateTime={review.createdAt} title={formatDate(review.createdAt, 'mediumTime')}>
          {formatDate(review.createdAt)}
        </time>
        {review.hiddenAt && (
          <>
            {messages.reviewsAdmin.hiddenAt}
            <time dateTime={review.hiddenAt} title={formatDate(review.hiddenAt, 'mediumTime')}>
              {formatDate(review.hiddenAt)}
            </time>
          </>
        )}
      </p>
      <p className="mt-4 whitespace-pre-line break-words text-slate-800">{review.description}</p>
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
        <button
          type="button"
          onClick={(event) => onAskDelete(review, event.currentTarget)}
          className="inline-flex items-center justify-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-300 transition hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {messages.orders.delete}
          {who}
        </button>
      </div>
    </li>
  )
}

function VisibilityBadge({ review }: { review: ModeratedReview }) {
  return review.hidden ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
      <EyeOff aria-hidden="true" className="size-3.5" />
      {messages.reviewsAdmin.hiddenBadge}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      <Eye aria-hidden="true" className="size-3.5" />
      {messages.reviewsAdmin.onHome}
    </span>
  )
}
