/** Entry point: mounts the app with its providers and the router. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { Providers } from './app/providers.tsx'
import { RouteError, RouteErrorBoundary } from './app/route-error.tsx'
import { AppRoutes, preloadPages } from './app/routes.tsx'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const root = createRoot(container)

function render() {
  root.render(
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
}

// The first page's code before the first render: no spinner that the page would then replace.
// A failure here is left to the page's own error boundary when it renders. (Not a top-level
// await: that would split the entry into dozens of small chunks.)
void preloadPages(window.location.pathname)
  .catch(() => {})
  .then(() => render())
