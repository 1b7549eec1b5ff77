/**
 * The list an admin moderates reviews in, on both tabs of Dashboard → Reviews (testimonials and
 * tour reviews): newest first, twenty at a time with 'Load more' (focus moves to the first new
 * review), the count and what Load more added said in one live region, and each review with Hide
 * or Show and, where reviews can be deleted, Delete behind a confirm dialog. The outcome of a
 * change shows above the list. Each tab passes its query, its mutation and what its reviews say
 * besides the author, stars, text and dates (a tour review names its tour).
 */
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { Eye, EyeOff, MessageSquareText, Trash2 } from 'lucide-react'
import { useRef, useState, type ReactNode } from 'react'
import { formatMoment, type DateStyle } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { Button, ButtonSpinner } from '#web/components/button.tsx'
import { ConfirmDialog, useConfirmDialog } from '#web/components/confirm-dialog.tsx'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { focusFirst, ListFooter, useListFooter } from '#web/components/list-footer.tsx'
import { StarRating } from '#web/components/star-rating.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { cx } from '#web/lib/cx.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { wholeStars } from './tour-review-card.tsx'

const a = messages.reviewsAdmin

/** What every moderated review has. */
interface ModeratedItem {
  _id: string
  name: string
  /** The author's address; null once their account is deleted. */
  email: string | null
  rating: number
  createdAt: string
  hidden: boolean
  hiddenAt: string | null
}

interface ModerationTexts<R> {
  loading: string
  loadFailed: string
  emptyTitle: string
  empty: string
  count: (reviews: R[], more: boolean) => string
  loadedMore: (n: number) => string
  /** Said after Hide or Show, of the review as the server answered it. */
  changed: (review: R) => string
  /** The badge of a review that is not hidden: where it shows. */
  shownBadge: string
}

interface ModerationListProps<R extends ModeratedItem> {
  list: UseInfiniteQueryResult<InfiniteData<{ items: R[] }>>
  setHidden: (input: { id: string; hidden: boolean }) => Promise<R>
  /** Deletes a review for good; without it the reviews have no Delete. */
  remove?: (review: R) => Promise<unknown>
  texts: ModerationTexts<R>
  /** Numbers the reviews (focus after Load more; browser tests find them by it). */
  indexAttribute: `data-${string}`
  /** Starts the ids of the reviews' headings. */
  idPrefix: string
  /** What the review is of, before when it was written (a tour and when they travelled). */
  about?: (review: R) => ReactNode
  text: (review: R) => string
}

interface Outcome {
  message: string
  tone: 'success' | 'error'
}

const formatDate = (iso: string, style: DateStyle = 'medium') => formatMoment(iso, style)

