/**
 * The whole app below the router: the browser puts it in a BrowserRouter (hydrate.tsx), server
 * rendering in a StaticRouter (entry-server.tsx), each with its own query client.
 */
import type { QueryClient } from '@tanstack/react-query'
import { StrictMode, useEffect } from 'react'
import { Providers } from './providers.tsx'
import { RouteError, RouteErrorBoundary } from './route-error.tsx'
import { AppRoutes } from './routes.tsx'

/**
 * Marks the page as running the app (`<html data-app="live">`) once the first render has
 * committed: tests and tools wait for it instead of a renderer's private fields.
 */
function useLiveMark() {
  useEffect(() => {
    document.documentElement.dataset.app = 'live'
  }, [])
}

export function App({ client }: { client: QueryClient }) {
  useLiveMark()
  return (
    <StrictMode>
      <Providers client={client}>
        <RouteErrorBoundary
          fallback={
            <main id="main">
              <RouteError />
            </main>
          }
        >
          <AppRoutes />
        </RouteErrorBoundary>
      </Providers>
    </StrictMode>
  )
}
