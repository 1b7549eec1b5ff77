/**
 * Server rendering: the server (src/server/features/site/server-render.ts) loads the build of
 * this module and calls `render` for each public page. The page's code and data are readied
 * first (the same `prefetch` the browser uses, its API calls answered in process by the server),
 * then rendered to HTML with the data to send beside it. Signed-in state is not known here: the
 * header and guarded pages render as "checking the session", exactly as the browser's first
 * render does, so hydration matches.
 */
import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import bn from 'virtual:catalogue/bn'
import bnConsole from 'virtual:catalogue/bn/console'
import bnLater from 'virtual:catalogue/bn/later'
import bnPages from 'virtual:catalogue/bn/pages'
import en from 'virtual:catalogue/en'
import enConsole from 'virtual:catalogue/en/console'
import enLater from 'virtual:catalogue/en/later'
import enPages from 'virtual:catalogue/en/pages'
import { BoundedCache, stringBytes } from '#shared/bounded-cache.ts'
import { localeBase, splitLocalePath } from '#shared/locale.ts'
import { installCatalogue, setLocaleSource, type Locale } from '#shared/messages.ts'
import { App } from './app/app.tsx'
import { preparePages, routeMatches, type RouteMatches } from './app/routes.tsx'
import { setApiTransport, type ApiTransport } from './lib/api-client.ts'
import { preloadDeferred } from './lib/deferred.tsx'
import { createQueryClient } from './lib/query-client.ts'

export interface RenderResult {
  html: string
  state: DehydratedState
}

// Both languages, whole (every part the browser loads in turn): each page renders in its
// address's (`/bn/...` in Bangla).
for (const part of [en, enPages, enLater, enConsole, bn, bnPages, bnLater, bnConsole]) {
  installCatalogue(part)
}

/**
 * The server's transport for the pages' API calls, and where the locale of the page being
 * rendered comes from (the server's request, `/bn/...` in Bangla): its texts and its API calls'
 * Accept-Language follow it.
 */
export function configure({
  transport,
  locale,
}: {
  transport: ApiTransport
  locale: () => Locale
}): void {
  setApiTransport(transport)
  setLocaleSource(locale)
}

/**
 * Rendered pages by address and data: the same data gives the same HTML, so rendering (the
 * costly part) happens once per change of what a page shows. The address names the language
 * (`/bn/...`), whose texts and data differ, so each language's render is kept apart. 100 entries and 16 MB (an entry
 * counted as its key, which holds the data, twice — key and state — plus its HTML), least
 * recently used first out.
 */
const rendered = new BoundedCache<string, RenderResult>({
  maxEntries: 100,
  maxBytes: 16 * 1024 * 1024,
  sizeOf: (key, result) => stringBytes(key) * 2 + stringBytes(result.html),
})

/**
 * Route matches per path: the same few paths come again and again. 500 paths and 1 MB (a path
 * counted as its text plus 1 KB of matches), least recently used first out.
 */
const matchesByPath = new BoundedCache<string, RouteMatches>({
  maxEntries: 500,
  maxBytes: 1024 * 1024,
  sizeOf: (pathname) => stringBytes(pathname) + 1024,
})

function matchesOf(path: string): RouteMatches {
  let matches = matchesByPath.get(path)
  if (!matches) matchesByPath.set(path, (matches = routeMatches(path)))
  return matches
}

export async function render(url: string): Promise<RenderResult> {
  const client = createQueryClient()
  const { locale, path } = splitLocalePath(new URL(url, 'http://localhost').pathname)
  await preparePages(path, client, { data: true, matches: matchesOf(path) })
  // The parts below the first screen render whole here (the browser loads their code later).
  await preloadDeferred()
  // A failed query (e.g. an unknown tour) is not sent; the browser asks again and shows the
  // failure itself. Rendering it here as loading keeps both first renders the same.
  client.removeQueries({ predicate: (query) => query.state.status === 'error' })
  const key = `${url}\n${JSON.stringify(client.getQueriesData({}))}`
  const hit = rendered.get(key)
  if (hit) return hit

  const html = renderToString(
    <StaticRouter location={url} basename={localeBase(locale) || undefined}>
      <App client={client} />
    </StaticRouter>,
  )
  const result = { html, state: dehydrate(client) }
  client.clear()
  rendered.set(key, result)
  return result
}
