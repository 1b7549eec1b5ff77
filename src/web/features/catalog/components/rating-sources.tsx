/**
 * Where a tour page's rating comes from, beside its stars: the plan's starting figures, which are
 * ratings on other sites ('256 ratings on other sites'), and the verified reviews of travellers
 * who booked here, which its reviews section lists ('1 verified review'). The count is never a
 * bare '(256 Reviews)' over a section that has none (decision 018 folds both into `review`).
 */
import { MessageSquareText, Star } from 'lucide-react'
import type { Place } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'

/** The plan's starting count (ratings on other sites) and its verified reviews. */
function ratingSources(tour: Pick<Place, 'review' | 'verifiedReview'>) {
  const verified = tour.verifiedReview ?? 0
  return { elsewhere: Math.max(0, tour.review - verified), verified }
}

/** List items for the tour's facts row (a `ul`). */
export function RatingSources({ tour }: { tour: Place }) {
  const { elsewhere, verified } = ratingSources(tour)
  const item = 'flex items-center gap-2'
  const icon = 'size-5 text-emerald-700'
  if (elsewhere === 0 && verified === 0) {
    return (
      <li className={item}>
        <MessageSquareText aria-hidden="true" className={icon} />
        {messages.tour.noRatings}
      </li>
    )
  }
  return (
    <>
      {elsewhere > 0 && (
        <li className={item}>
          <Star aria-hidden="true" className={icon} />
          {messages.tour.ratingsElsewhere({ n: elsewhere })}
        </li>
      )}
      {verified > 0 && (
        <li className={item}>
          <MessageSquareText aria-hidden="true" className={icon} />
          {messages.tour.verifiedReviews({ n: verified })}
        </li>
      )}
    </>
  )
}
