/**
 * A part of a page below the first screen (the home page's testimonials, the footer, a tour's
 * reviews) whose code downloads when it is about to scroll into view, not with the first visit.
 *
 * The server renders it whole (`preloadDeferred()` readies every such part's code first). In the
 * browser, a page the server rendered keeps that part's HTML as it came, readable and with
 * working links, while the rest of the page hydrates; when the part nears the viewport (or takes
 * focus, or the page is printed) its code downloads and React draws it over that HTML, from the
 * same data, so nothing moves. A click on one of its buttons meanwhile is kept and given to the
 * same button once it is drawn (links work as links all along), and focus stays where it was. A
 * page drawn in the browser (a client navigation) loads the code at once.
 *
 * Why not React's own lazy hydration (a Suspense boundary whose code is not there yet): such a
 * boundary that receives any update before its code arrives — the session loading changes the
 * auth context above every page — is switched to client rendering and shows its fallback, so the
 * part vanished until its code came. Held as plain HTML, nothing above can reach it.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react'

/** How far below the viewport a part starts to load: about a thumb's flick. */
const AHEAD = '0px 0px 300px 0px'
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]'

const everyPart: (() => Promise<unknown>)[] = []

/** Readies the code of every deferred part defined so far (the server, before rendering). */
export function preloadDeferred(): Promise<unknown> {
  return Promise.all(everyPart.map((load) => load()))
}

/**
 * Each part's HTML as the server sent it, read when this module loads (before hydration) and
 * given out once: the part that hydrates takes it (when it mounts: a render may run twice, in
 * StrictMode); a part drawn later by a client navigation (another tour's reviews) finds none and
 * draws itself.
 */
const serverParts = new Map<string, string>(
  typeof document === 'undefined'
    ? []
    : [...document.querySelectorAll<HTMLElement>('[data-defer]')].map((element) => [
        element.dataset.defer ?? '',
        element.innerHTML,
      ]),
)

// The server renders before any effect: a layout effect there would only warn.
const useClientLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect

/**
 * `name` marks the part's wrapper in the server's HTML (`data-defer`), unique in the app; `load`
 * imports its component.
 */
export function deferred<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  let code: Promise<ComponentType<P>> | undefined
  const fetchCode = () =>
    (code ??= load().then(
      (Part) => (loaded = Part),
      (error: unknown) => {
        code = undefined // offline: a later visit may try again
        throw error
      },
    ))
  everyPart.push(fetchCode)

  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null)
    const [Part, setPart] = useState(() => loaded)
    // The server's HTML of this part, read before hydration touches it; none when the page is
    // drawn in the browser.
    const [serverHtml] = useState(() => (Part ? undefined : serverParts.get(name)))
    useEffect(() => {
      serverParts.delete(name)
    }, [])
    // Which control of the server's HTML had focus, or was clicked, while the code was on its way.
    const waiting = useRef<{ index: number; click: boolean } | undefined>(undefined)

    useEffect(() => {
      if (Part) return
      const element = ref.current
      let gone = false
      const show = () => {
        void fetchCode().then(
          (Loaded) => {
            if (!gone) setPart(() => Loaded)
          },
          () => {}, // offline: the server's HTML stays, links and all
        )
      }
      if (serverHtml === undefined || !element || typeof IntersectionObserver === 'undefined') {
        show()
        return () => {
          gone = true
        }
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) show()
        },
        { rootMargin: AHEAD },
      )
      observer.observe(element)
      const indexOf = (target: EventTarget | null) => {
        const control = target instanceof Element ? target.closest(FOCUSABLE) : null
        return control ? [...element.querySelectorAll(FOCUSABLE)].indexOf(control) : -1
      }
      const onFocus = (event: FocusEvent) => {
        waiting.current = { index: indexOf(event.target), click: false }
        show()
      }
      // A button does nothing until its code is here: the click waits for it. A form would
      // submit itself to the page's address: it waits too.
      const onClick = (event: MouseEvent) => {
        const index = indexOf(event.target)
        if (index < 0 || (event.target as Element).closest('a[href]')) return
        event.preventDefault()
        waiting.current = { index, click: true }
        show()
      }
      const onSubmit = (event: SubmitEvent) => {
        event.preventDefault()
        show()
      }
      element.addEventListener('focusin', onFocus)
      element.addEventListener('click', onClick)
      element.addEventListener('submit', onSubmit)
      window.addEventListener('beforeprint', show)
      return () => {
        gone = true
        observer.disconnect()
        element.removeEventListener('focusin', onFocus)
        element.removeEventListener('click', onClick)
        element.removeEventListener('submit', onSubmit)
        window.removeEventListener('beforeprint', show)
      }
    }, [Part, serverHtml])

    // Drawn over the server's HTML: focus stays on the same control, and a click waiting for
    // it reaches it.
    useClientLayoutEffect(() => {
      const kept = waiting.current
      waiting.current = undefined
      if (!Part || !kept || kept.index < 0 || !ref.current) return
      const same = ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)[kept.index]
      if (!same) return
      if (document.activeElement === document.body) same.focus({ preventScroll: true })
      if (kept.click) same.click()
    }, [Part])

    if (Part) {
      return (
        <div ref={ref} data-defer={name}>
          <Part {...props} />
        </div>
      )
    }
    // React leaves an element's dangerouslySetInnerHTML as it is when hydrating.
    return (
      <div
        ref={ref}
        data-defer={name}
        {...(serverHtml === undefined ? {} : { dangerouslySetInnerHTML: { __html: serverHtml } })}
      />
    )
  }
  Deferred.displayName = `Deferred(${name})`
  return Deferred
}
