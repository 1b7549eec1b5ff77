/**
 * A tour's pictures on its page: the first large at the top (the page's largest paint: loaded
 * eagerly, first in line), and when it has more, a row of thumbnails under it, each opening the
 * viewer at that picture. The viewer is a dialog (focus kept inside, Escape closes it, focus
 * goes back to the thumbnail): the left and right arrow keys and two buttons move through the
 * pictures, each with its alt text, and a counter says where one is.
 */
import { lazy, Suspense, useState } from 'react'
import type { Place, PlanImage } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { ResponsiveImage } from '#web/components/responsive-image.tsx'

// The viewer and its dialog library load when a visitor first reaches for a picture (a pointer
// over a thumbnail, or focus on one), not with the page.
const loadViewer = () => import('./tour-gallery-viewer.tsx')
const GalleryViewer = lazy(() => loadViewer().then((m) => ({ default: m.GalleryViewer })))

/** The tour's pictures; a tour with none of its own shows its `image`. */
function picturesOf(tour: Place): PlanImage[] {
  if (tour.images && tour.images.length > 0) return tour.images
  return [
    {
      url: tour.image,
      alt: tour.imageAlt,
      width: tour.imageWidth ?? null,
      height: tour.imageHeight ?? null,
    },
  ]
}

export function TourHero({ tour }: { tour: Place }) {
  const [first] = picturesOf(tour)
  return (
    <div className="bg-forest">
      <ResponsiveImage
        src={first!.url}
        alt={first!.alt}
        width={first!.width}
        height={first!.height}
        fallbackSize={[800, 500]}
        sizes="100vw"
        fetchPriority="high"
        className="mx-auto block max-h-[500px] w-full object-cover"
      />
    </div>
  )
}

export function TourGallery({ tour, className }: { tour: Place; className?: string }) {
  const pictures = picturesOf(tour)
  const [open, setOpen] = useState<number | null>(null)
  if (pictures.length < 2) return null
  const total = pictures.length
  return (
    <section aria-labelledby="tour-gallery-title" className={className}>
      <h2 id="tour-gallery-title" className="text-xl font-bold text-slate-900">
        {messages.gallery.title}
      </h2>
      <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4">
        {pictures.map((picture, index) => (
          <li key={`${picture.url}-${index}`}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              onPointerEnter={() => void loadViewer()}
              onFocus={() => void loadViewer()}
              aria-label={messages.gallery.show({ n: index + 1, total })}
              className="block aspect-[4/3] w-full overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 transition hover:ring-2 hover:ring-emerald-700 focus-visible:ring-4 focus-visible:ring-emerald-700 focus-visible:outline-none"
            >
              <ResponsiveImage
                src={picture.url}
                alt=""
                width={picture.width}
                height={picture.height}
                fallbackSize={[400, 300]}
                sizes="(min-width: 640px) 200px, 33vw"
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <GalleryViewer
            pictures={pictures}
            index={open}
            onIndex={(move) => setOpen((current) => (current === null ? null : move(current)))}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </section>
  )
}
