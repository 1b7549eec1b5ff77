/**
 * One traveller's review of a tour: name, a verified-traveller mark, when they travelled, the
 * stars (one image named "Rated 4 out of 5") and the text as written (never as markup).
 */
import { BadgeCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import type { TourReview } from '#shared/contracts/tour-reviews.ts'
import { messages } from '#shared/messages.ts'
import type { StarFill } from '#shared/ratings.ts'
import { StarRating } from '#web/components/star-rating.tsx'
import { cx } from '#web/lib/cx.ts'
import { formatMonthYear, isCalendarDate } from '#shared/dhaka-date.ts'

/** "November 2026" for 2026-11-27: when they travelled, without the exact day. */
export function travelledMonth(date: string): string {
  return isCalendarDate(date) ? formatMonthYear(date) : date
}

export function wholeStars(lit: number): StarFill[] {
  return Array.from({ length: 5 }, (_, i) => (i < lit ? 'full' : 'empty'))
}

interface TourReviewCardProps {
  review: TourReview
  /** The id of its name's heading (the card is labelled by it). */
  headingId: string
  /** Under the text, e.g. that an admin hid it. */
  note?: ReactNode
  className?: string
}

export function TourReviewCard({ review, headingId, note, className }: TourReviewCardProps) {
  return (
    <article
      aria-labelledby={headingId}
      className={cx('rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6', className)}
    >
      {/* The stars keep their place at the top right; a long name wraps beside them. */}
      <div className="flex items-start justify-between gap-3">
        <h3
          id={headingId}
          className="min-w-0 font-semibold [overflow-wrap:anywhere] text-slate-900"
        >
          {review.name}
        </h3>
        <StarRating
          fills={wholeStars(review.rating)}
          label={messages.tour.rated({ rating: review.rating })}
          className="mt-0.5 shrink-0"
        />
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {messages.tourReviews.verified}
        </span>
        {review.departureDate && (
          <span>
            {messages.tourReviews.travelled}{' '}
            <time dateTime={review.departureDate}>{travelledMonth(review.departureDate)}</time>
          </span>
        )}
      </p>
      <p className="mt-3 leading-relaxed [overflow-wrap:anywhere] whitespace-pre-line text-slate-700">
        {review.text}
      </p>
      {note}
    </article>
  )
}
