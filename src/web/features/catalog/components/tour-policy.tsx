/**
 * A plan's cancellation policy where visitors decide: a section of the tour page (server
 * rendered with the page, so nothing moves when it arrives; in the browser, grey lines keep
 * its place until it does) and a box in the booking modal above Confirm Booking, which says
 * that booking accepts it.
 */
import { useId } from 'react'
import { messages } from '#shared/messages.ts'
import { PolicyTiers, PolicyTiersSkeleton } from '#web/components/policy-tiers.tsx'
import { cx } from '#web/lib/cx.ts'
import { useTourTerms } from '../api/get-tour-terms.ts'

const m = messages.lifecycle

export function TourPolicy({ tourId, className }: { tourId: string; className?: string }) {
  const terms = useTourTerms(tourId)
  const headingId = useId()
  // Terms that will not load leave the page as it was: the booking modal says so again.
  if (terms.isError) return null
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {m.policyTitle}
      </h2>
      {terms.data ? (
        <PolicyTiers size="base" className="mt-3" policy={terms.data.cancellationPolicy} />
      ) : (
        <PolicyTiersSkeleton size="base" className="mt-3" label={m.policyLoading} />
      )}
    </section>
  )
}

export function BookingPolicy({ tourId, className }: { tourId: string; className?: string }) {
  const terms = useTourTerms(tourId)
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cx('rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200', className)}
    >
      <h3 id={headingId} className="text-sm font-bold text-slate-900">
        {m.policyTitle}
      </h3>
      {terms.data ? (
        <>
          <PolicyTiers className="mt-2" policy={terms.data.cancellationPolicy} />
          <p className="mt-3 text-sm font-medium text-slate-800">{m.policyAccepted}</p>
        </>
      ) : terms.isError ? (
        <p className="mt-2 text-sm text-slate-700">{m.policyLoadFailed}</p>
      ) : (
        <PolicyTiersSkeleton className="mt-2" label={m.policyLoading} />
      )}
    </section>
  )
}
