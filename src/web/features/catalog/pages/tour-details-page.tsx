/**
 * /tour-details/:tourId: one tour plan with its hero picture (its first), rating, duration, price
 * (with its taka, first in Bangla), the booking action the app gives it (the orders feature's
 * Book Now), under the description its itinerary and lists (tour-content.tsx), its gallery (tour-gallery.tsx), its cancellation policy and its travellers' reviews (the reviews
 * feature's section, given by the app too), and its pickup and meeting points with their map
 * (tour-pickup-points.tsx). An unknown or malformed id shows the spec's
 * 'There is no tour matched tour.'.
 */
import { ArrowLeft, CalendarDays, MapPin } from 'lucide-react'
import { Suspense, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import type { Place } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { pageTitle, staticPageMeta, tourPageMeta } from '#shared/page-meta.ts'
import { paths } from '#shared/paths.ts'
import { starFills } from '#shared/ratings.ts'
import { QueryError } from '#web/components/query-error.tsx'
import { formatRating, StarRating } from '#web/components/star-rating.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { loadCataloguePart } from '#web/lib/catalogue-parts.ts'
import { deferred } from '#web/lib/deferred.tsx'
import { usePageMeta } from '#web/lib/use-page-meta.ts'
import { useTour } from '../api/get-tour.ts'
import { catalogKeys } from '../api/keys.ts'
import { TourGallery, TourHero } from '../components/tour-gallery.tsx'
import { RatingSources } from '../components/rating-sources.tsx'
import { TourContentSections } from '../components/tour-content.tsx'
import { TourPickupPoints } from '../components/tour-pickup-points.tsx'
import { buttonClass } from '#web/components/button.tsx'
import { Price } from '#web/components/price.tsx'
import { useSiteMoney } from '#web/lib/currency.ts'

// Under the gallery: its code comes as it nears the screen (the server's HTML meanwhile).
const TourPolicy = deferred('tour-policy', () =>
  Promise.all([import('../components/tour-policy.tsx'), loadCataloguePart('later')]).then(
    ([m]) => m.TourPolicy,
  ),
)

export interface TourDetailsPageProps {
  /** The booking action under the price (the orders feature's Book Now; app/routes.tsx). */
  bookNow: (tour: Place) => ReactNode
  /**
   * Under the description: the tour's reviews (the reviews feature's; app/routes.tsx).
   * `refreshTour` fetches the tour's figures again, after a review changed them.
   */
  reviews?: (tour: Place, refreshTour: () => void) => ReactNode
}

export function TourDetailsPage({ bookNow, reviews }: TourDetailsPageProps) {
  const { tourId = '' } = useParams()
  const tour = useTour(tourId)
  const notFound = tour.isError && isApiError(tour.error) && tour.error.isNotFound

  usePageMeta(
    tour.data
      ? tourPageMeta(tour.data)
      : notFound
        ? staticPageMeta.notFound
        : {
            title: pageTitle(messages.tour.detailsTitle),
            description: staticPageMeta.tourPlans.description,
          },
  )

  if (tour.data) return <TourDetails tour={tour.data} bookNow={bookNow} reviews={reviews} />
  if (tour.isPending) return <TourDetailsSkeleton />
  if (notFound) {
    return (
      <Centered>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{messages.tour.notFound}</h1>
        <p className="mt-3 text-slate-600">{messages.tour.notFoundHint}</p>
        <BackToTours />
      </Centered>
    )
  }
  return (
    <Centered>
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">
        {messages.tour.detailsTitle}
      </h1>
      <QueryError
        message={messages.tour.loadFailed}
        onRetry={() => void tour.refetch()}
        retrying={tour.isFetching}
      />
    </Centered>
  )
}

function TourDetails({ tour, bookNow, reviews }: { tour: Place } & TourDetailsPageProps) {
  const queryClient = useQueryClient()
  const siteMoney = useSiteMoney()
  // Every list shows the tour's rating and review count too.
  const refreshTour = () => void queryClient.invalidateQueries({ queryKey: catalogKeys.all })
  return (
    <article>
      <TourHero tour={tour} />

      {/* Phones read title, then price and Book Now, then the description; wide screens put the
          booking card in a column beside both. */}
      <div className="mx-auto grid max-w-7xl gap-x-12 gap-y-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem] lg:grid-rows-[auto_1fr] lg:px-8 lg:py-14">
        <div>
          <Link
            to={paths.tourPlans}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {messages.tour.allTourPlans}
          </Link>
          <p className="mt-6 flex items-center gap-1.5 text-sm font-semibold tracking-wide text-emerald-800 uppercase">
            <MapPin aria-hidden="true" className="size-4" />
            {tour.divisionName}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {tour.placeName}
          </h1>

          <ul className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3 text-slate-700">
            <li className="flex items-center gap-2">
              <StarRating
                size="md"
                fills={starFills(tour.rating)}
                label={messages.tour.rated({ rating: formatRating(tour.rating) })}
              />
              <span aria-hidden="true" className="font-semibold text-slate-900">
                {formatRating(tour.rating)}
              </span>
            </li>
            {/* Where the rating comes from: ratings on other sites, verified reviews below. */}
            <RatingSources tour={tour} />
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-5 text-emerald-700" />
              {messages.tour.days({ n: tour.duration })}
            </li>
          </ul>
        </div>

        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 lg:sticky lg:top-6">
            <p className="text-sm font-medium text-slate-600">{messages.tour.price}</p>
            <p className="mt-1 text-4xl font-extrabold tracking-tight text-slate-900 tabular-nums">
              <Price
                amount={siteMoney(tour.price)}
                approxClassName="mt-1 block text-base font-semibold tracking-normal text-slate-700"
              />
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {messages.tour.days({ n: tour.duration })}
            </p>
            {/* Each part hydrates apart, in short slices (Suspense boundaries). */}
            <Suspense fallback={null}>{bookNow(tour)}</Suspense>
          </div>
        </div>

        {/* min-w-0: a long unbroken word in a review wraps instead of widening the page. */}
        <div className="min-w-0">
          <h2 className="text-xl font-bold text-slate-900">{messages.tour.about}</h2>
          <p className="mt-3 max-w-prose text-lg leading-relaxed whitespace-pre-line text-slate-700">
            {tour.description}
          </p>
          {tour.tourContent && <TourContentSections content={tour.tourContent} className="mt-10" />}
          {tour.tourContent && (
            <TourPickupPoints points={tour.tourContent.pickupPoints} className="mt-10" />
          )}
          <Suspense fallback={null}>
            <TourGallery tour={tour} className="mt-10" />
          </Suspense>
          <TourPolicy tourId={tour._id} className="mt-10 max-w-prose" />
          {reviews?.(tour, refreshTour)}
        </div>
      </div>
    </article>
  )
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">{children}</div>
}

function BackToTours() {
  return (
    <Link to={paths.tourPlans} className={buttonClass({ size: 'lg' }, 'mt-8')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {messages.tour.seeAllTourPlans}
    </Link>
  )
}

function TourDetailsSkeleton() {
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        {messages.tour.loading}
      </span>
      <div className="h-[260px] bg-slate-200 motion-safe:animate-pulse sm:h-[500px]" />
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-10 sm:px-6 lg:px-8">
        <div className="h-4 w-32 rounded bg-slate-200 motion-safe:animate-pulse" />
        <div className="h-10 w-2/3 rounded bg-slate-200 motion-safe:animate-pulse" />
        <div className="h-5 w-1/2 rounded bg-slate-200 motion-safe:animate-pulse" />
        <div className="h-24 w-full max-w-prose rounded bg-slate-200 motion-safe:animate-pulse" />
      </div>
    </div>
  )
}
