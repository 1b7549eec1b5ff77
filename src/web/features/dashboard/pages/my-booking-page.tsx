/** /Dashboard/MyBooking: the customer’s orders. Not built yet; says so plainly. */
import { messages } from '#shared/messages.ts'
import { ComingSoon } from '../components/coming-soon.tsx'
import { DashboardPage } from '../components/dashboard-page.tsx'

export function MyBookingPage() {
  return (
    <DashboardPage title={messages.dashboard.myBooking}>
      <ComingSoon>My Booking arrives with online booking — coming soon.</ComingSoon>
    </DashboardPage>
  )
}
