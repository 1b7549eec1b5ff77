/**
 * The whole app below the router: the browser puts it in a BrowserRouter (hydrate.tsx), server
 * rendering in a StaticRouter (entry-server.tsx), each with its own query client.
 */
import type { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { Providers } from './providers.tsx'
import { RouteError, RouteErrorBoundary } from './route-error.tsx'
import { AppRoutes } from './routes.tsx'

export function App({ client }: { client: QueryClient }) {
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
