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

const monthYear = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "November 2026" for 2026-11-27: when they travelled, without the exact day. */
export function travelledMonth(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(parsed.getTime()) ? date : monthYear.format(parsed)
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
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {review.name}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {messages.tourReviews.verified}
            </span>
            {review.departureDate && (
              <>
                <span aria-hidden="true">·</span>
                <span>
                  {messages.tourReviews.travelled}{' '}
                  <time dateTime={review.departureDate}>
                    {travelledMonth(review.departureDate)}
                  </time>
                </span>
              </>
            )}
          </p>
        </div>
        <StarRating
          fills={wholeStars(review.rating)}
          label={messages.tour.rated(review.rating)}
          className="shrink-0"
        />
      </div>
      <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-slate-700">
        {review.text}
      </p>
      {note}
    </article>
  )
}
