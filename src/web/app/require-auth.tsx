/**
 * The guard of the login-required routes (/TourPlans, /:divName/:id, /Dashboard/*): a spinner
 * while the session loads, the page when signed in, and otherwise /login, which sends the
 * visitor back here (`state.from`) after signing in.
 */
import { Navigate, Outlet, useLocation } from 'react-router'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { Spinner } from '#web/components/spinner.tsx'
import { useAuth } from '#web/lib/auth/auth-context.ts'

export function RequireAuth() {
  const { status } = useAuth()
  const location = useLocation()

  if (status === 'pending') {
    return (
      <div className="grid min-h-[50vh] place-items-center px-4 py-24">
        <Spinner label={messages.common.loading} className="scale-125" />
      </div>
    )
  }
  if (status === 'signedOut') {
    return <Navigate to={paths.login} state={{ from: location }} replace />
  }
  return <Outlet />
}
