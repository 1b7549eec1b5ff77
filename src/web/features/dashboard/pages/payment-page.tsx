/** /Dashboard/Payment: orders to pay. Not built yet; says so plainly. */
import { messages } from '#shared/messages.ts'
import { ComingSoon } from '../components/coming-soon.tsx'
import { DashboardPage } from '../components/dashboard-page.tsx'

export function PaymentPage() {
  return (
    <DashboardPage title={messages.dashboard.payment}>
      <ComingSoon>Card payment arrives with online booking — coming soon.</ComingSoon>
    </DashboardPage>
  )
}
