/** Entry point: mounts the app with its providers and the router. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { Providers } from './app/providers.tsx'
import { RouteError, RouteErrorBoundary } from './app/route-error.tsx'
import { AppRoutes } from './app/routes.tsx'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Providers>
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
    </BrowserRouter>
  </StrictMode>,
)
