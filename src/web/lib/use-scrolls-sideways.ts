/**
 * Whether an element's content is wider than the element (it scrolls sideways), kept up to date
 * as either resizes: a wide table's box is then made a named tab stop, so a keyboard can scroll
 * it too (the manifest, the overview's tables).
 */
import { useEffect, useState, type RefObject } from 'react'

export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    return () => observer.disconnect()
  }, [ref])
  return scrolls
}
