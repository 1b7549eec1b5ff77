/**
 * The page frame every route shares: skip link, header, main landmark, footer, and the auth
 * state around them (inside the router, so auth actions can navigate). After a client
 * navigation, focus moves to <main> so keyboard and screen-reader users start at the new content
 * instead of somewhere in the old page.
 */
import { lazy, Suspense, useEffect, useRef } from 'react'
import { Outlet, useLocation, useNavigationType } from 'react-router'
import { messages } from '#shared/messages.ts'
import { isSignedIn, useAuth } from '#web/lib/auth/auth-context.ts'
import { AuthProvider } from '#web/lib/auth/auth-provider.tsx'
import { loadCataloguePart } from '#web/lib/catalogue-parts.ts'
import { deferred } from '#web/lib/deferred.tsx'
import { Header } from './header.tsx'
import { usePageLoading } from './lazy-page.tsx'
import { AuthNotices } from './notices.tsx'
import { RouteError, RouteErrorBoundary } from './route-error.tsx'

// Below every page: its code and texts come as it nears the screen (the server's HTML meanwhile).
const Footer = deferred('footer', () =>
  Promise.all([import('./footer.tsx'), loadCataloguePart('later')]).then(([m]) => m.Footer),
)

// Only an account whose address is not verified yet has the strip: its code and texts come then.
const VerifyEmailStrip = lazy(() =>
  Promise.all([
    import('#web/features/account/components/verify-email-banner.tsx'),
    loadCataloguePart('later'),
  ]).then(([m]) => ({ default: m.VerifyEmailBanner })),
)

function VerifyEmailBanner() {
  const { user } = useAuth()
  if (!isSignedIn(user) || user.emailVerified) return null
  return (
    <Suspense fallback={null}>
      <VerifyEmailStrip />
    </Suspense>
  )
}

function NavigationProgress() {
  if (!usePageLoading()) return null
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-crimson/20"
    >
      <div className="h-full w-1/3 animate-[nav-progress_1.1s_ease-in-out_infinite] bg-crimson motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  )
}

export function Layout() {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  const mainRef = useRef<HTMLElement>(null)
  const previousPath = useRef(pathname)

  useEffect(() => {
    if (previousPath.current === pathname) return
    previousPath.current = pathname
    // A new page starts at its top; back and forward keep the browser's own restoration.
    if (navigationType !== 'POP') window.scrollTo(0, 0)
    mainRef.current?.focus({ preventScroll: true })
  }, [pathname, navigationType])

  return (
    <AuthProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-white px-5 py-3 font-bold text-slate-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {messages.header.skipToContent}
        </a>
        <NavigationProgress />
        {/* Printed pages (a departure's manifest) leave out the site's frame. */}
        <div className="contents print:hidden">
          <Header />
          {/* Ours: a signed-in account whose email address is not verified yet. */}
          <VerifyEmailBanner />
        </div>
        <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 outline-none">
          {/* Keyed by path: leaving a page that failed shows the next one normally. */}
          <RouteErrorBoundary key={pathname} fallback={<RouteError />}>
            {/* A Suspense boundary is hydrated after the page's frame, apart and in short slices
                (React's selective hydration): no one long task while the page turns
                interactive, and a click in it is hydrated first. */}
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <div className="contents print:hidden">
          <Footer />
        </div>
        <AuthNotices />
      </div>
    </AuthProvider>
  )
}
