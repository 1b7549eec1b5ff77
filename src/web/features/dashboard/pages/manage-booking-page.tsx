/** /Dashboard/ManageBooking (admins): all orders. Not built yet; says so plainly. */
import { messages } from '#shared/messages.ts'
import { AdminOnly } from '../components/admin-only.tsx'
import { ComingSoon } from '../components/coming-soon.tsx'
import { DashboardPage } from '../components/dashboard-page.tsx'

export function ManageBookingPage() {
  return (
    <DashboardPage title={messages.dashboard.manageOrder}>
      <AdminOnly feature={messages.dashboard.manageOrder}>
        <ComingSoon>
          Managing every order from here arrives with online booking — coming soon.
        </ComingSoon>
      </AdminOnly>
    </DashboardPage>
  )
}
