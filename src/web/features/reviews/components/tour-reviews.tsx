/**
 * "Reviews from travellers" on a tour's page: its verified reviews, newest first, five at a time
 * with 'Show more' (focus moves to the first new review), and above them the visitor's part —
 * the form for a signed-in traveller whose trip has happened, their own review once written
 * (with a note if an admin hid it), or a sign-in link for a visitor. The form's place is
 * `#review`, where My Booking's 'Review this tour' link points: arriving there scrolls to it and
 * puts focus on its heading. After a review is posted the page's figures are refreshed
 * (`onChange`, from the tour's page). When the page's rating also counts the plan's starting
 * figures (ratings on other sites), the section says so: they are not reviews it can show.
 */
import { MessageSquareText } from 'lucide-react'
import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react'
import { Link, useLocation } from 'react-router'
import type { Place } from '#shared/contracts/catalog.ts'
import type { MyTourReview, TourReview } from '#shared/contracts/tour-reviews.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { QueryError } from '#web/components/query-error.tsx'
import { focusFirst, ListFooter, useListFooter } from '#web/components/list-footer.tsx'
import { StatusAlert } from '#web/components/status-alert.tsx'
import { isSignedIn, useAuth } from '#web/lib/auth/auth-context.ts'
import { useMyTourReview } from '../api/get-my-tour-review.ts'
import { useTourReviews } from '../api/get-tour-reviews.ts'
import { TourReviewCard } from './tour-review-card.tsx'

/**
 * The form, its schema and zod load when a customer who travelled opens the page, not with every
 * visit to a tour (zod was a tenth of the tour page's scripts and ran while it hydrated).
 */
const TourReviewForm = lazy(() =>
  import('./tour-review-form.tsx').then((m) => ({ default: m.TourReviewForm })),
)

const t = messages.tourReviews
/** Where 'Review this tour' (My Booking) points: the form, or the traveller's own review. */
export const REVIEW_ANCHOR = 'review'

interface TourReviewsProps {
  tour: Place
  /** The tour's figures changed (a review was posted): the page fetches them again. */
  onChange: () => void
}

export function TourReviews({ tour, onChange }: TourReviewsProps) {
  const list = useTourReviews(tour._id)
  const { user } = useAuth()
  const mine = useMyTourReview(tour._id, { enabled: isSignedIn(user) })
  const total = list.data?.pages[0]?.total ?? 0
  const elsewhere = Math.max(0, tour.review - (tour.verifiedReview ?? 0))
  return (
    // Not a named region: the heading is enough to find it, and "… travellers" as a label
    // would answer a search for the booking's Travellers field.
    <section className="mt-12 border-t border-slate-200 pt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-xl font-bold text-slate-900">{t.heading}</h2>
        {total > 0 && <p className="text-sm font-medium text-slate-600">{t.count({ n: total })}</p>}
      </div>
      <p className="mt-2 max-w-prose text-slate-600">{t.intro}</p>
      {/* The page's rating counts the plan's starting figures too: say so, here where they are not. */}
      {elsewhere > 0 && (
        <p className="mt-2 max-w-prose text-sm text-slate-600">{t.elsewhere({ n: elsewhere })}</p>
      )}
      <YourReview tourId={tour._id} onChange={onChange} />
      {/* The visitor's own review shows above, under "Your review": not twice. */}
      <ReviewList list={list} leaveOut={mine.data?.review?._id} />
    </section>
  )
}

/** The visitor's part: sign-in link, the form, or their review. */
function YourReview({ tourId, onChange }: { tourId: string; onChange: () => void }) {
  const { user, status } = useAuth()
  const location = useLocation()
  const signedIn = isSignedIn(user)
  const mine = useMyTourReview(tourId, { enabled: signedIn })
  const [posted, setPosted] = useState(false)
  const titleId = useId()
  const anchorRef = useRef<HTMLDivElement>(null)
  const ready = status === 'signedOut' || mine.isSuccess
  useArrival(anchorRef, titleId, ready && location.hash === `#${REVIEW_ANCHOR}`)

  useEffect(() => {
    // The form gave way to the review: focus follows, to its heading.
    if (posted) document.getElementById(titleId)?.focus()
  }, [posted, titleId])

  if (status === 'signedOut') {
    return (
      <p className="mt-6 text-slate-700">
        {t.signInToReview}{' '}
        <Link
          to={paths.login}
          state={{ from: { ...location, hash: `#${REVIEW_ANCHOR}` } }}
          className="font-semibold text-emerald-800 underline underline-offset-4"
        >
          {t.signIn}
        </Link>
      </p>
    )
  }
  if (!signedIn || !mine.data) return null
  return (
    <div ref={anchorRef} id={REVIEW_ANCHOR} className="mt-6 scroll-mt-6">
      {mine.data.eligible ? (
        <Suspense
          fallback={
            <p role="status" className="text-slate-600">
              {messages.common.loadingBusy}
            </p>
          }
        >
          <TourReviewForm
            tourId={tourId}
            travelledOn={mine.data.travelledOn}
            titleId={titleId}
            onPosted={() => {
              setPosted(true)
              onChange()
            }}
          />
        </Suspense>
      ) : mine.data.review ? (
        <OwnReview review={mine.data.review} titleId={titleId} posted={posted} />
      ) : null}
    </div>
  )
}

