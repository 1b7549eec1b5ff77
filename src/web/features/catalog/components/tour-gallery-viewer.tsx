/**
 * The viewer of a tour's pictures (tour-gallery.tsx loads it on first use): a dialog (focus kept
 * inside, Escape closes it, focus goes back to the thumbnail) whose left and right arrow keys and
 * two buttons move through the pictures, each with its alt text, and a counter says where one is.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect } from 'react'
import type { PlanImage } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { Modal } from '#web/components/modal.tsx'
import { ResponsiveImage } from '#web/components/responsive-image.tsx'

export function GalleryViewer({
  pictures,
  index,
  onIndex,
  onClose,
}: {
  pictures: PlanImage[]
  index: number
  /** Moves from the current picture: an update, so keys pressed in quick succession add up. */
  onIndex: (move: (index: number) => number) => void
  onClose: () => void
}) {
  const total = pictures.length
  const picture = pictures[index]!
  const go = (step: number) => onIndex((current) => (current + step + total) % total)
  // The arrow keys anywhere in the open dialog (focus stays inside it). The listener may be an
  // older render's until effects run again, so it reads no index of its own.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
      if (step === 0) return
      event.preventDefault()
      onIndex((current) => (current + step + total) % total)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [total, onIndex])
  const arrowClass =
    'grid size-11 place-items-center rounded-full bg-white text-slate-900 shadow ring-1 ring-slate-300 transition hover:bg-slate-100 focus-visible:ring-4 focus-visible:ring-emerald-700 focus-visible:outline-none'
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={messages.gallery.viewer}
      description={messages.gallery.keys}
      closeButton
      size="xl"
    >
      <div className="mt-4">
        <figure>
          <div className="flex aspect-[3/2] items-center justify-center overflow-hidden rounded-xl bg-slate-950">
            <ResponsiveImage
              key={picture.url}
              src={picture.url}
              alt={picture.alt}
              width={picture.width}
              height={picture.height}
              fallbackSize={[800, 500]}
              sizes="(min-width: 1024px) 960px, 100vw"
              className="max-h-full max-w-full object-contain"
            />
          </div>
          <figcaption className="mt-3 text-slate-700">{picture.alt}</figcaption>
        </figure>
        <div className="mt-4 flex items-center justify-between gap-4">
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={messages.gallery.previous}
            className={arrowClass}
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <p aria-live="polite" className="font-semibold text-slate-800 tabular-nums">
            {messages.gallery.counter({ n: index + 1, total })}
          </p>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={messages.gallery.next}
            className={arrowClass}
          >
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
    </Modal>
  )
}
