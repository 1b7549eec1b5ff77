/** /Dashboard: a welcome with the user's name and what the Dashboard offers them. */
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { isSignedIn, useAuth } from '#web/lib/auth/auth-context.ts'
import { DashboardPage } from '../../../components/layouts/dashboard-page.tsx'

export function WelcomePage() {
  const { user, admin } = useAuth()
  const name = isSignedIn(user) ? user.displayName : ''

  return (
    <DashboardPage
      title={`Welcome, ${name}`}
      intro={
        admin
          ? 'This is where you run the site: add and remove tour plans, follow every order and make other team members admins.'
          : 'This is your corner of Bangla Tours: follow your bookings, pay for them by card and tell other travellers how your trip went.'
      }
    >
      <p className="text-slate-700">
        Choose a page on the menu, or{' '}
        <Link to={paths.tourPlans} className="font-semibold text-emerald-800 underline">
          browse all tour plans
        </Link>
        .
      </p>
    </DashboardPage>
  )
}
