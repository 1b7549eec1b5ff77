/**
 * One division on Home: a 250 px card with the division's picture as its cover, its name and
 * how many places it has. The whole card links to the division page and zooms in on scroll.
 */
import { useRef } from 'react'
import { Link } from 'react-router'
import type { Division } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { useZoomInOnScroll } from '#web/lib/use-zoom-in-on-scroll.ts'

export function DivisionCard({ division }: { division: Division }) {
  const itemRef = useRef<HTMLLIElement>(null)
  useZoomInOnScroll(itemRef)

  return (
    <li ref={itemRef}>
      <Link
        // The address keeps the English name in every language (the spec's route).
        to={paths.division(division.divisionNameEn, division._id)}
        className="group relative isolate block h-[250px] overflow-hidden rounded-2xl bg-forest shadow-md ring-1 ring-black/5 transition-shadow duration-300 hover:shadow-xl"
      >
        <img
          src={division.image}
          alt={division.imageAlt}
          width={800}
          height={500}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 -z-10 size-full object-cover transition-transform duration-700 ease-out group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-t from-black/85 via-black/40 to-black/0"
        />
        <div className="flex h-full flex-col justify-end p-6">
          <h3 className="text-2xl font-bold tracking-tight text-white">{division.divisionName}</h3>
          <p className="mt-1 flex items-center justify-between text-sm font-medium text-white">
            <span>{messages.home.totalPlaces({ n: division.totalPlace })}</span>
            <span
              aria-hidden="true"
              className="rounded-full bg-white/15 px-3 py-1 text-xs font-semibold backdrop-blur-sm transition group-hover:bg-crimson"
            >
              {messages.home.explore}
            </span>
          </p>
        </div>
      </Link>
    </li>
  )
}

export function DivisionCardSkeleton() {
  return (
    <li aria-hidden="true">
      <div className="h-[250px] rounded-2xl bg-slate-200 motion-safe:animate-pulse" />
    </li>
  )
}
