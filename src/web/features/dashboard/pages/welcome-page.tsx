/** /Dashboard: a welcome with the user's name and what the Dashboard offers them. */
import { Link } from 'react-router'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { isSignedIn, useAuth } from '#web/lib/auth/auth-context.ts'
import { DashboardPage } from '../../../components/layouts/dashboard-page.tsx'

export function WelcomePage() {
  const { user, admin } = useAuth()
  const name = isSignedIn(user) ? user.displayName : ''

  return (
    <DashboardPage
      title={messages.welcome.title({ name })}
      intro={admin ? messages.welcome.introAdmin : messages.welcome.introCustomer}
    >
      <p className="text-slate-700">
        {messages.welcome.choose}{' '}
        <Link to={paths.tourPlans} className="font-semibold text-emerald-800 underline">
          {messages.welcome.browse}
        </Link>
        {messages.welcome.chooseEnd}
      </p>
    </DashboardPage>
  )
}
