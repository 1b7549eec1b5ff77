/**
 * A tour plan in a grid (TourPlans and division pages): picture with price badge (with its taka),
 * name, division, half-star rating, review count, duration and a 'See Details' link whose
 * accessible name also names the place, so a screen reader's link list tells the cards apart.
 */
import { ArrowRight, Clock, MapPin } from 'lucide-react'
import { Link } from 'react-router'
import type { Place } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { starFills } from '#shared/ratings.ts'
import { formatRating, StarRating } from '#web/components/star-rating.tsx'
import { buttonClass } from '#web/components/button.tsx'
import { Price } from '#web/components/price.tsx'
import { useSiteMoney } from '#web/lib/currency.ts'
import { ResponsiveImage } from '#web/components/responsive-image.tsx'

export function TourCard({ place }: { place: Place }) {
  const siteMoney = useSiteMoney()
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition duration-300 hover:-translate-y-1 hover:shadow-xl motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="relative aspect-[8/5] overflow-hidden bg-emerald-900">
        <ResponsiveImage
          src={place.image}
          alt={place.imageAlt}
          width={place.imageWidth}
          height={place.imageHeight}
          fallbackSize={[800, 500]}
          // The grid's columns (tour-grid.tsx): one on phones, two from 640 px, three from 1280 px.
          sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-700 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        <span className="absolute top-4 left-4 rounded-full bg-crimson px-3.5 py-1.5 text-sm font-bold text-white shadow-md">
          <Price amount={siteMoney(place.price)} approxClassName="font-semibold" />
        </span>
      </div>

      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
          <MapPin aria-hidden="true" className="size-4" />
          {place.divisionName}
        </p>
        <h3 className="mt-1.5 text-xl font-bold tracking-tight text-slate-900">
          {place.placeName}
        </h3>

        <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          <StarRating
            fills={starFills(place.rating)}
            label={messages.tour.rated({ rating: formatRating(place.rating) })}
          />
          <span aria-hidden="true" className="font-semibold text-slate-800">
            {formatRating(place.rating)}
          </span>
          <span>{messages.tour.reviews({ n: place.review })}</span>
        </div>

        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
          <Clock aria-hidden="true" className="size-4" />
          <span>{messages.tour.days({ n: place.duration })}</span>
        </p>

        <div className="mt-auto pt-6">
          <Link to={paths.tourDetails(place._id)} className={buttonClass({}, 'text-sm')}>
            {messages.tour.seeDetails}
            <span className="sr-only">{messages.tour.aboutPlace({ place: place.placeName })}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  )
}

export function TourCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="aspect-[8/5] bg-slate-200 motion-safe:animate-pulse" />
      <div className="space-y-3 p-6">
        <div className="h-4 w-1/3 rounded bg-slate-200 motion-safe:animate-pulse" />
        <div className="h-6 w-2/3 rounded bg-slate-200 motion-safe:animate-pulse" />
        <div className="h-4 w-1/2 rounded bg-slate-200 motion-safe:animate-pulse" />
        <div className="mt-6 h-10 w-32 rounded-full bg-slate-200 motion-safe:animate-pulse" />
      </div>
    </div>
  )
}
