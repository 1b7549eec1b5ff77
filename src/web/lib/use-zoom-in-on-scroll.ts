/**
 * Zooms an element in (1000 ms, see styles.css) the first time it scrolls into view. The hidden
 * starting state is applied only after an IntersectionObserver is watching the element, and never
 * when the visitor asks for reduced motion, so content can never stay invisible.
 */
import { useLayoutEffect, type RefObject } from 'react'

export function useZoomInOnScroll(ref: RefObject<HTMLElement | null>): void {
  // A layout effect hides the card before the first paint, so it does not flash in and out.
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        element.classList.remove('zoom-pending')
        element.classList.add('zoom-in')
        observer.disconnect()
      },
      { threshold: 0.15 },
    )
    element.classList.add('zoom-pending')
    observer.observe(element)

    return () => {
      observer.disconnect()
      element.classList.remove('zoom-pending')
    }
  }, [ref])
}
