/**
 * The result side of TourPlans and division pages: skeletons while loading, the cards, and the
 * spec's 'There is no match tours' when nothing is left to show.
 */
import { SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Place } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { TourCard, TourCardSkeleton } from './tour-card.tsx'

const SKELETON_COUNT = 6
const gridClass = 'grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3'

export function TourGridSkeleton() {
  return (
    <div aria-busy="true" className={gridClass}>
      <span className="sr-only" role="status">
        {messages.tourPlans.loading}
      </span>
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <TourCardSkeleton key={i} />
      ))}
    </div>
  )
}

export function TourGrid({ places }: { places: readonly Place[] }) {
  return (
    <ul className={gridClass}>
      {places.map((place) => (
        <li key={place._id}>
          <TourCard place={place} />
        </li>
      ))}
    </ul>
  )
}

export function NoMatchTours({ children }: { children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-slate-500" />
      <p className="mt-4 text-lg font-semibold text-slate-800">{messages.division.empty}</p>
      {children}
    </div>
  )
}

/** "Showing 4 of 12 tours", announced politely as the slider narrows the list. */
export function ResultCount({ shown, total }: { shown: number; total: number }) {
  return (
    <p aria-live="polite" className="text-sm font-medium text-slate-600">
      {shown === total
        ? messages.tourPlans.count({ total })
        : messages.tourPlans.showing({ shown, total })}
    </p>
  )
}