function OwnReview({
  review,
  titleId,
  posted,
}: {
  review: NonNullable<MyTourReview['review']>
  titleId: string
  posted: boolean
}) {
  const nameId = useId()
  return (
    <div className="space-y-3">
      <h3 id={titleId} tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none">
        {t.yours}
      </h3>
      {posted && <StatusAlert tone="success" message={t.posted} />}
      <TourReviewCard
        review={review}
        headingId={nameId}
        className="ring-emerald-300"
        note={
          review.hidden && (
            <p className="mt-3 text-sm font-medium text-slate-600">{t.yoursHidden}</p>
          )
        }
      />
    </div>
  )
}

/** How long an arrival at #review waits for the form's heading to focus it. */
const TITLE_WAIT_MS = 10_000

/**
 * Arriving at #review (from My Booking): once the form or the review is drawn, it scrolls into
 * view and its heading takes focus — after the layout's own move to the page's top.
 */
function useArrival(target: RefObject<HTMLElement | null>, titleId: string, arrived: boolean) {
  const scrolled = useRef(false)
  const done = useRef(false)
  useEffect(() => {
    if (!arrived || done.current) return
    // The form's code may still be on its way (it loads when needed): its heading takes focus
    // once it is there, looked for at each frame for a while.
    const giveUpAt = performance.now() + TITLE_WAIT_MS
    let frame = requestAnimationFrame(function arrive() {
      if (!target.current) return
      if (!scrolled.current) target.current.scrollIntoView({ block: 'start' })
      scrolled.current = true
      const title = document.getElementById(titleId)
      if (title) title.focus({ preventScroll: true })
      if (title || performance.now() >= giveUpAt) done.current = true
      else frame = requestAnimationFrame(arrive)
    })
    return () => cancelAnimationFrame(frame)
  })
}

function ReviewList({
  list,
  leaveOut,
}: {
  list: ReturnType<typeof useTourReviews>
  leaveOut?: string
}) {
  const listRef = useRef<HTMLOListElement>(null)
  const loaded: TourReview[] = list.data?.pages.flatMap((page) => page.items) ?? []
  const reviews = loaded.filter((review) => review._id !== leaveOut)
  const baseId = useId()

  // Keyboard users carry on reading at the first new review, not back at the top.
  const more = useListFooter({
    list,
    rows: reviews.length,
    focusRow: (index) =>
      focusFirst(
        listRef.current?.querySelector<HTMLElement>(`[data-tour-review-index="${index}"]`),
      ),
  })

  if (list.isPending) {
    return (
      <div aria-busy="true" className="mt-6 space-y-4">
        <span role="status" className="sr-only">
          {t.loading}
        </span>
        {[0, 1].map((n) => (
          <div
            key={n}
            aria-hidden="true"
            className="h-32 rounded-2xl bg-slate-100 motion-safe:animate-pulse"
          />
        ))}
      </div>
    )
  }
  if (list.isError && !list.isFetchNextPageError) {
    return (
      <QueryError
        className="mt-6"
        message={t.loadFailed}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    )
  }
  if (reviews.length === 0 && !list.hasNextPage) {
    // Only the visitor's own review: it shows above.
    if (loaded.length > 0) return null
    return (
      <div className="mt-6 flex items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-5 py-6">
        <MessageSquareText aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
        <div>
          <p className="font-semibold text-slate-800">{t.empty}</p>
          <p className="mt-1 text-sm text-slate-600">{t.emptyHint}</p>
        </div>
      </div>
    )
  }

  return (
    <>
      <ol ref={listRef} className="mt-6 space-y-4">
        {reviews.map((review, index) => (
          <li
            key={review._id}
            data-tour-review-index={index}
            tabIndex={-1}
            className="rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
          >
            <TourReviewCard review={review} headingId={`${baseId}-${index}`} />
          </li>
        ))}
      </ol>
      <ListFooter
        footer={more}
        label={
          <>
            {t.showMore}
            <span className="sr-only">{t.showMoreWhat}</span>
          </>
        }
        loadedMore={(n) => t.loadedMore({ n })}
        loadMoreFailed={t.loadMoreFailed}
        className="mt-6"
      />
    </>
  )
}
