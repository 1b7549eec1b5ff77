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
import { useRef, type KeyboardEvent } from 'react'
import { useSearchParams } from 'react-router'
import { messages } from '#shared/messages.ts'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { cx } from '#web/lib/cx.ts'
import { useDeleteReview } from '../api/delete-review.ts'
import { useModeratedReviews } from '../api/get-moderated-reviews.ts'
import { useSetReviewVisibility } from '../api/set-review-visibility.ts'
import { ModerationList } from '../components/moderation-list.tsx'
import { TourReviewsModeration } from '../components/tour-reviews-moderation.tsx'

const a = messages.reviewsAdmin

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
              {a.intro({ testimonials: messages.home.testimonials })}
            </p>
            <div className="mt-6">
              <TestimonialsModeration />
            </div>
          </>
        )}
      </div>
    </DashboardPage>
  )
}

function TestimonialsModeration() {
  const list = useModeratedReviews()
  const visibility = useSetReviewVisibility()
  const deletion = useDeleteReview()
  return (
    <ModerationList
      list={list}
      setHidden={visibility.mutateAsync}
      remove={(review) => deletion.mutateAsync(review._id)}
      texts={{
        loading: a.loading,
        loadFailed: a.loadFailed,
        emptyTitle: a.emptyTitle,
        empty: a.empty,
        count: (reviews, more) =>
          a.count({
            n: reviews.length,
            more,
            hidden: reviews.filter((review) => review.hidden).length,
          }),
        loadedMore: (n) => a.loadedMore({ n }),
        changed: (review) =>
          review.hidden ? a.hidden({ name: review.name }) : a.shown({ name: review.name }),
        shownBadge: a.onHome,
      }}
      indexAttribute="data-review-index"
      idPrefix="review"
      text={(review) => review.description}
    />
  )
}