export function ModerationList<R extends ModeratedItem>({
  list,
  setHidden,
  remove,
  texts,
  indexAttribute,
  idPrefix,
  about,
  text,
}: ModerationListProps<R>) {
  const [togglingId, setTogglingId] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const deleteDialog = useConfirmDialog<R>()
  const listRef = useRef<HTMLDivElement>(null)
  // After 'Load more': the first new review takes focus once it is drawn.
  const more = useListFooter({
    list,
    rows: list.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0,
    focusRow: (index) =>
      focusFirst(listRef.current?.querySelector<HTMLElement>(`[${indexAttribute}="${index}"]`)),
  })

  if (list.isPending) return <ListSkeleton label={texts.loading} rowClassName="h-40 rounded-2xl" />
  if (list.isError && !list.isFetchNextPageError) {
    return (
      <QueryError
        message={texts.loadFailed}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    )
  }
  const reviews = list.data?.pages.flatMap((page) => page.items) ?? []
  if (reviews.length === 0) {
    return (
      <EmptyState Icon={MessageSquareText} title={texts.emptyTitle}>
        <p>{texts.empty}</p>
      </EmptyState>
    )
  }

  async function toggle(review: R) {
    setOutcome(null)
    setTogglingId(review._id)
    try {
      const updated = await setHidden({ id: review._id, hidden: !review.hidden })
      setOutcome({ tone: 'success', message: texts.changed(updated) })
    } catch (error) {
      setOutcome({ tone: 'error', message: errorMessage(error, a.toggleFailed) })
    } finally {
      setTogglingId(null)
    }
  }

  return (
    <div>
      <p aria-live="polite" className="text-sm text-slate-600">
        {texts.count(reviews, list.hasNextPage)}
        {more.added > 0 && ` ${texts.loadedMore(more.added)}`}
      </p>
      {outcome && <StatusAlert className="mt-4" tone={outcome.tone} message={outcome.message} />}

      <div ref={listRef} tabIndex={-1} className="mt-4 outline-none">
        <ul className="space-y-4">
          {reviews.map((review, index) => (
            <li
              key={review._id}
              {...{ [indexAttribute]: index }}
              tabIndex={-1}
              aria-labelledby={`${idPrefix}-${review._id}-name`}
              className={cx(
                'rounded-2xl p-5 shadow-sm ring-1 outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 sm:p-6',
                review.hidden ? 'bg-slate-50 ring-slate-300' : 'bg-white ring-slate-200',
              )}
            >
              <ReviewBody
                review={review}
                nameId={`${idPrefix}-${review._id}-name`}
                shownBadge={texts.shownBadge}
                about={about?.(review)}
                text={text(review)}
              />
              <ReviewActions
                review={review}
                toggling={togglingId === review._id}
                onToggle={() => void toggle(review)}
                onAskDelete={remove && deleteDialog.ask}
              />
            </li>
          ))}
        </ul>
      </div>

      {/* What Load more added is said with the count, above. */}
      <ListFooter
        footer={more}
        label={a.loadMore}
        loadingLabel={messages.common.loadingBusy}
        loadMoreFailed={a.loadMoreFailed}
        className="mt-6"
      />

      {remove && (
        <ConfirmDialog
          state={deleteDialog}
          fallbackFocus={listRef}
          title={a.deleteTitle}
          describe={(review) =>
            a.deleteDescribe({ name: review.name, written: formatDate(review.createdAt) })
          }
          cancelLabel={a.keep}
          confirmLabel={a.deleteConfirm}
          busyLabel={messages.plans.deleting}
          failure={a.deleteFailed}
          action={remove}
          onDone={(review) =>
            setOutcome({ tone: 'success', message: a.deleted({ name: review.name }) })
          }
        />
      )}
    </div>
  )
}

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDate(iso, 'mediumTime')}>
      {formatDate(iso)}
    </time>
  )
}

interface ReviewBodyProps {
  review: ModeratedItem
  nameId: string
  shownBadge: string
  about: ReactNode
  text: string
}

function ReviewBody({ review, nameId, shownBadge, about, text }: ReviewBodyProps) {
  return (
    <>
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
            <p className="text-sm text-slate-600">{messages.tourReviewsAdmin.accountGone}</p>
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
              {a.hiddenBadge}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              <Eye aria-hidden="true" className="size-3.5" />
              {shownBadge}
            </span>
          )}
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {about}
        {a.written} <When iso={review.createdAt} />
        {review.hiddenAt && (
          <>
            {a.hiddenAt}
            <When iso={review.hiddenAt} />
          </>
        )}
      </p>
      <p className="mt-4 [overflow-wrap:anywhere] whitespace-pre-line text-slate-800">{text}</p>
    </>
  )
}

interface ReviewActionsProps<R extends ModeratedItem> {
  review: R
  toggling: boolean
  onToggle: () => void
  onAskDelete: ((review: R, button: HTMLElement) => void) | undefined
}

function ReviewActions<R extends ModeratedItem>({
  review,
  toggling,
  onToggle,
  onAskDelete,
}: ReviewActionsProps<R>) {
  const who = <span className="sr-only">{a.who({ name: review.name })}</span>
  return (
    <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" size="sm" onClick={onToggle} disabled={toggling}>
        {toggling ? (
          <ButtonSpinner variant="secondary" />
        ) : review.hidden ? (
          <Eye aria-hidden="true" className="size-4" />
        ) : (
          <EyeOff aria-hidden="true" className="size-4" />
        )}
        {toggling ? (review.hidden ? a.showing : a.hiding) : review.hidden ? a.show : a.hide}
        {who}
      </Button>
      {onAskDelete && (
        <Button
          variant="danger-outline"
          size="sm"
          onClick={(event) => onAskDelete(review, event.currentTarget)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {messages.orders.delete}
          {who}
        </Button>
      )}
    </div>
  )
}
