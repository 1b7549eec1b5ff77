/**
 * Lazy pages for the declarative router. Each page's code is its own chunk, downloaded on the
 * first visit; a page that needs data starts fetching it as soon as the route matches, at the
 * same time as its code downloads (the work the data router's loaders did, without the data
 * router's 16 KB in the entry bundle — decision 007).
 *
 * React Router renders navigations in a transition, so the old page stays on screen while the
 * new one's code loads; the count of downloads under way drives the progress bar instead.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react'
import { useParams, type Params } from 'react-router'
import { loadCataloguePart } from '#web/lib/catalogue-parts.ts'
import { RouteFallback } from '#web/components/route-fallback.tsx'

let pending = 0
const listeners = new Set<() => void>()
function setPending(change: number) {
  pending += change
  for (const listener of listeners) listener()
}

/** True while some page's code is downloading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => pending > 0,
    () => false,
  )
}

export interface PageOptions {
  /** Starts the page's queries (TanStack Query dedupes, so calling it again is cheap). */
  prefetch?: (params: Readonly<Params>, client: QueryClient) => Promise<unknown>
  /**
   * Whether the page's code comes with every public text (the default) or only with those the
   * tour page's first screen reads (PAGES_SECTIONS): the tour page brings the rest with the parts
   * that read them.
   */
  laterTexts?: boolean
}

/**
 * A route's page: it can fetch its code (`preload`) and its data (`prefetch`) ahead of
 * rendering — what the browser does before the first render and the server before rendering.
 */
export type Page = ComponentType & {
  preload?(): Promise<void>
  prefetch?: PageOptions['prefetch']
}

/** Starts the page's data in render, not in an effect: a page that suspends runs no effects. */
function usePrefetch(prefetch: PageOptions['prefetch']) {
  const params = useParams()
  const client = useQueryClient()
  // The server rendered with the data already there.
  if (!import.meta.env.SSR) void prefetch?.(params, client)
}

/** A page in the entry bundle (Home), with its data needs. */
export function eagerPage(Component: ComponentType, { prefetch }: PageOptions = {}): Page {
  function EagerPage() {
    usePrefetch(prefetch)
    return <Component />
  }
  return Object.assign(EagerPage, { prefetch })
}

export function lazyPage(
  load: () => Promise<ComponentType>,
  { prefetch, laterTexts = true }: PageOptions = {},
): Page {
  let loaded: ComponentType | undefined
  let loading: Promise<ComponentType> | undefined
  const fetchCode = () =>
    (loading ??= (() => {
      setPending(1)
      // Its texts beyond the first screen's come with the first lazy page (lib/catalogue-parts.ts).
      return Promise.all([
        load(),
        loadCataloguePart('pages'),
        laterTexts ? loadCataloguePart('later') : undefined,
      ])
        .then(([Component]) => (loaded = Component))
        .finally(() => setPending(-1))
    })())
  const Lazy = lazy(() => fetchCode().then((Component) => ({ default: Component })))

  function LazyPage() {
    usePrefetch(prefetch)
    // Code already here (preloaded, or seen before): render it at once, no fallback, no shift.
    // Decided once per mount, so a later render never swaps the tree and loses the page's state.
    const [Page] = useState(() => loaded)
    if (Page) return <Page />
    return (
      <Suspense fallback={<RouteFallback />}>
        <Lazy />
      </Suspense>
    )
  }
  return Object.assign(LazyPage, {
    prefetch,
    preload: () => fetchCode().then(() => undefined),
  })
}
