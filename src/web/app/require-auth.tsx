/**
 * The guard of the login-required routes (/TourPlans, /:divName/:id, /Dashboard/*): a spinner
 * while the session loads, the page when signed in, and otherwise /login, which sends the
 * visitor back here (`state.from`) after signing in.
 */
import { Navigate, Outlet, useLocation } from 'react-router'
import { paths } from '#shared/paths.ts'
import { useAuth } from '#web/lib/auth/auth-context.ts'
import { RouteFallback } from '#web/components/route-fallback.tsx'

export function RequireAuth() {
  const { status } = useAuth()
  const location = useLocation()

  // The page is still on its way, as when its code loads: the same placeholder says so.
  if (status === 'pending') return <RouteFallback />
  if (status === 'signedOut') {
    return <Navigate to={paths.login} state={{ from: location }} replace />
  }
  return <Outlet />
}
