/**
 * The app's start in a browser, loaded by main.tsx once the server's page has painted. When the
 * server rendered the page, it also sent the data it rendered with (a JSON block, not a script:
 * the CSP runs no inline code); the app takes that data and hydrates the server's HTML.
 * Otherwise (no server rendering, e.g. `npm run dev`) it renders from scratch.
 */
import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { localeBase, splitLocalePath } from '#shared/locale.ts'
import { loadFirstCatalogue } from './first-catalogue.ts'
import { installCatalogue, setLocaleSource } from '#shared/messages.ts'
import { SSR_STATE_ID } from '#shared/server-render.ts'
import { localizeZod } from '#shared/zod-messages.ts'
import { App } from './app/app.tsx'
import { preparePages } from './app/routes.tsx'
import { queryClient } from './lib/query-client.ts'

// zod (in the form pages' chunks) probes `new Function` to compile faster validators; the CSP
// refuses eval and the browser reports a violation. Jitless mode validates the same without
// the probe. zod reads its configuration from a global when it loads, so setting it here (with
// its own messages in the page's language) keeps zod itself out of the entry bundle.
localizeZod({ jitless: true })

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const stateBlock = document.getElementById(SSR_STATE_ID)
if (stateBlock?.textContent) {
  hydrate(queryClient, JSON.parse(stateBlock.textContent) as DehydratedState)
}

// The page's language is in its address; only that language's catalogue is downloaded (main.tsx
// asked for it already, with this module).
const { locale, path } = splitLocalePath(window.location.pathname)
// Set first: what loads meanwhile (the Dashboard's texts) loads in the page's language too.
setLocaleSource(() => locale)
const catalogue = loadFirstCatalogue(locale).then(({ default: compiled }) =>
  installCatalogue(compiled),
)

const app = (
  <BrowserRouter basename={localeBase(locale) || undefined}>
    <App client={queryClient} />
  </BrowserRouter>
)

// The first page's code before the first render: the server's HTML (or, without it, no
// spinner that the page would then replace and shift). A failure here is left to the page's
// own error boundary. (Not a top-level await: that would split the entry into dozens of chunks.)
void Promise.all([
  catalogue,
  preparePages(path, queryClient, { data: false }).catch(() => {}),
]).then(() => {
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (React's default lane hydrates in one task); a click
  // meanwhile hydrates its own part first and is replayed.
  if (stateBlock && container.firstElementChild)
    startTransition(() => {
      hydrateRoot(container, app)
    })
  else createRoot(container).render(app)
})
