/**
 * Home's 'What Our Clients Says': testimonial cards from the reviews list. Each shows the name,
 * the (already masked) email, the first 149 characters of the text and the spec's whole-star row.
 */
import { Quote } from 'lucide-react'
import type { Review } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { testimonialStars, type StarFill } from '#shared/ratings.ts'
import { previewText } from '#shared/text.ts'
import { QueryError } from '#web/components/query-error.tsx'
import { StarRating } from '#web/components/star-rating.tsx'
import { useReviews } from '../api/get-reviews.ts'

const SKELETON_COUNT = 3

function wholeStars(lit: number): StarFill[] {
  return Array.from({ length: 5 }, (_, i) => (i < lit ? 'full' : 'empty'))
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts
  return letters.map((part) => Array.from(part ?? '')[0]?.toUpperCase() ?? '').join('')
}

function TestimonialCard({ review }: { review: Review }) {
  const stars = testimonialStars(review.rating)
  return (
    <li>
      <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-7">
        <div className="flex items-center justify-between">
          <StarRating
            fills={wholeStars(stars)}
            label={messages.tour.rated({ rating: stars })}
            size="md"
          />
          <Quote aria-hidden="true" className="size-8 text-emerald-200" />
        </div>
        <p className="mt-4 flex-1 leading-relaxed break-words text-slate-700">
          {previewText(review.description)}
        </p>
        <div className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-emerald-700 text-sm font-bold text-white"
          >
            {initials(review.name)}
          </span>
          <div className="min-w-0">
            <h3 className="truncate font-semibold text-slate-900">{review.name}</h3>
            <p className="truncate text-sm text-slate-600">{review.email}</p>
          </div>
        </div>
      </article>
    </li>
  )
}

function TestimonialSkeleton() {
  return (
    <li aria-hidden="true">
      <div className="h-64 rounded-2xl bg-white ring-1 ring-slate-200 motion-safe:animate-pulse" />
    </li>
  )
}

export function Testimonials() {
  const reviews = useReviews()

  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="scroll-mt-6 bg-sand py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase">
            {messages.home.testimonialsEyebrow}
          </p>
          <h2
            id="testimonials-heading"
            className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {messages.home.testimonials}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{messages.home.testimonialsIntro}</p>
        </div>

        {reviews.isError ? (
          <QueryError
            className="mt-12"
            message={messages.home.testimonialsLoadFailed}
            onRetry={() => void reviews.refetch()}
            retrying={reviews.isFetching}
          />
        ) : reviews.isSuccess && reviews.data.length === 0 ? (
          <p className="mt-12 text-center text-slate-600">{messages.home.testimonialsEmpty}</p>
        ) : (
          <ul
            aria-busy={reviews.isPending}
            className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
          >
            {reviews.isPending
              ? Array.from({ length: SKELETON_COUNT }, (_, i) => <TestimonialSkeleton key={i} />)
              : reviews.data.map((review) => <TestimonialCard key={review._id} review={review} />)}
          </ul>
        )}
      </div>
    </section>
  )
}
