/**
 * A tour's pickup and meeting points on its page (issue 32 item 3; decision 047): always a list
 * (the server renders it; each point's number, name, kind, time in Dhaka and address, and
 * directions in a new tab where it has a position), and beside it a map with a numbered marker
 * per point that has one. The map is a picture of the list for sighted visitors: hidden from
 * screen readers, out of the keyboard's way, drawn by Leaflet from a separate chunk loaded only
 * here and only as the section nears the screen, from the tiles the site's settings name (none:
 * no map). If that chunk or the tiles fail, the list is the whole section and nothing throws.
 */
import { ExternalLink } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { PickupPoint } from '#shared/contracts/tour-content.ts'
import { currentLocale, formatCount, messages } from '#shared/messages.ts'
import { localDigits } from '#shared/number-format.ts'
import { useCompany } from '#web/lib/company.ts'

const m = () => messages.pickupPoints

/** How far below the viewport the map starts to load. */
const AHEAD = '0px 0px 400px 0px'

export const directionsUrl = (point: { lat: number; lng: number }) =>
  `https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}`

const hasPosition = (point: PickupPoint): point is PickupPoint & { lat: number; lng: number } =>
  point.lat !== null && point.lng !== null

export function TourPickupPoints({
  points,
  className = '',
}: {
  points: PickupPoint[]
  className?: string
}) {
  const map = useCompany()?.map
  if (points.length === 0) return null
  const showMap = Boolean(map?.tileUrl) && points.some(hasPosition)
  return (
    <section aria-labelledby="tour-pickup-points" className={className}>
      <h2 id="tour-pickup-points" className="text-xl font-bold text-slate-900">
        {m().heading}
      </h2>
      <p className="mt-2 max-w-prose text-slate-600">{m().intro}</p>
      <div className={showMap ? 'mt-4 grid gap-6 md:grid-cols-2' : 'mt-4 max-w-prose'}>
        <ol className="space-y-4">
          {points.map((point, index) => (
            <PointItem key={point.id} point={point} n={index + 1} />
          ))}
        </ol>
        {showMap && map?.tileUrl && (
          <PickupMap points={points} tileUrl={map.tileUrl} attribution={map.attribution} />
        )}
      </div>
    </section>
  )
}

function PointItem({ point, n }: { point: PickupPoint; n: number }) {
  const time = localDigits(point.time, currentLocale())
  return (
    <li className="flex gap-3">
      {/* The list's own number, as the map's marker shows it. */}
      <span
        aria-hidden="true"
        className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-emerald-700 text-sm font-bold text-white"
      >
        {formatCount(n)}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{point.name}</h3>
        <p className="text-sm text-slate-700">
          <span className="font-medium">{m()[point.kind]}</span>
          {' · '}
          <time dateTime={point.time}>
            {point.kind === 'pickup' ? m().pickupAt({ time }) : m().meetAt({ time })}
          </time>
        </p>
        <p className="text-sm text-slate-600">{point.address}</p>
        {hasPosition(point) && (
          <a
            href={directionsUrl(point)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={m().directionsTo({ name: point.name })}
            className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
          >
            {m().directions}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        )}
      </div>
    </li>
  )
}

function PickupMap({
  points,
  tileUrl,
  attribution,
}: {
  points: PickupPoint[]
  tileUrl: string
  attribution: string
}) {
  const container = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const element = container.current
    if (!element) return
    let stopped = false
    let remove: (() => void) | undefined
    const draw = () => {
      import('./pickup-map.ts')
        .then(({ drawPickupMap }) => {
          if (stopped) return
          remove = drawPickupMap(element, {
            tileUrl,
            // Numbered as the list is: the marker of point 3 says 3.
            markers: points.flatMap((point, index) =>
              hasPosition(point)
                ? [{ lat: point.lat, lng: point.lng, label: formatCount(index + 1) }]
                : [],
            ),
          })
        })
        // No map: the list says it all.
        .catch(() => {
          if (!stopped) setFailed(true)
        })
    }
    let observer: IntersectionObserver | undefined
    if (typeof IntersectionObserver === 'undefined') draw()
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer?.disconnect()
          draw()
        },
        { rootMargin: AHEAD },
      )
      observer.observe(element)
    }
    return () => {
      stopped = true
      observer?.disconnect()
      remove?.()
    }
  }, [points, tileUrl])

  if (failed) return null
  return (
    <div>
      <div
        ref={container}
        aria-hidden="true"
        data-pickup-map=""
        className="isolate z-0 h-64 overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 sm:h-80"
      />
      <p className="mt-1.5 text-xs text-slate-600">{m().mapAttribution({ attribution })}</p>
    </div>
  )
}
